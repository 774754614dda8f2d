import type { CanalVenta, Promocion, PromocionParsed } from '@resto/shared/contracts';
import { formatScaled, parseScaled, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { promocionesQueRigen } from './promocion-vigente';
import * as repo from './promociones.repository';

type Db = Kysely<Database>;
export type PromocionInput = Omit<PromocionParsed, 'clientMutationId'>;

const percent = (scaled: number) => Number(formatScaled(BigInt(scaled), PERCENT_DECIMALS));
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

function shape(row: repo.PromocionRow, names: Awaited<ReturnType<typeof repo.namesOf>>): Promocion {
  return {
    id: row.id,
    nombre: row.nombre,
    tipo: row.tipo,
    lleva: row.lleva,
    paga: row.paga,
    porcentaje: row.porcentaje === null ? null : percent(row.porcentaje),
    productoId: row.productoId,
    producto: row.productoId === null ? null : (names.productos.get(row.productoId) ?? null),
    categoriaId: row.categoriaId,
    categoria: row.categoriaId === null ? null : (names.categorias.get(row.categoriaId) ?? null),
    canales: row.canales as CanalVenta[],
    vigencia: row.dias && row.desde && row.hasta ? { dias: row.dias, desde: row.desde, hasta: row.hasta } : null,
    activa: row.activa,
    fechaCreacion: row.createdAt,
    fechaModificacion: row.updatedAt,
  };
}

async function shapeAll(db: Db, localId: number, rows: readonly repo.PromocionRow[]): Promise<Promocion[]> {
  const names = await repo.namesOf(
    db,
    localId,
    rows.flatMap((r) => (r.productoId === null ? [] : [r.productoId])),
    rows.flatMap((r) => (r.categoriaId === null ? [] : [r.categoriaId])),
  );
  return rows.map((r) => shape(r, names));
}

export async function listPromociones(db: Db, localId: number): Promise<Promocion[]> {
  return shapeAll(db, localId, await repo.listPromociones(db, localId));
}

/** The promotions that hold now for `canal`: what a screen applies to show the total before the charge (the api still tags each line itself). */
export async function listPromocionesVigentes(db: Db, localId: number, canal: CanalVenta, at: Date): Promise<Promocion[]> {
  return shapeAll(db, localId, await promocionesQueRigen(db, localId, canal, at));
}

async function getPromocion(db: Db, localId: number, id: number): Promise<Promocion> {
  const row = await repo.findPromocion(db, localId, id);
  if (!row) throw notFound('PROMOCION_NO_EXISTE');
  return (await shapeAll(db, localId, [row]))[0]!;
}

/** The input checked against the venue (unique name, its own product or category) and stored as the repository keeps it. */
async function toValues(db: Db, localId: number, input: PromocionInput, exceptId: number | null): Promise<repo.PromocionValues> {
  const others = await repo.listPromociones(db, localId);
  if (others.some((p) => p.id !== exceptId && sameName(p.nombre, input.nombre))) throw conflict('PROMOCION_NOMBRE_DUPLICADO', { nombre: input.nombre.trim() });
  const productoId = input.productoId ?? null;
  const categoriaId = input.categoriaId ?? null;
  const names = await repo.namesOf(db, localId, productoId === null ? [] : [productoId], categoriaId === null ? [] : [categoriaId]);
  if (productoId !== null && !names.productos.has(productoId)) throw badRequest('PROMOCION_PRODUCTO_NO_EXISTE', { productoId });
  if (categoriaId !== null && !names.categorias.has(categoriaId)) throw badRequest('PROMOCION_CATEGORIA_NO_EXISTE', { categoriaId });
  const nxm = input.tipo === 'nxm';
  return {
    nombre: input.nombre.trim(),
    tipo: input.tipo,
    lleva: nxm ? (input.lleva ?? null) : null,
    paga: nxm ? (input.paga ?? null) : null,
    porcentaje: nxm || input.porcentaje === null || input.porcentaje === undefined ? null : Number(parseScaled(input.porcentaje, PERCENT_DECIMALS)),
    productoId,
    categoriaId,
    canales: input.canales,
    dias: input.vigencia ? [...input.vigencia.dias].sort((a, b) => a - b) : null,
    desde: input.vigencia?.desde ?? null,
    hasta: input.vigencia?.hasta ?? null,
    activa: input.activa,
  };
}

/** Creates a promotion and audits it, in the caller's transaction. */
export async function createPromocion(db: Db, actor: Actor, input: PromocionInput): Promise<Promocion> {
  const values = await toValues(db, actor.localId, input, null);
  const id = await repo.insertPromocion(db, actor.localId, values, new Date().toISOString());
  const promocion = await getPromocion(db, actor.localId, id);
  await audit(db, actor, { accion: 'crear-promocion', entidad: 'promocion', entidadId: id, antes: null, despues: promocion });
  return promocion;
}

/** Replaces a promotion and audits before and after; lines already added keep the promotion they were added under. */
export async function updatePromocion(db: Db, actor: Actor, id: number, input: PromocionInput): Promise<Promocion> {
  const before = await getPromocion(db, actor.localId, id);
  const values = await toValues(db, actor.localId, input, id);
  await repo.updatePromocion(db, actor.localId, id, values, new Date().toISOString());
  const promocion = await getPromocion(db, actor.localId, id);
  await audit(db, actor, { accion: 'editar-promocion', entidad: 'promocion', entidadId: id, antes: before, despues: promocion });
  return promocion;
}

/** Deletes a promotion: lines already added under it keep it (and its discount). */
export async function deletePromocion(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await getPromocion(db, actor.localId, id);
  await repo.deletePromocion(db, actor.localId, id);
  await audit(db, actor, { accion: 'eliminar-promocion', entidad: 'promocion', entidadId: id, antes: before, despues: null });
}
