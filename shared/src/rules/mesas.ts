import { searchKey } from './search-text';

/*
 * Floor-plan and table-draft constants and rules (tables and the waiter app), shared by
 * the api (which stores and validates) and the screens (which draw and pre-validate).
 */

/** Pixels per grid cell of the floor-plan editor: a table at cell (2, 3) is saved at x 170, y 255. */
export const TABLE_GRID_CELL = 85;
export const LARGE_TABLE_CAPACITY = 6;
export const SMALL_TABLE_CAPACITY = 4;
export const DEFAULT_ZONE = 'salon';
/** Diners of a new draft when the caller gives none; the minimum is 1. */
export const DEFAULT_DINERS = 2;
export const MIN_DINERS = 1;
/** Limit of a draft's comment and of an item's note. */
export const COMMENT_MAX_LENGTH = 150;
/** Drafts untouched for this many hours are cancelled by the cleanup. */
export const DRAFT_CLEANUP_DEFAULT_HOURS = 24;

export type TableSize = 'chica' | 'grande';
export type TableShape = 'circular' | 'cuadrada';

/** 6 for a large table, else 4. */
export function tableCapacity(size: TableSize): number {
  return size === 'grande' ? LARGE_TABLE_CAPACITY : SMALL_TABLE_CAPACITY;
}

/** A table whose capacity is above the small one is drawn large. */
export function tableSizeForCapacity(capacity: number): TableSize {
  return capacity > SMALL_TABLE_CAPACITY ? 'grande' : 'chica';
}

/** The editor's round type is saved as 'circular'; anything else as 'cuadrada'. */
export function tableShape(type: string | null | undefined): TableShape {
  return type === 'redonda' || type === 'circular' ? 'circular' : 'cuadrada';
}

/**
 * A zone's stored form: lower case without accents, so 'Salón' and 'salon' are one zone.
 * Blank means the default zone.
 */
export function normalizeZone(zone: string | null | undefined): string {
  const key = searchKey(zone ?? '');
  return key === '' ? DEFAULT_ZONE : key;
}

/** 'terraza' -> 'Terraza': zone tabs show the name capitalised. */
export function zoneLabel(zone: string): string {
  return zone.charAt(0).toLocaleUpperCase('es') + zone.slice(1);
}

/** Grid cell to saved position and back (`cell` defaults to {@link TABLE_GRID_CELL}). */
export function gridToPosition(cellIndex: number, cell: number = TABLE_GRID_CELL): number {
  return Math.round(cellIndex * cell);
}
export function positionToGrid(position: number, cell: number = TABLE_GRID_CELL): number {
  return Math.round(position / cell);
}

/** Whole minutes a table has been open at `now` (never negative). */
export function minutesOpen(openedAt: string | Date, now: Date = new Date()): number {
  const opened = typeof openedAt === 'string' ? new Date(openedAt) : openedAt;
  return Math.max(0, Math.floor((now.getTime() - opened.getTime()) / 60_000));
}

/** The instant before which an untouched draft counts as idle. */
export function idleCutoff(now: Date, hours: number = DRAFT_CLEANUP_DEFAULT_HOURS): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}
