import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenTable, COMMENT_MAX_LENGTH, DEFAULT_DINERS, stepDiners } from '@resto/shared/rules';
import { MinusIcon, PlusIcon } from './icons';
import { Sheet } from './sheet';

/** Diners default to 2 (minimum 1, no maximum on plus); the comment is optional. */
export function OpenTableModal({ numero, onCancel, onConfirm }: { numero: number; onCancel: () => void; onConfirm: (comensales: number, comentario: string) => void }) {
  const { t } = useTranslation();
  const [diners, setDiners] = useState(DEFAULT_DINERS);
  const [comment, setComment] = useState('');
  const valid = canOpenTable(diners);
  return (
    <Sheet
      title={t('waiter.abrir.titulo', { numero })}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="button" className="w-btn w-btn--primary" disabled={!valid} onClick={() => valid && onConfirm(diners, comment)}>
            {t('waiter.abrir.confirmar')}
          </button>
        </>
      }
    >
      <div className="w-field">
        <span className="w-label" id="w-diners-label">
          {t('waiter.abrir.comensales')}
        </span>
        <div className="w-stepper w-stepper--big" role="group" aria-labelledby="w-diners-label">
          <button type="button" className="w-step" onClick={() => setDiners((d) => stepDiners(d, -1))} disabled={diners <= 1} aria-label={t('waiter.abrir.menosComensales')}>
            <MinusIcon />
          </button>
          <output className="w-step-value" aria-live="polite" data-testid="comensales">
            {diners}
          </output>
          <button type="button" className="w-step" onClick={() => setDiners((d) => stepDiners(d, 1))} aria-label={t('waiter.abrir.masComensales')} data-autofocus>
            <PlusIcon />
          </button>
        </div>
      </div>
      <label className="w-field">
        <span className="w-label">{t('waiter.abrir.comentario')}</span>
        <textarea
          className="w-input"
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          placeholder={t('waiter.abrir.comentarioPlaceholder')}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
    </Sheet>
  );
}
