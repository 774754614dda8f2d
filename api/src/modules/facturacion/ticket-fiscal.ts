import type { Comprobante, FacturacionConfig, Venta } from '@resto/shared/contracts';
import { formatDate, formatMoney, formatNumber } from '@resto/shared/format';
import QRCode from 'qrcode';
import type { Venue } from '../local';
import { isoDeMonId } from './comprobante';
import type { Detalle } from './detalle';
import { condicionReceptorTexto, documentoReceptorTexto } from './receptor';

/*
 * The printed fiscal voucher (80 mm roll or A4), rendered by the server like the remito: the
 * issuer's header (name, CUIT, IIBB, start of activities, IVA condition), the letter and its
 * code, point of sale and number, the items, the IVA lines an A shows, 'IVA contenido' on a B
 * to a final consumer (Ley 27.743, Régimen de Transparencia Fiscal al Consumidor), the CAE and
 * its due date and the RG 4892 QR (drawn with `qrcode`). While pending it says so, in place of
 * CAE and QR; it is reprinted with them once ARCA authorises it.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const CSS = {
  ticket: `@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font: 12px/1.35 'DejaVu Sans Mono', monospace; } h1 { font-size: 15px; } .qr img { width: 40mm; }`,
  a4: `@page { size: A4; margin: 15mm; } body { font: 13px/1.45 'DejaVu Sans', Arial, sans-serif; } h1 { font-size: 22px; } .qr img { width: 35mm; }`,
};

const CONDICION_EMISOR: Record<FacturacionConfig['condicionIva'], string> = {
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributista: 'Responsable Monotributo',
};
const ALICUOTA_TEXTO: Record<string, string> = { exento: 'exento', no_gravado: 'no gravado' };

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function renderTicketFiscal(
  venue: Venue,
  venta: Venta,
  config: FacturacionConfig,
  comprobante: Comprobante,
  detalle: Detalle,
  formato: 'ticket' | 'a4',
): Promise<string> {
  // Amounts are cents of the voucher's currency: pesos, or the foreign currency at MonCotiz.
  const isoMoneda = isoDeMonId(detalle.monId) ?? 'ARS';
  const cents = (c: number) => esc(formatMoney(c, { locale: venue.locale, currency: isoMoneda }));
  const qty = (n: number) => esc(formatNumber(n, venue.locale, undefined, 3));
  const date = (iso: string) => esc(formatDate(`${iso}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' }));
  const nombre = comprobante.clase === 'factura' ? 'FACTURA' : 'NOTA DE CRÉDITO';
  const numero = comprobante.numero === null ? 'pendiente' : `${pad(comprobante.puntoVenta, 5)}-${pad(comprobante.numero, 8)}`;
  const i = detalle.importes;
  const letraA = detalle.letra === 'A';
  const items = detalle.lineas
    .map(
      (l) =>
        `<tr class="d"><td colspan="2">${esc(l.descripcion)}</td></tr><tr><td>${qty(l.cantidad)}${letraA ? ` <small>(IVA ${ALICUOTA_TEXTO[l.alicuota] ?? `${esc(l.alicuota.replace('.', ','))} %`})</small>` : ''}</td><td class="n">${cents(l.importe)}</td></tr>`,
    )
    .join('');
  const ivaLines = letraA
    ? [
        `<tr><td>Importe neto gravado</td><td class="n">${cents(i.neto)}</td></tr>`,
        ...i.lineasIva.map((l) => `<tr><td>IVA ${esc(l.alicuota.replace('.', ','))} %</td><td class="n">${cents(l.iva)}</td></tr>`),
        i.exento > 0 ? `<tr><td>Importe exento</td><td class="n">${cents(i.exento)}</td></tr>` : '',
        i.noGravado > 0 ? `<tr><td>Importe no gravado</td><td class="n">${cents(i.noGravado)}</td></tr>` : '',
      ].join('')
    : '';
  // Ley 27.743: the IVA the consumer paid, shown on a B to a final consumer.
  const ivaContenido =
    detalle.letra === 'B' && detalle.receptor.condicion === 'consumidor_final'
      ? `<p class="transparencia">Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)<br>IVA contenido: ${cents(i.iva)}</p>`
      : '';
  // Name and document (a CUIT as ARCA writes it), then the address; the IVA condition has its own line below.
  const receptor =
    detalle.receptor.docTipo === 99
      ? '<p>A consumidor final</p>'
      : `<p>${esc(`${detalle.receptor.nombre ?? ''} ${documentoReceptorTexto(detalle.receptor)}`.trim())}</p>${detalle.receptor.domicilio ? `\n<p>Domicilio: ${esc(detalle.receptor.domicilio)}</p>` : ''}`;
  let autorizacion: string;
  if (comprobante.estado === 'autorizado' && comprobante.qrUrl) {
    const png = await QRCode.toDataURL(comprobante.qrUrl, { errorCorrectionLevel: 'M', margin: 1, scale: 4 });
    autorizacion = `<p><strong>CAE: ${esc(comprobante.cae ?? '')}</strong></p>
<p>Vto. CAE: ${comprobante.caeVencimiento ? date(comprobante.caeVencimiento) : ''}</p>
<p class="qr"><img alt="QR ARCA" src="${png}" data-url="${esc(comprobante.qrUrl)}"></p>
<p>Comprobante autorizado por ARCA</p>`;
  } else {
    autorizacion = `<p class="pendiente">COMPROBANTE PENDIENTE DE AUTORIZACIÓN (ARCA). Se reimprime con su CAE cuando se autorice.</p>`;
  }
  const cotizacion = detalle.monId !== 'PES' ? `<p>Moneda: ${esc(isoMoneda)} - Cotización: $ ${esc(detalle.monCotiz.replace('.', ','))}</p>` : '';
  const asociado = detalle.asociado ? `<p>Comprobante asociado: ${pad(detalle.asociado.ptoVta, 5)}-${pad(detalle.asociado.nro, 8)}</p>` : '';

  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${nombre} ${detalle.letra} ${numero}</title>
<style>
${CSS[formato]}
* { box-sizing: border-box; } body { margin: 0 auto; color: #000; } p { margin: 2px 0; } h1 { margin: 0 0 4px; text-align: center; }
table { width: 100%; border-collapse: collapse; margin: 6px 0; } td { padding: 2px 0; vertical-align: top; } td.n { text-align: right; white-space: nowrap; padding-left: 6px; }
tr.d td { padding-top: 4px; font-weight: bold; overflow-wrap: anywhere; } .total td { font-weight: bold; font-size: 1.15em; border-top: 1px dashed #000; }
.letra { text-align: center; font-size: 1.6em; font-weight: bold; border: 2px solid #000; width: 2em; margin: 4px auto; } .qr { text-align: center; }
.pendiente, .transparencia { margin-top: 8px; padding: 4px; border: 1px solid #000; text-align: center; }
</style>
</head>
<body>
<h1>${esc(config.razonSocial)}</h1>
${config.domicilio ? `<p>${esc(config.domicilio)}</p>` : ''}
<p>CUIT: ${esc(config.cuit)}</p>
${config.ingresosBrutos ? `<p>Ingresos Brutos: ${esc(config.ingresosBrutos)}</p>` : ''}
${config.inicioActividades ? `<p>Inicio de actividades: ${date(config.inicioActividades)}</p>` : ''}
<p>${CONDICION_EMISOR[config.condicionIva]}</p>
<div class="letra">${detalle.letra}</div>
<p style="text-align:center">Cód. ${pad(comprobante.tipo, 3)}</p>
<p><strong>${nombre} ${detalle.letra} N° ${numero}</strong></p>
<p>Fecha: ${date(comprobante.fecha)}</p>
${asociado}
${receptor}
<p>Condición frente al IVA: ${esc(condicionReceptorTexto(detalle.receptor.condicion))}</p>
<p>Venta N° ${venta.numero ?? ''}</p>
<table class="items">${items}</table>
<table>
${ivaLines}
<tr class="total"><td>TOTAL</td><td class="n">${cents(i.total)}</td></tr>
</table>
${cotizacion}
${ivaContenido}
${autorizacion}
</body>
</html>`;
}
