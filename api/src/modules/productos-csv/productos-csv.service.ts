import {
  PRODUCTOS_CSV_COLUMNAS,
  PRODUCTOS_CSV_COLUMNAS_REQUERIDAS,
  PRODUCTOS_IMPORTAR_MAX_FILAS,
  type ProductoCsvColumna,
  type ProductoImportRechazo,
  type ProductosImportReport,
} from '@resto/shared/contracts';
import { currencyScale } from '@resto/shared/format';
import { PERCENT_DECIMALS, searchKey } from '@resto/shared/rules';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, unprocessable } from '../../lib/errors';
import { audit } from '../auditoria';
import { insertCategoria, insertSubcategoria } from '../categorias';
import { getVenue } from '../local';
import { listCatalogo, createProductosLote, type CatalogoActor } from '../productos';
import { proveedoresPorClave, proveedorNombres } from '../proveedores';
import { columnaDe, decimalComa, decodeText, desneutralizar, detectDelimiter, neutralizar, parseBooleano, parseFecha, parseNumero, parseUnidad } from './csv-format';
import * as repo from './productos-csv.repository';

type Db = Kysely<Database>;

/** Rows validated and inserted per call of the catalogue's bulk create (its own limit is 2000). */
const LOTE = 2000;

const NUMEROS: Partial<Record<ProductoCsvColumna, string>> = {
  costo: 'costo',
  porcentaje_ganancia: 'porcentajeGanancia',
  precio: 'precio',
  stock_actual: 'stockActual',
  stock_minimo: 'stockMinimo',
};
const BOOLEANOS: Partial<Record<ProductoCsvColumna, string>> = {
  controla_stock: 'controlaStock',
  activo: 'activo',
  visible_restaurant: 'visibleRestaurant',
  visible_orders: 'visibleOrders',
  visible_pos: 'visiblePos',
};
const TEXTOS: Partial<Record<ProductoCsvColumna, string>> = {
  nombre: 'nombre',
  codigo_barras: 'codigoBarras',
  codigo_sku: 'codigoSku',
  descripcion: 'descripcion',
  marca: 'marca',
};

interface FilaLeida {
  linea: number;
  celdas: string[];
}

/** Reads the file: delimiter from the header line, Excel's 'sep=;' line, BOM, quoted cells. */
function leerCsv(bytes: Uint8Array): { delimiter: ';' | ','; header: FilaLeida; filas: FilaLeida[] } {
  let text = decodeText(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let fromLine = 1;
  let delimiter: ';' | ',' | null = null;
  const sep = /^sep=([;,])\r?\n/i.exec(text);
  if (sep) {
    delimiter = sep[1] as ';' | ',';
    fromLine = 2;
  }
  const firstLine = text.split(/\r?\n/, fromLine)[fromLine - 1] ?? '';
  delimiter ??= detectDelimiter(firstLine);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      from_line: fromLine,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('CSV_ILEGIBLE', { linea: (error as CsvError & { lines?: number }).lines ?? 1 });
    throw error;
  }
  const [header, ...rest] = records.map((r) => ({ linea: r.info.lines, celdas: r.record }));
  if (!header) throw badRequest('CSV_SIN_FILAS');
  const filas = rest.filter((f) => f.celdas.some((c) => c !== ''));
  return { delimiter, header, filas };
}

/** The template columns of the header, in file order; refuses unknown, repeated and missing ones. */
function columnas(header: FilaLeida): ProductoCsvColumna[] {
  const cols: ProductoCsvColumna[] = [];
  const desconocidas: string[] = [];
  for (const celda of header.celdas) {
    const col = columnaDe(celda);
    if (!col) {
      desconocidas.push(celda === '' ? '(vacía)' : celda);
      continue;
    }
    if (cols.includes(col)) throw badRequest('CSV_COLUMNA_REPETIDA', { columna: col });
    cols.push(col);
  }
  if (desconocidas.length > 0) throw badRequest('CSV_COLUMNAS_DESCONOCIDAS', { columnas: desconocidas.join(', ') });
  const faltan: string[] = PRODUCTOS_CSV_COLUMNAS_REQUERIDAS.filter((c) => !cols.includes(c));
  if (!cols.includes('precio') && !cols.includes('porcentaje_ganancia')) faltan.push('precio o porcentaje_ganancia');
  if (faltan.length > 0) throw badRequest('CSV_COLUMNAS_FALTANTES', { columnas: faltan.join(', ') });
  return cols;
}

/** A product body (the form's fields) from one row, or the reasons it cannot be one. */
function filaABody(
  cols: readonly ProductoCsvColumna[],
  fila: FilaLeida,
  locale: string,
  proveedores: Map<string, { id: number; nombre: string }>,
): { body: Record<string, unknown>; categoria: string; subcategoria: string; motivos: string[] } {
  const body: Record<string, unknown> = {};
  const motivos: string[] = [];
  let categoria = '';
  let subcategoria = '';
  if (fila.celdas.length !== cols.length) {
    motivos.push(`La fila tiene ${fila.celdas.length} columnas y el encabezado ${cols.length}`);
  }
  cols.forEach((col, i) => {
    const raw = desneutralizar(fila.celdas[i] ?? '');
    if (raw === '') return;
    const texto = TEXTOS[col];
    const numero = NUMEROS[col];
    const booleano = BOOLEANOS[col];
    if (texto) body[texto] = raw;
    else if (numero) {
      const n = parseNumero(raw, col, locale);
      if (n.ok) body[numero] = n.value;
      else motivos.push(n.motivo);
    } else if (booleano) {
      const b = parseBooleano(raw, col);
      if (b.ok) body[booleano] = b.value;
      else motivos.push(b.motivo);
    } else if (col === 'fecha_vencimiento') {
      const f = parseFecha(raw, col);
      if (f.ok) body.fechaVencimiento = f.value;
      else motivos.push(f.motivo);
    } else if (col === 'unidad_medida') body.unidadMedida = parseUnidad(raw);
    else if (col === 'categoria') categoria = raw;
    else if (col === 'subcategoria') subcategoria = raw;
    else {
      const proveedor = proveedores.get(searchKey(raw));
      if (proveedor) body.proveedorId = proveedor.id;
      else motivos.push(`El proveedor '${raw}' no existe: cargalo en Proveedores antes de importar`);
    }
  });
  return { body, categoria, subcategoria, motivos };
}

/**
 * POST /api/productos/importar: every row validated like the product form (through the
 * catalogue's bulk create, so the rules live in one place), also against the venue's products and
 * the other rows; categories and subcategories the file names are created. Any refused row and
 * nothing is imported (the caller's transaction is rolled back by the 422, which carries every
 * refused row with its line and reasons).
 */
export async function importarProductos(db: Db, actor: CatalogoActor, bytes: Uint8Array): Promise<ProductosImportReport> {
  if (bytes.length === 0) throw badRequest('CSV_ARCHIVO_REQUERIDO');
  const { delimiter, header, filas } = leerCsv(bytes);
  const cols = columnas(header);
  if (filas.length === 0) throw badRequest('CSV_SIN_FILAS');
  if (filas.length > PRODUCTOS_IMPORTAR_MAX_FILAS) throw badRequest('CSV_DEMASIADAS_FILAS', { max: PRODUCTOS_IMPORTAR_MAX_FILAS });

  const venue = await getVenue(db, actor.localId);
  // A ';' file is the venue's spreadsheet (decimal comma in es-AR); a ',' file writes a decimal point.
  const locale = delimiter === ';' ? venue.locale : 'en-US';
  const proveedores = await proveedoresPorClave(db, actor.localId);
  const leidas = filas.map((fila) => ({ fila, ...filaABody(cols, fila, locale, proveedores) }));

  const categorias = await repo.categoriasPorClave(db, actor.localId);
  const subcategorias = await repo.subcategoriasPorClave(db, actor.localId);
  const categoriasCreadas: string[] = [];
  const subcategoriasCreadas: string[] = [];
  const rechazados: ProductoImportRechazo[] = [];
  const validas: { linea: number; body: Record<string, unknown> }[] = [];
  for (const l of leidas) {
    if (l.motivos.length > 0) {
      rechazados.push({ linea: l.fila.linea, nombre: typeof l.body.nombre === 'string' ? l.body.nombre : null, motivos: l.motivos });
      continue;
    }
    if (l.categoria !== '') {
      const clave = searchKey(l.categoria);
      let categoria = categorias.get(clave);
      if (!categoria) {
        categoria = { id: await insertCategoria(db, actor.localId, { nombre: l.categoria, descripcion: null, tipo: null, orden: 0, activo: true }), nombre: l.categoria };
        categorias.set(clave, categoria);
        categoriasCreadas.push(l.categoria);
      }
      l.body.categoriaId = categoria.id;
      if (l.subcategoria !== '') {
        const subClave = `${categoria.id}:${searchKey(l.subcategoria)}`;
        let subId = subcategorias.get(subClave);
        if (subId === undefined) {
          subId = await insertSubcategoria(db, actor.localId, { categoriaId: categoria.id, nombre: l.subcategoria, descripcion: null, activo: true });
          subcategorias.set(subClave, subId);
          subcategoriasCreadas.push(`${categoria.nombre} / ${l.subcategoria}`);
        }
        l.body.subcategoriaId = subId;
      }
    }
    validas.push({ linea: l.fila.linea, body: l.body });
  }

  let importados = 0;
  for (let i = 0; i < validas.length; i += LOTE) {
    const lote = validas.slice(i, i + LOTE);
    try {
      importados += (
        await createProductosLote(
          db,
          actor,
          lote.map((v) => v.body),
        )
      ).creados;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'PRODUCTOS_LOTE_RECHAZADO') throw error;
      const data = error.data as { rechazados: { fila: number; nombre: string | null; motivos: string[] }[] };
      for (const r of data.rechazados) rechazados.push({ linea: lote[r.fila - 1]!.linea, nombre: r.nombre, motivos: r.motivos });
    }
  }

  const report: ProductosImportReport = { filas: filas.length, importados, rechazados, categoriasCreadas, subcategoriasCreadas, separador: delimiter };
  if (rechazados.length > 0) {
    rechazados.sort((a, b) => a.linea - b.linea);
    throw unprocessable('PRODUCTOS_IMPORTACION_RECHAZADA', { count: rechazados.length }, { ...report, importados: 0 });
  }
  // The products it created, with their prices, are in the catalogue; the log says who imported how many.
  await audit(db, actor, { accion: 'importar-productos', entidad: 'producto', despues: { importados, categoriasCreadas, subcategoriasCreadas } });
  return report;
}

const BOM = '\uFEFF';
const si = (v: boolean) => (v ? 'sí' : 'no');

/** modelo_productos.csv: the header and two example rows as es-AR Excel writes them. */
export function modeloCsv(): string {
  const ejemplo: Record<ProductoCsvColumna, string>[] = [
    {
      nombre: 'Agua mineral sin gas 500 ml',
      codigo_barras: '7798062540017',
      codigo_sku: 'BEB-001',
      descripcion: '',
      categoria: 'Bebidas',
      subcategoria: 'Sin alcohol',
      marca: 'Villavicencio',
      proveedor: '',
      unidad_medida: 'unidad',
      costo: '800',
      porcentaje_ganancia: '',
      precio: '2500',
      controla_stock: 'sí',
      stock_actual: '48',
      stock_minimo: '12',
      activo: 'sí',
      fecha_vencimiento: '',
      visible_restaurant: 'sí',
      visible_orders: 'sí',
      visible_pos: 'sí',
    },
    {
      nombre: 'Helado artesanal',
      codigo_barras: '',
      codigo_sku: 'POS-004',
      descripcion: 'Por kilo, hasta 3 gustos',
      categoria: 'Postres',
      subcategoria: '',
      marca: '',
      proveedor: '',
      unidad_medida: 'kg',
      costo: '7000,50',
      porcentaje_ganancia: '150',
      precio: '',
      controla_stock: 'sí',
      stock_actual: '12,5',
      stock_minimo: '3',
      activo: 'sí',
      fecha_vencimiento: '31/12/2026',
      visible_restaurant: 'sí',
      visible_orders: 'no',
      visible_pos: 'sí',
    },
  ];
  return (
    BOM +
    stringify(
      ejemplo.map((row) => PRODUCTOS_CSV_COLUMNAS.map((c) => row[c])),
      { delimiter: ';', header: true, columns: [...PRODUCTOS_CSV_COLUMNAS], record_delimiter: 'windows' },
    )
  );
}

/**
 * productos_exported.csv for es-AR Excel: `;`, UTF-8 with BOM, decimal comma, the template's
 * columns (so it imports back), text cells that a spreadsheet would run as a formula neutralised.
 */
export async function exportarProductos(
  db: Db,
  localId: number,
  query: { estado: 'todos' | 'activos' | 'inactivos'; categoriaId?: number | undefined; proveedorId?: number | undefined },
  verCostos: boolean,
): Promise<string> {
  const { currencyCode } = await getVenue(db, localId);
  const scale = currencyScale(currencyCode);
  const { rows } = await listCatalogo(db, localId, {
    estado: query.estado,
    categoriaId: query.categoriaId,
    proveedorId: query.proveedorId,
    ordenarPor: 'nombre',
    ordenDireccion: 'asc',
    pagina: 1,
    limite: Number.MAX_SAFE_INTEGER,
    bajoStock: false,
  });
  const proveedores = await proveedorNombres(
    db,
    localId,
    rows.flatMap((r) => (r.proveedorId === null ? [] : [r.proveedorId])),
  );
  // Costs are for productos.costos: without it the file has no cost or profit % column at all.
  const columns = verCostos ? PRODUCTOS_CSV_COLUMNAS : PRODUCTOS_CSV_COLUMNAS.filter((c) => c !== 'costo' && c !== 'porcentaje_ganancia');
  const records = rows.map((p) => {
    const cells: Record<ProductoCsvColumna, string> = {
      nombre: neutralizar(p.nombre),
      codigo_barras: neutralizar(p.codigoBarras),
      codigo_sku: neutralizar(p.codigoSku),
      descripcion: neutralizar(p.descripcion),
      categoria: neutralizar(p.categoria),
      subcategoria: neutralizar(p.subcategoria),
      marca: neutralizar(p.marca),
      proveedor: neutralizar(p.proveedorId === null ? null : (proveedores.get(p.proveedorId) ?? null)),
      unidad_medida: p.unidadMedida,
      costo: p.costo === null ? '' : decimalComa(p.costo, scale),
      porcentaje_ganancia: p.porcentajeGanancia === null ? '' : decimalComa(p.porcentajeGanancia, PERCENT_DECIMALS),
      precio: decimalComa(p.precio, scale),
      controla_stock: si(p.controlaStock),
      stock_actual: decimalComa(p.stockActual, 3),
      // A minimum of 0 (products before the minimum was required) is left empty: the import then uses its default.
      stock_minimo: p.stockMinimo > 0 ? decimalComa(p.stockMinimo, 3) : '',
      activo: si(p.activo),
      fecha_vencimiento: p.fechaVencimiento ?? '',
      visible_restaurant: si(p.visibleRestaurant),
      visible_orders: si(p.visibleOrders),
      visible_pos: si(p.visiblePos),
    };
    return columns.map((c) => cells[c]);
  });
  return BOM + stringify(records, { delimiter: ';', header: true, columns: [...columns], record_delimiter: 'windows' });
}
