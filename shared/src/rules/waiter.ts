import { COMMENT_MAX_LENGTH, MIN_DINERS } from './mesas';
import { lineAmount, QUANTITY_SCALE, toMinor } from './money';
import { comboKey } from './combos';
import { modifiersKey, type Curso } from './modificadores';
import type { WaiterProduct } from './waiter-products';

/*
 * The waiter handheld's order being taken (/m/mesas): the pending selection before it is confirmed,
 * its quantities, notes and comment suggestions, and when a table may open or close. Pure: the
 * screens and their tests share them.
 */

/** How many frequent products the active order asks for. */
export const WAITER_FREQUENT_PRODUCTS = 4;
/** The quick comment suggestions, in the order they are offered. */
export const COMMENT_SUGGESTIONS = ['Sin cebolla', 'Sin tomate', 'Bien cocido', 'Jugoso', 'Sin sal', 'Extra queso', 'Picante', 'Sin mayonesa'] as const;

/* ------------------------------------------------------ pending selection */

/** Pending selection: chosen but not yet confirmed (sent to the kitchen). */
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
  /** The ids of the options chosen (the price above includes their deltas). */
  modificadores?: number[];
  /** A combo's choices, one per group (the price includes their surcharges). */
  combo?: { grupoId: number; opcionId: number }[];
  /** Their names, as the line shows them ('A punto, Queso'; a combo's components first). */
  detalle?: string;
  /** The line's course, and whether it waits to be fired. */
  curso?: Curso;
  enEspera?: boolean;
}

/** What tells two pending lines apart: the product, its options and its course. */
export function pendingKey(i: Pick<PendingItem, 'id' | 'modificadores' | 'combo' | 'curso' | 'enEspera'>): string {
  if (!i.modificadores?.length && !i.combo?.length && !i.curso && !i.enEspera) return String(i.id);
  return `${i.id}:${modifiersKey(i.modificadores ?? [])}:${i.curso ?? ''}:${i.enEspera ? 1 : 0}${i.combo?.length ? `:${comboKey(i.combo)}` : ''}`;
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
 * as a new line. `choice`: the options chosen, their text and the unit price with
 * their deltas.
 */
export function addPending(
  list: readonly PendingItem[],
  p: Pick<WaiterProduct, 'id' | 'nombre' | 'precio' | 'unidadMedida'>,
  choice?: {
    modificadores: number[];
    combo?: { grupoId: number; opcionId: number }[] | undefined;
    detalle: string;
    precio: number;
    curso?: Curso | undefined;
    enEspera?: boolean | undefined;
  },
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
    ...(choice?.combo?.length ? { combo: choice.combo.map((c) => ({ ...c })), detalle: choice.detalle } : {}),
    ...(choice?.curso ? { curso: choice.curso } : {}),
    ...(choice?.enEspera ? { enEspera: true } : {}),
  };
  const key = pendingKey(line);
  if (list.some((i) => pendingKey(i) === key)) {
    return list.map((i) => (pendingKey(i) === key ? { ...i, cantidad: fromMilli(milli(i.cantidad) + milli(step)) } : i));
  }
  return [...list, line];
}

/** The line's course; a course holds the line until the waiter fires it, none sends it now. */
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
