import { PRODUCTOS_CSV_COLUMNAS, type ProductoCsvColumna } from '@resto/shared/contracts';
import { parseNumberInput } from '@resto/shared/format';
import { formatScaled, isIsoDate, searchKey } from '@resto/shared/rules';

/*
 * What es-AR Excel writes and reads: `;` between cells, a decimal comma, UTF-8 with a BOM (older
 * versions: Windows-1252), dates as DD/MM/YYYY, 'sí'/'no'. The import also takes `,` files as
 * other spreadsheets write them, with a decimal point.
 */

/** 'Código de barras', 'codigo_barras' and 'codigoBarras' are one column: 'codigobarras'. */
export function headerKey(text: string): string {
  return searchKey(text).replace(/[^a-z0-9]/g, '');
}

const ALIASES: Record<string, ProductoCsvColumna> = {
  codigodebarras: 'codigo_barras',
  codigo: 'codigo_barras',
  ean: 'codigo_barras',
  sku: 'codigo_sku',
  codigosku: 'codigo_sku',
  unidad: 'unidad_medida',
  unidaddemedida: 'unidad_medida',
  ganancia: 'porcentaje_ganancia',
  porcentajedeganancia: 'porcentaje_ganancia',
  precioventa: 'precio',
  preciodeventa: 'precio',
  stock: 'stock_actual',
  stockminimo: 'stock_minimo',
  vencimiento: 'fecha_vencimiento',
  fechadevencimiento: 'fecha_vencimiento',
  controlastock: 'controla_stock',
};

const BY_KEY = new Map<string, ProductoCsvColumna>([...PRODUCTOS_CSV_COLUMNAS.map((c) => [headerKey(c), c] as const), ...Object.entries(ALIASES)]);

/** The template column a header names, or undefined. */
export function columnaDe(header: string): ProductoCsvColumna | undefined {
  return BY_KEY.get(headerKey(header));
}

/** The delimiter of a file from its header line: the one it uses more (`;` on a tie). */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const count = (mark: string) => headerLine.split(mark).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252 (older Excel). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; motivo: string };

/** A number as a `;` file (venue's locale, decimal comma) or a `,` file (decimal point) writes it. */
export function parseNumero(text: string, columna: string, locale: string): Parsed<number> {
  const result = parseNumberInput(text, { locale, decimals: 6, allowNegative: true });
  if (!result.ok) return { ok: false, motivo: `La columna '${columna}' no es un número válido: '${text}'` };
  return { ok: true, value: result.value };
}

const TRUE = new Set(['si', 's', 'true', 'verdadero', '1', 'x', 'yes', 'y']);
const FALSE = new Set(['no', 'n', 'false', 'falso', '0']);

export function parseBooleano(text: string, columna: string): Parsed<boolean> {
  const key = searchKey(text);
  if (TRUE.has(key)) return { ok: true, value: true };
  if (FALSE.has(key)) return { ok: true, value: false };
  return { ok: false, motivo: `La columna '${columna}' debe ser sí o no: '${text}'` };
}

/** 'YYYY-MM-DD' as written, or from 'DD/MM/YYYY' (es-AR Excel). */
export function parseFecha(text: string, columna: string): Parsed<string> {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : local ? `${local[3]}-${local[2]!.padStart(2, '0')}-${local[1]!.padStart(2, '0')}` : null;
  if (date === null || !isIsoDate(date)) return { ok: false, motivo: `La columna '${columna}' no es una fecha válida (DD/MM/AAAA): '${text}'` };
  return { ok: true, value: date };
}

const UNIDADES: Record<string, string> = {
  unidad: 'unidad',
  unidades: 'unidad',
  u: 'unidad',
  un: 'unidad',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  gramo: 'gramo',
  gramos: 'gramo',
  g: 'gramo',
  gr: 'gramo',
  litro: 'litro',
  litros: 'litro',
  l: 'litro',
  lt: 'litro',
  ml: 'ml',
};

/** The unit of measure as the product form names it; unknown text passes through for the form's own refusal. */
export function parseUnidad(text: string): string {
  return UNIDADES[searchKey(text)] ?? text;
}

/** Text a spreadsheet would run as a formula (= + - @, tab, CR) is written with a leading apostrophe. */
export function neutralizar(text: string | null): string {
  if (text === null) return '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The import takes back what the export neutralised. */
export function desneutralizar(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** A scaled integer with a decimal comma and no grouping: (123450n, 2) -> '1234,5'. */
export function decimalComa(scaled: number, decimals: number): string {
  return formatScaled(BigInt(scaled), decimals).replace('.', ',');
}
