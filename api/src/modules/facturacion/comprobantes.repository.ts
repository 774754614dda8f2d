import type { Kysely, Selectable } from 'kysely';
import type { ComprobantesTable, Database } from '../../db/schema';

/** A sale's invoice (not its credit note), whatever its state with ARCA. */
export async function facturaDeVenta(db: Kysely<Database>, localId: number, ventaId: number): Promise<Selectable<ComprobantesTable> | undefined> {
  return db.selectFrom('comprobantes').selectAll().where('local_id', '=', localId).where('venta_id', '=', ventaId).where('clase', '=', 'factura').executeTakeFirst();
}
