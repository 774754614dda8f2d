import { useTranslation } from 'react-i18next';
import { useLocaleInfo, useMoney, useQuantity } from '../hooks/use-format';
import type { OrderLine } from '../state/queued';

/**
 * The kitchen ticket (comanda) for an 80 mm printer: hidden on screen, the only thing printed
 * (see the print rules in waiter.css).
 */
export function ComandaTicket({
  venue,
  numero,
  comensales,
  camarero,
  lines,
  totalMinor,
}: {
  venue: string;
  numero: number;
  comensales: number;
  camarero: string;
  lines: OrderLine[];
  totalMinor: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const qty = useQuantity();
  const { locale } = useLocaleInfo();
  const now = new Date();
  return (
    <section className="w-ticket" aria-hidden="true" data-testid="comanda-ticket">
      <p className="w-ticket-venue">{venue}</p>
      <p className="w-ticket-title">{t('waiter.ticket.titulo', { numero })}</p>
      <p>{t('waiter.ticket.fecha', { fecha: now.toLocaleDateString(locale), hora: now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false }) })}</p>
      <p>{t('waiter.ticket.mozo', { nombre: camarero })}</p>
      <p>{t('waiter.ticket.comensales', { count: comensales })}</p>
      <hr />
      <ul>
        {lines.map((l) => (
          <li key={l.key} className={l.eliminado ? 'w-ticket-deleted' : undefined}>
            <span>
              {qty(l.cantidad)} × {l.nombre} {l.eliminado ? t('waiter.pedido.eliminado') : ''}
            </span>
            {l.notas ? <span className="w-ticket-note">» {l.notas}</span> : null}
          </li>
        ))}
      </ul>
      <hr />
      <p className="w-ticket-total">{t('waiter.ticket.total', { total: money(totalMinor, true) })}</p>
    </section>
  );
}
