import type { Mesa, MesaEstado, MesaInput } from '@resto/shared/contracts';
import { normalizeZone, TABLE_GRID_CELL, tableCapacity, type TableShape, type TableSize } from '@resto/shared/rules';

/*
 * The floor-plan editor's working copy (tables saved in bulk): pure
 * functions over the tables being edited, saved whole with PUT /mesas/bulk.
 */

export interface EditorMesa {
  /** Stable while editing: `m5` for table id 5, `n1` for the first table added. */
  key: string;
  /** Null for a table not saved yet. */
  id: number | null;
  numero: number;
  nombre: string | null;
  capacidad: number;
  tam: TableSize;
  forma: TableShape;
  gridX: number;
  gridY: number;
  zona: string;
  estado: MesaEstado;
}

/** Cells of the editor's grid before tables push it further. */
export const GRID_MIN_COLS = 10;
export const GRID_MIN_ROWS = 7;

export function fromMesa(m: Mesa): EditorMesa {
  return {
    key: `m${m.id}`,
    id: m.id,
    numero: m.numero,
    nombre: m.nombre,
    capacidad: m.capacidad,
    tam: m.tam,
    forma: m.forma,
    gridX: m.gridX,
    gridY: m.gridY,
    zona: m.zona,
    estado: m.estado,
  };
}

/** A table as PUT /mesas/bulk takes it: grid cells of 85, a new table without id. */
export function toInput(m: EditorMesa): MesaInput {
  return {
    id: m.id,
    numero: m.numero,
    nombre: m.nombre,
    capacidad: m.capacidad,
    tam: m.tam,
    forma: m.forma,
    gridX: m.gridX,
    gridY: m.gridY,
    tamanoCelda: TABLE_GRID_CELL,
    zona: m.zona,
    estado: m.estado,
  };
}

/** Cells a table covers on each side: a large one (1.8 cells) takes two. */
export function span(tam: TableSize): number {
  return tam === 'grande' ? 2 : 1;
}

function overlaps(a: Pick<EditorMesa, 'gridX' | 'gridY' | 'tam'>, b: Pick<EditorMesa, 'gridX' | 'gridY' | 'tam'>): boolean {
  return a.gridX < b.gridX + span(b.tam) && b.gridX < a.gridX + span(a.tam) && a.gridY < b.gridY + span(b.tam) && b.gridY < a.gridY + span(a.tam);
}

/** Whether `m` fits at its cell: inside the grid and over no other table of its zone. */
export function fits(mesas: readonly EditorMesa[], m: EditorMesa): boolean {
  if (m.gridX < 0 || m.gridY < 0) return false;
  return !mesas.some((o) => o.key !== m.key && o.zona === m.zona && overlaps(o, m));
}

/** The number a new table gets: one above the highest. */
export function nextNumero(mesas: readonly EditorMesa[]): number {
  return mesas.reduce((max, m) => Math.max(max, m.numero), 0) + 1;
}

/** The first free cell of the zone, row by row within `cols` columns. */
export function firstFreeCell(mesas: readonly EditorMesa[], zona: string, tam: TableSize, cols = GRID_MIN_COLS): { gridX: number; gridY: number } {
  const probe = (gridX: number, gridY: number): EditorMesa => ({ ...blank(zona, 0), key: '', tam, gridX, gridY });
  for (let gridY = 0; ; gridY += 1) {
    for (let gridX = 0; gridX + span(tam) <= cols; gridX += 1) {
      if (fits(mesas, probe(gridX, gridY))) return { gridX, gridY };
    }
  }
}

function blank(zona: string, numero: number): EditorMesa {
  return { key: '', id: null, numero, nombre: null, capacidad: tableCapacity('chica'), tam: 'chica', forma: 'cuadrada', gridX: 0, gridY: 0, zona, estado: 'disponible' };
}

let newSeq = 0;

/** Adds a small square table with the next number at the zone's first free cell. */
export function addMesa(mesas: readonly EditorMesa[], zona: string): { mesas: EditorMesa[]; added: EditorMesa } {
  newSeq += 1;
  const added: EditorMesa = { ...blank(normalizeZone(zona), nextNumero(mesas)), key: `n${newSeq}`, ...firstFreeCell(mesas, normalizeZone(zona), 'chica') };
  return { mesas: [...mesas, added], added };
}

/** Moves a table to a cell; refused (unchanged) when it would not fit there. */
export function moveMesa(mesas: readonly EditorMesa[], key: string, gridX: number, gridY: number): EditorMesa[] {
  return change(mesas, key, (m) => ({ ...m, gridX, gridY }));
}

/** One cell in a direction (the arrow keys). */
export function nudgeMesa(mesas: readonly EditorMesa[], key: string, dx: number, dy: number): EditorMesa[] {
  const m = mesas.find((t) => t.key === key);
  return m ? moveMesa(mesas, key, m.gridX + dx, m.gridY + dy) : [...mesas];
}

export type MesaPatch = Partial<Pick<EditorMesa, 'numero' | 'nombre' | 'capacidad' | 'tam' | 'forma' | 'zona' | 'estado'>>;

/**
 * Changes a table's properties. A new size brings its capacity (6 large, else 4); a new zone
 * puts the table at that zone's first free cell. A change that would overlap is refused.
 */
export function updateMesa(mesas: readonly EditorMesa[], key: string, patch: MesaPatch): EditorMesa[] {
  return change(mesas, key, (m) => {
    const next = { ...m, ...patch };
    if (patch.tam && patch.tam !== m.tam && patch.capacidad === undefined) next.capacidad = tableCapacity(patch.tam);
    if (patch.zona !== undefined) {
      next.zona = normalizeZone(patch.zona);
      if (next.zona !== m.zona)
        Object.assign(
          next,
          firstFreeCell(
            mesas.filter((o) => o.key !== key),
            next.zona,
            next.tam,
          ),
        );
    }
    return next;
  });
}

function change(mesas: readonly EditorMesa[], key: string, edit: (m: EditorMesa) => EditorMesa): EditorMesa[] {
  const current = mesas.find((m) => m.key === key);
  if (!current) return [...mesas];
  const next = edit(current);
  if (!fits(mesas, next)) return [...mesas];
  return mesas.map((m) => (m.key === key ? next : m));
}

export function removeMesa(mesas: readonly EditorMesa[], key: string): EditorMesa[] {
  return mesas.filter((m) => m.key !== key);
}

export type PlanProblem = { key: string; kind: 'numero' | 'duplicado' | 'capacidad'; numero: number };

/** What the api would refuse, found before saving: numbers above 0 and unique, capacity 1 to 50. */
export function planProblems(mesas: readonly EditorMesa[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const seen = new Map<number, number>();
  for (const m of mesas) seen.set(m.numero, (seen.get(m.numero) ?? 0) + 1);
  for (const m of mesas) {
    if (!Number.isSafeInteger(m.numero) || m.numero <= 0) problems.push({ key: m.key, kind: 'numero', numero: m.numero });
    else if ((seen.get(m.numero) ?? 0) > 1) problems.push({ key: m.key, kind: 'duplicado', numero: m.numero });
    if (!Number.isInteger(m.capacidad) || m.capacidad < 1 || m.capacidad > 50) problems.push({ key: m.key, kind: 'capacidad', numero: m.numero });
  }
  return problems;
}

/** Whether the working copy differs from what was loaded (order aside). */
export function isDirty(original: readonly EditorMesa[], current: readonly EditorMesa[]): boolean {
  if (original.length !== current.length) return true;
  const byKey = new Map(original.map((m) => [m.key, m]));
  return current.some((m) => {
    const o = byKey.get(m.key);
    return !o || (Object.keys(m) as (keyof EditorMesa)[]).some((k) => o[k] !== m[k]);
  });
}

/** Columns and rows the grid shows: the minimum, or room for the farthest table plus one. */
export function gridExtent(mesas: readonly EditorMesa[]): { cols: number; rows: number } {
  let cols = GRID_MIN_COLS;
  let rows = GRID_MIN_ROWS;
  for (const m of mesas) {
    cols = Math.max(cols, m.gridX + span(m.tam) + 1);
    rows = Math.max(rows, m.gridY + span(m.tam) + 1);
  }
  return { cols, rows };
}
