import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@resto/shared/api-client';
import type { Cliente } from '@resto/shared/contracts';
import { buscarClientes } from '../api/buscar-clientes';
import { SearchIcon } from './icons';
import { Sheet } from './sheet';

const MIN_CHARS = 2;

/** Finds a customer of the venue and sets them on the table's draft (or removes the current one). */
export function CustomerModal({
  current,
  onCancel,
  onChoose,
}: {
  current: { id: number; nombre: string } | null;
  onCancel: () => void;
  onChoose: (cliente: { id: number; nombre: string } | null) => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; items: Cliente[] } | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS || !online) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      buscarClientes(q, controller.signal)
        .then((res) => setFound({ q, items: res.success ? (res.data?.items ?? []) : [] }))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, online]);

  const q = query.trim();
  const items = found?.q === q ? found.items : null;
  return (
    <Sheet
      title={t('waiter.clientes.titulo')}
      onClose={onCancel}
      footer={
        <>
          {current ? (
            <button type="button" className="w-btn w-btn--ghost" onClick={() => onChoose(null)}>
              {t('waiter.clientes.quitar')}
            </button>
          ) : null}
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
        </>
      }
    >
      {current ? <p className="w-sheet-subject">{t('waiter.clientes.actual', { nombre: current.nombre })}</p> : null}
      <label className="w-search">
        <SearchIcon />
        <input
          type="search"
          className="w-search-input"
          placeholder={t('waiter.clientes.buscar')}
          aria-label={t('waiter.clientes.buscar')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-autofocus
        />
      </label>
      {!online ? (
        <p className="w-note">{t('waiter.clientes.sinConexion')}</p>
      ) : q.length < MIN_CHARS ? (
        <p className="w-note">{t('waiter.clientes.escribir')}</p>
      ) : items === null ? (
        <p className="w-note">{t('waiter.pedido.buscando')}</p>
      ) : items.length === 0 ? (
        <p className="w-note">{t('waiter.clientes.sinResultados')}</p>
      ) : (
        <ul className="w-options">
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className="w-option" onClick={() => onChoose({ id: c.id, nombre: c.nombre })}>
                <span className="w-option-title">{c.nombre}</span>
                <span className="w-option-sub">{[c.telefono, c.email].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
