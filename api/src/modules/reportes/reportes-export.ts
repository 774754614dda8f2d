import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormato, ReporteArqueos, ReporteClientes, ReporteFinanciero, ReporteProductos, ReporteTipo, ReporteVentas } from '@resto/shared/contracts';
import { currencyScale, formatDateTime } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { Venue } from '../local';
import { decimalComa, neutralizar } from '../productos-csv';
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

/** 'fecha': a venue day 'YYYY-MM-DD'; 'hora': 'HH:MM' of the day. */
export type TipoCelda = 'texto' | 'fecha' | 'hora' | 'dinero' | 'decimal' | 'cantidad' | 'entero' | 'porcentaje';
export type Celda = string | number | null;

export interface Columna {
  titulo: string;
  tipo: TipoCelda;
}

export interface Seccion {
  titulo: string;
  columnas: Columna[];
  filas: Celda[][];
  totales?: Celda[];
}

export interface Documento {
  titulo: string;
  desde: string;
  hasta: string;
  moneda: string;
  generadoAt: string;
  secciones: Seccion[];
}

const c = (titulo: string, tipo: TipoCelda = 'texto'): Columna => ({ titulo, tipo });

function base(tipo: ReporteTipo, r: { desde: string; hasta: string; moneda: string; generadoAt: string }, t: TFunction) {
  return { titulo: t(`titulos.${tipo}`), desde: r.desde, hasta: r.hasta, moneda: r.moneda, generadoAt: r.generadoAt };
}

/** The adjustment line is optional: the routes send the report with it (ajustes-z.ts). */
export function documentoVentas(r: Omit<ReporteVentas, 'anulacionesDiasCerrados'> & Partial<Pick<ReporteVentas, 'anulacionesDiasCerrados'>>, t: TFunction): Documento {
  const ajuste = r.anulacionesDiasCerrados ?? { ventas: 0, total: 0 };
  const tot = r.totales;
  return {
    ...base('ventas', r, t),
    secciones: [
      {
        titulo: t('secciones.resumen'),
        columnas: [
          c(t('columnas.ventas'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.descuentos'), 'dinero'),
          c(t('columnas.ticketPromedio'), 'dinero'),
          c(t('columnas.vuelto'), 'dinero'),
          c(t('columnas.anuladas'), 'entero'),
          c(t('columnas.totalAnuladas'), 'dinero'),
        ],
        filas: [[tot.ventas, tot.total, tot.descuentos, tot.ticketPromedio, tot.vuelto, tot.anuladas, tot.totalAnuladas]],
      },
      // Only when there are any: a day with none reads as it always did.
      ...(ajuste.ventas === 0
        ? []
        : [
            {
              titulo: t('secciones.anulacionesDiasCerrados'),
              columnas: [c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
              filas: [[ajuste.ventas, ajuste.total]],
            },
          ]),
      {
        titulo: t('secciones.porDia'),
        columnas: [c(t('columnas.fecha'), 'fecha'), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porDia.map((d) => [d.fecha, d.ventas, d.total]),
        totales: [t('total'), tot.ventas, tot.total],
      },
      {
        titulo: t('secciones.porHora'),
        columnas: [c(t('columnas.hora'), 'hora'), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porHora.filter((h) => h.ventas > 0).map((h) => [`${String(h.hora).padStart(2, '0')}:00`, h.ventas, h.total]),
        totales: [t('total'), tot.ventas, tot.total],
      },
      {
        titulo: t('secciones.porMedio'),
        columnas: [c(t('columnas.medioPago')), c(t('columnas.pagos'), 'entero'), c(t('columnas.monto'), 'dinero')],
        filas: r.porMedio.map((m) => [m.medio, m.pagos, m.montoLocal]),
      },
      {
        titulo: t('secciones.porMoneda'),
        columnas: [c(t('columnas.moneda')), c(t('columnas.monto'), 'decimal'), c(t('columnas.enMonedaLocal'), 'dinero')],
        filas: r.porMoneda.map((m) => [m.moneda, m.monto, m.montoLocal]),
      },
      {
        titulo: t('secciones.porUsuario'),
        columnas: [c(t('columnas.usuario')), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porUsuario.map((u) => [u.usuario.nombre, u.ventas, u.total]),
      },
      {
        titulo: t('secciones.porOrigen'),
        columnas: [c(t('columnas.tipo')), c(t('columnas.ventas'), 'entero'), c(t('columnas.total'), 'dinero')],
        filas: r.porOrigen.map((o) => [t(`origenes.${o.origen}`, { defaultValue: o.origen }), o.ventas, o.total]),
      },
    ],
  };
}

export function documentoProductos(r: ReporteProductos, t: TFunction): Documento {
  const tot = r.totales;
  const conCostos = tot.costo !== null;
  return {
    ...base('productos', r, t),
    secciones: [
      {
        titulo: t('secciones.productos'),
        // Without productos.costos (totals' cost null) the cost, margin and margin % columns are left out.
        columnas: [
          c(t('columnas.producto')),
          c(t('columnas.categoria')),
          c(t('columnas.cantidad'), 'cantidad'),
          c(t('columnas.ingresos'), 'dinero'),
          ...(conCostos ? [c(t('columnas.costo'), 'dinero'), c(t('columnas.margen'), 'dinero'), c(t('columnas.margenPorcentaje'), 'porcentaje')] : []),
          c(t('columnas.abc')),
        ],
        filas: r.items.map((i) => [i.producto, i.categoria, i.cantidad, i.ingresos, ...(conCostos ? [i.costo, i.margen, i.margenPorcentaje] : []), i.abc]),
        totales: [t('total'), null, tot.cantidad, tot.ingresos, ...(conCostos ? [tot.costo, tot.margen, null] : []), null],
      },
      {
        titulo: t('secciones.sinMovimiento'),
        columnas: [c(t('columnas.producto')), c(t('columnas.categoria')), c(t('columnas.cantidad'), 'cantidad')],
        filas: r.sinMovimiento.map((i) => [i.producto, i.categoria, i.cantidad]),
      },
      {
        titulo: t('secciones.menosVendidos'),
        columnas: [c(t('columnas.producto')), c(t('columnas.categoria')), c(t('columnas.cantidad'), 'cantidad')],
        filas: r.menosVendidos.map((i) => [i.producto, i.categoria, i.cantidad]),
      },
      {
        titulo: t('secciones.stockBajo'),
        columnas: [c(t('columnas.producto')), c(t('columnas.stock'), 'cantidad'), c(t('columnas.minimo'), 'cantidad')],
        filas: r.stockBajo.map((i) => [i.producto, i.stockActual, i.stockMinimo]),
      },
    ],
  };
}

export function documentoClientes(r: ReporteClientes, t: TFunction): Documento {
  const tot = r.totales;
  return {
    ...base('clientes', r, t),
    secciones: [
      {
        titulo: t('secciones.resumen'),
        columnas: [
          c(t('columnas.clientes'), 'entero'),
          c(t('columnas.ventasConCliente'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.ventasSinCliente'), 'entero'),
          c(t('columnas.saldoCuentas'), 'dinero'),
        ],
        filas: [[tot.clientes, tot.ventas, tot.total, tot.ventasSinCliente, tot.saldoCuentas]],
      },
      {
        titulo: t('secciones.clientes'),
        columnas: [
          c(t('columnas.cliente')),
          c(t('columnas.ventas'), 'entero'),
          c(t('columnas.total'), 'dinero'),
          c(t('columnas.ticketPromedio'), 'dinero'),
          c(t('columnas.diasEntreCompras'), 'decimal'),
          c(t('columnas.ultimaCompra'), 'fecha'),
        ],
        filas: r.top.map((x) => [x.cliente, x.ventas, x.total, x.ticketPromedio, x.diasEntreCompras, x.ultimaCompra.slice(0, 10)]),
      },
      {
        titulo: t('secciones.cuentas'),
        columnas: [c(t('columnas.cliente')), c(t('columnas.saldo'), 'dinero'), c(t('columnas.ultimoMovimiento'), 'fecha')],
        filas: r.cuentas.map((x) => [x.cliente, x.saldo, x.ultimoMovimiento.slice(0, 10)]),
        totales: [t('total'), tot.saldoCuentas, null],
      },
    ],
  };
}

export function documentoFinanciero(r: ReporteFinanciero, t: TFunction): Documento {
  return {
    ...base('financiero', r, t),
    secciones: [
      {
        titulo: t('secciones.resultado'),
        // Without productos.costos (cost of goods null): revenue and expenses only.
        columnas:
          r.costoMercaderia === null
            ? [c(t('columnas.ingresos'), 'dinero'), c(t('columnas.gastos'), 'dinero')]
            : [
                c(t('columnas.ingresos'), 'dinero'),
                c(t('columnas.costoMercaderia'), 'dinero'),
                c(t('columnas.margenBruto'), 'dinero'),
                c(t('columnas.margenPorcentaje'), 'porcentaje'),
                c(t('columnas.gastos'), 'dinero'),
                c(t('columnas.resultado'), 'dinero'),
              ],
        filas: [r.costoMercaderia === null ? [r.ingresos, r.gastos] : [r.ingresos, r.costoMercaderia, r.margenBruto, r.margenBrutoPorcentaje, r.gastos, r.resultado]],
      },
      {
        titulo: t('secciones.gastosPorCategoria'),
        columnas: [c(t('columnas.categoria')), c(t('columnas.gastos'), 'entero'), c(t('columnas.monto'), 'dinero')],
        filas: r.gastosPorCategoria.map((g) => [g.categoria, g.gastos, g.monto]),
        totales: [t('total'), null, r.gastos],
      },
      {
        titulo: t('secciones.flujoPorMoneda'),
        columnas: [
          c(t('columnas.moneda')),
          c(t('columnas.entradas'), 'decimal'),
          c(t('columnas.salidas'), 'decimal'),
          c(t('columnas.neto'), 'decimal'),
          c(t('columnas.netoLocal'), 'dinero'),
        ],
        filas: r.flujoPorMoneda.map((f) => [f.moneda, f.entradas, f.salidas, f.neto, f.netoLocal]),
      },
      {
        titulo: t('secciones.porDia'),
        columnas: [c(t('columnas.fecha'), 'fecha'), c(t('columnas.ingresos'), 'dinero'), c(t('columnas.gastos'), 'dinero')],
        filas: r.porDia.map((d) => [d.fecha, d.ingresos, d.gastos]),
        totales: [t('total'), r.ingresos, r.gastos],
      },
    ],
  };
}

export function documentoArqueos(r: ReporteArqueos, t: TFunction): Documento {
  const tot = r.totales;
  return {
    ...base('arqueos', r, t),
    secciones: [
      {
        titulo: t('secciones.arqueos'),
        columnas: [
          c(t('columnas.fecha'), 'fecha'),
          c(t('columnas.estado')),
          c(t('columnas.usuario')),
          c(t('columnas.ventas'), 'dinero'),
          c(t('columnas.inicial'), 'dinero'),
          c(t('columnas.esperado'), 'dinero'),
          c(t('columnas.contado'), 'dinero'),
          c(t('columnas.diferencia'), 'dinero'),
        ],
        filas: r.items.map((a) => [
          a.fecha,
          t(`estados.${a.estado}`, { defaultValue: a.estado }),
          a.usuarioCierre ?? a.usuarioApertura,
          a.totalVentas,
          a.montoInicial,
          a.esperado,
          a.contado,
          a.diferencia,
        ]),
        totales: [t('total'), null, null, null, null, tot.esperado, tot.contado, tot.diferencia],
      },
    ],
  };
}

export function nombreArchivo(tipo: ReporteTipo, doc: Documento, formato: ExportFormato): string {
  return `reporte_${tipo}_${doc.desde}_${doc.hasta}.${formato}`;
}

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
      return decimalComa(Math.round(value * 1000), 3).replace(/,?0+$/, '') || '0';
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
