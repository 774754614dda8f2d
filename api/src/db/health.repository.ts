import { sql, type Kysely } from 'kysely';

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
