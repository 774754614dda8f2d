import { useTranslation } from 'react-i18next';
import { CURSOS, pendingKey, pendingTotalMinor, removePending, setPendingCurso, stepPending, type PendingItem } from '@resto/shared/rules';
import { useLocaleInfo, useMoney } from '../hooks/use-format';
import { setPending } from '../state/pending-store';
import { CommentIcon, TrashIcon } from './icons';
import { PendingStepper } from './pending-stepper';

/** The items picked but not yet sent: course, quantity, note and removal for each. */
export function PendingItemsSection({ tableId, pending, onComment }: { tableId: number; pending: readonly PendingItem[]; onComment: (item: PendingItem) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency } = useLocaleInfo();
  return (
    <section className="w-section w-pending" data-testid="pendientes">
      <h2 className="w-section-title">{t('waiter.pedido.pendientes')}</h2>
      <ul className="w-lines">
        {pending.map((item) => (
          <li key={pendingKey(item)} className="w-line">
            <div className="w-line-main">
              <span className="w-line-name">{item.nombre}</span>
              <span className="w-line-price">{money(pendingTotalMinor([item], currency), true)}</span>
              {item.detalle ? <span className="w-line-detail">{item.detalle}</span> : null}
              {item.notas ? <span className="w-line-note">{item.notas}</span> : null}
              <select
                className="w-course-select"
                value={item.curso ?? ''}
                onChange={(e) => setPending(tableId, (l) => setPendingCurso(l, pendingKey(item), (e.target.value || null) as (typeof CURSOS)[number] | null))}
                aria-label={t('waiter.modificadores.tiempo')}
              >
                <option value="">{t('waiter.modificadores.ahora')}</option>
                {CURSOS.map((c) => (
                  <option key={c} value={c}>
                    {t('waiter.tiempos.enEspera', { curso: t(`waiter.cursos.${c}`) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="w-line-actions">
              <PendingStepper nombre={item.nombre} cantidad={item.cantidad} onStep={(delta) => setPending(tableId, (l) => stepPending(l, pendingKey(item), delta, 'keep'))} />
              <button
                type="button"
                className={`w-icon-btn${item.notas ? ' w-icon-btn--on' : ''}`}
                onClick={() => onComment(item)}
                aria-label={t('waiter.pedido.comentar', { nombre: item.nombre })}
              >
                <CommentIcon />
              </button>
              <button
                type="button"
                className="w-icon-btn w-icon-btn--danger"
                onClick={() => setPending(tableId, (l) => removePending(l, pendingKey(item)))}
                aria-label={t('waiter.pedido.quitar', { nombre: item.nombre })}
              >
                <TrashIcon />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
