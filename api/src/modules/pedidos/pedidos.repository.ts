import type { PedidoEstado, PedidoTipo } from '@resto/shared/contracts';
import { nextCounter } from '../../db/counters.repository';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface PedidoRow {
  id: number;
  numero: number;
  tipo: PedidoTipo;
  estado: PedidoEstado;
  canal: 'presencial' | 'telefono' | 'online';
  mesaId: number | null;
  mesaNumero: number | null;
  draftId: number | null;
  clienteId: number | null;
  ventaId: number | null;
  notas: string | null;
  usuarioId: number;
  fechaCreacion: string;
  fechaActualizacion: string;
  clienteNombre: string | null;
  direccion: string | null;
  programadoPara: string | null;
  retenido: boolean;
  canceladoPor: number | null;
  motivoCancelacion: string | null;
}

type ExtraValues = 'clienteNombre' | 'direccion' | 'programadoPara' | 'retenido' | 'canceladoPor' | 'motivoCancelacion';
export type PedidoValues = Omit<PedidoRow, 'id' | 'numero' | 'ventaId' | ExtraValues> & Partial<Pick<PedidoRow, ExtraValues>>;
function pedidoQuery(db: Db, localId: number) {
  return db.selectFrom('pedidos').selectAll().where('local_id', '=', localId);
}

type PedidoDbRow = Awaited<ReturnType<ReturnType<typeof pedidoQuery>['execute']>>[number];

function toRow(r: PedidoDbRow): PedidoRow {
  return {
    id: r.id,
    numero: r.numero,
    tipo: r.tipo as PedidoTipo,
    estado: r.estado as PedidoEstado,
    canal: r.canal as PedidoRow['canal'],
    mesaId: r.mesa_id,
    mesaNumero: r.mesa_numero,
    draftId: r.draft_id,
    clienteId: r.cliente_id,
    ventaId: r.venta_id,
    notas: r.notas,
    usuarioId: r.usuario_id,
    fechaCreacion: r.fecha_creacion,
    fechaActualizacion: r.fecha_actualizacion,
    clienteNombre: r.cliente_nombre,
    direccion: r.direccion,
    programadoPara: r.programado_para,
    retenido: Boolean(r.retenido),
    canceladoPor: r.cancelado_por,
    motivoCancelacion: r.motivo_cancelacion,
  };
}

export async function insertPedido(db: Db, localId: number, v: PedidoValues): Promise<number> {
  return (await insertPedidoRow(db, localId, v)).id;
}

/** Inserts an order and returns it as `findPedido` would read it back. */
export async function insertPedidoRow(db: Db, localId: number, v: PedidoValues): Promise<PedidoRow> {
  const numero = await nextCounter(db, localId, 'pedido');
  const row: Omit<PedidoRow, 'id'> = {
    numero,
    tipo: v.tipo,
    estado: v.estado,
    canal: v.canal,
    mesaId: v.mesaId,
    mesaNumero: v.mesaNumero,
    draftId: v.draftId,
    clienteId: v.clienteId,
    ventaId: null,
    notas: v.notas,
    usuarioId: v.usuarioId,
    fechaCreacion: v.fechaCreacion,
    fechaActualizacion: v.fechaActualizacion,
    clienteNombre: v.clienteNombre ?? null,
    direccion: v.direccion ?? null,
    programadoPara: v.programadoPara ?? null,
    retenido: v.retenido ?? false,
    canceladoPor: null,
    motivoCancelacion: null,
  };
  const [inserted] = await insertOnePedido(
    db,
    localId,
    numero,
    row.tipo,
    row.estado,
    row.canal,
    row.mesaId,
    row.mesaNumero,
    row.draftId,
    row.clienteId,
    row.notas,
    row.usuarioId,
    row.fechaCreacion,
    row.fechaActualizacion,
    row.clienteNombre,
    row.direccion,
    row.programadoPara,
    row.retenido ? 1 : 0,
  );
  return { id: inserted!.id, ...row };
}

// Every comanda add inserts its round: compiled once (see hotQuery).
const insertOnePedido = hotQuery<
  { id: number },
  [
    number,
    number,
    string,
    string,
    string,
    number | null,
    number | null,
    number | null,
    number | null,
    string | null,
    number,
    string,
    string,
    string | null,
    string | null,
    string | null,
    number,
  ]
>((db, p) =>
  db
    .insertInto('pedidos')
    .values({
      local_id: p(0),
      numero: p(1),
      tipo: p(2),
      estado: p(3),
      canal: p(4),
      mesa_id: p(5),
      mesa_numero: p(6),
      draft_id: p(7),
      cliente_id: p(8),
      notas: p(9),
      usuario_id: p(10),
      fecha_creacion: p(11),
      fecha_actualizacion: p(12),
      cliente_nombre: p(13),
      direccion: p(14),
      programado_para: p(15),
      retenido: p(16),
    })
    .returning('id'),
);

/**
 * An order by id. `lock` (PostgreSQL): a status change and a table adding items to the same
 * pending order take turns, so no item joins an order the kitchen has already taken.
 */
export async function findPedido(db: Db, localId: number, id: number, lock = false): Promise<PedidoRow | null> {
  if (lock && dialectOf(db) === 'postgres') {
    const row = await pedidoQuery(db, localId).where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toRow(row) : null;
  }
  const [row] = await pedidoById(db, localId, id);
  return row ? toRow(row) : null;
}

// Every comanda add reads its kitchen order back for the hub: compiled once (see hotQuery).
const pedidoById = hotQuery<PedidoDbRow, [number, number]>((db, p) => db.selectFrom('pedidos').selectAll().where('local_id', '=', p(0)).where('id', '=', p(1)));

export interface PedidoFilter {
  estados?: readonly PedidoEstado[] | undefined;
  tipo?: PedidoTipo | undefined;
  mesaId?: number | undefined;
  draftId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  canal?: PedidoRow['canal'] | undefined;
  /** true: only held (booked for later); false: only released. */
  retenido?: boolean | undefined;
}

/** Oldest first: the kitchen works in arrival order. */
export async function listPedidos(db: Db, localId: number, f: PedidoFilter): Promise<PedidoRow[]> {
  let query = pedidoQuery(db, localId);
  if (f.estados && f.estados.length > 0) query = query.where('estado', 'in', [...f.estados]);
  if (f.tipo) query = query.where('tipo', '=', f.tipo);
  if (f.mesaId !== undefined) query = query.where('mesa_id', '=', f.mesaId);
  if (f.draftId !== undefined) query = query.where('draft_id', '=', f.draftId);
  if (f.from) query = query.where('fecha_creacion', '>=', f.from);
  if (f.to) query = query.where('fecha_creacion', '<', f.to);
  if (f.canal) query = query.where('canal', '=', f.canal);
  // Written as literals: the partial index of booked orders (retenido = 1, 0031) is chosen only for a
  // condition the planner can see.
  if (f.retenido !== undefined) query = query.where(f.retenido ? sql<boolean>`retenido = 1` : sql<boolean>`retenido = 0`);
  const rows = await query.orderBy('fecha_creacion').orderBy('id').execute();
  return rows.map(toRow);
}

export interface PedidoChanges {
  estado?: PedidoEstado;
  canal?: PedidoRow['canal'];
  clienteId?: number | null;
  notas?: string | null;
  clienteNombre?: string | null;
  direccion?: string | null;
  programadoPara?: string | null;
  retenido?: boolean;
  canceladoPor?: number | null;
  motivoCancelacion?: string | null;
  ventaId?: number;
  fechaCreacion?: string;
}

/** The comanda add's stamp on its pending order, compiled once (see hotQuery). */
const stampPedido = hotQuery<unknown, [string, number, number]>((db, p) =>
  db
    .updateTable('pedidos')
    .set({ fecha_actualizacion: p(0) })
    .where('local_id', '=', p(1))
    .where('id', '=', p(2)),
);

export async function updatePedido(db: Db, localId: number, id: number, at: string, changes: PedidoChanges = {}): Promise<void> {
  const set = {
    ...(changes.estado === undefined ? {} : { estado: changes.estado }),
    ...(changes.canal === undefined ? {} : { canal: changes.canal }),
    ...(changes.clienteId === undefined ? {} : { cliente_id: changes.clienteId }),
    ...(changes.notas === undefined ? {} : { notas: changes.notas }),
    ...(changes.clienteNombre === undefined ? {} : { cliente_nombre: changes.clienteNombre }),
    ...(changes.direccion === undefined ? {} : { direccion: changes.direccion }),
    ...(changes.programadoPara === undefined ? {} : { programado_para: changes.programadoPara }),
    ...(changes.retenido === undefined ? {} : { retenido: changes.retenido ? 1 : 0 }),
    ...(changes.canceladoPor === undefined ? {} : { cancelado_por: changes.canceladoPor }),
    ...(changes.motivoCancelacion === undefined ? {} : { motivo_cancelacion: changes.motivoCancelacion }),
    ...(changes.ventaId === undefined ? {} : { venta_id: changes.ventaId }),
    ...(changes.fechaCreacion === undefined ? {} : { fecha_creacion: changes.fechaCreacion }),
  };
  if (Object.keys(set).length === 0) {
    await stampPedido(db, at, localId, id);
    return;
  }
  await db
    .updateTable('pedidos')
    .set({ ...set, fecha_actualizacion: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** Moves the draft's orders that are still in `from` to `to`. */
export async function changeEstadoOfDraft(db: Db, localId: number, draftId: number, from: readonly PedidoEstado[], to: PedidoEstado, at: string): Promise<void> {
  await db
    .updateTable('pedidos')
    .set({ estado: to, fecha_actualizacion: at })
    .where('local_id', '=', localId)
    .where('draft_id', '=', draftId)
    .where('estado', 'in', [...from])
    .execute();
}

export async function linkVenta(db: Db, localId: number, draftId: number, ventaId: number, at: string): Promise<void> {
  await db.updateTable('pedidos').set({ venta_id: ventaId, fecha_actualizacion: at }).where('local_id', '=', localId).where('draft_id', '=', draftId).execute();
}

/** Another pending order of the draft than `exceptId` (the pending-per-draft index allows one). */
export async function otherPendingOfDraft(db: Db, localId: number, draftId: number, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pedidos')
    .select('id')
    .where('local_id', '=', localId)
    .where('draft_id', '=', draftId)
    .where('estado', '=', 'pendiente')
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Released pendiente and preparacion orders that reached the kitchen at or before `cutoff` (ISO). */
export async function countCriticos(db: Db, localId: number, cutoff: string): Promise<number> {
  const row = await db
    .selectFrom('pedidos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('local_id', '=', localId)
    .where('estado', 'in', ['pendiente', 'preparacion'])
    .where('retenido', '=', 0)
    .where('fecha_creacion', '<=', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rounds of the drafts: each order's place among its draft's orders, in order of creation. */
export async function roundsOfDrafts(db: Db, draftIds: readonly number[]): Promise<Map<number, number>> {
  const rounds = new Map<number, number>();
  if (draftIds.length === 0) return rounds;
  const rows =
    draftIds.length === 1
      ? await ordersOfOneDraft(db, draftIds[0]!)
      : await db
          .selectFrom('pedidos')
          .select(['id', 'draft_id'])
          .where('draft_id', 'in', [...draftIds])
          .orderBy('id')
          .execute();
  const seen = new Map<number, number>();
  for (const r of rows) {
    const n = (seen.get(r.draft_id!) ?? 0) + 1;
    seen.set(r.draft_id!, n);
    rounds.set(r.id, n);
  }
  return rounds;
}

// One table's orders (every comanda add's hub event): compiled once (see hotQuery).
const ordersOfOneDraft = hotQuery<{ id: number; draft_id: number | null }, [number]>((db, p) =>
  db.selectFrom('pedidos').select(['id', 'draft_id']).where('draft_id', '=', p(0)).orderBy('id'),
);

/** How many orders a draft has (the round of its newest). */
export async function countRounds(db: Db, draftId: number): Promise<number> {
  const [row] = await roundsOfOneDraft(db, draftId);
  return Number(row?.n ?? 0);
}

const roundsOfOneDraft = hotQuery<{ n: number | string }, [number]>((db, p) =>
  db
    .selectFrom('pedidos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draft_id', '=', p(0)),
);

/** Held orders of every venue whose time has come, to release (locked on PostgreSQL). */
export async function dueHeld(db: Db, now: string): Promise<{ id: number; localId: number }[]> {
  // `retenido = 1` as a literal: the partial index of booked orders (0031) serves it.
  let query = db
    .selectFrom('pedidos')
    .select(['id', 'local_id'])
    .where(sql<boolean>`retenido = 1`)
    .where('programado_para', '<=', now);
  if (dialectOf(db) === 'postgres') query = query.forUpdate().skipLocked();
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, localId: r.local_id }));
}

export async function getAlertaMinutos(db: Db, localId: number): Promise<number | null> {
  const row = await db.selectFrom('pedidos_config').select('alerta_minutos').where('local_id', '=', localId).executeTakeFirst();
  return row ? Number(row.alerta_minutos) : null;
}

/** The stored settings; null fields (or no row) take 's defaults. */
export async function getPedidosConfig(db: Db, localId: number): Promise<{ alertaMinutos: number | null; refrescoMs: number | null }> {
  const row = await db.selectFrom('pedidos_config').select(['alerta_minutos', 'refresco_ms']).where('local_id', '=', localId).executeTakeFirst();
  return { alertaMinutos: row ? Number(row.alerta_minutos) : null, refrescoMs: row?.refresco_ms == null ? null : Number(row.refresco_ms) };
}

export async function setAlertaMinutos(db: Db, localId: number, minutos: number, refrescoMs?: number): Promise<void> {
  const refresco = refrescoMs === undefined ? {} : { refresco_ms: refrescoMs };
  await db
    .insertInto('pedidos_config')
    .values({ local_id: localId, alerta_minutos: minutos, ...refresco })
    .onConflict((oc) => oc.column('local_id').doUpdateSet({ alerta_minutos: minutos, ...refresco }))
    .execute();
}
