import { useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import type { DictadoPanelProps } from './dictado-panel';
import { toast } from '../state/toasts';

/**
 * The microphone on a table's comanda. The dictation (speech, the Spanish reader, its texts) is a
 * chunk of its own, downloaded on the first tap: the handheld's first download does not carry it.
 */
export function DictadoButton({ numero, mesaId, menu }: { numero: number; mesaId: number; menu: readonly ProductoVenta[] }) {
  const { t } = useTranslation();
  const [Panel, setPanel] = useState<ComponentType<DictadoPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const tap = () => {
    setOpen(true);
    if (Panel) return;
    import('./dictado-panel').then(
      (m) => setPanel(() => m.default),
      () => {
        setOpen(false);
        toast({ severity: 'error', message: t('waiter.pedido.dictadoError'), key: 'dictado-error' });
      },
    );
  };
  return (
    <>
      <button type="button" className="w-icon-btn w-icon-btn--light" onClick={tap} aria-label={t('waiter.pedido.dictar')} data-testid="dictar">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
        </svg>
      </button>
      {/* Out of the header (its white text and sticky layer): the sheet covers the whole screen. */}
      {open && Panel ? createPortal(<Panel numero={numero} mesaId={mesaId} menu={menu} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}
