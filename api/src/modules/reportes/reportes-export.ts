import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormato } from '@resto/shared/contracts';
import { currencyScale, formatDateTime } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { Venue } from '../local';
import { decimalComa, neutralizar } from '../productos-csv';
import type { Celda, Documento, TipoCelda } from './reportes-documento';
import { pdfStream } from './reportes-pdf';

/*
 * Report exports: the same figures as the screen (built from the same report
 * objects), as tables of typed cells, written by well-kept libraries and streamed:
 * - CSV for es-AR Excel: `;`, UTF-8 with BOM, decimal comma, no grouping; text that a
 *   spreadsheet would run as a formula is neutralised with a leading apostrophe (csv-stringify);
 * - Excel (.xlsx, exceljs's streaming writer): a sheet per section, numbers typed, money with
 *   the currency's format, days and hours as date cells (a spreadsheet sorts and filters them);
 * - PDF (pdfkit, reportes-pdf.ts): A4, the venue's name, the range and the generation time, tables and totals.
 * Codes (the sale's type, the register's state) are written as their labels in the caller's language.
 * Titles, headers and the fixed lines are in the caller's language (`t` of textos-export.ts).
 */

export const CONTENT_TYPES: Record<ExportFormato, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/* CSV */

/** Minor units with all the currency's decimals and a decimal comma, no grouping: (6330000, 2) -> '63300,00'. */
function dineroComa(minor: number, scale: number): string {
  if (scale === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(scale + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -scale)},${digits.slice(-scale)}`;
}

/** A cell as es-AR Excel reads it: numbers with a decimal comma and no grouping, text neutralised. */
function celdaCsv(value: Celda, tipo: TipoCelda, moneda: string): string {
  if (value === null) return '';
  if (typeof value === 'string') return neutralizar(value);
  switch (tipo) {
    case 'dinero':
      return dineroComa(toMinor(value, moneda), currencyScale(moneda));
    case 'cantidad':
      // decimalComa already drops the fraction's trailing zeros (10 stays 10).
      return decimalComa(Math.round(value * 1000), 3);
    case 'entero':
      return String(value);
    case 'decimal':
      return value.toFixed(2).replace('.', ',');
    default:
      return String(value).replace('.', ',');
  }
}

/** The CSV (es-AR Excel): a block per section (its title, its header, its rows, its totals), blank lines between. */
export function csvStream(doc: Documento, venue: Venue, t: TFunction): Readable {
  const out = stringify({ delimiter: ';', record_delimiter: 'windows', bom: true });
  const write = (row: string[]) => out.write(row);
  write([neutralizar(venue.nombre)]);
  write([
    doc.titulo,
    t('desde', { fecha: doc.desde }),
    t('hasta', { fecha: doc.hasta }),
    t('generado', { fecha: formatDateTime(doc.generadoAt, { locale: venue.locale, timeZone: venue.timezone }) }),
    t('moneda', { moneda: doc.moneda }),
  ]);
  for (const s of doc.secciones) {
    write([]);
    write([s.titulo]);
    write(s.columnas.map((col) => col.titulo));
    for (const fila of [...s.filas, ...(s.totales ? [s.totales] : [])]) write(fila.map((v, i) => celdaCsv(v, s.columnas[i]!.tipo, doc.moneda)));
  }
  out.end();
  return out;
}

/* Excel */

function numFmt(tipo: TipoCelda, moneda: string, locale: string): string | undefined {
  switch (tipo) {
    case 'dinero': {
      const scale = currencyScale(moneda);
      const sign = new Intl.NumberFormat(locale, { style: 'currency', currency: moneda }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? moneda;
      const digits = scale > 0 ? `.${'0'.repeat(scale)}` : '';
      return `"${sign.replace(/"/g, '')}" #,##0${digits};-"${sign.replace(/"/g, '')}" #,##0${digits}`;
    }
    case 'decimal':
      return '#,##0.00';
    case 'cantidad':
      return '#,##0.###';
    case 'entero':
      return '0';
    case 'porcentaje':
      return '0.00"%"';
    case 'fecha':
      return locale === 'en-US' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
    case 'hora':
      return 'hh:mm';
    default:
      return undefined;
  }
}

/** A day or an hour as a date cell (a date serial, what a spreadsheet sorts and filters); anything else as is. */
function celdaXlsx(value: Celda, tipo: TipoCelda): Celda | Date {
  if (typeof value !== 'string') return value;
  if (tipo === 'fecha' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const hora = tipo === 'hora' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  // A time of day is a spreadsheet's fraction of a day, exact (17:00 is 17/24), shown by its time format.
  if (hora) return (Number(hora[1]) * 60 + Number(hora[2])) / 1440;
  return value;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique. */
function sheetName(title: string, used: Set<string>): string {
  let name = title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  for (let i = 2; used.has(name); i += 1) name = `${title.slice(0, 28)} ${i}`;
  used.add(name);
  return name;
}

/** The .xlsx, written by exceljs's streaming writer into the returned stream: a sheet per section. */
export function xlsxStream(doc: Documento, venue: Venue): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = venue.nombre;
  workbook.created = new Date(doc.generadoAt);
  const used = new Set<string>();
  void (async () => {
    for (const s of doc.secciones) {
      const sheet = workbook.addWorksheet(sheetName(s.titulo, used));
      sheet.columns = s.columnas.map((col) => ({
        header: col.titulo,
        key: col.titulo,
        width: col.tipo === 'texto' ? 28 : 16,
        style: { numFmt: numFmt(col.tipo, doc.moneda, venue.locale) },
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      const cells = (fila: Celda[]) => fila.map((v, i) => celdaXlsx(v, s.columnas[i]!.tipo));
      for (const fila of s.filas) sheet.addRow(cells(fila)).commit();
      if (s.totales) {
        const row = sheet.addRow(cells(s.totales));
        row.font = { bold: true };
        row.commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export function exportStream(doc: Documento, venue: Venue, formato: ExportFormato, t: TFunction): Readable {
  if (formato === 'csv') return csvStream(doc, venue, t);
  if (formato === 'xlsx') return xlsxStream(doc, venue);
  return pdfStream(doc, venue, t);
}
