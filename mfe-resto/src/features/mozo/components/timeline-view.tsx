import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pedido, PedidoChangedEvent } from '@resto/shared/contracts';
import { PEDIDO_CHANGED_EVENT } from '@resto/shared/contracts/constants';
import { getPedidosDeDraft } from '../api/get-pedidos';
import { loadBus } from '../state/bus';
import { useLocaleInfo, useQuantity } from '../hooks/use-format';
import { useDraft, useTable } from '../hooks/use-table';
import { goBack } from '../state/route';
import { BackIcon } from './icons';

const STEPS = ['pendiente', 'preparacion', 'listo', 'entregado'] as const;

/**
 * The real kitchen timeline of the table: each round sent with its state and items, live: the
 * kitchen's PedidoChanged and the table's PedidoConfirmed on /ws/mesas re-read it (and so does a
 * reconnect, since events sent while disconnected are lost).
 */
export function TimelineView({ numero }: { numero: number }) {
  const { t } = useTranslation();
  const qty = useQuantity();
  const { locale } = useLocaleInfo();
  const { table } = useTable(numero);
  const entry = useDraft(table);
  const draftId = entry?.draft?.id ?? null;
  const [pedidos, setPedidos] = useState<Pedido[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (draftId === null) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      getPedidosDeDraft(draftId, controller.signal)
        .then((res) => {
          if (res.success) {
            setPedidos(res.data ?? []);
            setFailed(false);
          } else setFailed(true);
        })
        .catch(() => undefined);
    };
    load();
    let stopped = false;
    let unsubscribe = () => {};
    void loadBus().then((bus) => {
      if (stopped) return;
      const subs = [
        bus.on$<PedidoChangedEvent>('mesas', PEDIDO_CHANGED_EVENT).subscribe((e) => {
          if (e?.pedido?.draftId === draftId) load();
        }),
        bus.pedidoConfirmed$.subscribe((e) => {
          if (e.draftId === draftId || e.mesaNumero === numero) load();
        }),
        bus.reconnected$('mesas').subscribe(() => load()),
      ];
      unsubscribe = () => subs.forEach((sub) => sub.unsubscribe());
    });
    return () => {
      stopped = true;
      unsubscribe();
      controller.abort();
    };
  }, [draftId, numero]);

  return (
    <div className="w-order" data-testid="linea-tiempo">
      <header className="w-bar">
        <button type="button" className="w-icon-btn w-icon-btn--light" onClick={goBack} aria-label={t('waiter.volver')}>
          <BackIcon />
        </button>
        <div className="w-bar-main">
          <h1 className="w-bar-title">{t('waiter.lineaTiempo.titulo', { numero })}</h1>
        </div>
      </header>
      <div className="w-order-body">
        {entry?.status === 'ready' && draftId === null ? (
          <p className="w-note">{t('waiter.lineaTiempo.vacia')}</p>
        ) : failed && pedidos === null ? (
          <div className="w-state w-state--error" role="alert">
            <p className="w-state-title">{t('waiter.lista.errorTitulo')}</p>
          </div>
        ) : pedidos === null ? (
          <p className="w-state" role="status">
            {t('waiter.lineaTiempo.cargando')}
          </p>
        ) : pedidos.length === 0 ? (
          <p className="w-note">{t('waiter.lineaTiempo.vacia')}</p>
        ) : (
          <ol className="w-timeline">
            {pedidos.map((p) => {
              const reached = p.estado === 'cancelado' ? -1 : STEPS.indexOf(p.estado);
              return (
                <li key={p.id} className={`w-timeline-item w-timeline-item--${p.estado}`} data-testid="pedido-cocina">
                  <div className="w-timeline-head">
                    <strong>{t('waiter.lineaTiempo.pedido', { numero: p.numero })}</strong>
                    {p.ronda !== null ? <span data-testid="pedido-ronda">{t('waiter.lineaTiempo.ronda', { ronda: p.ronda })}</span> : null}
                    <span>
                      {t('waiter.lineaTiempo.hora', { hora: new Date(p.fechaCreacion).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false }) })}
                    </span>
                    <span className={`w-status w-status--${p.estado}`}>{t(`waiter.lineaTiempo.estados.${p.estado}`)}</span>
                  </div>
                  {p.estado !== 'cancelado' ? (
                    <ol className="w-steps" aria-hidden="true">
                      {STEPS.map((s, i) => (
                        <li key={s} className={i <= reached ? 'w-step-done' : undefined}>
                          {t(`waiter.lineaTiempo.estados.${s}`)}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  <ul className="w-timeline-items">
                    {p.items.map((i) => (
                      <li key={i.id} className={i.eliminado ? 'w-line--deleted' : undefined}>
                        <span className="w-line-text">
                          {qty(i.cantidad)} × {i.nombre}
                        </span>
                        {i.eliminado ? <span className="w-deleted-tag"> {t('waiter.pedido.eliminado')}</span> : null}
                        {i.notas ? <span className="w-line-note"> — {i.notas}</span> : null}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
