import { z } from 'zod';
import { decimalIntSchema } from './fields';

/**
 * The columns of `modelo_productos.csv` (GET /api/productos/modelo-csv), in order; the export
 * (GET /api/productos/exportar -> productos_exported.csv) writes the same ones, so an exported
 * file can be edited and imported into another venue. Headers are matched ignoring case,
 * accents, spaces, '_' and '-' ('Código de barras', 'codigo_barras' and 'codigoBarras' are one);
 * columns may come in any order; `nombre`, `categoria` and `precio` or `porcentaje_ganancia`
 * are required, as in the product form.
 */
export const PRODUCTOS_CSV_COLUMNAS = [
  'nombre',
  'codigo_barras',
  'codigo_sku',
  'descripcion',
  'categoria',
  'subcategoria',
  'marca',
  'proveedor',
  'unidad_medida',
  'costo',
  'porcentaje_ganancia',
  'precio',
  'controla_stock',
  'stock_actual',
  'stock_minimo',
  'activo',
  'fecha_vencimiento',
  'visible_restaurant',
  'visible_orders',
  'visible_pos',
] as const;
export type ProductoCsvColumna = (typeof PRODUCTOS_CSV_COLUMNAS)[number];

/** Columns a file must have (an import needs a CSV with the correct columns). */
export const PRODUCTOS_CSV_COLUMNAS_REQUERIDAS = ['nombre', 'categoria', 'costo'] as const satisfies readonly ProductoCsvColumna[];

export const PRODUCTOS_CSV_MODELO = 'modelo_productos.csv';
export const PRODUCTOS_CSV_EXPORTADO = 'productos_exported.csv';

/** Most rows one import takes; the file itself may weigh up to 20 MB. */
export const PRODUCTOS_IMPORTAR_MAX_FILAS = 50_000;
export const PRODUCTOS_IMPORTAR_MAX_BYTES = 20 * 1024 * 1024;

/**
 * One refused row. `linea` is the line of the file (the header is line 1, so the first product is
 * line 2); `motivos` are the Spanish reasons, each naming its column.
 */
export const productoImportRechazoSchema = z.object({
  linea: z.number().int(),
  nombre: z.string().nullable(),
  motivos: z.array(z.string()),
});
export type ProductoImportRechazo = z.infer<typeof productoImportRechazoSchema>;

/**
 * The import's report. 201 when every row was imported (`rechazados` empty); when any row is
 * refused nothing is imported and the answer is 422 PRODUCTOS_IMPORTACION_RECHAZADA with this
 * report in `data` (`importados` 0, `filas` the rows read).
 */
export const productosImportReportSchema = z.object({
  filas: z.number().int(),
  importados: z.number().int(),
  rechazados: z.array(productoImportRechazoSchema),
  /** Categories and subcategories the file named that did not exist yet (created by the import). */
  categoriasCreadas: z.array(z.string()),
  subcategoriasCreadas: z.array(z.string()),
  /** `;` or `,`, as detected from the header line. */
  separador: z.enum([';', ',']),
});
export type ProductosImportReport = z.infer<typeof productosImportReportSchema>;

/** GET /api/productos/exportar: active and inactive products unless filtered, by name. */
export const productosExportarQuerySchema = z.object({
  estado: z.enum(['todos', 'activos', 'inactivos']).default('todos'),
  categoriaId: decimalIntSchema().optional(),
  proveedorId: decimalIntSchema().optional(),
});
export type ProductosExportarQuery = z.input<typeof productosExportarQuerySchema>;
