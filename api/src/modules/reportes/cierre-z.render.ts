import type { CierreZ } from '@resto/shared/contracts';
import { formatDate, formatDateTime, formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { idiomaDeLocale } from '../impresion';
import type { Venue } from '../local';
import { textosExport } from './textos-export';

/*
 * The daily Z close as a whole printable HTML page (80 mm roll or A4), like the sale's delivery
 * note: rendered by the server from the close's frozen figures, so every reprint is identical.
 */

export type FormatoCierreZ = 'ticket' | 'a4';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const PAGE_CSS: Record<FormatoCierreZ, string> = {
  ticket: `@page { size: 80mm auto; margin: 3mm; }
body { width: 74mm; font: 12px/1.35 'DejaVu Sans Mono', monospace; }
h1 { font-size: 15px; } h2 { font-size: 13px; } table { font-size: 11px; }`,
  a4: `@page { size: A4; margin: 15mm; }
body { font: 13px/1.45 'DejaVu Sans', Arial, sans-serif; max-width: 180mm; }
h1 { font-size: 22px; } h2 { font-size: 16px; }`,
};

const DOCUMENTOS: Record<string, string> = { remito: 'Remitos (no fiscales)' };

export function renderCierreZ(venue: Venue, cierre: CierreZ, formato: FormatoCierreZ): string {
  const d = cierre.datos;
  const money = (amount: number, currency = d.moneda) => escapeHtml(formatMoney(toMinor(amount, currency), { locale: venue.locale, currency }));
  const row = (label: string, value: string, cls = '') => `<tr${cls ? ` class="${cls}"` : ''}><td>${escapeHtml(label)}</td><td class="n">${value}</td></tr>`;
  const fecha = escapeHtml(formatDate(`${d.fecha}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' }));
  const emitido = escapeHtml(formatDateTime(cierre.emitidoAt, { locale: venue.locale, timeZone: venue.timezone }));
  // Voids that day of sales of earlier Z-closed days: the day's negative sales, named apart.
  const ajustes = d.anulacionesDiasCerrados;
  const anulacionesDiasCerrados =
    ajustes && ajustes.ventas > 0 ? row(`${textosExport(idiomaDeLocale(venue.locale))('secciones.anulacionesDiasCerrados')} (${ajustes.ventas})`, money(ajustes.total)) : '';

  const medios = d.porMedio.map((p) => row(`${p.medio} (${p.pagos})`, money(p.montoLocal))).join('');
  const monedas = d.porMoneda
    .filter((p) => p.moneda !== d.moneda)
    .map((p) => row(p.moneda, `${money(p.monto, p.moneda)} <small>(${money(p.montoLocal)})</small>`))
    .join('');
  const documentos = d.porDocumento.map((p) => row(`${DOCUMENTOS[p.documento] ?? p.documento} (${p.cantidad})`, money(p.total))).join('');
  const gastos = [
    row(`Gastos (${d.gastos.cantidad})`, money(d.gastos.pesos)),
    d.gastos.reales !== 0 ? row('Gastos en reales', money(d.gastos.reales, 'BRL')) : '',
    d.gastos.dolares !== 0 ? row('Gastos en dólares', money(d.gastos.dolares, 'USD')) : '',
    row('Total gastos', money(d.gastos.totalLocal), 'total'),
  ].join('');
  // Several sessions that day (tills, shifts): each one's count, then their sum.
  const sesiones =
    d.cajas && d.cajas.length > 1
      ? d.cajas
          .map((c) => row(`${c.caja ?? 'Caja'} · ${c.usuario}`, `${c.contado === null ? '-' : money(c.contado)} / ${c.diferencia === null ? '-' : money(c.diferencia)}`))
          .join('')
      : '';
  const caja = d.caja
    ? [
        sesiones,
        row('Monto inicial', money(d.caja.montoInicial)),
        row('Efectivo esperado', d.caja.esperado === null ? '-' : money(d.caja.esperado)),
        row('Efectivo contado', d.caja.contado === null ? '-' : money(d.caja.contado)),
        row('Diferencia', d.caja.diferencia === null ? '-' : money(d.caja.diferencia), 'total'),
      ].join('')
    : row('Sin caja abierta ese día', '');

  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Cierre Z ${cierre.numero}</title>
<style>
${PAGE_CSS[formato]}
* { box-sizing: border-box; } body { margin: 0 auto; color: #000; }
h1 { margin: 0 0 4px; text-align: center; } h2 { margin: 10px 0 2px; border-bottom: 1px dashed #000; } p { margin: 2px 0; }
table { width: 100%; border-collapse: collapse; margin: 4px 0; } td { padding: 2px 0; vertical-align: top; }
td.n { text-align: right; white-space: nowrap; padding-left: 6px; }
.total td { font-weight: bold; border-top: 1px dashed #000; }
</style>
</head>
<body>
<h1>${escapeHtml(venue.nombre)}</h1>
<p><strong>CIERRE Z N° ${cierre.numero}</strong></p>
<p>Día: ${fecha}</p>
<p>Emitido: ${emitido} por ${escapeHtml(cierre.usuario.nombre)}</p>
<h2>Ventas</h2>
<table>
${row(`Ventas (${d.ventas})`, escapeHtml(formatMoney(toMinor(d.total, d.moneda) + toMinor(d.descuentos, d.moneda), { locale: venue.locale, currency: d.moneda })))}
${row('Descuentos', money(-d.descuentos))}
${row('Total vendido', money(d.total), 'total')}
${row(`Anuladas (${d.anuladas})`, money(d.totalAnuladas))}
${anulacionesDiasCerrados}
</table>
<h2>Medios de pago</h2>
<table>
${medios}
${d.vuelto !== 0 ? row('Vuelto entregado', money(-d.vuelto)) : ''}
${monedas}
</table>
<h2>Comprobantes</h2>
<table>
${documentos}
</table>
<h2>Gastos</h2>
<table>
${gastos}
</table>
<h2>Caja</h2>
<table>
${caja}
</table>
<p>Documento no fiscal. Cierre inmutable: cada reimpresión muestra las cifras con que fue emitido.</p>
</body>
</html>
`;
}
