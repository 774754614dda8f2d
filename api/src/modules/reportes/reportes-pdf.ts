import type { Readable } from 'node:stream';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { Venue } from '../local';
import type { Celda, Columna, Documento, TipoCelda } from './reportes-documento';

/*
 * The PDF of a report (pdfkit, A4): the venue, the range and the generation time, then each
 * section's table and totals. An amount never wraps ('$ 1.379.700' over ',00' reads as two
 * numbers): every number column gets the width its widest cell needs, drawn on one line, and
 * the text columns (names, categories) share what is left and wrap instead. A section whose
 * numbers do not fit the page at the normal size is set smaller until they do.
 */

const PAGE_MARGIN = 40;
const FONT_SIZE = 8;
const MIN_FONT_SIZE = 5.5;
/** Space each side of a cell's text. */
const PAD = 2;
/** A text column is never narrower than this (points at the section's size, about 8 letters). */
const MIN_TEXT_WIDTH = 40;

const NUMERIC = (tipo: TipoCelda) => tipo !== 'texto' && tipo !== 'fecha' && tipo !== 'hora';

/** The cell as the venue writes it; spaces inside a number or a date are no-break spaces, so nothing inside one is a break point. */
function texto(v: Celda, tipo: TipoCelda, venue: Venue, moneda: string): string {
  if (v === null) return '';
  if (typeof v === 'string') {
    // A day is written as the venue writes it; the totals row's label in a date column stays as it is.
    if ((tipo === 'fecha' || tipo === 'texto') && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(`${v}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' });
    return v;
  }
  const glued = (s: string) => s.replace(/ /g, '\u00a0');
  switch (tipo) {
    case 'dinero':
      return glued(formatMoney(toMinor(v, moneda), { locale: venue.locale, currency: moneda }));
    case 'porcentaje':
      return glued(formatPercent(v, { locale: venue.locale }));
    case 'entero':
      return glued(formatNumber(v, venue.locale, 0));
    case 'decimal':
      return glued(formatNumber(v, venue.locale, 2));
    default:
      return glued(formatNumber(v, venue.locale, undefined, 3));
  }
}

/** Column widths for the rows at `size`: numbers and dates as wide as their widest cell (and their header's longest word), text sharing the rest in proportion to its length. */
function anchos(pdf: PDFKit.PDFDocument, columnas: Columna[], filas: string[][], width: number, size: number): number[] | null {
  const measure = (s: string, bold: boolean) =>
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .widthOfString(s);
  const natural = columnas.map((col, i) => {
    const cells = Math.max(0, ...filas.map((f) => measure(f[i] ?? '', true)));
    // pdfkit measures a word with the space after it when it wraps a line: 'cambio ' must fit, or it breaks the word itself.
    const headerWord = Math.max(0, ...col.titulo.split(/\s+/).map((w) => measure(`${w} `, true)));
    return Math.ceil(Math.max(cells, headerWord)) + PAD * 2 + 1;
  });
  const fixed = columnas.reduce((sum, col, i) => sum + (col.tipo === 'texto' ? 0 : natural[i]!), 0);
  const texts = columnas.map((col, i) => (col.tipo === 'texto' ? i : -1)).filter((i) => i >= 0);
  const left = width - fixed;
  if (left < texts.length * MIN_TEXT_WIDTH * (size / FONT_SIZE)) return null;
  if (texts.length === 0) {
    // Only numbers: spread the spare room evenly so the table spans the page.
    return natural.map((w) => w + left / natural.length);
  }
  const wants = texts.map((i) => Math.max(natural[i]!, MIN_TEXT_WIDTH));
  const total = wants.reduce((a, b) => a + b, 0);
  const out = [...natural];
  texts.forEach((i, k) => {
    out[i] = total <= left ? (wants[k]! / total) * left : Math.max(MIN_TEXT_WIDTH * (size / FONT_SIZE), (wants[k]! / total) * left);
  });
  return out;
}

export function pdfStream(doc: Documento, venue: Venue, t: TFunction): Readable {
  const pdf = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: doc.titulo, Author: venue.nombre } });
  const fecha = (iso: string) => formatDate(`${iso}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' });
  const width = pdf.page.width - PAGE_MARGIN * 2;
  const bottom = () => pdf.page.height - PAGE_MARGIN;

  pdf.font('Helvetica-Bold').fontSize(16).text(venue.nombre);
  pdf.fontSize(13).text(doc.titulo);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(t('rangoPdf', { desde: fecha(doc.desde), hasta: fecha(doc.hasta), moneda: doc.moneda }));
  pdf.text(t('generadoPdf', { fecha: formatDateTime(doc.generadoAt, { locale: venue.locale, timeZone: venue.timezone }) }));

  for (const s of doc.secciones) {
    pdf.moveDown(1);
    if (pdf.y + 60 > bottom()) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(11).text(s.titulo, PAGE_MARGIN);
    pdf.moveDown(0.3);
    const filas = [...s.filas, ...(s.totales ? [s.totales] : [])].map((fila) => fila.map((v, i) => texto(v, s.columnas[i]!.tipo, venue, doc.moneda)));
    let size = FONT_SIZE;
    let widths = anchos(pdf, s.columnas, filas, width, size);
    while (!widths && size > MIN_FONT_SIZE) {
      size -= 0.5;
      widths = anchos(pdf, s.columnas, filas, width, size);
    }
    const w = widths ?? s.columnas.map(() => width / s.columnas.length);
    const drawRow = (cells: string[], bold: boolean, header = false) => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      const wraps = (i: number) => header || s.columnas[i]!.tipo === 'texto';
      const height = Math.max(...cells.map((cell, i) => (wraps(i) ? pdf.heightOfString(cell, { width: w[i]! - PAD * 2 }) : pdf.currentLineHeight(true)))) + PAD * 2;
      if (pdf.y + height > bottom()) pdf.addPage();
      const y = pdf.y;
      let x = PAGE_MARGIN;
      cells.forEach((cell, i) => {
        const align = NUMERIC(s.columnas[i]!.tipo) ? 'right' : 'left';
        // A number or a date is drawn on one line: its column was made wide enough for it.
        if (wraps(i)) pdf.text(cell, x + PAD, y + PAD, { width: w[i]! - PAD * 2, align });
        else pdf.text(cell, x + PAD, y + PAD, { width: w[i]! - PAD * 2, align, lineBreak: false });
        x += w[i]!;
      });
      pdf.y = y + height;
      pdf
        .moveTo(PAGE_MARGIN, pdf.y)
        .lineTo(PAGE_MARGIN + width, pdf.y)
        .lineWidth(bold ? 0.8 : 0.3)
        .strokeColor(bold ? '#000000' : '#bbbbbb')
        .stroke();
    };
    drawRow(
      s.columnas.map((col) => col.titulo),
      true,
      true,
    );
    if (s.filas.length === 0) drawRow([t('sinDatos'), ...s.columnas.slice(1).map(() => '')], false, true);
    filas.forEach((fila, i) => drawRow(fila, i === s.filas.length, false));
    pdf.x = PAGE_MARGIN;
  }
  pdf.end();
  return pdf as unknown as Readable;
}
