import type { CierreZ, Venta } from '@resto/shared/contracts';
import { formatDate, formatDateTime, formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { idiomaDeLocale, textosTicket } from './textos';
import type { DocumentoLinea, LineasDocument, ReciboDocument, RemitoDocument } from './tickets';

/*
 * Receipts and remitos built from a sale as the api answers it: amounts formatted in
 * the sale's currency and the venue's locale, quantities as the venue writes them. The callers
 * (the money path's print button, a delivery's remito) pass the result to `enqueueDocument`.
 */

export interface VenueHeader {
  nombre: string;
  direccion?: string | null;
  cuit?: string | null;
  locale: string;
}

function money(amount: number, currency: string, locale: string): string {
  return formatMoney(toMinor(amount, currency), { currency, locale });
}

function quantity(item: Venta['items'][number], locale: string): string {
  return item.esPorPeso ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(item.cantidad)} ${item.unidadMedida}` : String(item.cantidad);
}

/**
 * A line's options as the customer reads them under the product, with their group: the cooking
 * point ('Punto de la carne: A punto') is one of them; an option that changes the price says by
 * how much per unit ('Agregados: Queso (+$ 500,00)'), on documents with prices.
 */
export function modifierDetails(item: Venta['items'][number], currency: string, locale: string, conPrecios = true): string[] {
  return (item.modificadores ?? []).map((m) => {
    const text = `${m.grupo}: ${m.nombre}`;
    if (m.precioDelta === 0 || !conPrecios) return text;
    return `${text} (${m.precioDelta > 0 ? '+' : ''}${money(m.precioDelta, currency, locale)})`;
  });
}

/** A combo line's components with their group, and what each added per unit ('Principal: Bife (+$ 2.000,00)'). */
export function componentDetails(item: Pick<Venta['items'][number], 'componentes'>, currency: string, locale: string, conPrecios = true): string[] {
  return (item.componentes ?? []).map((c) => {
    const text = `${c.grupo}: ${c.nombre}`;
    return c.recargo === 0 || !conPrecios ? text : `${text} (+${money(c.recargo, currency, locale)})`;
  });
}

/**
 * What prints under a priced line: the price list it was priced by, as the screens show it beside
 * the price ('Happy hour'), then a combo's components, then its options.
 */
function pricedDetails(item: Venta['items'][number], currency: string, locale: string): string[] {
  return [...(item.listaPrecio ? [item.listaPrecio] : []), ...componentDetails(item, currency, locale), ...modifierDetails(item, currency, locale)];
}

function number(venta: Venta): string {
  return String(venta.numero ?? venta.id).padStart(8, '0');
}

/** The customer's receipt of a paid sale; a sale paid (partly) in cash kicks the drawer. */
export function reciboFromVenta(venta: Venta, venue: VenueHeader, mesaNumero: number | null = null): ReciboDocument {
  const m = (amount: number) => money(amount, venta.moneda, venue.locale);
  const descuento = venta.descuentoGeneral + venta.descuentoCliente;
  return {
    tipo: 'recibo',
    local: { nombre: venue.nombre, direccion: venue.direccion ?? null, cuit: venue.cuit ?? null },
    numero: number(venta),
    fecha: venta.fecha,
    hora: venta.hora,
    mesaNumero,
    cliente: venta.cliente?.nombre ?? null,
    items: venta.items.map((i): DocumentoLinea => ({
      cantidad: quantity(i, venue.locale),
      descripcion: i.producto,
      importe: m(i.subtotal),
      detalles: pricedDetails(i, venta.moneda, venue.locale),
    })),
    subtotal: m(venta.subtotal),
    promociones: (venta.promociones ?? []).map((p) => ({ nombre: p.nombre, importe: `-${m(p.descuento)}` })),
    descuento: descuento > 0 ? `-${m(descuento)}` : null,
    total: m(venta.total),
    pagos: venta.pagos.map((p) => ({ medio: p.medio, importe: money(p.monto, p.moneda, venue.locale) })),
    vuelto: venta.vuelto > 0 ? m(venta.vuelto) : null,
    abrirCajon: venta.pagos.some((p) => p.medioTipo === 'efectivo'),
  };
}

/** A remito of a sale: what goes out and to whom; with prices only when asked. */
export function remitoFromVenta(venta: Venta, venue: VenueHeader, opts: { direccion?: string | null; conPrecios?: boolean } = {}): RemitoDocument {
  const m = (amount: number) => money(amount, venta.moneda, venue.locale);
  return {
    tipo: 'remito',
    local: { nombre: venue.nombre, direccion: venue.direccion ?? null, cuit: venue.cuit ?? null },
    numero: number(venta),
    fecha: venta.fecha,
    hora: venta.hora,
    cliente: venta.cliente?.nombre ?? null,
    direccion: opts.direccion ?? null,
    items: venta.items.map((i): DocumentoLinea => ({
      cantidad: quantity(i, venue.locale),
      descripcion: i.producto,
      ...(opts.conPrecios ? { importe: m(i.subtotal) } : {}),
      // Without prices, the list that priced a line says nothing to whoever receives it.
      detalles: opts.conPrecios ? pricedDetails(i, venta.moneda, venue.locale) : modifierDetails(i, venta.moneda, venue.locale, false),
    })),
    total: opts.conPrecios ? m(venta.total) : null,
    observaciones: venta.observaciones,
  };
}

type Linea = LineasDocument['lineas'][number];

/**
 * The daily Z close on an 80 or 58 mm thermal printer, from its frozen figures: the
 * same sections as its printable page (sales, payment methods, documents, expenses, register).
 */
export function cierreZDocument(venue: { nombre: string; locale: string; timezone: string }, cierre: CierreZ): LineasDocument {
  const d = cierre.datos;
  const m = (amount: number, currency = d.moneda) => money(amount, currency, venue.locale);
  const row = (izquierda: string, derecha: string, negrita = false): Linea => ({ texto: '', izquierda, derecha, negrita });
  const section = (texto: string): Linea => ({ texto, negrita: true });
  const lineas: Linea[] = [
    { texto: venue.nombre, negrita: true, alinear: 'center' },
    { texto: `CIERRE Z N° ${cierre.numero}`, negrita: true, doble: true, alinear: 'center' },
    { texto: `Día: ${formatDate(`${d.fecha}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' })}` },
    { texto: `Emitido: ${formatDateTime(cierre.emitidoAt, { locale: venue.locale, timeZone: venue.timezone })}` },
    { texto: `Por: ${cierre.usuario.nombre}` },
    section('VENTAS'),
    row(`Ventas (${d.ventas})`, formatMoney(toMinor(d.total, d.moneda) + toMinor(d.descuentos, d.moneda), { currency: d.moneda, locale: venue.locale })),
    row('Descuentos', m(-d.descuentos)),
    row('Total vendido', m(d.total), true),
    row(`Anuladas (${d.anuladas})`, m(d.totalAnuladas)),
    // Voids that day of sales of earlier Z-closed days: the day's negative sales, named apart.
    ...(d.anulacionesDiasCerrados && d.anulacionesDiasCerrados.ventas > 0
      ? [row(textosTicket(idiomaDeLocale(venue.locale))('anulacionesDiasCerrados', { cantidad: d.anulacionesDiasCerrados.ventas }), m(d.anulacionesDiasCerrados.total))]
      : []),
    section('MEDIOS DE PAGO'),
    ...d.porMedio.map((p) => row(`${p.medio} (${p.pagos})`, m(p.montoLocal))),
    ...(d.vuelto !== 0 ? [row('Vuelto entregado', m(-d.vuelto))] : []),
    ...d.porMoneda.filter((p) => p.moneda !== d.moneda).map((p) => row(p.moneda, m(p.monto, p.moneda))),
    section('COMPROBANTES'),
    ...d.porDocumento.map((p) => row(`${p.documento} (${p.cantidad})`, m(p.total))),
    section('GASTOS'),
    row(`Gastos (${d.gastos.cantidad})`, m(d.gastos.totalLocal)),
    section('CAJA'),
    // Several sessions that day (tills, shifts): each one's counted cash, then their sum.
    ...(d.cajas && d.cajas.length > 1 ? d.cajas.map((c) => row(`${c.caja ?? 'Caja'} · ${c.usuario}`, c.contado === null ? '-' : m(c.contado))) : []),
    ...(d.caja
      ? [
          row('Monto inicial', m(d.caja.montoInicial)),
          row('Efectivo esperado', d.caja.esperado === null ? '-' : m(d.caja.esperado)),
          row('Efectivo contado', d.caja.contado === null ? '-' : m(d.caja.contado)),
          row('Diferencia', d.caja.diferencia === null ? '-' : m(d.caja.diferencia), true),
        ]
      : [{ texto: 'Sin caja abierta ese día' }]),
    { texto: '' },
    { texto: 'Documento no fiscal', alinear: 'center' },
  ];
  return { tipo: 'documento', titulo: `Cierre Z ${cierre.numero}`, lineas };
}
