import { useTranslation } from 'react-i18next';
import { registerPrintWarningsTranslations, usePrintWarnings, warningText } from '../../avisos-impresion';
import { whenBusLoaded } from '../state/bus';
import { afterFirstView } from '../state/first-view';

registerPrintWarningsTranslations();

/**
 * On the handheld: a small banner per kitchen ticket that did not print at its printer
 * (sent to the backup, or not printed), until someone acknowledges it. Styled inline so the
 * handheld's stylesheet stays untouched.
 */
export function PrintWarningBar() {
  const { t } = useTranslation();
  const { warnings, acknowledge } = usePrintWarnings(whenBusLoaded(), afterFirstView);
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="aviso-impresion-handheld"
      style={{ display: 'grid', gap: 4, padding: '6px 12px', background: '#fef3c7', color: '#78350f', borderBottom: '1px solid #f59e0b', fontSize: 14 }}
    >
      {warnings.map((w) => (
        <div key={w.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ flex: 1 }}>{warningText(w, t)}</span>
          <button type="button" className="w-btn w-btn--ghost" style={{ minHeight: 36 }} onClick={() => void acknowledge(w.id)}>
            {t('impresionAvisos.entendido')}
          </button>
        </div>
      ))}
    </div>
  );
}
