import { useTranslation } from 'react-i18next';

/**
 * The category view's footer. CARRITO counts the units already ordered on the table's comanda
 * ('Ver Pedido'), PENDIENTES the units chosen here and waiting to be confirmed ('Completar'). A
 * button whose count is 0 is left out (the same units are never shown twice); with nothing on
 * either side, 'Ver Pedido' still leads back to the order.
 */
export function CategoryFooter({ orderedUnits, pendingUnits, onOpenOrder }: { orderedUnits: number; pendingUnits: number; onOpenOrder: () => void }) {
  const { t } = useTranslation();
  const showCart = orderedUnits > 0 || pendingUnits === 0;
  const showPending = pendingUnits > 0;
  return (
    <div className={`w-footer w-footer--split${showCart && showPending ? '' : ' w-footer--single'}`} data-testid="pie-categoria">
      {showCart ? (
        <button type="button" className="w-footer-btn" onClick={onOpenOrder}>
          <span>{t('waiter.categoria.carrito', { count: orderedUnits })}</span>
          <strong>{t('waiter.categoria.verPedido')}</strong>
        </button>
      ) : null}
      {showPending ? (
        <button type="button" className="w-footer-btn w-footer-btn--accent" onClick={onOpenOrder}>
          <span>{t('waiter.categoria.pendientes', { count: pendingUnits })}</span>
          <strong>{t('waiter.categoria.completar')}</strong>
        </button>
      ) : null}
    </div>
  );
}
