import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ComprobantesTable, Database } from '../../db/schema';
import type { AlicuotaIva, Clase } from './comprobante';

type Db = Kysely<Database>;
type Row = Selectable<ComprobantesTable>;

/** A sale's invoice (not its credit note), whatever its state with ARCA. */
export async function facturaDeVenta(db: Db, localId: number, ventaId: number): Promise<Selectable<ComprobantesTable> | undefined> {
  return db.selectFrom('comprobantes').selectAll().where('local_id', '=', localId).where('venta_id', '=', ventaId).where('clase', '=', 'factura').executeTakeFirst();
}

/** A sale's voucher of one class (its invoice or its credit note), of whichever venue. */
export async function comprobanteDeVenta(db: Db, ventaId: number, clase: Clase): Promise<Row | undefined> {
  return (await db.selectFrom('comprobantes').selectAll().where('venta_id', '=', ventaId).where('clase', '=', clase).executeTakeFirst()) as Row | undefined;
}

/** A sale's vouchers: its invoice and, once voided, the credit note (in that order). */
export async function comprobantesDeVenta(db: Db, localId: number, ventaId: number): Promise<Row[]> {
  return (await db.selectFrom('comprobantes').selectAll().where('local_id', '=', localId).where('venta_id', '=', ventaId).orderBy('id').execute()) as Row[];
}

export async function loadComprobante(db: Db, id: number): Promise<Row> {
  return (await db.selectFrom('comprobantes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
}

/** The id of a sale's credit note, if it has one. */
export async function notaCreditoIdDeVenta(db: Db, ventaId: number): Promise<number | null> {
  const nc = await db.selectFrom('comprobantes').select('id').where('venta_id', '=', ventaId).where('clase', '=', 'nota_credito').executeTakeFirst();
  return nc?.id ?? null;
}

/** The ids of every venue's vouchers not yet settled with ARCA, oldest first. */
export async function idsPendientes(db: Db): Promise<number[]> {
  return (await db.selectFrom('comprobantes').select('id').where('estado', 'in', ['pendiente', 'enviando']).orderBy('id').execute()).map((r) => r.id);
}

/** The venue's vouchers not yet settled with ARCA, oldest first. */
export async function pendientesDelLocal(db: Db, localId: number): Promise<Row[]> {
  return (await db.selectFrom('comprobantes').selectAll().where('local_id', '=', localId).where('estado', 'in', ['pendiente', 'enviando']).orderBy('id').execute()) as Row[];
}

/** Records a voucher once per sale and class: when two registers ask at once, the second insert does nothing and both read the one row. */
export async function insertComprobante(db: Db, values: Insertable<ComprobantesTable>): Promise<void> {
  await db
    .insertInto('comprobantes')
    .values(values)
    .onConflict((oc) => oc.columns(['venta_id', 'clase']).doNothing())
    .execute();
}

export async function updateComprobante(db: Db, id: number, values: Updateable<ComprobantesTable>): Promise<void> {
  await db
    .updateTable('comprobantes')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Rewrites a refused voucher to be asked again (a refused voucher took no number); one no longer refused is left alone. */
export async function reabrirRechazado(db: Db, id: number, values: Updateable<ComprobantesTable>): Promise<void> {
  await db
    .updateTable('comprobantes')
    .set({ ...values, estado: 'pendiente', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('estado', '=', 'rechazado')
    .execute();
}

/**
 * Frees the numbers of the vouchers of one type recorded in flight beyond ARCA's last number: they
 * were never authorised (only one queue numbers a point of sale).
 */
export async function liberarNumerosEnVuelo(db: Db, cuit: string, puntoVenta: number, tipo: number, ultimo: number): Promise<void> {
  await db
    .updateTable('comprobantes')
    .set({ estado: 'pendiente', numero: null })
    .where('cuit', '=', cuit)
    .where('punto_venta', '=', puntoVenta)
    .where('tipo', '=', tipo)
    .where('estado', '=', 'enviando')
    .where('numero', '>', ultimo)
    .execute();
}

/** Records the number and date a voucher is about to be sent with, counting the attempt. */
export async function marcarEnviando(db: Db, id: number, numero: number, fecha: string): Promise<void> {
  await db
    .updateTable('comprobantes')
    .set((eb) => ({ estado: 'enviando', numero, fecha, intentos: eb('intentos', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .execute();
}

/** The VAT rate of each of the given products that exists. */
export async function alicuotasDeProductos(db: Db, productoIds: number[]): Promise<Map<number, AlicuotaIva>> {
  const rates = new Map<number, AlicuotaIva>();
  if (productoIds.length === 0) return rates;
  for (const p of await db.selectFrom('productos').select(['id', 'iva_alicuota']).where('id', 'in', productoIds).execute()) {
    rates.set(p.id, p.iva_alicuota as AlicuotaIva);
  }
  return rates;
}
