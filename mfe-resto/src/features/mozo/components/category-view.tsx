import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { canAddProduct, pendingKey, categoryDisplayName, countUnits, groupByCategory, pendingQuantity, productEmoji, productMatches, stepPending } from '@resto/shared/rules';
import { useLocaleInfo, useMoney, useQuantity } from '../hooks/use-format';
import { useDraft, useTable } from '../hooks/use-table';
import { menuStore } from '../state/menu-store';
import { pendingOf, pendingStore, setPending } from '../state/pending-store';
import { useListPrice } from '../state/precios-store';
import { orderLines, queuedFor } from '../state/queued';
import { goBack, navigate } from '../state/route';
import { useOutboxState, useRuntime } from '../state/runtime';
import { useStore } from '../state/store';
import { CategoryFooter } from './category-footer';
import { useNoDisponibleText } from './product-row';
import { useAddProduct } from './use-add-product';
import { BackIcon, MinusIcon, PlusIcon, SearchIcon } from './icons';

/** A category's products: emoji, name, description, price and stock; steppers add to the selection. */
export function CategoryView({ numero, categoria }: { numero: number; categoria: string }) {
  const { t } = useTranslation();
  const rt = useRuntime();
  const money = useMoney();
  const { currency } = useLocaleInfo();
  const qty = useQuantity();
  const { table, status } = useTable(numero);
  const entry = useDraft(table);
  const outbox = useOutboxState(rt);
  const menu = useStore(menuStore);
  const listPrice = useListPrice();
  const noDisponibleText = useNoDisponibleText();
  const pending = pendingOf(useStore(pendingStore), table?.id ?? -1);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (status === 'ready' && !table) navigate({ view: 'list' }, { replace: true });
  }, [status, table]);

  const products = useMemo(() => groupByCategory(menu.products, menu.order).find((g) => g.name === categoria)?.products ?? [], [menu.products, menu.order, categoria]);
  const shown = query.trim() === '' ? products : products.filter((p) => productMatches(p, query));
  const ordered = useMemo(
    () => orderLines(entry?.draft ?? null, queuedFor(outbox.entries, table?.id ?? -1), currency).filter((l) => !l.eliminado),
    [entry?.draft, outbox.entries, table?.id, currency],
  );
  const title = categoryDisplayName(categoria);
  const { add, picker } = useAddProduct(table?.id);

  if (!table) {
    return (
      <p className="w-state" role="status">
        {t('waiter.pedido.cargando')}
      </p>
    );
  }
  /** Minus on a product takes from its last line (a product with options may have several). */
  const minus = (p: ProductoVenta) => {
    const last = [...pending].reverse().find((i) => i.id === p.id);
    if (last) setPending(table.id, (l) => stepPending(l, pendingKey(last), -1, 'remove'));
  };
  const backToOrder = () => goBack();

  return (
    <div className="w-order" data-testid="vista-categoria">
      <header className="w-bar">
        <button type="button" className="w-icon-btn w-icon-btn--light" onClick={goBack} aria-label={t('waiter.volver')}>
          <BackIcon />
        </button>
        <div className="w-bar-main">
          <h1 className="w-bar-title">{title}</h1>
        </div>
        <span className="w-badge w-badge--light">{t('waiter.mesa.titulo', { numero })}</span>
      </header>
      <div className="w-order-body">
        <label className="w-search">
          <SearchIcon />
          <input
            type="search"
            className="w-search-input"
            placeholder={t('waiter.categoria.buscar', { categoria: title })}
            aria-label={t('waiter.categoria.buscar', { categoria: title })}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        {shown.length === 0 ? (
          <p className="w-note">{query.trim() ? t('waiter.pedido.sinResultados') : t('waiter.categoria.vacia')}</p>
        ) : (
          <ul className="w-product-cards">
            {shown.map((p) => {
              const priced = listPrice(p);
              const inCart = pendingQuantity(pending, p.id);
              const motivo = noDisponibleText(p);
              const can = canAddProduct(p) && motivo === null;
              return (
                <li key={p.id} className={`w-product-card${can ? '' : ' w-product-card--out'}`} data-testid="producto-categoria">
                  <span className="w-emoji w-emoji--big" aria-hidden="true">
                    {productEmoji(p)}
                  </span>
                  <div className="w-product-main">
                    <span className="w-product-name">{p.nombre}</span>
                    {p.descripcion ? <span className="w-product-desc">{p.descripcion}</span> : null}
                    <span className="w-product-price">
                      {money(priced.precio)}
                      {priced.listaPrecio ? <span className="w-product-list"> · {priced.listaPrecio}</span> : null}
                    </span>
                    {motivo !== null ? (
                      <span className="w-stock w-stock--out" data-testid="producto-no-disponible">
                        {motivo}
                      </span>
                    ) : p.controlaStock ? (
                      <span className={`w-stock${can ? '' : ' w-stock--out'}`}>
                        {can ? t('waiter.categoria.stock', { cantidad: qty(p.stockActual ?? 0), unidad: t(`waiter.unidades.${p.unidadMedida}`) }) : t('waiter.categoria.sinStock')}
                      </span>
                    ) : null}
                  </div>
                  {inCart > 0 ? (
                    <div className="w-stepper">
                      <button type="button" className="w-step" onClick={() => minus(p)} aria-label={t('waiter.pedido.menos', { nombre: p.nombre })}>
                        <MinusIcon />
                      </button>
                      <span className="w-step-value">{qty(inCart)}</span>
                      <button type="button" className="w-step" disabled={!can} onClick={() => add(p)} aria-label={t('waiter.pedido.mas', { nombre: p.nombre })}>
                        <PlusIcon />
                      </button>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="w-btn w-btn--primary w-btn--small"
                      disabled={!can}
                      onClick={() => add(p)}
                      aria-label={t('waiter.pedido.agregar', { nombre: p.nombre })}
                    >
                      {t('waiter.categoria.agregar')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {picker}
      <CategoryFooter orderedUnits={countUnits(ordered)} pendingUnits={countUnits(pending)} onOpenOrder={backToOrder} />
    </div>
  );
}
