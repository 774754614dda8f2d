import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { canAddProduct, productEmoji } from '@resto/shared/rules';
import { useMoney } from '../hooks/use-format';
import { useNoDisponible } from '../state/disponibilidad-store';
import { useListPrice } from '../state/precios-store';
import { PlusIcon } from './icons';

/**
 * Why a product cannot be sold now ('86': sold out by hand, or an ingredient one portion needs is
 * not on hand), or null when it can; the menu keeps it in sight so the waiter can tell the guest.
 */
export function useNoDisponibleText(): (p: ProductoVenta) => string | null {
  const { t } = useTranslation();
  const noDisponible = useNoDisponible();
  return (p) => {
    const d = noDisponible(p.id);
    if (!d) return null;
    return d.disponible ? t('waiter.disponibilidad.sinInsumo', { insumo: d.insumoFaltante ?? '' }) : t('waiter.disponibilidad.agotado');
  };
}

/** A product with its add button (disabled when its stock is controlled and at 0 or below, or it cannot be sold now). */
export function ProductRow({ product, quantity, onAdd }: { product: ProductoVenta; quantity: number; onAdd: (p: ProductoVenta) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const priced = useListPrice()(product);
  const motivo = useNoDisponibleText()(product);
  const can = canAddProduct(product) && motivo === null;
  return (
    <li className={`w-product${motivo === null ? '' : ' w-product--out'}`}>
      <span className="w-emoji" aria-hidden="true">
        {productEmoji(product)}
      </span>
      <span className="w-product-main">
        <span className="w-product-name">{product.nombre}</span>
        <span className="w-product-price">
          {money(priced.precio)}
          {priced.listaPrecio ? <span className="w-product-list"> · {priced.listaPrecio}</span> : null}
        </span>
        {motivo === null ? null : (
          <span className="w-stock w-stock--out" data-testid="producto-no-disponible">
            {motivo}
          </span>
        )}
      </span>
      {quantity > 0 ? <span className="w-qty-badge">×{quantity}</span> : null}
      <button type="button" className="w-round-btn" disabled={!can} onClick={() => onAdd(product)} aria-label={t('waiter.pedido.agregar', { nombre: product.nombre })}>
        <PlusIcon />
      </button>
    </li>
  );
}
