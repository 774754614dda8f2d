import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { canAddProduct, productEmoji } from '@resto/shared/rules';
import { useMoney } from '../hooks/use-format';
import { useListPrice } from '../state/precios-store';
import { PlusIcon } from './icons';

/** A product with its add button (disabled when its stock is controlled and at 0 or below). */
export function ProductRow({ product, quantity, onAdd }: { product: ProductoVenta; quantity: number; onAdd: (p: ProductoVenta) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const priced = useListPrice()(product);
  const can = canAddProduct(product);
  return (
    <li className="w-product">
      <span className="w-emoji" aria-hidden="true">
        {productEmoji(product)}
      </span>
      <span className="w-product-main">
        <span className="w-product-name">{product.nombre}</span>
        <span className="w-product-price">
          {money(priced.precio)}
          {priced.listaPrecio ? <span className="w-product-list"> · {priced.listaPrecio}</span> : null}
        </span>
      </span>
      {quantity > 0 ? <span className="w-qty-badge">×{quantity}</span> : null}
      <button type="button" className="w-round-btn" disabled={!can} onClick={() => onAdd(product)} aria-label={t('waiter.pedido.agregar', { nombre: product.nombre })}>
        <PlusIcon />
      </button>
    </li>
  );
}
