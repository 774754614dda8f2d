import type { Preparacion, preparacionInputSchema } from '@resto/shared/contracts';
import { currencyScale } from '@resto/shared/format';
import { divRound, fromMicro, fromMinor, INSUMO_QUANTITY_SCALE, RecetaInvalidaError, toMicro, type InsumoUnidad } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { nombreClave } from './insumos.service';
import { catalogoDeRecetas, costoDeLineas, guardarLineasReceta, lineaDeRow, lineasComoContrato, validarLineasReceta } from './recetas';
import * as repo from './recetas.repository';

type Db = Kysely<Database>;
export type PreparacionInput = Omit<z.output<typeof preparacionInputSchema>, 'clientMutationId'>;

/** Decimals of the cost per unit of a yield: a gram of a sauce costs fractions of a cent. */
const COSTO_POR_UNIDAD_DECIMALES = 6;

/** Minor units of a batch over its yield (millionths), as a decimal of the currency per whole unit. */
function porUnidad(costoMinor: number, rendimientoMicro: number, currency: string): number {
  const scaled = divRound(
    BigInt(costoMinor) * BigInt(INSUMO_QUANTITY_SCALE) * 10n ** BigInt(COSTO_POR_UNIDAD_DECIMALES),
    BigInt(rendimientoMicro) * 10n ** BigInt(currencyScale(currency)),
  );
  return Number(scaled) / 10 ** COSTO_POR_UNIDAD_DECIMALES;
}

async function shapeAll(db: Db, localId: number, preps: readonly repo.PreparacionRow[], verCostos: boolean): Promise<Preparacion[]> {
  const cat = await catalogoDeRecetas(db, localId);
  const rows = await repo.lineasDePreparaciones(db, localId);
  return preps.map((p) => {
    const own = rows.filter((r) => r.de_preparacion_id === p.id);
    let costo: number | null = null;
    if (verCostos) {
      try {
        costo = costoDeLineas(own.map(lineaDeRow), cat.ctx);
      } catch (e) {
        if (!(e instanceof RecetaInvalidaError)) throw e;
      }
    }
    return {
      id: p.id,
      nombre: p.nombre,
      unidad: p.unidad as InsumoUnidad,
      rendimiento: fromMicro(p.rendimiento),
      activo: p.activo,
      lineas: lineasComoContrato(own, cat, cat.currency, verCostos),
      costo: costo === null ? null : fromMinor(costo, cat.currency),
      costoPorUnidad: costo === null ? null : porUnidad(costo, p.rendimiento, cat.currency),
    };
  });
}

export async function listPreparaciones(db: Db, localId: number, verCostos: boolean): Promise<Preparacion[]> {
  return shapeAll(db, localId, await repo.listPreparaciones(db, localId), verCostos);
}

async function requirePreparacion(db: Db, localId: number, id: number): Promise<repo.PreparacionRow> {
  const row = await repo.findPreparacion(db, localId, id);
  if (!row) throw notFound('PREPARACION_NO_EXISTE');
  return row;
}

export async function getPreparacion(db: Db, localId: number, id: number, verCostos: boolean): Promise<Preparacion> {
  return (await shapeAll(db, localId, [await requirePreparacion(db, localId, id)], verCostos))[0]!;
}

async function guardar(db: Db, localId: number, input: PreparacionInput, before: repo.PreparacionRow | null): Promise<number> {
  const nombre = input.nombre.trim();
  const clave = nombreClave(nombre);
  if ((await repo.listPreparaciones(db, localId)).some((p) => p.id !== before?.id && nombreClave(p.nombre) === clave)) throw conflict('PREPARACION_NOMBRE_DUPLICADO', { nombre });
  const rendimiento = toMicro(input.rendimiento);
  const lineas = await validarLineasReceta(db, localId, input.lineas, { preparacion: { id: before?.id ?? null, nombre, unidad: input.unidad, rendimiento } });
  const values = { nombre, unidad: input.unidad, rendimiento, activo: input.activo };
  const at = new Date().toISOString();
  const id = before ? before.id : await repo.insertPreparacion(db, localId, values, at);
  if (before) await repo.updatePreparacion(db, localId, id, values, at);
  await guardarLineasReceta(db, localId, { preparacionId: id }, lineas);
  return id;
}

/** Creates a preparation with its lines (checked: components of the venue, units that convert, no cycle). Audited. */
export async function createPreparacion(db: Db, who: Actor & { verCostos: boolean }, input: PreparacionInput): Promise<Preparacion> {
  const id = await guardar(db, who.localId, input, null);
  await audit(db, who, { accion: 'crear-preparacion', entidad: 'preparacion', entidadId: id, antes: null, despues: await getPreparacion(db, who.localId, id, true) });
  return getPreparacion(db, who.localId, id, who.verCostos);
}

/** Replaces a preparation and its lines; every recipe that uses it follows. Audited before and after. */
export async function updatePreparacion(db: Db, who: Actor & { verCostos: boolean }, id: number, input: PreparacionInput): Promise<Preparacion> {
  const before = await requirePreparacion(db, who.localId, id);
  const antes = await getPreparacion(db, who.localId, id, true);
  await guardar(db, who.localId, input, before);
  await audit(db, who, { accion: 'editar-preparacion', entidad: 'preparacion', entidadId: id, antes, despues: await getPreparacion(db, who.localId, id, true) });
  return getPreparacion(db, who.localId, id, who.verCostos);
}

/** Deletes a preparation no recipe uses (409 naming those that do). Audited. */
export async function deletePreparacion(db: Db, who: Actor, id: number): Promise<void> {
  const before = await requirePreparacion(db, who.localId, id);
  const usos = await repo.usosDe(db, who.localId, { preparacionId: id });
  if (usos.length > 0) throw conflict('PREPARACION_EN_USO', { preparacion: before.nombre, usos: usos.slice(0, 5).join(', ') + (usos.length > 5 ? '…' : '') });
  const antes = await getPreparacion(db, who.localId, id, true);
  await repo.deletePreparacion(db, who.localId, id);
  await audit(db, who, { accion: 'eliminar-preparacion', entidad: 'preparacion', entidadId: id, antes, despues: null });
}
