import type { Compra, CompraEstado, ComprasPage } from '@resto/shared/contracts';
import { divRound, fromMicro, fromMinor, toMicro, type InsumoUnidad } from '@resto/shared/rules';
import type { compraInputSchema } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { amountIn, getVenue, userNames } from '../local';
import { requireActiveProveedor } from '../proveedores';
import * as repo from './compras.repository';

type Db = Kysely<Database>;
export type CompraInput = Omit<z.output<typeof compraInputSchema>, 'clientMutationId'>;

const MICRO = 1_000_000n;

/** A line's subtotal: quantity (millionths) times cost per unit, at the currency's smallest unit. */
export function subtotalMinor(cantidadMicro: number, costoMinor: number): number {
  return Number(divRound(BigInt(cantidadMicro) * BigInt(costoMinor), MICRO));
}

/** The order's total: every line's exact product added, rounded once. */
export function totalMinor(lineas: readonly { cantidad: number; costoUnitario: number }[]): number {
  const exact = lineas.reduce((sum, l) => sum + BigInt(l.cantidad) * BigInt(l.costoUnitario), 0n);
  return Number(divRound(exact, MICRO));
}

export function shapeCompra(row: repo.CompraRow, lineas: readonly repo.CompraLineaRow[], currency: string, usuarios: ReadonlyMap<number, string>): Compra {
  return {
    id: row.id,
    numero: row.numero,
    proveedorId: row.proveedorId,
    proveedorNombre: row.proveedorNombre,
    estado: row.estado as CompraEstado,
    notas: row.notas,
    total: fromMinor(row.total, currency),
    lineas: lineas.map((l) => ({
      id: l.id,
      insumoId: l.insumoId,
      nombre: l.nombre,
      unidad: l.unidad as InsumoUnidad,
      cantidad: fromMicro(l.cantidad),
      costoUnitario: fromMinor(l.costoUnitario, currency),
      cantidadRecibida: fromMicro(l.cantidadRecibida),
      subtotal: fromMinor(subtotalMinor(l.cantidad, l.costoUnitario), currency),
    })),
    usuarioNombre: row.usuarioId === null ? null : (usuarios.get(row.usuarioId) ?? null),
    fecha: row.createdAt,
    enviadaAt: row.enviadaAt,
    recibidaAt: row.recibidaAt,
  };
}

/** The purchase as the api answers it, or 404 COMPRA_NO_EXISTE. */
export async function getCompra(db: Db, localId: number, id: number): Promise<Compra> {
  const row = await repo.findCompra(db, localId, id);
  if (!row) throw notFound('COMPRA_NO_EXISTE');
  const [venue, lineas, usuarios] = await Promise.all([getVenue(db, localId), repo.lineasDe(db, [id]), userNames(db, row.usuarioId === null ? [] : [row.usuarioId])]);
  return shapeCompra(row, lineas, venue.currencyCode, usuarios);
}

export async function listCompras(
  db: Db,
  localId: number,
  q: { estado?: CompraEstado | undefined; proveedorId?: number | undefined; page: number; pageSize: number },
): Promise<ComprasPage> {
  const { rows, total } = await repo.listCompras(db, localId, q);
  const [venue, lineas, usuarios] = await Promise.all([
    getVenue(db, localId),
    repo.lineasDe(
      db,
      rows.map((r) => r.id),
    ),
    userNames(
      db,
      rows.flatMap((r) => (r.usuarioId === null ? [] : [r.usuarioId])),
    ),
  ]);
  const byCompra = new Map<number, repo.CompraLineaRow[]>();
  for (const l of lineas) byCompra.set(l.compraId, [...(byCompra.get(l.compraId) ?? []), l]);
  return { items: rows.map((r) => shapeCompra(r, byCompra.get(r.id) ?? [], venue.currencyCode, usuarios)), total, page: q.page, pageSize: q.pageSize };
}

/** The input checked against the venue (an active supplier, its own active ingredients, each once) in stored units. */
async function toValues(db: Db, localId: number, input: CompraInput): Promise<{ lineas: repo.LineaValues[]; total: number }> {
  await requireActiveProveedor(db, localId, input.proveedorId);
  const { currencyCode } = await getVenue(db, localId);
  const insumos = await repo.insumosDe(
    db,
    localId,
    input.lineas.map((l) => l.insumoId),
  );
  const seen = new Set<number>();
  const lineas = input.lineas.map((l, i) => {
    const insumo = insumos.get(l.insumoId);
    if (!insumo || !insumo.activo) throw badRequest('COMPRA_INSUMO_INVALIDO', { insumoId: l.insumoId });
    if (seen.has(l.insumoId)) throw badRequest('COMPRA_INSUMO_REPETIDO', { insumo: insumo.nombre });
    seen.add(l.insumoId);
    return { insumoId: l.insumoId, cantidad: toMicro(l.cantidad), costoUnitario: amountIn(l.costoUnitario, currencyCode, `lineas[${i}].costoUnitario`) };
  });
  return { lineas, total: totalMinor(lineas) };
}

/** A new draft with the venue's next number, audited, in the caller's transaction. */
export async function createCompra(db: Db, actor: Actor, input: CompraInput): Promise<Compra> {
  const { lineas, total } = await toValues(db, actor.localId, input);
  const numero = await repo.nextNumeroCompra(db, actor.localId);
  const id = await repo.insertCompra(db, {
    localId: actor.localId,
    numero,
    proveedorId: input.proveedorId,
    notas: input.notas ?? null,
    total,
    usuarioId: actor.userId,
    at: new Date().toISOString(),
  });
  await repo.replaceLineas(db, id, lineas);
  const compra = await getCompra(db, actor.localId, id);
  await audit(db, actor, { accion: 'crear-compra', entidad: 'compra', entidadId: id, antes: null, despues: compra });
  return compra;
}

/** Replaces a draft's supplier, notes and lines (only a draft: 409 COMPRA_NO_EDITABLE). */
export async function updateCompra(db: Db, actor: Actor, id: number, input: CompraInput): Promise<Compra> {
  const before = await getCompra(db, actor.localId, id);
  if (before.estado !== 'borrador') throw conflict('COMPRA_NO_EDITABLE', { numero: before.numero });
  const { lineas, total } = await toValues(db, actor.localId, input);
  await repo.updateCompra(db, actor.localId, id, { proveedorId: input.proveedorId, notas: input.notas ?? null, total, at: new Date().toISOString() });
  await repo.replaceLineas(db, id, lineas);
  const compra = await getCompra(db, actor.localId, id);
  await audit(db, actor, { accion: 'editar-compra', entidad: 'compra', entidadId: id, antes: before, despues: compra });
  return compra;
}

/** borrador -> enviada. */
export async function enviarCompra(db: Db, actor: Actor, id: number): Promise<Compra> {
  const before = await getCompra(db, actor.localId, id);
  if (before.estado !== 'borrador') throw conflict('COMPRA_NO_ENVIABLE', { numero: before.numero });
  const at = new Date().toISOString();
  await repo.setEstado(db, actor.localId, id, { estado: 'enviada', at, enviadaAt: at });
  const compra = await getCompra(db, actor.localId, id);
  await audit(db, actor, { accion: 'enviar-compra', entidad: 'compra', entidadId: id, antes: { estado: before.estado }, despues: { estado: compra.estado } });
  return compra;
}

/** borrador or enviada -> cancelada: once goods arrived (parcial, recibida) the order stands. */
export async function cancelarCompra(db: Db, actor: Actor, id: number): Promise<Compra> {
  const before = await getCompra(db, actor.localId, id);
  if (before.estado !== 'borrador' && before.estado !== 'enviada') throw conflict('COMPRA_NO_CANCELABLE', { numero: before.numero });
  await repo.setEstado(db, actor.localId, id, { estado: 'cancelada', at: new Date().toISOString() });
  const compra = await getCompra(db, actor.localId, id);
  await audit(db, actor, { accion: 'cancelar-compra', entidad: 'compra', entidadId: id, antes: { estado: before.estado }, despues: { estado: compra.estado } });
  return compra;
}
