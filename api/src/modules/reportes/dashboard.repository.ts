import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { n } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/** The venue's open register session, if one is open (undefined: the register is closed). */
export async function arqueoAbierto(db: Db, localId: number): Promise<{ id: number; fecha: string } | undefined> {
  return db.selectFrom('arqueos').select(['id', 'fecha']).where('local_id', '=', localId).where('estado', '=', 'abierto').executeTakeFirst();
}

/** Tables with an open draft, and all tables. */
export async function mesasOcupadas(db: Db, localId: number): Promise<{ ocupadas: number; total: number }> {
  const total = await db
    .selectFrom('mesas')
    .select(sql<number>`count(*)`.as('n'))
    .where('local_id', '=', localId)
    .executeTakeFirst();
  const ocupadas = await db
    .selectFrom('mesa_drafts')
    .select(sql<number>`count(distinct mesa_id)`.as('n'))
    .where('local_id', '=', localId)
    .where('estado', '=', 'activo')
    .where('mesa_id', 'is not', null)
    .executeTakeFirst();
  return { ocupadas: n(ocupadas?.n), total: n(total?.n) };
}

/** Kitchen orders in progress (released, not delivered or cancelled), and those older than `lateBefore`. */
export async function pedidosEnCurso(db: Db, localId: number, lateBefore: string): Promise<{ enCurso: number; atrasados: number }> {
  const row = await db
    .selectFrom('pedidos')
    .select([
      sql<number>`count(*)`.as('en_curso'),
      sql<number>`sum(case when estado in ('pendiente', 'preparacion') and fecha_creacion < ${lateBefore} then 1 else 0 end)`.as('atrasados'),
    ])
    .where('local_id', '=', localId)
    .where('estado', 'in', ['pendiente', 'preparacion', 'listo'])
    .where('retenido', '=', 0)
    .executeTakeFirst();
  return { enCurso: n(row?.en_curso), atrasados: n(row?.atrasados) };
}
