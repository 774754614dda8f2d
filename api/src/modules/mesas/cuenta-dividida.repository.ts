import type { DivisionModo } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
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
