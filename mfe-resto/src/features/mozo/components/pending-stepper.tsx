import { useTranslation } from 'react-i18next';
import { useQuantity } from '../hooks/use-format';
import { MinusIcon, PlusIcon } from './icons';

/**
 * Quantity of a line waiting to be confirmed: in the active view it never goes below 1 (removing
 * is the trash button), so at 1 the minus looks and is disabled.
 */
export function PendingStepper({ nombre, cantidad, onStep }: { nombre: string; cantidad: number; onStep: (delta: 1 | -1) => void }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  const atMinimum = cantidad <= 1;
  return (
    <div className="w-stepper">
      <button type="button" className="w-step" disabled={atMinimum} aria-disabled={atMinimum} onClick={() => onStep(-1)} aria-label={t('waiter.pedido.menos', { nombre })}>
        <MinusIcon />
      </button>
      <span className="w-step-value">{qty(cantidad)}</span>
      <button type="button" className="w-step" onClick={() => onStep(1)} aria-label={t('waiter.pedido.mas', { nombre })}>
        <PlusIcon />
      </button>
    </div>
  );
}
