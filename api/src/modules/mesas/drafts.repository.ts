import type { DraftEstado, DraftMotivoCierre, UnidadMedida } from '@resto/shared/contracts';
import type { DiscountKind } from '@resto/shared/rules';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A table draft as stored: discount valor in minor units (monto) or percent * 100. */
export interface DraftRow {
  id: number;
  mesaId: number | null;
  mesaNumero: number;
  estado: DraftEstado;
  comensales: number;
  comentario: string | null;
  camarero: string | null;
  clienteId: number | null;
  usuarioId: number;
  descuentoTipo: DiscountKind | null;
  descuentoValor: number | null;
  /** The discount amount a manager approved for the percent discount (minor units), or null. */
  descuentoAprobado: number | null;
  /** The table's gross (minor units) when `descuentoAprobado` was allowed, or null. */
  descuentoAprobadoBruto: number | null;
  ventaId: number | null;
  motivoCierre: DraftMotivoCierre | null;
  fechaApertura: string;
  ultimaActualizacion: string;
  fechaCierre: string | null;
  /** 1 when opened, +1 on every change. */
  version: number;
  /** The opener's name and the customer's name and discount (percent * 100), joined in. */
  usuarioNombre: string;
  clienteNombre: string | null;
  clienteDescuentoPct: number;
  /** The venue's currency (ISO 4217), joined in: the scale of every amount of the draft. */
  moneda: string;
}

/** A draft item as stored: quantity * 1000, price in minor units. */
export interface DraftItemRow {
  id: number;
  draftId: number;
  productoId: number;
  productoNombre: string;
  categoriaNombre: string | null;
  unidadMedida: UnidadMedida;
  cantidadMilli: number;
  precioUnitario: number;
  /** The promotion the line was added under (JSON text of its id, name and rule), null when none applied. */
  promocion?: string | null;
  tipoDescuento: DiscountKind | null;
  valorDescuento: number | null;
  notas: string | null;
  mesaVinculadaId: number | null;
  /** The options (JSON text of ChosenModifier[]), the course and held until fired. */
  modificadores: string | null;
  /** A combo's components as the line kept them (JSON text), null for a simple product. */
  componentes?: string | null;
  curso: string | null;
  enEspera: boolean;
  eliminado: boolean;
  motivoEliminacion: string | null;
  fechaEliminacion: string | null;
  usuarioId: number;
  fechaCreacion: string;
  fechaModificacion: string;
  /** The price list the line was priced by when added (its name), null at the product's own price. */
  listaPrecio?: string | null;
}

export type DraftValues = Omit<
  DraftRow,
  | 'id'
  | 'estado'
  | 'ventaId'
  | 'motivoCierre'
  | 'fechaCierre'
  | 'descuentoTipo'
  | 'descuentoValor'
  | 'descuentoAprobado'
  | 'descuentoAprobadoBruto'
  | 'version'
  | 'usuarioNombre'
  | 'clienteNombre'
  | 'clienteDescuentoPct'
  | 'moneda'
>;

/** Drafts with their opener's name, their customer's name and discount and the venue's currency, in one query. */
function draftsQuery(db: Db) {
  return db
    .selectFrom('mesa_drafts as d')
    .innerJoin('locales as l', 'l.id', 'd.local_id')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .leftJoin('clientes as c', 'c.id', 'd.cliente_id')
    .selectAll('d')
    .select(['u.nombre as usuario_nombre', 'c.nombre as cliente_nombre', 'c.descuento_pct as cliente_descuento_pct', 'l.currency_code as moneda']);
}

function draftQuery(db: Db, localId: number) {
  return draftsQuery(db).where('d.local_id', '=', localId);
}

type DraftDbRow = Awaited<ReturnType<ReturnType<typeof draftQuery>['execute']>>[number];

function toDraftRow(r: DraftDbRow): DraftRow {
  return {
    id: r.id,
    mesaId: r.mesa_id,
    mesaNumero: r.mesa_numero,
    estado: r.estado as DraftEstado,
    comensales: r.comensales,
    comentario: r.comentario,
    camarero: r.camarero,
    clienteId: r.cliente_id,
    usuarioId: r.usuario_id,
    descuentoTipo: r.descuento_tipo as DiscountKind | null,
    descuentoValor: r.descuento_valor === null ? null : Number(r.descuento_valor),
    descuentoAprobado: r.descuento_aprobado === null || r.descuento_aprobado === undefined ? null : Number(r.descuento_aprobado),
    descuentoAprobadoBruto: r.descuento_aprobado_bruto === null || r.descuento_aprobado_bruto === undefined ? null : Number(r.descuento_aprobado_bruto),
    ventaId: r.venta_id,
    motivoCierre: r.motivo_cierre as DraftMotivoCierre | null,
    fechaApertura: r.fecha_apertura,
    ultimaActualizacion: r.ultima_actualizacion,
    fechaCierre: r.fecha_cierre,
    version: Number(r.version),
    usuarioNombre: r.usuario_nombre ?? '',
    clienteNombre: r.cliente_id === null ? null : (r.cliente_nombre ?? ''),
    clienteDescuentoPct: r.cliente_descuento_pct === null ? 0 : Number(r.cliente_descuento_pct),
    moneda: r.moneda,
  };
}

/**
 * A draft by id. `lock` (PostgreSQL): held until the transaction ends, so the changes of several
 * devices to one draft apply one after the other and none is lost.
 */
export async function findDraft(db: Db, localId: number, id: number, lock = false): Promise<DraftRow | null> {
  const [row] = await (lock ? lockedDraftById : draftById)(db, localId, id);
  return row ? toDraftRow(row) : null;
}

// Every comanda change reads its draft: compiled once (see hotQuery).
const draftById = hotQuery<DraftDbRow, [number, number]>((db, p) => draftQuery(db, p(0)).where('d.id', '=', p(1)));
const lockedDraftById = hotQuery<DraftDbRow, [number, number]>((db, p) => {
  const query = draftQuery(db, p(0)).where('d.id', '=', p(1));
  return dialectOf(db) === 'postgres' ? query.forUpdate('d') : query;
});

export async function findActiveDraftOfMesa(db: Db, localId: number, mesaId: number): Promise<DraftRow | null> {
  const row = await draftQuery(db, localId).where('d.mesa_id', '=', mesaId).where('d.estado', '=', 'activo').executeTakeFirst();
  return row ? toDraftRow(row) : null;
}

export type DraftFilter = { estado: 'activo' } | { estado: 'finalizado'; from: string; to: string } | { estado: 'activo'; idleBefore: string };

/** Active drafts by table number, finalized ones by closing time, idle ones oldest first. */
export async function listDrafts(db: Db, localId: number | null, filter: DraftFilter): Promise<(DraftRow & { localId: number })[]> {
  let query = draftsQuery(db).where('d.estado', '=', filter.estado);
  if (localId !== null) query = query.where('d.local_id', '=', localId);
  if ('from' in filter) {
    query = query.where('d.fecha_cierre', '>=', filter.from).where('d.fecha_cierre', '<', filter.to).orderBy('d.fecha_cierre');
  } else if ('idleBefore' in filter) {
    query = query.where('d.ultima_actualizacion', '<', filter.idleBefore).orderBy('d.ultima_actualizacion');
  } else {
    query = query.orderBy('d.mesa_numero');
  }
  const rows = await query.orderBy('d.id').execute();
  return rows.map((r) => ({ ...toDraftRow(r), localId: r.local_id }));
}

export async function insertDraft(db: Db, localId: number, v: DraftValues): Promise<number> {
  const row = await db
    .insertInto('mesa_drafts')
    .values({
      local_id: localId,
      mesa_id: v.mesaId,
      mesa_numero: v.mesaNumero,
      estado: 'activo',
      comensales: v.comensales,
      comentario: v.comentario,
      camarero: v.camarero,
      cliente_id: v.clienteId,
      usuario_id: v.usuarioId,
      fecha_apertura: v.fechaApertura,
      ultima_actualizacion: v.ultimaActualizacion,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface DraftChanges {
  comensales?: number;
  comentario?: string | null;
  camarero?: string | null;
  clienteId?: number | null;
  descuentoTipo?: DiscountKind | null;
  descuentoValor?: number | null;
  descuentoAprobado?: number | null;
  descuentoAprobadoBruto?: number | null;
}

/** Applies `changes`, stamps ultimaActualizacion with `at` and counts one more version. */
export async function updateDraft(db: Db, localId: number, id: number, at: string, changes: DraftChanges = {}): Promise<void> {
  if (Object.keys(changes).length === 0) {
    await stampDraft(db, at, localId, id);
    return;
  }
  await db
    .updateTable('mesa_drafts')
    .set({
      ...(changes.comensales === undefined ? {} : { comensales: changes.comensales }),
      ...(changes.comentario === undefined ? {} : { comentario: changes.comentario }),
      ...(changes.camarero === undefined ? {} : { camarero: changes.camarero }),
      ...(changes.clienteId === undefined ? {} : { cliente_id: changes.clienteId }),
      ...(changes.descuentoTipo === undefined ? {} : { descuento_tipo: changes.descuentoTipo }),
      ...(changes.descuentoValor === undefined ? {} : { descuento_valor: changes.descuentoValor }),
      ...(changes.descuentoAprobado === undefined ? {} : { descuento_aprobado: changes.descuentoAprobado }),
      ...(changes.descuentoAprobadoBruto === undefined ? {} : { descuento_aprobado_bruto: changes.descuentoAprobadoBruto }),
      ultima_actualizacion: at,
      version: sql<number>`version + 1`,
    })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** A change to the draft's items: the stamp and one more version (compiled once, see hotQuery). */
const stampDraft = hotQuery<unknown, [string, number, number]>((db, p) =>
  db
    .updateTable('mesa_drafts')
    .set({ ultima_actualizacion: p(0), version: sql<number>`version + 1` })
    .where('local_id', '=', p(1))
    .where('id', '=', p(2)),
);

/**
 * Ends an active draft (which frees its table for a new one). False when it was no longer
 * active (another caller ended it first) or, with `idleBefore`, no longer idle.
 */
export async function endDraft(
  db: Db,
  localId: number,
  id: number,
  v: { estado: 'finalizado' | 'cancelado'; motivo: DraftMotivoCierre; ventaId: number | null; at: string; idleBefore?: string },
): Promise<boolean> {
  let query = db
    .updateTable('mesa_drafts')
    .set({ estado: v.estado, motivo_cierre: v.motivo, venta_id: v.ventaId, fecha_cierre: v.at, ultima_actualizacion: v.at, version: sql<number>`version + 1` })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('estado', '=', 'activo');
  // Re-checked on the row as it is when locked: a change committed meanwhile keeps the draft.
  if (v.idleBefore) query = query.where('ultima_actualizacion', '<', v.idleBefore);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function toItemRow(r: {
  id: number;
  draft_id: number;
  producto_id: number;
  producto_nombre: string;
  categoria_nombre: string | null;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
  promocion?: string | null;
  tipo_descuento: string | null;
  valor_descuento: number | null;
  notas: string | null;
  mesa_vinculada_id: number | null;
  modificadores?: string | null;
  componentes?: string | null;
  curso?: string | null;
  en_espera?: number | boolean;
  lista_precio?: string | null;
  eliminado: number | boolean;
  motivo_eliminacion: string | null;
  fecha_eliminacion: string | null;
  usuario_id: number;
  fecha_creacion: string;
  fecha_modificacion: string;
}): DraftItemRow {
  return {
    id: r.id,
    draftId: r.draft_id,
    productoId: r.producto_id,
    productoNombre: r.producto_nombre,
    categoriaNombre: r.categoria_nombre,
    unidadMedida: r.unidad_medida as UnidadMedida,
    cantidadMilli: Number(r.cantidad_milli),
    precioUnitario: Number(r.precio_unitario),
    promocion: r.promocion ?? null,
    tipoDescuento: r.tipo_descuento as DiscountKind | null,
    valorDescuento: r.valor_descuento === null ? null : Number(r.valor_descuento),
    notas: r.notas,
    mesaVinculadaId: r.mesa_vinculada_id,
    modificadores: r.modificadores ?? null,
    componentes: r.componentes ?? null,
    curso: r.curso ?? null,
    enEspera: Boolean(r.en_espera),
    listaPrecio: r.lista_precio ?? null,
    eliminado: Boolean(r.eliminado),
    motivoEliminacion: r.motivo_eliminacion,
    fechaEliminacion: r.fecha_eliminacion,
    usuarioId: r.usuario_id,
    fechaCreacion: r.fecha_creacion,
    fechaModificacion: r.fecha_modificacion,
  };
}

/** Items of the drafts in the order they were added. */
export async function findItems(db: Db, draftIds: readonly number[]): Promise<DraftItemRow[]> {
  if (draftIds.length === 0) return [];
  const rows = await db
    .selectFrom('mesa_draft_items')
    .selectAll()
    .where('draft_id', 'in', [...draftIds])
    .orderBy('draft_id')
    .orderBy('id')
    .execute();
  return rows.map(toItemRow);
}

export async function findItem(db: Db, draftId: number, itemId: number): Promise<DraftItemRow | null> {
  const row = await db.selectFrom('mesa_draft_items').selectAll().where('draft_id', '=', draftId).where('id', '=', itemId).executeTakeFirst();
  return row ? toItemRow(row) : null;
}
