import type { Insumo, InsumoMovimiento, InsumoMovimientoTipo, InsumoMovimientosPage, insumoInputSchema, mermaInputSchema } from '@resto/shared/contracts';
import { convertirCantidad, fromMicro, fromMinor, isValidRange, toMicro, zonedRange, type InsumoUnidad } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { amountIn, getVenue } from '../local';
import { proveedorNombres, requireActiveProveedor } from '../proveedores';
import * as repo from './insumos.repository';
import { insumoEnRecetas, usosDe } from './recetas.repository';
import { moverInsumos } from './stock';

type Db = Kysely<Database>;
export type InsumoInput = Omit<z.output<typeof insumoInputSchema>, 'clientMutationId'>;
export type MermaInput = Omit<z.output<typeof mermaInputSchema>, 'clientMutationId'>;
/** Who acts, and whether they may see and write costs (productos.costos). */
export type Editor = Actor & { verCostos: boolean };

/** A name as two people would compare it: no case, no accents, single spaces. */
export function nombreClave(nombre: string): string {
  return nombre.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim().replace(/\s+/g, ' ');
}

function shape(row: repo.InsumoRow, proveedores: ReadonlyMap<number, string>, currency: string, verCostos: boolean): Insumo {
  return {
    id: row.id,
    nombre: row.nombre,
    unidad: row.unidad as InsumoUnidad,
    costoUnitario: verCostos ? fromMinor(row.costoUnitario, currency) : null,
    costoUltimo: verCostos && row.costoUltimo !== null ? fromMinor(row.costoUltimo, currency) : null,
    stockActual: fromMicro(row.stockActual),
    stockMinimo: fromMicro(row.stockMinimo),
    controlaStock: row.controlaStock,
    bajoStock: row.controlaStock && row.stockActual < row.stockMinimo,
    proveedorId: row.proveedorId,
    proveedorNombre: row.proveedorId === null ? null : (proveedores.get(row.proveedorId) ?? null),
    activo: row.activo,
  };
}

async function shapeAll(db: Db, localId: number, rows: readonly repo.InsumoRow[], verCostos: boolean): Promise<Insumo[]> {
  const [venue, proveedores] = [
    await getVenue(db, localId),
    await proveedorNombres(
      db,
      localId,
      rows.flatMap((r) => (r.proveedorId === null ? [] : [r.proveedorId])),
    ),
  ];
  return rows.map((r) => shape(r, proveedores, venue.currencyCode, verCostos));
}

export async function listInsumos(db: Db, localId: number, query: { activo?: boolean | undefined; q?: string | undefined }, verCostos: boolean): Promise<Insumo[]> {
  const clave = query.q ? nombreClave(query.q) : '';
  const rows = (await repo.listInsumos(db, localId, { activo: query.activo })).filter((r) => clave === '' || nombreClave(r.nombre).includes(clave));
  return shapeAll(db, localId, rows, verCostos);
}

async function requireInsumo(db: Db, localId: number, id: number): Promise<repo.InsumoRow> {
  const row = await repo.findInsumo(db, localId, id);
  if (!row) throw notFound('INSUMO_NO_EXISTE');
  return row;
}

export async function getInsumo(db: Db, localId: number, id: number, verCostos: boolean): Promise<Insumo> {
  return (await shapeAll(db, localId, [await requireInsumo(db, localId, id)], verCostos))[0]!;
}

async function toValues(db: Db, who: Editor, input: InsumoInput, before: repo.InsumoRow | null): Promise<repo.InsumoValues> {
  const nombre = input.nombre.trim();
  const clave = nombreClave(nombre);
  const others = await repo.listInsumos(db, who.localId);
  if (others.some((o) => o.id !== before?.id && nombreClave(o.nombre) === clave)) throw conflict('INSUMO_NOMBRE_DUPLICADO', { nombre });
  const proveedorId = input.proveedorId ?? null;
  if (proveedorId !== null && proveedorId !== before?.proveedorId) await requireActiveProveedor(db, who.localId, proveedorId);
  const currency = (await getVenue(db, who.localId)).currencyCode;
  return {
    nombre,
    unidad: input.unidad,
    // Without productos.costos the caller never sees a cost: the stored one stays (0 for a new ingredient).
    costoUnitario: who.verCostos ? amountIn(input.costoUnitario, currency, 'costoUnitario') : (before?.costoUnitario ?? 0),
    stockMinimo: toMicro(input.stockMinimo),
    controlaStock: input.controlaStock,
    proveedorId,
    activo: input.activo,
  };
}

/** Creates an ingredient; a stock on hand is recorded as an 'ajuste' movement. Audited. */
export async function createInsumo(db: Db, who: Editor, input: InsumoInput): Promise<Insumo> {
  const values = await toValues(db, who, input, null);
  const id = await repo.insertInsumo(db, who.localId, values, new Date().toISOString());
  const stock = toMicro(input.stockActual ?? 0);
  if (stock !== 0) await moverInsumos(db, who.localId, who.userId, new Map([[id, stock]]), { tipo: 'ajuste', motivo: input.motivo ?? null });
  const insumo = await getInsumo(db, who.localId, id, true);
  await audit(db, who, { accion: 'crear-insumo', entidad: 'insumo', entidadId: id, antes: null, despues: insumo });
  return who.verCostos ? insumo : getInsumo(db, who.localId, id, false);
}

/** Replaces an ingredient; a different stock needs `motivo` and is an 'ajuste' movement. Audited before and after. */
export async function updateInsumo(db: Db, who: Editor, id: number, input: InsumoInput): Promise<Insumo> {
  const before = await requireInsumo(db, who.localId, id);
  const antes = await getInsumo(db, who.localId, id, true);
  if (input.unidad !== before.unidad) {
    // Stock, movements and recipe lines are in millionths of the stored unit: it changes only while nothing refers to it.
    if ((await repo.insumoTieneHistoria(db, who.localId, id)) || (await insumoEnRecetas(db, who.localId, id)) || before.stockActual !== 0) {
      throw conflict('INSUMO_UNIDAD_NO_MODIFICABLE', { insumo: before.nombre, unidadInsumo: before.unidad, unidad: input.unidad });
    }
  }
  const values = await toValues(db, who, input, before);
  await repo.updateInsumo(db, who.localId, id, values, new Date().toISOString());
  // The stock as it is now, its row locked: a sale charged since the read above is counted in the difference.
  const actual = input.stockActual === undefined ? null : await repo.sumarStock(db, who.localId, id, 0, new Date().toISOString());
  const delta = actual === null || input.stockActual === undefined ? 0 : toMicro(input.stockActual) - actual.stockActual;
  if (delta !== 0) {
    if (!input.motivo) throw badRequest('INSUMO_MOTIVO_REQUERIDO', { insumo: before.nombre });
    await moverInsumos(db, who.localId, who.userId, new Map([[id, delta]]), { tipo: 'ajuste', motivo: input.motivo });
  }
  const despues = await getInsumo(db, who.localId, id, true);
  await audit(db, who, { accion: 'editar-insumo', entidad: 'insumo', entidadId: id, antes, despues, motivo: delta !== 0 ? input.motivo : null });
  return who.verCostos ? despues : getInsumo(db, who.localId, id, false);
}

/** Deletes an ingredient no recipe names: one with history (movements, purchases, counts) is deactivated instead. Audited. */
export async function deleteInsumo(db: Db, who: Actor, id: number): Promise<{ desactivado: boolean }> {
  const before = await requireInsumo(db, who.localId, id);
  const usos = await usosDe(db, who.localId, { insumoId: id });
  if (usos.length > 0) throw conflict('INSUMO_EN_USO', { insumo: before.nombre, usos: usos.slice(0, 5).join(', ') + (usos.length > 5 ? '…' : '') });
  const antes = await getInsumo(db, who.localId, id, true);
  const desactivado = await repo.insumoTieneHistoria(db, who.localId, id);
  if (desactivado) await repo.setInsumoActivo(db, who.localId, id, false, new Date().toISOString());
  else await repo.deleteInsumo(db, who.localId, id);
  await audit(db, who, {
    accion: desactivado ? 'desactivar-insumo' : 'eliminar-insumo',
    entidad: 'insumo',
    entidadId: id,
    antes,
    despues: desactivado ? await getInsumo(db, who.localId, id, true) : null,
  });
  return { desactivado };
}

function shapeMovimiento(r: repo.MovimientoRow, currency: string, verCostos: boolean): InsumoMovimiento {
  return {
    id: r.id,
    insumoId: r.insumoId,
    insumoNombre: r.insumoNombre,
    tipo: r.tipo as InsumoMovimientoTipo,
    cantidad: fromMicro(r.cantidad),
    stockAnterior: fromMicro(r.stockAnterior),
    stockResultante: fromMicro(r.stockResultante),
    costoUnitario: verCostos ? fromMinor(r.costoUnitario, currency) : null,
    usuarioId: r.usuarioId,
    usuarioNombre: r.usuarioNombre,
    ventaId: r.ventaId,
    compraId: r.compraId,
    inventarioId: r.inventarioId,
    motivo: r.motivo,
    fecha: r.createdAt,
  };
}

export interface MovimientosQuery {
  page: number;
  pageSize: number;
  insumoId?: number | undefined;
  tipo?: InsumoMovimientoTipo | undefined;
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
}

/** Movements newest first: one ingredient's, or every one's by type and the venue's dates. */
export async function listMovimientos(db: Db, localId: number, query: MovimientosQuery, verCostos: boolean): Promise<InsumoMovimientosPage> {
  const venue = await getVenue(db, localId);
  const desde = query.fechaDesde;
  const hasta = query.fechaHasta;
  // Each date on its own (2024-02-30 is no date), then the two together.
  for (const [a, b] of [
    [desde, desde],
    [hasta, hasta],
    [desde, hasta],
  ]) {
    if (a && b && !isValidRange({ desde: a, hasta: b })) throw badRequest('RANGO_FECHAS_INVALIDO');
  }
  const filter: repo.MovimientosFilter = {
    insumoId: query.insumoId,
    tipo: query.tipo,
    desde: desde ? zonedRange({ desde, hasta: desde }, venue.timezone).from.toISOString() : undefined,
    hasta: hasta ? zonedRange({ desde: hasta, hasta }, venue.timezone).to.toISOString() : undefined,
  };
  const { rows, total } = await repo.movimientosPage(db, localId, filter, query.page, query.pageSize);
  return { items: rows.map((r) => shapeMovimiento(r, venue.currencyCode, verCostos)), total, page: query.page, pageSize: query.pageSize };
}

export async function movimientosDeInsumo(db: Db, localId: number, id: number, page: { page: number; pageSize: number }, verCostos: boolean): Promise<InsumoMovimientosPage> {
  await requireInsumo(db, localId, id);
  return listMovimientos(db, localId, { ...page, insumoId: id }, verCostos);
}

/** Waste taken out of the stock (in the ingredient's unit, converted from the one given): a 'merma' movement, audited. */
export async function registrarMerma(db: Db, who: Editor, id: number, input: MermaInput): Promise<InsumoMovimiento> {
  const insumo = await requireInsumo(db, who.localId, id);
  const unidadInsumo = insumo.unidad as InsumoUnidad;
  const unidad = input.unidad ?? unidadInsumo;
  const micro = convertirCantidad(toMicro(input.cantidad), unidad, unidadInsumo);
  if (micro === null) throw badRequest('INSUMO_UNIDAD_INCOMPATIBLE', { insumo: insumo.nombre, unidadInsumo, unidad });
  if (micro === 0) throw badRequest('CANTIDAD_MAYOR_A_CERO');
  await moverInsumos(db, who.localId, who.userId, new Map([[id, -micro]]), { tipo: 'merma', motivo: input.motivo });
  const { items } = await listMovimientos(db, who.localId, { page: 1, pageSize: 1, insumoId: id }, true);
  const movimiento = items[0]!;
  await audit(db, who, { accion: 'merma-insumo', entidad: 'insumo', entidadId: id, antes: null, despues: movimiento, motivo: input.motivo });
  return who.verCostos ? movimiento : { ...movimiento, costoUnitario: null };
}
