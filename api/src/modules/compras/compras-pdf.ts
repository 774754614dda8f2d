import type { Readable } from 'node:stream';
import type { Compra, Language } from '@resto/shared/contracts';
import { formatDate, formatMoney, formatNumber } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import { textosDeLaApp } from '../../lib/textos';
import type { Venue } from '../local';

/*
 * The purchase order sent to the supplier (pdfkit, A4): the venue, the order's number and date,
 * the supplier with its tax id, one row per ingredient (quantity and unit, cost per unit,
 * subtotal) and the total. As in the reports' PDF, an amount never wraps: the number columns are
 * as wide as their widest cell and drawn on one line, the ingredient's name takes what is left and
 * wraps. Labels in the caller's language (`comprasPdf.*` of the locale files), figures as the
 * venue writes them.
 */

/** The order's labels in `language`. */
export function textosCompra(language: Language): TFunction {
  return textosDeLaApp(language, 'comprasPdf');
}

/** An Argentine CUIT as it is written (20-12345678-9); other ids as stored. */
export function cuitLegible(cuit: string, pais: string): string {
  return pais === 'AR' && /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit;
}

const MARGIN = 40;
const SIZE = 9;
const PAD = 3;
const glued = (s: string) => s.replace(/ /g, '\u00a0');

export interface ProveedorPdf {
  nombre: string;
  cuit: string;
  direccion: string | null;
  localidad: string;
  provincia: string;
}

export function compraPdfStream(compra: Compra, proveedor: ProveedorPdf, venue: Venue, t: TFunction): Readable {
  const titulo = t('titulo', { numero: compra.numero });
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: titulo, Author: venue.nombre } });
  const width = pdf.page.width - MARGIN * 2;
  const bottom = () => pdf.page.height - MARGIN;
  const money = (amount: number) => glued(formatMoney(toMinor(amount, venue.currencyCode), { locale: venue.locale, currency: venue.currencyCode }));

  pdf.font('Helvetica-Bold').fontSize(16).text(venue.nombre);
  pdf.fontSize(13).text(titulo);
  pdf
    .font('Helvetica')
    .fontSize(SIZE)
    .text(t('fecha', { fecha: formatDate(compra.fecha, { locale: venue.locale, timeZone: venue.timezone }) }));
  pdf.moveDown(0.6);
  pdf.font('Helvetica-Bold').text(t('proveedor', { nombre: proveedor.nombre }));
  pdf.font('Helvetica').text(t('cuit', { cuit: cuitLegible(proveedor.cuit, venue.pais) }));
  const lugar = [proveedor.direccion, proveedor.localidad, proveedor.provincia].filter((s) => s && s.trim() !== '').join(', ');
  if (lugar) pdf.text(t('direccion', { direccion: lugar }));
  if (compra.notas) pdf.text(t('notas', { notas: compra.notas }));
  pdf.text(t('moneda', { moneda: venue.currencyCode }));
  pdf.moveDown(0.8);

  const header = [t('insumo'), t('cantidad'), t('costoUnitario'), t('subtotal')];
  const rows = compra.lineas.map((l) => [
    l.nombre,
    glued(`${formatNumber(l.cantidad, venue.locale, undefined, 6)} ${t(`unidades.${l.unidad}`)}`),
    money(l.costoUnitario),
    money(l.subtotal),
  ]);
  const totalRow = [t('total'), '', '', money(compra.total)];
  pdf.font('Helvetica-Bold').fontSize(SIZE);
  const measure = (s: string) => pdf.widthOfString(s);
  // Number columns as wide as their widest cell (bold, the widest face); the name takes the rest.
  const widths = [1, 2, 3].map((c) => Math.ceil(Math.max(...[header, ...rows, totalRow].map((r) => measure(r[c]!)))) + PAD * 2 + 1);
  const w = [width - widths.reduce((a, b) => a + b, 0), ...widths];

  const drawRow = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
    const height = Math.max(pdf.heightOfString(cells[0]!, { width: w[0]! - PAD * 2 }), pdf.currentLineHeight(true)) + PAD * 2;
    if (pdf.y + height > bottom()) pdf.addPage();
    const y = pdf.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      if (i === 0) pdf.text(cell, x + PAD, y + PAD, { width: w[0]! - PAD * 2 });
      else pdf.text(cell, x + PAD, y + PAD, { width: w[i]! - PAD * 2, align: 'right', lineBreak: false });
      x += w[i]!;
    });
    pdf.y = y + height;
    pdf
      .moveTo(MARGIN, pdf.y)
      .lineTo(MARGIN + width, pdf.y)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor(bold ? '#000000' : '#bbbbbb')
      .stroke();
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  drawRow(totalRow, true);
  pdf.x = MARGIN;
  pdf.end();
  return pdf as unknown as Readable;
}
