import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { n } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/** An open register session as the dashboard shows it: `esperado` in minor units of the venue's currency. */
export interface SesionAbiertaRow {
  id: number;
  fecha: string;
  caja: string;
  usuario: string;
  esperado: number;
}

/**
 * Every open register session of the venue (one per till at most), the oldest first, with its
 * till, who opened it and its expected cash in `moneda` (the sum of its movements, the opening
 * amount included). Empty: every register is closed.
 */
export async function sesionesAbiertas(db: Db, localId: number, moneda: string): Promise<SesionAbiertaRow[]> {
  const rows = await db
    .selectFrom('arqueos as a')
    .leftJoin('cajas as c', 'c.id', 'a.caja_id')
    .innerJoin('usuarios as u', 'u.id', 'a.usuario_apertura_id')
    .select(['a.id', 'a.fecha', 'c.nombre as caja', 'u.nombre as usuario'])
    .where('a.local_id', '=', localId)
    .where('a.estado', '=', 'abierto')
    .orderBy('a.abierto_at')
    .orderBy('a.id')
    .execute();
  if (rows.length === 0) return [];
  const sums = await db
    .selectFrom('caja_movimientos')
    .select((eb) => ['arqueo_id', eb.fn.sum<number>('monto').as('monto')])
    .where('local_id', '=', localId)
    .where('moneda', '=', moneda)
    .where(
      'arqueo_id',
      'in',
      rows.map((r) => r.id),
    )
    .groupBy('arqueo_id')
    .execute();
  const esperado = new Map(sums.map((s) => [Number(s.arqueo_id), n(s.monto)]));
  return rows.map((r) => ({ id: Number(r.id), fecha: r.fecha, caja: r.caja ?? '', usuario: r.usuario, esperado: esperado.get(Number(r.id)) ?? 0 }));
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
