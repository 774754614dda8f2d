import { DOCUMENTO_NO_FISCAL_LEYENDA, type Venta } from '@resto/shared/contracts';
import { formatDate, formatMoney, formatNumber, formatPercent } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import type { Venue } from '../local';

/*
 * The non-fiscal delivery note of a sale, as a whole printable HTML page: an 80 mm roll ticket or
 * an A4 sheet. It is rendered by the server (in the venue's locale) so that every register prints
 * the same document; it is never a tax invoice and says so.
 */

export type FormatoRemito = 'ticket' | 'a4';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const PAGE_CSS: Record<FormatoRemito, string> = {
  ticket: `@page { size: 80mm auto; margin: 3mm; }
body { width: 74mm; font: 12px/1.35 'DejaVu Sans Mono', monospace; }
h1 { font-size: 15px; } table { font-size: 11px; }`,
  a4: `@page { size: A4; margin: 15mm; }
body { font: 13px/1.45 'DejaVu Sans', Arial, sans-serif; }
h1 { font-size: 22px; }`,
};

export function renderRemito(venue: Venue, venta: Venta, formato: FormatoRemito): string {
  // Amounts are decimals in the sale's currency, printed with its scale (the one the screens use)
  // and the venue's separators and symbol.
  const money = (amount: number, currency = venta.moneda) => escapeHtml(formatMoney(toMinor(amount, currency), { locale: venue.locale, currency }));
  const qty = (n: number) => escapeHtml(formatNumber(n, venue.locale, undefined, 3));
  const percent = (n: number) => escapeHtml(formatPercent(n, { locale: venue.locale }));
  // The sale's calendar date as the venue writes dates (24/11/2026 in es-AR); read in UTC so it never shifts a day.
  const fecha = escapeHtml(formatDate(`${venta.fecha}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' }));

  const items = venta.items
    .map((i) => {
      const amount = i.esPorPeso ? `${qty(i.cantidad)} ${escapeHtml(i.unidadMedida)}` : qty(i.cantidad);
      const discount = i.descuento > 0 ? `<tr class="sub"><td></td><td>Descuento</td><td class="n">${money(-i.descuento)}</td></tr>` : '';
      // The options chosen (the cooking point among them), each with what it adds per unit.
      const options = (i.modificadores ?? [])
        .map((o) => {
          const delta = o.precioDelta === 0 ? '' : ` (${o.precioDelta > 0 ? '+' : ''}${money(o.precioDelta)})`;
          return `<tr class="sub mod"><td></td><td colspan="2">${escapeHtml(o.grupo)}: ${escapeHtml(o.nombre)}${delta}</td></tr>`;
        })
        .join('');
      // A combo's components, each with its group and what it adds per unit.
      const components = (i.componentes ?? [])
        .map((c) => {
          const delta = c.recargo === 0 ? '' : ` (+${money(c.recargo)})`;
          return `<tr class="sub mod"><td></td><td colspan="2">${escapeHtml(c.grupo)}: ${escapeHtml(c.nombre)}${delta}</td></tr>`;
        })
        .join('');
      // The price list the line was priced by, as the screens show it beside the price.
      const list = i.listaPrecio ? `<tr class="sub"><td></td><td colspan="2">${escapeHtml(i.listaPrecio)}</td></tr>` : '';
      // The name has a row of its own across the width and wraps there, so however long it is it
      // never runs into the amount; quantity, unit price and amount go on the row below.
      return `<tr class="d"><td colspan="3">${escapeHtml(i.producto)}</td></tr><tr><td class="q">${amount}</td><td><small>${money(i.precioUnitario)} c/u</small></td><td class="n">${money(i.bruto)}</td></tr>${list}${components}${options}${discount}`;
    })
    .join('');
  const generalPercent = venta.descuentoTipo === 'porcentaje' && venta.descuentoValor ? ` (${percent(venta.descuentoValor)})` : '';
  const discounts = [
    ...(venta.promociones ?? []).map((p) => `<tr><td>${escapeHtml(p.nombre)}</td><td class="n">${money(-p.descuento)}</td></tr>`),
    venta.descuentoGeneral > 0 ? `<tr><td>Descuento${generalPercent}</td><td class="n">${money(-venta.descuentoGeneral)}</td></tr>` : '',
    venta.descuentoCliente > 0 ? `<tr><td>Descuento cliente (${percent(venta.descuentoClientePorcentaje)})</td><td class="n">${money(-venta.descuentoCliente)}</td></tr>` : '',
  ].join('');
  const pagos = venta.pagos
    .map((p) => {
      const local = p.moneda === venta.moneda ? '' : ` <small>(${money(p.montoLocal)})</small>`;
      return `<tr><td>${escapeHtml(p.medio)}</td><td class="n">${money(p.monto, p.moneda)}${local}</td></tr>`;
    })
    .join('');
  const vuelto = venta.vuelto > 0 ? `<tr><td>Vuelto</td><td class="n">${money(venta.vuelto)}</td></tr>` : '';
  const cliente = venta.cliente ? `<p>Cliente: ${escapeHtml(venta.cliente.nombre)}</p>` : '';

  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Remito ${venta.numero ?? ''}</title>
<style>
${PAGE_CSS[formato]}
* { box-sizing: border-box; } body { margin: 0 auto; color: #000; }
h1 { margin: 0 0 4px; text-align: center; } p { margin: 2px 0; }
table { width: 100%; border-collapse: collapse; margin: 6px 0; } td { padding: 2px 0; vertical-align: top; }
td.n { text-align: right; white-space: nowrap; padding-left: 6px; } td.q { white-space: nowrap; padding-right: 6px; }
tr.d td { padding-top: 4px; font-weight: bold; overflow-wrap: anywhere; word-break: break-word; }
tr.sub td { font-size: 0.9em; } .total td { font-weight: bold; font-size: 1.15em; border-top: 1px dashed #000; }
.leyenda { margin-top: 10px; padding: 4px; border: 2px solid #000; text-align: center; font-weight: bold; }
</style>
</head>
<body>
<h1>${escapeHtml(venue.nombre)}</h1>
<p><strong>REMITO N° ${venta.numero ?? ''}</strong></p>
<p>Fecha: ${fecha} ${escapeHtml(venta.hora)}</p>
${cliente}
<p>Atendió: ${escapeHtml(venta.cajero?.nombre ?? venta.usuario.nombre)}</p>
<table class="items">${items}</table>
<table>
<tr><td>Subtotal</td><td class="n">${money(venta.subtotal)}</td></tr>
${discounts}
<tr class="total"><td>TOTAL</td><td class="n">${money(venta.total)}</td></tr>
${pagos}
${vuelto}
</table>
<p class="leyenda">${DOCUMENTO_NO_FISCAL_LEYENDA}</p>
</body>
</html>`;
}
