import type { DivisionModo } from '@resto/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A part's share of one table line, in minor units (quantity * 1000). */
export interface ParteLinea {
  itemId: number;
  cantidadMilli: number;
  bruto: number;
  descuento: number;
  subtotal: number;
}

export interface ParteRow {
  id: number;
  numero: number;
  grupo: number;
  modo: DivisionModo;
  estado: 'pendiente' | 'pagada';
  subtotal: number;
  descuentoGeneral: number;
  descuentoCliente: number;
  total: number;
  lineas: ParteLinea[];
  ventaId: number | null;
  versionDraft: number;
}

export async function findPartes(db: Db, localId: number, draftId: number): Promise<ParteRow[]> {
  const rows = await db.selectFrom('cuenta_partes').selectAll().where('local_id', '=', localId).where('draft_id', '=', draftId).orderBy('numero').execute();
  return rows.map((r) => ({
    id: r.id,
    numero: r.numero,
    grupo: r.grupo,
    modo: r.modo as DivisionModo,
    estado: r.estado as ParteRow['estado'],
    subtotal: Number(r.subtotal),
    descuentoGeneral: Number(r.descuento_general),
    descuentoCliente: Number(r.descuento_cliente),
    total: Number(r.total),
    lineas: JSON.parse(r.lineas) as ParteLinea[],
    ventaId: r.venta_id,
    versionDraft: r.version_draft,
  }));
}

/** Whether the draft's bill is split (it has parts, paid or not). */
export async function hasPartes(db: Db, localId: number, draftId: number): Promise<boolean> {
  const row = await db.selectFrom('cuenta_partes').select('id').where('local_id', '=', localId).where('draft_id', '=', draftId).executeTakeFirst();
  return row !== undefined;
}

/** A part as split, before it is charged (amounts in minor units). */
export interface ParteInsert {
  numero: number;
  grupo: number;
  modo: DivisionModo;
  subtotal: number;
  descuentoGeneral: number;
  descuentoCliente: number;
  total: number;
  lineas: ParteLinea[];
  /** The draft's version the part was split for. */
  versionDraft: number;
}

/** Stores a draft's new parts, pending. */
export async function insertPartes(db: Db, localId: number, draftId: number, partes: readonly ParteInsert[], at: string): Promise<void> {
  await db
    .insertInto('cuenta_partes')
    .values(
      partes.map((p) => ({
        local_id: localId,
        draft_id: draftId,
        numero: p.numero,
        grupo: p.grupo,
        modo: p.modo,
        estado: 'pendiente',
        subtotal: p.subtotal,
        descuento_general: p.descuentoGeneral,
        descuento_cliente: p.descuentoCliente,
        total: p.total,
        lineas: JSON.stringify(p.lineas),
        venta_id: null,
        version_draft: p.versionDraft,
        created_at: at,
      })),
    )
    .execute();
}

/** Removes the draft's parts: all of them, or only the pending ones. */
export async function deletePartes(db: Db, localId: number, draftId: number, only?: 'pendiente'): Promise<void> {
  let query = db.deleteFrom('cuenta_partes').where('local_id', '=', localId).where('draft_id', '=', draftId);
  if (only) query = query.where('estado', '=', only);
  await query.execute();
}

/** A pending part is paid by this sale (a part already paid stays as it was). */
export async function markPartePagada(db: Db, parteId: number, ventaId: number, at: string): Promise<void> {
  await db.updateTable('cuenta_partes').set({ estado: 'pagada', venta_id: ventaId, pagada_at: at }).where('id', '=', parteId).where('estado', '=', 'pendiente').execute();
}

/** The draft's pending parts follow its new version (a payment changed nothing they were split from). */
export async function bumpPendingPartesVersion(db: Db, draftId: number): Promise<void> {
  await db
    .updateTable('cuenta_partes')
    .set({ version_draft: sql<number>`version_draft + 1` })
    .where('draft_id', '=', draftId)
    .where('estado', '=', 'pendiente')
    .execute();
}
