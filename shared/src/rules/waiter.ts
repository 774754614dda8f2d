import { COMMENT_MAX_LENGTH, DEFAULT_ZONE, MIN_DINERS } from './mesas';
import { lineAmount, QUANTITY_SCALE, toMinor } from './money';
import { searchKey, searchWords } from './search-text';
import { modifiersKey, type Curso } from './modificadores';

/*
 * Rules of the waiter handheld (/m/mesas), SPEC §2 'Waiter app', §3 (pending selection, table as
 * received by the waiter app), §5 'Waiter app' and §9. Pure: the screens and their tests share them.
 */

/** Map view: pixels per grid cell (SPEC §9). */
export const WAITER_GRID_UNIT = 50;
/** Server positions are divided by this (and rounded) to get the waiter's grid cell. */
export const WAITER_POSITION_DIVISOR = 80;
/** Large tables are drawn this many times bigger than small ones. */
export const LARGE_TABLE_SCALE = 1.8;
export const WAITER_DEFAULT_ZONE = DEFAULT_ZONE;
export const WAITER_DEFAULT_CAPACITY = 4;
/** How many frequent products the active order asks for. */
export const WAITER_FREQUENT_PRODUCTS = 4;
export const NO_CATEGORY = 'Sin categoría';
/** The quick comment suggestions, in the order they are offered. */
export const COMMENT_SUGGESTIONS = ['Sin cebolla', 'Sin tomate', 'Bien cocido', 'Jugoso', 'Sin sal', 'Extra queso', 'Picante', 'Sin mayonesa'] as const;

/* ------------------------------------------------------------------ tables */

export type WaiterTableEstado = 'libre' | 'ocupada' | 'reservada';

/** A table as GET /mesas sends it; every field but id and numero may be missing. */
export interface WaiterMesaSource {
  id: number;
  numero: number;
  nombre?: string | null;
  forma?: string | null;
  capacidad?: number | null;
  x?: number | null;
  y?: number | null;
  estado?: string | null;
  zona?: string | null;
  comentario?: string | null;
  clienteId?: number | null;
  /** The active draft, when the table has one. */
  draft?: WaiterDraftSummary | null;
  /** The table's next reservation (issue 10): reserved from an hour before it (`reservaVigente`). */
  reserva?: WaiterReserva | null;
}

export interface WaiterReserva {
  clienteNombre: string;
  hora: string;
  personas: number;
  estado: string;
  inicio: string;
  fin: string;
}

export interface WaiterDraftSummary {
  id: number;
  comensales: number;
  camarero?: string | null;
  fechaApertura: string;
  total: number;
  cantidadItems: number;
}

export interface WaiterTable {
  id: number;
  numero: number;
  nombre: string | null;
  tipo: 'redonda' | 'cuadrada';
  tam: 'grande' | 'chica';
  capacidad: number;
  /** Grid cell (server pixels / 80, rounded). */
  x: number;
  y: number;
  estado: WaiterTableEstado;
  zona: string;
  comensales: number | null;
  comentario: string | null;
  clienteId: number | null;
  /** The open draft (comanda): real opening time and total. */
  pedido: WaiterDraftSummary | null;
  reserva: WaiterReserva | null;
}

/** SPEC §3 'Table as received by the waiter app' and its mapping. Occupied means it has a draft. */
export function toWaiterTable(m: WaiterMesaSource): WaiterTable {
  const capacidad = m.capacidad != null && m.capacidad > 0 ? m.capacidad : WAITER_DEFAULT_CAPACITY;
  const pedido = m.draft ?? null;
  const zona = m.zona?.trim() ? m.zona.trim() : WAITER_DEFAULT_ZONE;
  return {
    id: m.id,
    numero: m.numero,
    nombre: m.nombre?.trim() ? m.nombre.trim() : null,
    tipo: m.forma === 'circular' || m.forma === 'redonda' ? 'redonda' : 'cuadrada',
    tam: capacidad > WAITER_DEFAULT_CAPACITY ? 'grande' : 'chica',
    capacidad,
    x: Math.round((m.x ?? 0) / WAITER_POSITION_DIVISOR),
    y: Math.round((m.y ?? 0) / WAITER_POSITION_DIVISOR),
    estado: pedido ? 'ocupada' : m.estado === 'reservada' ? 'reservada' : 'libre',
    zona,
    comensales: pedido ? pedido.comensales : null,
    comentario: m.comentario ?? null,
    clienteId: m.clienteId ?? null,
    pedido,
    reserva: m.reserva ?? null,
  };
}

/** The zones in the order their first table appears; the first one is selected by default. */
export function zonesOf(tables: readonly Pick<WaiterTable, 'zona'>[]): string[] {
  return [...new Set(tables.map((t) => t.zona))];
}

/** Digits-only comparison: '  12 ' finds table 12 (and 112); blank finds every table. */
export function matchesTableNumber(numero: number, query: string): boolean {
  const q = query.replace(/\D+/g, '');
  if (query.trim() === '') return true;
  return q !== '' && String(numero).includes(q);
}

/**
 * The cards of the list: a typed number searches every zone (the waiter may not know where
 * table 12 is), otherwise the selected zone's tables. Ordered by number.
 */
export function visibleTables<T extends Pick<WaiterTable, 'numero' | 'zona'>>(tables: readonly T[], zone: string | null, query: string): T[] {
  const searching = query.trim() !== '';
  return tables
    .filter((t) => (searching ? matchesTableNumber(t.numero, query) : zone === null || t.zona === zone))
    .sort((a, b) => a.numero - b.numero);
}

export type WaiterEmptyState = 'none' | 'search' | 'zone' | null;

/** Which empty message applies: no tables at all, a search with no match, or an empty zone. */
export function waiterEmptyState(totalTables: number, visible: number, query: string): WaiterEmptyState {
  if (visible > 0) return null;
  if (totalTables === 0) return 'none';
  return query.trim() !== '' ? 'search' : 'zone';
}

export interface MapBox {
  left: number;
  top: number;
  size: number;
}

/** Where the map draws a table: its cell times the unit; large tables 1.8 times bigger. */
export function mapBox(t: Pick<WaiterTable, 'x' | 'y' | 'tam'>, unit: number = WAITER_GRID_UNIT): MapBox {
  return { left: t.x * unit, top: t.y * unit, size: t.tam === 'grande' ? unit * LARGE_TABLE_SCALE : unit };
}

/** The map's size: the farthest table edge on each axis. */
export function mapExtent(tables: readonly Pick<WaiterTable, 'x' | 'y' | 'tam'>[], unit: number = WAITER_GRID_UNIT): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const t of tables) {
    const box = mapBox(t, unit);
    width = Math.max(width, box.left + box.size);
    height = Math.max(height, box.top + box.size);
  }
  return { width, height };
}

/* --------------------------------------------------------------- products */

export interface WaiterProduct {
  id: number;
  nombre: string;
  descripcion?: string | null;
  /** Decimal amount as the API sends it. */
  precio: number;
  activo?: boolean;
  categoria?: string | null;
  categoriaDescripcion?: string | null;
  controlaStock?: boolean;
  stockActual?: number | null;
  unidadMedida?: string;
  codigoBarras?: string | null;
  codigoSku?: string | null;
}

/** categoriaDescripcion, else categoria, else 'Sin categoría'. */
export function productCategory(p: Pick<WaiterProduct, 'categoria' | 'categoriaDescripcion'>): string {
  return p.categoriaDescripcion?.trim() || p.categoria?.trim() || NO_CATEGORY;
}

/** A category whose name holds both 'trago' and 'autor' is shown as 'Drinks'. */
export function categoryDisplayName(name: string): string {
  const key = searchKey(name);
  return key.includes('trago') && key.includes('autor') ? 'Drinks' : name;
}

export interface CategoryGroup<P> {
  name: string;
  products: P[];
}

/**
 * Active products grouped by category. Categories follow `order` (the menu's order) when given,
 * then the rest alphabetically, 'Sin categoría' last.
 */
export function groupByCategory<P extends WaiterProduct>(products: readonly P[], order: readonly string[] = []): CategoryGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const p of products) {
    if (p.activo === false) continue;
    const name = productCategory(p);
    const list = groups.get(name);
    if (list) list.push(p);
    else groups.set(name, [p]);
  }
  const rank = (name: string) => {
    const i = order.findIndex((o) => searchKey(o) === searchKey(name));
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.entries()]
    .map(([name, list]) => ({ name, products: list }))
    .sort((a, b) => {
      if (a.name === NO_CATEGORY || b.name === NO_CATEGORY) return a.name === NO_CATEGORY ? 1 : -1;
      return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'es');
    });
}

type Keywords = readonly [readonly string[], string][];

function byKeyword(text: string, table: Keywords): string | null {
  const key = searchKey(text);
  for (const [words, emoji] of table) if (words.some((w) => key.includes(w))) return emoji;
  return null;
}

const CATEGORY_ICONS: Keywords = [
  [['trago', 'drink', 'coctel', 'cocktail'], '🍸'],
  [['vino', 'bodega'], '🍷'],
  [['cerveza', 'birra'], '🍺'],
  [['cafe', 'cafeteria', 'desayuno', 'merienda'], '☕'],
  [['bebida', 'gaseosa', 'jugo'], '🥤'],
  [['postre', 'dulce', 'helado'], '🍰'],
  [['pizza'], '🍕'],
  [['pasta'], '🍝'],
  [['hamburguesa', 'burger', 'sandwich'], '🍔'],
  [['parrilla', 'carne', 'asado'], '🥩'],
  [['ensalada', 'vegetar', 'vegano'], '🥗'],
  [['entrada', 'picada', 'tapa'], '🥟'],
  [['principal', 'plato', 'minuta'], '🍽️'],
];

/** The icon of a category button, chosen by keywords of its name. */
export function categoryIcon(name: string): string {
  return byKeyword(name, CATEGORY_ICONS) ?? '🍴';
}

const PRODUCT_EMOJIS: Keywords = [
  [['empanada'], '🥟'],
  [['pizza', 'fugazz', 'muzza'], '🍕'],
  [['hamburguesa', 'burger'], '🍔'],
  [['milanesa'], '🍖'],
  [['bife', 'asado', 'vacio', 'entrana', 'lomo', 'carne'], '🥩'],
  [['pollo', 'suprema'], '🍗'],
  [['noquis', 'sorrentino', 'raviol', 'fideo', 'spaghetti', 'tallarin', 'lasagna', 'pasta'], '🍝'],
  [['ensalada'], '🥗'],
  [['papas', 'fritas'], '🍟'],
  [['rabas', 'calamar'], '🦑'],
  [['pescado', 'salmon', 'merluza'], '🐟'],
  [['provoleta', 'queso', 'fiambre'], '🧀'],
  [['helado'], '🍨'],
  [['flan', 'budin'], '🍮'],
  [['torta', 'tiramisu', 'postre', 'cheesecake', 'brownie'], '🍰'],
  [['cafe', 'espresso', 'cortado', 'capuccino', 'lagrima'], '☕'],
  [['te ', 'infusion'], '🍵'],
  [['cerveza', 'ipa', 'pinta'], '🍺'],
  [['vino', 'malbec', 'cabernet', 'torrontes'], '🍷'],
  [['negroni', 'gin', 'fernet', 'aperol', 'spritz', 'mojito', 'trago', 'daiquiri', 'campari'], '🍸'],
  [['agua'], '💧'],
  [['jugo', 'limonada', 'exprimido'], '🧃'],
  [['gaseosa', 'cola', 'soda', 'sprite', 'tonica'], '🥤'],
];

/** The emoji of a product card: from its name first, then its category. */
export function productEmoji(p: Pick<WaiterProduct, 'nombre' | 'categoria' | 'categoriaDescripcion'>): string {
  return byKeyword(` ${p.nombre} `, PRODUCT_EMOJIS) ?? byKeyword(productCategory(p), CATEGORY_ICONS) ?? '🍽️';
}

/** Stock-controlled products at 0 or below cannot be added. */
export function canAddProduct(p: Pick<WaiterProduct, 'controlaStock' | 'stockActual'>): boolean {
  return !p.controlaStock || (p.stockActual ?? 0) > 0;
}

/** Local search over the menu (used offline): every word in the name, or the exact code. */
export function productMatches(p: WaiterProduct, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return false;
  const name = searchKey(p.nombre);
  if (words.every((w) => name.includes(w))) return true;
  const code = query.trim().toLowerCase();
  return p.codigoBarras?.toLowerCase() === code || (p.codigoSku?.toLowerCase().startsWith(code) ?? false);
}

/* ------------------------------------------------------ pending selection */

/** SPEC §3 'Pending selection': chosen but not yet confirmed (sent to the kitchen). */
export interface PendingItem {
  /** The product id. */
  id: number;
  nombre: string;
  /** Decimal unit price as the API sends it. */
  precio: number;
  /** Units, or kilos/litres/grams for products sold by weight (up to 3 decimals). */
  cantidad: number;
  notas: string | null;
  unidadMedida?: string;
  /** Issue 16: the ids of the options chosen (the price above includes their deltas). */
  modificadores?: number[];
  /** Their names, as the line shows them ('A punto, Queso'). */
  detalle?: string;
  /** The line's course, and whether it waits to be fired. */
  curso?: Curso;
  enEspera?: boolean;
}

/** What tells two pending lines apart: the product, its options and its course. */
export function pendingKey(i: Pick<PendingItem, 'id' | 'modificadores' | 'curso' | 'enEspera'>): string {
  if (!i.modificadores?.length && !i.curso && !i.enEspera) return String(i.id);
  return `${i.id}:${modifiersKey(i.modificadores ?? [])}:${i.curso ?? ''}:${i.enEspera ? 1 : 0}`;
}

/** One tap: a unit, or a quarter kilo/litre, or 100 g/ml of a product sold by weight. */
export function quantityStep(unidadMedida: string | undefined): number {
  if (unidadMedida === 'kg' || unidadMedida === 'litro') return 0.25;
  if (unidadMedida === 'gramo' || unidadMedida === 'ml') return 100;
  return 1;
}

const milli = (n: number) => Math.round(n * QUANTITY_SCALE);
const fromMilli = (n: number) => n / QUANTITY_SCALE;

/**
 * Adds one step of the product: to its line when already chosen (same options and course), else
 * as a new line. `choice` (issue 16): the options chosen, their text and the unit price with
 * their deltas.
 */
export function addPending(
  list: readonly PendingItem[],
  p: Pick<WaiterProduct, 'id' | 'nombre' | 'precio' | 'unidadMedida'>,
  choice?: { modificadores: number[]; detalle: string; precio: number; curso?: Curso | undefined; enEspera?: boolean | undefined },
): PendingItem[] {
  const step = quantityStep(p.unidadMedida);
  const line: PendingItem = {
    id: p.id,
    nombre: p.nombre,
    precio: choice?.precio ?? p.precio,
    cantidad: step,
    notas: null,
    ...(p.unidadMedida ? { unidadMedida: p.unidadMedida } : {}),
    ...(choice && choice.modificadores.length > 0 ? { modificadores: [...choice.modificadores], detalle: choice.detalle } : {}),
    ...(choice?.curso ? { curso: choice.curso } : {}),
    ...(choice?.enEspera ? { enEspera: true } : {}),
  };
  const key = pendingKey(line);
  if (list.some((i) => pendingKey(i) === key)) {
    return list.map((i) => (pendingKey(i) === key ? { ...i, cantidad: fromMilli(milli(i.cantidad) + milli(step)) } : i));
  }
  return [...list, line];
}

/** Issue 16: the line's course; a course holds the line until the waiter fires it, none sends it now. */
export function setPendingCurso(list: readonly PendingItem[], key: number | string, curso: Curso | null): PendingItem[] {
  return list.map((i) => {
    if (pendingKey(i) !== String(key)) return i;
    const { curso: _curso, enEspera: _enEspera, ...rest } = i;
    return curso ? { ...rest, curso, enEspera: true } : rest;
  });
}

/**
 * Plus or minus one step. In the active order ('keep') minus never goes below one step
 * (removal is a separate button); in the category view ('remove') reaching 0 removes the line.
 */
export function stepPending(list: readonly PendingItem[], id: number | string, direction: 1 | -1, atZero: 'keep' | 'remove'): PendingItem[] {
  const out: PendingItem[] = [];
  for (const item of list) {
    if (pendingKey(item) !== String(id)) {
      out.push(item);
      continue;
    }
    const step = milli(quantityStep(item.unidadMedida));
    const next = milli(item.cantidad) + direction * step;
    if (next <= 0) {
      if (atZero === 'keep') out.push({ ...item, cantidad: fromMilli(step) });
      continue;
    }
    out.push({ ...item, cantidad: fromMilli(next) });
  }
  return out;
}

export function removePending(list: readonly PendingItem[], id: number | string): PendingItem[] {
  return list.filter((i) => pendingKey(i) !== String(id));
}

/** The quantity of one product in the pending selection, all its lines together (0 when not chosen). */
export function pendingQuantity(list: readonly PendingItem[], id: number): number {
  return fromMilli(list.filter((i) => i.id === id).reduce((sum, i) => sum + milli(i.cantidad), 0));
}

export function setPendingNote(list: readonly PendingItem[], id: number | string, text: string): PendingItem[] {
  const notas = normalizeComment(text);
  return list.map((i) => (pendingKey(i) === String(id) ? { ...i, notas } : i));
}

/** Units for unit products, one per line for products sold by weight. */
export function countUnits(items: readonly { cantidad: number; unidadMedida?: string | undefined }[]): number {
  return items.reduce((sum, i) => sum + (quantityStep(i.unidadMedida) === 1 ? Math.round(i.cantidad) : 1), 0);
}

/** 'Total a confirmar', in minor units of the venue's `currency`. */
export function pendingTotalMinor(list: readonly Pick<PendingItem, 'precio' | 'cantidad'>[], currency: string): number {
  return list.reduce((sum, i) => sum + lineAmount(toMinor(i.precio, currency), milli(i.cantidad)), 0);
}

/* ---------------------------------------------------------------- modals */

/** A comment as saved: trimmed, at most 150 characters; empty clears the note (null). */
export function normalizeComment(text: string): string | null {
  const trimmed = text.trim().slice(0, COMMENT_MAX_LENGTH).trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A quick suggestion tapped in the comment modal: not added when the text already holds it
 * (case-insensitive), appended after a comma in lower case when there is text, and never past
 * the 150-character limit.
 */
export function applyCommentSuggestion(text: string, suggestion: string): string {
  if (text.toLocaleLowerCase('es').includes(suggestion.toLocaleLowerCase('es'))) return text;
  const base = text.trim().replace(/[,\s]+$/, '');
  const next = base === '' ? suggestion : `${base}, ${suggestion.toLocaleLowerCase('es')}`;
  return next.length > COMMENT_MAX_LENGTH ? text : next;
}

/** The delete button stays disabled until the reason has non-blank text. */
export function canConfirmDeletion(reason: string): boolean {
  return reason.trim() !== '';
}

/** Diners of the open-table modal: minus stops at 1, plus has no upper bound. */
export function stepDiners(diners: number, direction: 1 | -1): number {
  return Math.max(MIN_DINERS, Math.trunc(diners) + direction);
}

/** Opening is blocked when diners is below 1 (or not a whole number). */
export function canOpenTable(diners: number): boolean {
  return Number.isInteger(diners) && diners >= MIN_DINERS;
}

/** 'Cerrar mesa {n}' shows only while the draft has no items (deleted ones do not count). */
export function canCloseTable(items: readonly { eliminado: boolean }[]): boolean {
  return items.every((i) => i.eliminado);
}
