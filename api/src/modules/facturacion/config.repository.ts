import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, FacturacionConfigTable } from '../../db/schema';

type Db = Kysely<Database>;
type Row = Selectable<FacturacionConfigTable>;

/** The venue's configuration (a venue has one at most). */
export async function configDelLocal(db: Db, localId: number): Promise<Row | undefined> {
  return (await db.selectFrom('facturacion_config').selectAll().where('local_id', '=', localId).executeTakeFirst()) as Row | undefined;
}

/** A configuration by id, only when it is the venue's. */
export async function configPorId(db: Db, localId: number, id: number): Promise<Row | undefined> {
  return (await db.selectFrom('facturacion_config').selectAll().where('id', '=', id).where('local_id', '=', localId).executeTakeFirst()) as Row | undefined;
}

export async function insertConfig(db: Db, values: Insertable<FacturacionConfigTable>): Promise<number> {
  return (await db.insertInto('facturacion_config').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateConfigRow(db: Db, id: number, values: Updateable<FacturacionConfigTable>): Promise<void> {
  await db.updateTable('facturacion_config').set(values).where('id', '=', id).execute();
}

export async function deleteConfigRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('facturacion_config').where('id', '=', id).execute();
}

/** The stored WSAA access ticket (its sign encrypted) and the certificate it was issued for. */
export async function ticketWsaa(db: Db, id: number): Promise<Pick<Row, 'wsaa_token' | 'wsaa_sign_cifrado' | 'wsaa_expira' | 'certificado'> | undefined> {
  return db.selectFrom('facturacion_config').select(['wsaa_token', 'wsaa_sign_cifrado', 'wsaa_expira', 'certificado']).where('id', '=', id).executeTakeFirst();
}

export async function guardarTicketWsaa(db: Db, id: number, ticket: { token: string; signCifrado: string; expira: string }): Promise<void> {
  await db.updateTable('facturacion_config').set({ wsaa_token: ticket.token, wsaa_sign_cifrado: ticket.signCifrado, wsaa_expira: ticket.expira }).where('id', '=', id).execute();
}
