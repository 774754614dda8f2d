import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionError, useOnline } from '@resto/shared/api-client';
import type { ProductoVenta } from '@resto/shared/contracts';
import { pendingQuantity, productMatches, type PendingItem } from '@resto/shared/rules';
import { buscarProductos } from '../api/buscar-productos';
import { menuStore } from '../state/menu-store';
import { useStore } from '../state/store';
import { SearchIcon } from './icons';
import { ProductRow } from './product-row';

const DEBOUNCE_MS = 250;

/**
 * Product search: the server's search while online; the menu kept on the phone when offline or
 * when the server cannot be reached. A blank term searches nothing.
 */
export function ProductSearch({ pending, onAdd }: { pending: readonly PendingItem[]; onAdd: (p: ProductoVenta) => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const menu = useStore(menuStore);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ q: string; items: ProductoVenta[] } | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    const local = () =>
      setResults({
        q,
        items: menuStore
          .get()
          .products.filter((p) => productMatches(p, q))
          .slice(0, 20),
      });
    if (!online) {
      local();
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      buscarProductos(q, controller.signal)
        .then((res) => {
          if (res.success) setResults({ q, items: res.data ?? [] });
          else if (isConnectionError(res)) local();
          else setResults({ q, items: [] });
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, online, menu.products]);

  const q = query.trim();
  const shown = q !== '' && results?.q === q ? results.items : null;
  return (
    <section className="w-section">
      <label className="w-search">
        <SearchIcon />
        <input
          type="search"
          className="w-search-input"
          placeholder={t('waiter.pedido.buscarProducto')}
          aria-label={t('waiter.pedido.buscarProducto')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="buscar-producto"
        />
      </label>
      {q !== '' ? (
        shown === null ? (
          <p className="w-note">{t('waiter.pedido.buscando')}</p>
        ) : shown.length === 0 ? (
          <p className="w-note">{t('waiter.pedido.sinResultados')}</p>
        ) : (
          <ul className="w-products" data-testid="resultados-busqueda">
            {shown.map((p) => (
              <ProductRow key={p.id} product={p} quantity={pendingQuantity(pending, p.id)} onAdd={onAdd} />
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
