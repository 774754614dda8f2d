import { useTranslation } from 'react-i18next';
import type { CURSOS, WaiterTable } from '@resto/shared/rules';
import { useMoney, useQuantity } from '../hooks/use-format';
import type { OrderLine } from '../state/queued';
import { fireCourse, useRuntime } from '../state/runtime';
import { CommentIcon, TrashIcon } from './icons';

/** The lines already ordered, with a button to fire each held course and the order's total. */
export function OrderedLinesSection({
  table,
  draftId,
  lines,
  totalMinor,
  onNote,
  onDelete,
}: {
  table: WaiterTable;
  draftId: number | null;
  lines: readonly OrderLine[];
  totalMinor: number;
  onNote: (line: OrderLine) => void;
  onDelete: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  const rt = useRuntime();
  const money = useMoney();
  const qty = useQuantity();
  // The courses with lines held in the kitchen, to fire each with one tap.
  const heldCourses = [...new Set(lines.filter((l) => l.enEspera && !l.eliminado && l.itemId !== null).map((l) => l.curso))];
  return (
    <section className="w-section" data-testid="productos-pedidos">
      <h2 className="w-section-title">{t('waiter.pedido.productosPedidos', { count: lines.length })}</h2>
      {heldCourses.length > 0 && draftId !== null ? (
        <div className="w-fire-bar">
          {heldCourses.map((c) => (
            <button
              key={c ?? 'todo'}
              type="button"
              className="w-btn w-btn--primary w-btn--small"
              onClick={() => fireCourse(rt, table, draftId, (c as (typeof CURSOS)[number] | null) ?? null)}
            >
              {c ? t('waiter.tiempos.marchar', { curso: t(`waiter.cursos.${c}`) }) : t('waiter.tiempos.marcharTodo')}
            </button>
          ))}
        </div>
      ) : null}
      {lines.length === 0 ? (
        <p className="w-note">{t('waiter.pedido.sinProductos')}</p>
      ) : (
        <ul className="w-lines">
          {lines.map((line) => (
            <li key={line.key} className={`w-line${line.eliminado ? ' w-line--deleted' : ''}`} data-testid="producto-pedido">
              <div className="w-line-main">
                <span className="w-line-name">
                  <span className="w-line-text">
                    {qty(line.cantidad)} × {line.nombre}
                  </span>
                  {line.eliminado ? <span className="w-deleted-tag"> {t('waiter.pedido.eliminado')}</span> : null}
                </span>
                <span className="w-line-price">{money(line.subtotalMinor, true)}</span>
                {line.listaPrecio ? (
                  <span className="w-line-detail" data-testid="producto-pedido-lista">
                    {line.listaPrecio}
                  </span>
                ) : null}
                {line.detalle ? <span className="w-line-detail">{line.detalle}</span> : null}
                {line.enEspera && !line.eliminado ? (
                  <span className="w-chip-held">
                    {line.curso ? t('waiter.tiempos.enEspera', { curso: t(`waiter.cursos.${line.curso}`) }) : t('waiter.tiempos.enEsperaSinCurso')}
                  </span>
                ) : null}
                {line.notas ? <span className="w-line-note">{line.notas}</span> : null}
                {line.eliminado && line.motivo ? <span className="w-line-note">{t('waiter.pedido.motivo', { motivo: line.motivo })}</span> : null}
                {line.waiting ? <span className="w-chip-waiting">{t('waiter.pedido.esperandoEnvio')}</span> : null}
              </div>
              <div className="w-line-actions">
                <button
                  type="button"
                  className={`w-icon-btn${line.notas ? ' w-icon-btn--on' : ''}`}
                  disabled={line.eliminado || line.itemId === null || draftId === null}
                  onClick={() => onNote(line)}
                  aria-label={t('waiter.pedido.comentar', { nombre: line.nombre })}
                >
                  <CommentIcon />
                </button>
                <button
                  type="button"
                  className="w-icon-btn w-icon-btn--danger"
                  disabled={line.eliminado || line.waiting || line.itemId === null || draftId === null}
                  onClick={() => onDelete(line)}
                  aria-label={t('waiter.pedido.eliminar', { nombre: line.nombre })}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="w-total" data-testid="total-pedido">
        <span>{t('waiter.pedido.total')}</span>
        <strong>{money(totalMinor, true)}</strong>
      </p>
    </section>
  );
}
