import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conReservaVigente, visibleTables, waiterEmptyState, zoneLabel, zonesOf } from '@resto/shared/rules';
import { useNow } from '@resto/shared/hooks';
import { useLocaleInfo, useMoney } from '../hooks/use-format';
import { whenBusLoaded } from '../state/bus';
import { firstViewShown } from '../state/first-view';
import { mesasStore, reloadMesas, reloadMesasSoon, reloadMesasUnlessFresh, setListVisible } from '../state/mesas-store';
import { queuedFor, tableView, type TableView } from '../state/queued';
import { navigate } from '../state/route';
import { openTable, useOutboxState, useRuntime } from '../state/runtime';
import { readJson, writeJson } from '../state/storage';
import { useStore } from '../state/store';
import { ListIcon, MapIcon, SearchIcon } from './icons';
import { OpenTableModal, prefetchWaiterViews, TableMap } from './lazy-views';
import { TableCard } from './table-card';

const MODE_KEY = 'rf_waiter_vista';
/** The zone tab stays chosen while the waiter goes into a table and back. */
const ZONE_KEY = 'rf_waiter_zona';
type Mode = 'lista' | 'mapa';

let readyMarked = false;
/** `pnpm bench` measures the time until this mark: the first moment the list can be used. */
function markReady() {
  if (readyMarked) return;
  readyMarked = true;
  performance.mark('waiter:ready');
}

export function TableListView() {
  const { t } = useTranslation();
  const rt = useRuntime();
  const mesas = useStore(mesasStore);
  const outbox = useOutboxState(rt);
  const now = useNow(30_000);
  const [zone, setZone] = useState<string | null>(() => sessionStorage.getItem(ZONE_KEY));
  const [mode, setMode] = useState<Mode>(() => (readJson<string>(MODE_KEY, 'lista') === 'mapa' ? 'mapa' : 'lista'));
  const [query, setQuery] = useState('');
  const [opening, setOpening] = useState<TableView | null>(null);

  // The list reloads every time the waiter comes back to it, and follows the hub while shown.
  useEffect(() => {
    setListVisible(true);
    void reloadMesasUnlessFresh();
    return () => setListVisible(false);
  }, []);

  // A reservation booked, moved or seated elsewhere changes which tables are reserved.
  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    let gone = false;
    void whenBusLoaded().then((bus) => {
      if (!gone) subscription = bus.on$('mesas', 'ReservaChanged').subscribe(() => reloadMesasSoon());
    });
    return () => {
      gone = true;
      subscription?.unsubscribe();
    };
  }, []);

  const { currency } = useLocaleInfo();
  const money = useMoney();
  // A free table is reserved from an hour before its reservation (the clock moves it, not only the hub).
  const views = useMemo(
    () => mesas.tables.map((table) => conReservaVigente(tableView(table, queuedFor(outbox.entries, table.id), currency), now)),
    [mesas.tables, outbox.entries, currency, now],
  );
  const zones = zonesOf(views);
  const selected = zone !== null && zones.includes(zone) ? zone : (zones[0] ?? null);
  const searching = query.trim() !== '';
  const visible = visibleTables(views, selected, query);
  const empty = waiterEmptyState(views.length, visible.length, query);
  const ready = mesas.status === 'ready';

  const failed = mesas.status === 'error';
  useEffect(() => {
    if (failed) firstViewShown();
    if (!ready) return;
    markReady();
    firstViewShown();
    // The other views' chunks, once the list is on screen and the phone has nothing else to do.
    prefetchWaiterViews('idle');
  }, [ready, failed]);

  const chooseMode = (next: Mode) => {
    setMode(next);
    writeJson(MODE_KEY, next);
  };

  const onOpen = (table: TableView) => {
    prefetchWaiterViews();
    if (table.estado === 'ocupada') navigate({ view: 'order', numero: table.numero });
    else setOpening(table);
  };

  if (!ready && mesas.status !== 'error') {
    return (
      <p className="w-state" role="status">
        {t('waiter.lista.cargando')}
      </p>
    );
  }
  if (mesas.status === 'error') {
    return (
      <div className="w-state w-state--error" role="alert">
        <p className="w-state-title">{mesas.connectionError ? t('waiter.lista.errorTitulo') : (mesas.error ?? t('waiter.lista.errorCarga'))}</p>
        {mesas.connectionError ? <p>{t('waiter.lista.errorMensaje')}</p> : null}
        <button type="button" className="w-btn w-btn--primary" onClick={() => void reloadMesas()}>
          {t('waiter.reintentar')}
        </button>
      </div>
    );
  }

  return (
    <div className="w-list" data-ready="true" data-testid="mesas-lista">
      {zones.length > 0 ? (
        <div className="w-tabs" role="tablist" aria-label={t('waiter.lista.zonas')}>
          {zones.map((z) => (
            <button
              key={z}
              type="button"
              role="tab"
              aria-selected={z === selected && !searching}
              className="w-tab"
              onClick={() => {
                setZone(z);
                sessionStorage.setItem(ZONE_KEY, z);
              }}
            >
              {zoneLabel(z)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="w-toolbar">
        <label className="w-search">
          <SearchIcon />
          <input
            type="search"
            inputMode="numeric"
            className="w-search-input"
            placeholder={t('waiter.lista.buscarPlaceholder')}
            aria-label={t('waiter.lista.buscar')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <div className="w-switch" role="group">
          <button type="button" className="w-switch-btn" aria-pressed={mode === 'lista'} onClick={() => chooseMode('lista')} aria-label={t('waiter.lista.vistaLista')}>
            <ListIcon />
          </button>
          <button type="button" className="w-switch-btn" aria-pressed={mode === 'mapa'} onClick={() => chooseMode('mapa')} aria-label={t('waiter.lista.vistaMapa')}>
            <MapIcon />
          </button>
        </div>
      </div>
      {mesas.stale ? <p className="w-note">{t('waiter.lista.sinActualizar')}</p> : null}
      {empty ? (
        <div className="w-empty" data-testid="mesas-vacio">
          <p className="w-state-title">{t('waiter.lista.vacio')}</p>
          <p>{empty === 'none' ? t('waiter.lista.vacioTodas') : empty === 'search' ? t('waiter.lista.vacioBusqueda', { query: query.trim() }) : t('waiter.lista.vacioZona')}</p>
        </div>
      ) : mode === 'mapa' ? (
        <Suspense fallback={null}>
          <TableMap tables={visible} onOpen={onOpen} />
        </Suspense>
      ) : (
        <ul className="w-cards">
          {visible.map((table) => (
            <TableCard key={table.id} table={table} now={now} onOpen={onOpen} showZone={searching} t={t} money={money} />
          ))}
        </ul>
      )}
      {opening ? (
        <Suspense fallback={null}>
          <OpenTableModal
            numero={opening.numero}
            onCancel={() => setOpening(null)}
            onConfirm={(comensales, comentario) => {
              openTable(rt, opening, comensales, comentario);
              setOpening(null);
              navigate({ view: 'order', numero: opening.numero });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
