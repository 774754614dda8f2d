import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canConfirmDeletion } from '@resto/shared/rules';
import { Sheet } from './sheet';

/** Deleting an ordered product needs a reason: the button waits for non-blank text; it is trimmed. */
export function DeleteProductModal({ nombre, onCancel, onConfirm }: { nombre: string; onCancel: () => void; onConfirm: (motivo: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const can = canConfirmDeletion(reason);
  return (
    <Sheet
      title={t('waiter.eliminar.titulo')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="button" className="w-btn w-btn--danger" disabled={!can} onClick={() => can && onConfirm(reason.trim())}>
            {t('waiter.eliminar.confirmar')}
          </button>
        </>
      }
    >
      <p className="w-sheet-subject">{nombre}</p>
      <label className="w-field">
        <span className="w-label">{t('waiter.eliminar.motivo')}</span>
        <textarea
          className="w-input"
          rows={2}
          maxLength={200}
          value={reason}
          placeholder={t('waiter.eliminar.motivoPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
          data-autofocus
        />
      </label>
      <p className="w-hint">{t('waiter.eliminar.ayuda')}</p>
    </Sheet>
  );
}
