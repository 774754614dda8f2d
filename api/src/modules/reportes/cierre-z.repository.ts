import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { n } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* The issued Z closes. */

export interface CierreZRow {
  id: number;
  numero: number;
  fecha: string;
  total: number;
  ventas: number;
  datos: string;
  usuarioId: number;
  usuarioNombre: string;
  createdAt: string;
}

function cierresQuery(db: Db, localId: number) {
  return db
    .selectFrom('cierres_z as z')
    .innerJoin('usuarios as u', 'u.id', 'z.usuario_id')
    .select(['z.id', 'z.numero', 'z.fecha', 'z.total', 'z.ventas', 'z.datos', 'z.usuario_id', 'u.nombre', 'z.created_at'])
    .where('z.local_id', '=', localId);
}

function toCierre(r: {
  id: number;
  numero: number;
  fecha: string;
  total: number;
  ventas: number;
  datos: string;
  usuario_id: number;
  nombre: string;
  created_at: string;
}): CierreZRow {
  return {
    id: r.id,
    numero: n(r.numero),
    fecha: r.fecha,
    total: n(r.total),
    ventas: n(r.ventas),
    datos: r.datos,
    usuarioId: r.usuario_id,
    usuarioNombre: r.nombre,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function findCierreZ(db: Db, localId: number, id: number): Promise<CierreZRow | null> {
  const row = await cierresQuery(db, localId).where('z.id', '=', id).executeTakeFirst();
  return row ? toCierre(row) : null;
}

export async function findCierreZPorFecha(db: Db, localId: number, fecha: string): Promise<CierreZRow | null> {
  const row = await cierresQuery(db, localId).where('z.fecha', '=', fecha).executeTakeFirst();
  return row ? toCierre(row) : null;
}

export async function listCierresZ(db: Db, localId: number, limit: number): Promise<CierreZRow[]> {
  const rows = await cierresQuery(db, localId).orderBy('z.numero', 'desc').limit(limit).execute();
  return rows.map(toCierre);
}

/**
 * Issues the day's Z close with the next number. The unique (venue, date) and (venue, number)
 * constraints keep a second one out even when two cashiers press at once: returns null then.
 */
export async function insertCierreZ(
  db: Db,
  localId: number,
  z: { fecha: string; total: number; ventas: number; datos: string; usuarioId: number; at: string },
): Promise<number | null> {
  const last = await db
    .selectFrom('cierres_z')
    .select(sql<number>`max(numero)`.as('n'))
    .where('local_id', '=', localId)
    .executeTakeFirst();
  const numero = n(last?.n) + 1;
  const row = await db
    .insertInto('cierres_z')
    .values({ local_id: localId, numero, fecha: z.fecha, total: z.total, ventas: z.ventas, datos: z.datos, usuario_id: z.usuarioId, created_at: z.at })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}
