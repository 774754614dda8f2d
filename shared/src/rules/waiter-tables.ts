import { DEFAULT_ZONE } from './mesas';

/*
 * The waiter handheld's tables (/m/mesas): a table as the handheld receives it, the zone and number
 * filters, the empty states and the map's boxes. Pure: the screens and their tests share them.
 */

/** Map view: pixels per grid cell. */
export const WAITER_GRID_UNIT = 50;
/** Server positions are divided by this (and rounded) to get the waiter's grid cell. */
export const WAITER_POSITION_DIVISOR = 80;
/** Large tables are drawn this many times bigger than small ones. */
export const LARGE_TABLE_SCALE = 1.8;
export const WAITER_DEFAULT_ZONE = DEFAULT_ZONE;
export const WAITER_DEFAULT_CAPACITY = 4;
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
  /** The table's next reservation: reserved from an hour before it (`reservaVigente`). */
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

/** Table as received by the waiter app and its mapping. Occupied means it has a draft. */
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
  return tables.filter((t) => (searching ? matchesTableNumber(t.numero, query) : zone === null || t.zona === zone)).sort((a, b) => a.numero - b.numero);
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
