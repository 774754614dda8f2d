import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCommentSuggestion, COMMENT_MAX_LENGTH } from '@resto/shared/rules';
import { Sheet } from './sheet';

const SUGGESTIONS = ['sinCebolla', 'sinTomate', 'bienCocido', 'jugoso', 'sinSal', 'extraQueso', 'picante', 'sinMayonesa'] as const;

/** Up to 150 characters with a counter; quick suggestions; saving an empty text clears the note. */
export function CommentModal({ nombre, initial, onCancel, onSave }: { nombre: string; initial: string; onCancel: () => void; onSave: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <Sheet
      title={t('waiter.comentario.titulo')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="button" className="w-btn w-btn--primary" onClick={() => onSave(text)}>
            {t('waiter.guardar')}
          </button>
        </>
      }
    >
      <p className="w-sheet-subject">{nombre}</p>
      <label className="w-field">
        <span className="w-label">{t('waiter.comentario.titulo')}</span>
        <textarea
          className="w-input"
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={text}
          placeholder={t('waiter.comentario.placeholder')}
          onChange={(e) => setText(e.target.value.slice(0, COMMENT_MAX_LENGTH))}
          data-autofocus
        />
      </label>
      <p className="w-counter" aria-live="polite">
        {t('waiter.comentario.contador', { count: text.length })}
      </p>
      <p className="w-label">{t('waiter.comentario.sugerencias')}</p>
      <div className="w-chips">
        {SUGGESTIONS.map((key) => {
          const label = t(`waiter.comentario.opciones.${key}`);
          return (
            <button key={key} type="button" className="w-chip" onClick={() => setText((current) => applyCommentSuggestion(current, label))}>
              {label}
            </button>
          );
        })}
      </div>
    </Sheet>
  );
}
