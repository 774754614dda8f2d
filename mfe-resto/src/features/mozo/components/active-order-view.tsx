import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canCloseTable,
  pendingKey,
  categoryDisplayName,
  categoryIcon,
  groupByCategory,
  minutesOpen,
  pendingQuantity,
  pendingTotalMinor,
  setPendingNote,
  WAITER_FREQUENT_PRODUCTS,
  type PendingItem,
} from '@resto/shared/rules';
import type { Draft } from '@resto/shared/contracts';
import { useLocaleInfo, useMoney } from '../hooks/use-format';
import { useNow } from '@resto/shared/hooks';
import { useDraft, useTable } from '../hooks/use-table';
import { waiterDrafts } from '../state/drafts';
import { menuStore } from '../state/menu-store';
import { pendingOf, pendingStore, setPending } from '../state/pending-store';
import { orderLines, orderTotalMinor, queuedFor, type OrderLine } from '../state/queued';
import { goBack, navigate } from '../state/route';
import { closeTable, confirmPending, deleteOrderedItem, setCliente, setOrderedNote, useOutboxState, useRuntime } from '../state/runtime';
import { useStore } from '../state/store';
import { mesasStore, reloadMesas } from '../state/mesas-store';
import { toast } from '../state/toasts';
import { CloseTableModal } from './close-table-modal';
import { BillSheet } from './bill-sheet';
import { usePrecuenta } from '../hooks/use-precuenta';
import { CommentModal } from './comment-modal';
import { CustomerModal } from './customer-modal';
import { MoveTableSheet } from './move-table-sheet';
import { DeleteProductModal } from './delete-product-modal';
import { DictadoButton } from './dictado-button';
import { BackIcon, ClockIcon, MoveIcon, PeopleIcon, PrintIcon, UserIcon } from './icons';
import { OrderedLinesSection } from './ordered-lines-section';
import { PendingItemsSection } from './pending-items-section';
import { ProductRow } from './product-row';
import { ProductSearch } from './product-search';
import { useAddProduct } from './use-add-product';

type Modal =
  | { kind: 'move' }
  | { kind: 'comment'; item: PendingItem }
  | { kind: 'note'; line: OrderLine }
  | { kind: 'delete'; line: OrderLine }
  | { kind: 'close' }
  | { kind: 'customer' }
  | { kind: 'cuenta' }
  | null;

export function ActiveOrderView({ numero }: { numero: number }) {
  const { t } = useTranslation();
  const rt = useRuntime();
  const money = useMoney();
  const { currency } = useLocaleInfo();
  const now = useNow(15_000);
  const { table, status: tableStatus } = useTable(numero);
  const entry = useDraft(table);
  const outbox = useOutboxState(rt);
  const menu = useStore(menuStore);
  const floor = useStore(mesasStore);
  const pending = pendingOf(useStore(pendingStore), table?.id ?? -1);
  const [modal, setModal] = useState<Modal>(null);

  const queued = useMemo(() => queuedFor(outbox.entries, table?.id ?? -1), [outbox.entries, table?.id]);
  const draft = entry?.draft ?? null;
  const lines = useMemo(() => orderLines(draft, queued, currency), [draft, queued, currency]);
  const categories = useMemo(() => groupByCategory(menu.products, menu.order), [menu.products, menu.order]);
  const open = draft !== null || queued.open !== null;

  // No open order here (closed elsewhere, refused, or a stale link): back to the list.
  const { add, picker } = useAddProduct(table?.id);
  const precuenta = usePrecuenta(draft?.id ?? null, numero);
  const gone = (tableStatus === 'ready' && !table) || (entry?.status === 'ready' && !open) || queued.close;
  useEffect(() => {
    if (gone) navigate({ view: 'list' }, { replace: true });
  }, [gone]);

  if (!table || !entry || (entry.status === 'loading' && !open)) {
    return (
      <p className="w-state" role="status">
        {t('waiter.pedido.cargando')}
      </p>
    );
  }
  if (entry.status === 'error' && !open) {
    return (
      <div className="w-state w-state--error" role="alert">
        <p className="w-state-title">{entry.connectionError ? t('waiter.lista.errorTitulo') : entry.error || t('waiter.lista.errorCarga')}</p>
        <button type="button" className="w-btn w-btn--primary" onClick={() => void waiterDrafts.loadMesa({ id: table.id, numero: table.numero })}>
          {t('waiter.reintentar')}
        </button>
      </div>
    );
  }

  const comensales = draft?.comensales ?? queued.open?.comensales ?? 0;
  const openedAt = draft?.fechaApertura ?? queued.open?.createdAt ?? null;
  const camarero = draft?.camarero ?? queued.open?.camarero ?? rt.user.nombre;
  const cliente = queued.cliente !== undefined ? queued.cliente : (draft?.cliente ?? null);
  const draftId = draft?.id ?? null;
  const totalMinor = orderTotalMinor(draft, queued, currency);
  const pendingTotal = pendingTotalMinor(pending, currency);
  const canClose = canCloseTable(lines) && pending.length === 0;
  const frequent = menu.frequent.slice(0, WAITER_FREQUENT_PRODUCTS);

  // The bill (pre-bill and charge) once the table has something on it.
  const billable = draft !== null && lines.some((l) => !l.eliminado && l.itemId !== null);
  // Charged: the table is free everywhere, and the waiter is back on the floor.
  const charged = (ended: Draft) => {
    setModal(null);
    waiterDrafts.applyDraft(ended);
    void reloadMesas();
    toast({ severity: 'success', message: t('waiter.cuenta.cobrada', { numero }), durationMs: 4000, key: `cobrada-${ended.id}` });
    navigate({ view: 'list' }, { replace: true });
  };

  return (
    <div className="w-order" data-testid="pedido-activo">
      <header className="w-bar w-bar--order">
        <button type="button" className="w-icon-btn w-icon-btn--light" onClick={goBack} aria-label={t('waiter.volver')}>
          <BackIcon />
        </button>
        <div className="w-bar-main">
          <h1 className="w-bar-title">{t('waiter.mesa.titulo', { numero })}</h1>
        </div>
        <DictadoButton numero={numero} mesaId={table.id} menu={menu.products} />
        <button type="button" className="w-icon-btn w-icon-btn--light" onClick={() => navigate({ view: 'timeline', numero })} aria-label={t('waiter.pedido.lineaTiempo')}>
          <ClockIcon />
        </button>
        {billable ? (
          <button
            type="button"
            className="w-icon-btn w-icon-btn--light"
            onClick={() => void precuenta.send().then((r) => r.ok || toast({ severity: 'error', message: r.message, key: 'precuenta-error' }))}
            disabled={precuenta.busy}
            aria-label={t('waiter.cuenta.imprimirPrecuenta')}
            title={t('waiter.cuenta.imprimirPrecuenta')}
          >
            <PrintIcon />
          </button>
        ) : null}
        {draft ? (
          <button
            type="button"
            className="w-icon-btn w-icon-btn--light"
            onClick={() => setModal({ kind: 'move' })}
            data-testid="w-mover-mesa"
            aria-label={t('mesas.moverUnir')}
            title={t('mesas.moverUnir')}
          >
            <MoveIcon />
          </button>
        ) : null}
        <p className="w-bar-sub w-bar-sub--row">
          <span>
            <PeopleIcon width={14} height={14} /> {t('waiter.mesa.comensales', { count: comensales })}
          </span>
          {openedAt ? (
            <span>
              <ClockIcon width={14} height={14} /> {t('waiter.mesa.minutos', { count: minutesOpen(openedAt, now) })}
            </span>
          ) : null}
          <span data-testid="mozo">{t('waiter.mozo', { nombre: camarero })}</span>
        </p>
      </header>

      <div className="w-order-body">
        {!draft && queued.open ? <p className="w-note w-note--waiting">{t('waiter.pedido.porEnviarMesa')}</p> : null}
        {pending.length > 0 ? <PendingItemsSection tableId={table.id} pending={pending} onComment={(item) => setModal({ kind: 'comment', item })} /> : null}

        <ProductSearch pending={pending} onAdd={add} />

        {categories.length > 0 ? (
          <section className="w-section">
            <h2 className="w-section-title">{t('waiter.pedido.categorias')}</h2>
            <ul className="w-categories">
              {categories.map((c) => (
                <li key={c.name}>
                  <button type="button" className="w-category" onClick={() => navigate({ view: 'category', numero, categoria: c.name })}>
                    <span className="w-category-icon" aria-hidden="true">
                      {categoryIcon(c.name)}
                    </span>
                    <span className="w-category-name">{categoryDisplayName(c.name)}</span>
                    <span className="w-category-count">{t('waiter.pedido.cantidadProductos', { count: c.products.length })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {frequent.length > 0 ? (
          <section className="w-section">
            <h2 className="w-section-title">{t('waiter.pedido.frecuentes')}</h2>
            <ul className="w-products" data-testid="frecuentes">
              {frequent.map((p) => (
                <ProductRow key={p.id} product={p} quantity={pendingQuantity(pending, p.id)} onAdd={add} />
              ))}
            </ul>
          </section>
        ) : null}

        <OrderedLinesSection
          table={table}
          draftId={draftId}
          lines={lines}
          totalMinor={totalMinor}
          onNote={(line) => setModal({ kind: 'note', line })}
          onDelete={(line) => setModal({ kind: 'delete', line })}
        />
      </div>

      {pending.length > 0 ? (
        <div className="w-footer w-footer--confirm">
          <p className="w-total">
            <span>{t('waiter.pedido.totalAConfirmar')}</span>
            <strong data-testid="total-a-confirmar">{money(pendingTotal, true)}</strong>
          </p>
          <div className="w-footer-actions">
            <button type="button" className="w-btn w-btn--ghost" onClick={() => setPending(table.id, () => [])}>
              {t('waiter.cancelar')}
            </button>
            <button type="button" className="w-btn w-btn--primary" onClick={() => confirmPending(rt, table, draftId, pending)}>
              {t('waiter.confirmar')}
            </button>
          </div>
        </div>
      ) : (
        <div className="w-footer">
          <button type="button" className="w-btn w-btn--ghost w-btn--grow" onClick={() => setModal({ kind: 'customer' })}>
            <UserIcon /> {cliente ? t('waiter.pedido.clienteNombre', { nombre: cliente.nombre }) : t('waiter.pedido.cliente')}
          </button>
          {canClose ? (
            <button type="button" className="w-btn w-btn--danger w-btn--grow" onClick={() => setModal({ kind: 'close' })}>
              {t('waiter.pedido.cerrarMesa', { numero })}
            </button>
          ) : null}
          {billable ? (
            <button type="button" className="w-btn w-btn--primary w-btn--grow" onClick={() => setModal({ kind: 'cuenta' })} data-testid="w-cobrar">
              {t('waiter.cuenta.cobrarMesa')}
            </button>
          ) : null}
        </div>
      )}

      {picker}

      {modal?.kind === 'comment' ? (
        <CommentModal
          nombre={modal.item.nombre}
          initial={modal.item.notas ?? ''}
          onCancel={() => setModal(null)}
          onSave={(text) => {
            setPending(table.id, (l) => setPendingNote(l, pendingKey(modal.item), text));
            setModal(null);
          }}
        />
      ) : null}
      {modal?.kind === 'note' && draftId !== null && modal.line.itemId !== null ? (
        <CommentModal
          nombre={modal.line.nombre}
          initial={modal.line.notas ?? ''}
          onCancel={() => setModal(null)}
          onSave={(text) => {
            setOrderedNote(rt, table, draftId, { id: modal.line.itemId!, nombre: modal.line.nombre }, text);
            setModal(null);
          }}
        />
      ) : null}
      {modal?.kind === 'delete' && draftId !== null && modal.line.itemId !== null ? (
        <DeleteProductModal
          nombre={modal.line.nombre}
          onCancel={() => setModal(null)}
          onConfirm={(motivo) => {
            deleteOrderedItem(rt, table, draftId, { id: modal.line.itemId!, nombre: modal.line.nombre }, motivo);
            setModal(null);
          }}
        />
      ) : null}
      {modal?.kind === 'close' ? (
        <CloseTableModal
          numero={numero}
          onCancel={() => setModal(null)}
          onConfirm={() => {
            // The queued close takes the view back to the list (see `gone`).
            closeTable(rt, table, draftId);
            setModal(null);
          }}
        />
      ) : null}
      {modal?.kind === 'move' && draft ? (
        <MoveTableSheet
          draft={draft}
          tables={floor.tables}
          onClose={() => setModal(null)}
          onDone={(moved) => {
            setModal(null);
            void reloadMesas();
            if (moved.mesaId !== null) void waiterDrafts.loadMesa({ id: moved.mesaId, numero: moved.numeroMesa });
            // Moved: this table is free now, back to the list.
            if (moved.numeroMesa !== numero) navigate({ view: 'list' }, { replace: true });
          }}
        />
      ) : null}
      {modal?.kind === 'cuenta' && draft ? (
        <BillSheet draft={draft} permisos={rt.user.permisos} waiting={lines.some((l) => l.waiting) || pending.length > 0} onClose={() => setModal(null)} onCharged={charged} />
      ) : null}
      {modal?.kind === 'customer' ? (
        <CustomerModal
          current={cliente}
          onCancel={() => setModal(null)}
          onChoose={(c) => {
            setCliente(rt, table, draftId, c);
            setModal(null);
          }}
        />
      ) : null}
    </div>
  );
}
