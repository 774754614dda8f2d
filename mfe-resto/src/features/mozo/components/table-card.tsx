import type { TFunction } from 'i18next';
import { minutesOpen } from '@resto/shared/rules';
import type { TableView } from '../state/queued';
import { ClockIcon, PeopleIcon } from './icons';

/**
 * One table of the list. The list passes its own `t` and money formatter rather than
 * each card subscribing to i18next and the venue's settings (a dozen hooks less per card in the
 * first render, the one a phone waits for).
 */
export function TableCard({
  table,
  now,
  onOpen,
  showZone,
  t,
  money,
}: {
  table: TableView;
  now: Date;
  onOpen: (t: TableView) => void;
  showZone: boolean;
  t: TFunction;
  money: (amount: number, isMinor?: boolean) => string;
}) {
  const estado = t(`waiter.mesa.estado.${table.estado}`);
  return (
    <li>
      <button type="button" className={`w-card w-card--${table.estado}`} onClick={() => onOpen(table)} data-testid={`mesa-${table.numero}`} data-estado={table.estado}>
        <span className="w-card-top">
          <span className="w-card-title">{t('waiter.mesa.titulo', { numero: table.numero })}</span>
          <span className={`w-badge w-badge--${table.estado}`}>{estado}</span>
        </span>
        {table.nombre || showZone ? <span className="w-card-name">{[table.nombre, showZone ? table.zona : null].filter(Boolean).join(' · ')}</span> : null}
        {table.estado === 'ocupada' ? (
          <>
            <span className="w-card-info">
              <span>
                <PeopleIcon width={16} height={16} /> {t('waiter.mesa.comensales', { count: table.comensales ?? 0 })}
              </span>
              {table.openedAt ? (
                <span>
                  <ClockIcon width={16} height={16} /> {t('waiter.mesa.minutos', { count: minutesOpen(table.openedAt, now) })}
                </span>
              ) : null}
            </span>
            <span className="w-card-total">{table.totalMinor !== null ? money(table.totalMinor, true) : null}</span>
          </>
        ) : (
          <>
            {table.estado === 'reservada' && table.reserva ? (
              <span className="w-card-name" data-testid="mesa-reserva">
                {t('waiter.mesa.reserva', { hora: table.reserva.hora, nombre: table.reserva.clienteNombre, count: table.reserva.personas })}
              </span>
            ) : null}
            <span className="w-card-hint">{t('waiter.mesa.tapParaAbrir')}</span>
          </>
        )}
        {table.waiting ? <span className="w-chip-waiting">{t('waiter.mesa.porEnviar')}</span> : null}
      </button>
    </li>
  );
}
