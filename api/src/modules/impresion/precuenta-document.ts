import type { Draft, Language } from '@resto/shared/contracts';
import { formatDateTime, formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { componentDetails } from './documents';
import { textosTicket } from './textos';
import type { LineasDocument } from './tickets';

type Linea = LineasDocument['lineas'][number];

export interface PrecuentaVenue {
  nombre: string;
  locale: string;
  timezone: string;
  currencyCode: string;
  idioma: Language;
}

/**
 * The table's pre-bill (precuenta) as the customer reads it before paying: the venue, the table,
 * its waiter and diners, each active line with its options and its own discount, the subtotal,
 * the table's and the customer's discounts, the total, and that it is no invoice. Labels in the
 * venue's language; amounts as the draft's totals give them (the api's, never the phone's).
 */
export function precuentaDocument(draft: Draft, venue: PrecuentaVenue, at: Date = new Date()): LineasDocument {
  const t = textosTicket(venue.idioma);
  const m = (amount: number) => formatMoney(toMinor(amount, venue.currencyCode), { currency: venue.currencyCode, locale: venue.locale });
  const quantity = (i: Draft['items'][number]) =>
    i.esPorPeso ? `${new Intl.NumberFormat(venue.locale, { maximumFractionDigits: 3 }).format(i.cantidad)} ${i.unidadMedida}` : String(i.cantidad);
  const row = (izquierda: string, derecha: string, negrita = false): Linea => ({ texto: '', izquierda, derecha, negrita });
  const lines: Linea[] = [];
  for (const item of draft.items.filter((i) => !i.eliminado)) {
    lines.push(row(`${quantity(item)} ${item.nombre}`, m(item.subtotalItem)));
    // The price list the line was priced by, as the comanda shows it beside the price.
    if (item.listaPrecio) lines.push({ texto: `  ${item.listaPrecio}` });
    for (const component of componentDetails(item, venue.currencyCode, venue.locale)) lines.push({ texto: `  ${component}` });
    for (const mod of item.modificadores ?? []) lines.push({ texto: `  ${mod.nombre}` });
    if (item.descuento > 0) lines.push(row(`  ${t('descuento')}`, `-${m(item.descuento)}`));
  }
  const descuento = draft.descuento + draft.descuentoCliente;
  return {
    tipo: 'documento',
    titulo: t('precuenta'),
    lineas: [
      { texto: venue.nombre, negrita: true, alinear: 'center' },
      { texto: t('mesaLinea', { numero: draft.numeroMesa }), negrita: true },
      { texto: formatDateTime(at.toISOString(), { locale: venue.locale, timeZone: venue.timezone }) },
      ...(draft.camarero ? [{ texto: t('mozo', { nombre: draft.camarero }) }] : []),
      { texto: t('comensales', { count: draft.comensales }) },
      ...(draft.cliente ? [{ texto: t('cliente', { nombre: draft.cliente.nombre }) }] : []),
      { texto: '' },
      ...lines,
      { texto: '' },
      row(t('subtotal'), m(draft.subtotal)),
      // Each promotion's discount, by its name, as the comanda shows it.
      ...(draft.promociones ?? []).map((p) => row(p.nombre, `-${m(p.descuento)}`)),
      ...(descuento > 0 ? [row(t('descuento'), `-${m(descuento)}`)] : []),
      { texto: '', izquierda: t('total'), derecha: m(draft.total), negrita: true, doble: true },
      { texto: '' },
      { texto: t('noFactura'), negrita: true, alinear: 'center' },
    ],
  };
}
