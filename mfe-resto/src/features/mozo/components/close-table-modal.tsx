import { useTranslation } from 'react-i18next';
import { Sheet } from './sheet';

export function CloseTableModal({ numero, onCancel, onConfirm }: { numero: number; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('waiter.cerrar.titulo', { numero })}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="button" className="w-btn w-btn--danger" onClick={onConfirm} data-autofocus>
            {t('waiter.cerrar.confirmar')}
          </button>
        </>
      }
    >
      <p>{t('waiter.cerrar.mensaje', { numero })}</p>
    </Sheet>
  );
}
