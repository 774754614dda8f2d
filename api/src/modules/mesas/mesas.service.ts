import type { Draft, Mesa, mesaInputSchema, MesaReservaResumen, Zona } from '@resto/shared/contracts';
import { gridToPosition, normalizeZone, positionToGrid, TABLE_GRID_CELL, tableCapacity, tableShape, tableSizeForCapacity } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import * as draftsRepo from './drafts.repository';
import { listActiveDrafts } from './drafts.service';
import { reservasDeMesas } from './reservas.service';
import * as repo from './mesas.repository';

type Db = Kysely<Database>;
export type MesaInput = z.output<typeof mesaInputSchema>;

/** Tables of a first plan: rows of 4, one empty cell between tables. */
const FIRST_PLAN_COLUMNS = 4;
const FIRST_PLAN_DEFAULT_TABLES = 12;

function toMesa(m: repo.MesaRow, draft: Draft | undefined, reserva: MesaReservaResumen | null = null): Mesa {
  return {
    id: m.id,
    numero: m.numero,
    nombre: m.nombre,
    capacidad: m.capacidad,
    tam: m.tamano,
    x: m.x,
    y: m.y,
    gridX: positionToGrid(m.x),
    gridY: positionToGrid(m.y),
    estado: m.estado,
    zona: m.zona,
    forma: m.forma,
    ocupada: draft !== undefined,
    draft: draft
      ? {
          id: draft.id,
          comensales: draft.comensales,
          camarero: draft.camarero,
          fechaApertura: draft.fechaApertura,
          ultimaActualizacion: draft.ultimaActualizacion,
          total: draft.total,
          cantidadItems: draft.cantidadItems,
        }
      : null,
    reserva,
  };
}

/** The plan by table number, each table with its active draft (real minutes and total). */
export async function listMesas(db: Db, localId: number): Promise<Mesa[]> {
  const mesas = await repo.listMesas(db, localId);
  const drafts = new Map((await listActiveDrafts(db, localId)).map((d) => [d.mesaId, d]));
  const reservas = await reservasDeMesas(db, localId);
  return mesas.map((m) => toMesa(m, drafts.get(m.id), reservas.get(m.id) ?? null));
}

/** The venue's zones, ordered by their lowest table number. */
export async function listZonas(db: Db, localId: number): Promise<Zona[]> {
  const zonas = new Map<string, number>();
  for (const m of await repo.listMesas(db, localId)) zonas.set(m.zona, (zonas.get(m.zona) ?? 0) + 1);
  return [...zonas].map(([zona, cantidadMesas]) => ({ zona, cantidadMesas }));
}

/** Defaults: capacity 6 when large else 4, position = cell * 85, disponible, salon, shape from the editor's type. */
function toValues(input: MesaInput): repo.MesaValues {
  const cell = input.tamanoCelda ?? TABLE_GRID_CELL;
  const tamano = input.tam ?? (input.capacidad ? tableSizeForCapacity(input.capacidad) : 'chica');
  return {
    numero: input.numero,
    nombre: input.nombre,
    capacidad: input.capacidad ?? tableCapacity(tamano),
    tamano,
    x: Math.round(input.x ?? gridToPosition(input.gridX ?? 0, cell)),
    y: Math.round(input.y ?? gridToPosition(input.gridY ?? 0, cell)),
    estado: input.estado ?? 'disponible',
    zona: normalizeZone(input.zona),
    forma: input.forma ?? tableShape(input.tipo),
  };
}

/**
 * Saves the whole plan as received, atomically: listed tables with a known id are updated, the
 * others created, and the venue's tables missing from the list deleted. Numbers are unique and
 * above 0. A table with an active draft keeps its number and cannot be deleted.
 */
export async function saveMesasBulk(db: Db, localId: number, inputs: readonly MesaInput[]): Promise<Mesa[]> {
  const current = new Map((await repo.listMesas(db, localId, true)).map((m) => [m.id, m]));
  const numbers = new Set<number>();
  const kept = new Map<number, repo.MesaValues>();
  const created: repo.MesaValues[] = [];
  for (const input of inputs) {
    const values = toValues(input);
    if (numbers.has(values.numero)) throw badRequest('MESA_NUMERO_REPETIDO', { numero: values.numero });
    numbers.add(values.numero);
    if (input.id != null && current.has(input.id)) {
      if (kept.has(input.id)) throw badRequest('MESA_REPETIDA_EN_PLANO', { numero: current.get(input.id)!.numero });
      kept.set(input.id, values);
    } else {
      created.push(values);
    }
  }

  const occupied = new Set((await draftsRepo.listDrafts(db, localId, { estado: 'activo' })).map((d) => d.mesaId));
  const removed = [...current.values()].filter((m) => !kept.has(m.id));
  for (const m of removed) {
    if (occupied.has(m.id)) throw conflict('MESA_CON_DRAFT_NO_SE_QUITA', { numero: m.numero });
  }
  const renumbered = [...kept].filter(([id, values]) => current.get(id)!.numero !== values.numero);
  for (const [id] of renumbered) {
    if (occupied.has(id)) throw conflict('MESA_CON_DRAFT_NO_SE_RENUMERA', { numero: current.get(id)!.numero });
  }

  await repo.deleteMesas(
    db,
    localId,
    removed.map((m) => m.id),
  );
  // Tables may swap numbers: park the ones that change on a number no table uses (-id), so the
  // unique (venue, number) index never sees two tables with one number halfway through.
  for (const [id] of renumbered) await repo.updateMesa(db, localId, id, { numero: -id });
  for (const [id, values] of kept) await repo.updateMesa(db, localId, id, values);
  await repo.insertMesas(db, localId, created);
  return listMesas(db, localId);
}

/** A first plan for a venue without tables: `cantidad` square tables for 4 in rows of 4. */
export async function initializeMesas(db: Db, localId: number, input: { cantidad?: number | null | undefined; zona?: string | null | undefined }): Promise<Mesa[]> {
  if ((await repo.countMesas(db, localId)) > 0) throw conflict('PLANO_YA_EXISTE');
  const zona = normalizeZone(input.zona);
  const mesas = Array.from({ length: input.cantidad ?? FIRST_PLAN_DEFAULT_TABLES }, (_, i): repo.MesaValues => ({
    numero: i + 1,
    nombre: null,
    capacidad: tableCapacity('chica'),
    tamano: 'chica',
    x: gridToPosition((i % FIRST_PLAN_COLUMNS) * 2),
    y: gridToPosition(Math.floor(i / FIRST_PLAN_COLUMNS) * 2),
    estado: 'disponible',
    zona,
    forma: 'cuadrada',
  }));
  await repo.insertMesas(db, localId, mesas);
  return listMesas(db, localId);
}
