import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../state/toasts';

/** Shows the current bottom-sheet notice (one at a time). */
export function ToastHost() {
  const { t } = useTranslation();
  const { current } = useToasts();
  if (!current) return null;
  return (
    <div className={`w-toast w-toast--${current.severity}`} role={current.severity === 'error' ? 'alert' : 'status'} data-testid="toast">
      <div className="w-toast-text">
        <p>{current.message}</p>
        {current.detail ? <p className="w-toast-detail">{current.detail}</p> : null}
      </div>
      <button type="button" className="w-toast-close" onClick={() => dismissToast(current.id)} aria-label={t('waiter.toasts.cerrar')}>
        ×
      </button>
    </div>
  );
}
