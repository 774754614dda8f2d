import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Kitchen orders follow their comanda to its table: each keeps its lines and its state (a
 * comanda's rounds are separate orders; joining two comandas puts their rounds side by side, in
 * the order they were confirmed).
 */
export async function movePedidosOfDraft(db: Db, localId: number, fromDraftId: number, to: { draftId: number; mesaId: number | null; mesaNumero: number }): Promise<void> {
  await db
    .updateTable('pedidos')
    .set({ draft_id: to.draftId, mesa_id: to.mesaId, mesa_numero: to.mesaNumero })
    .where('local_id', '=', localId)
    .where('draft_id', '=', fromDraftId)
    .execute();
}

/** The draft goes on at another table (a new version). */
export async function moveDraftToMesa(db: Db, localId: number, draftId: number, mesa: { id: number; numero: number }, at: string): Promise<void> {
  await db
    .updateTable('mesa_drafts')
    .set({ mesa_id: mesa.id, mesa_numero: mesa.numero, ultima_actualizacion: at, version: sql<number>`version + 1` })
    .where('local_id', '=', localId)
    .where('id', '=', draftId)
    .execute();
}

/** Every line of one draft goes to another, keeping the table it first came from (else `fromMesaId`). */
export async function joinDraftItems(db: Db, fromDraftId: number, toDraftId: number, fromMesaId: number | null, at: string): Promise<void> {
  await db
    .updateTable('mesa_draft_items')
    .set({ draft_id: toDraftId, mesa_vinculada_id: sql<number>`coalesce(mesa_vinculada_id, ${fromMesaId})`, fecha_modificacion: at })
    .where('draft_id', '=', fromDraftId)
    .execute();
}

/** These lines of one draft go to another as its own (no linked table any more). */
export async function separateDraftItems(db: Db, fromDraftId: number, toDraftId: number, itemIds: readonly number[], at: string): Promise<void> {
  await db
    .updateTable('mesa_draft_items')
    .set({ draft_id: toDraftId, mesa_vinculada_id: null, fecha_modificacion: at })
    .where('draft_id', '=', fromDraftId)
    .where('id', 'in', [...itemIds])
    .execute();
}
