import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anuladasTrasZ } from './ajustes-z.repository';
import { ajustes, horasResumen, n, resumen, ventas, type Filtro, type VentasQuery } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* The customers report's queries: paid sales by customer and the current-account balances. */

export interface ClienteRow {
  clienteId: number;
  cliente: string;
  ventas: number;
  total: number;
  primera: string;
  ultima: string;
}

/** Paid sales by customer, the biggest first. */
export async function porCliente(db: Db, f: Filtro, limit: number): Promise<ClienteRow[]> {
  const h = horasResumen(f);
  if (h) {
    const top = await resumen(db, 'resumen_clientes', f, h)
      .innerJoin('clientes as c', 'c.id', 'r.cliente_id')
      .where('r.ventas', '<>', 0)
      .select(['r.cliente_id', sql<string>`max(c.nombre)`.as('cliente'), sql<number>`sum(r.ventas)`.as('ventas'), sql<number>`sum(r.total)`.as('total')])
      .groupBy('r.cliente_id')
      .orderBy(sql`sum(r.total)`, 'desc')
      .orderBy('r.cliente_id')
      .limit(limit)
      .execute();
    if (top.length === 0) return [];
    // First and last purchase of those customers only (index by venue, customer and time).
    const fechas = await ventas(db, f, 'pagada', await anuladasTrasZ(db, f))
      .where(
        'v.cliente_id',
        'in',
        top.map((t) => t.cliente_id),
      )
      .select(['v.cliente_id', sql<string>`min(v.finalizada_at)`.as('primera'), sql<string>`max(v.finalizada_at)`.as('ultima')])
      .groupBy('v.cliente_id')
      .execute();
    const porId = new Map(fechas.map((r) => [r.cliente_id, r]));
    return top.map((r) => {
      const d = porId.get(r.cliente_id);
      return {
        clienteId: r.cliente_id,
        cliente: r.cliente,
        ventas: n(r.ventas),
        total: n(r.total),
        primera: new Date(d?.primera ?? 0).toISOString(),
        ultima: new Date(d?.ultima ?? 0).toISOString(),
      };
    });
  }
  // The voids of Z-closed days made in the range take their sales out: merged, then sorted and cut.
  const z = await anuladasTrasZ(db, f);
  const adj = ajustes(db, f, z);
  const porId = async (q: VentasQuery, top?: number) => {
    let sel = q
      .innerJoin('clientes as c', 'c.id', 'v.cliente_id')
      .select([
        'v.cliente_id',
        sql<string>`max(c.nombre)`.as('cliente'),
        sql<number>`count(*)`.as('ventas'),
        sql<number>`sum(v.total)`.as('total'),
        sql<string>`min(v.finalizada_at)`.as('primera'),
        sql<string>`max(v.finalizada_at)`.as('ultima'),
      ])
      .groupBy('v.cliente_id')
      .orderBy(sql`sum(v.total)`, 'desc')
      .orderBy('v.cliente_id');
    if (top !== undefined) sel = sel.limit(top);
    return sel.execute();
  };
  const [propias, negativas] = await Promise.all([porId(ventas(db, f, 'pagada', z), adj ? undefined : limit), adj ? porId(adj) : []]);
  const out = new Map(
    propias.map((r) => [
      r.cliente_id!,
      {
        clienteId: r.cliente_id!,
        cliente: r.cliente,
        ventas: n(r.ventas),
        total: n(r.total),
        primera: new Date(r.primera).toISOString(),
        ultima: new Date(r.ultima).toISOString(),
      },
    ]),
  );
  for (const r of negativas) {
    // A customer with only such a void in the range has no purchase of the range to date, as on the summaries.
    const row = out.get(r.cliente_id!) ?? {
      clienteId: r.cliente_id!,
      cliente: r.cliente,
      ventas: 0,
      total: 0,
      primera: new Date(0).toISOString(),
      ultima: new Date(0).toISOString(),
    };
    out.set(r.cliente_id!, { ...row, ventas: row.ventas - n(r.ventas), total: row.total - n(r.total) });
  }
  return [...out.values()].sort((a, b) => b.total - a.total || a.clienteId - b.clienteId).slice(0, limit);
}

/** Paid sales with and without a customer, and how many customers bought. */
export async function conteoClientes(db: Db, f: Filtro): Promise<{ clientes: number; ventas: number; total: number; sinCliente: number }> {
  const h = horasResumen(f);
  if (h) {
    // Every row, adjustments of Z-closed days included (negative); a customer bought when a row of theirs sold.
    const [con, todas] = await Promise.all([
      resumen(db, 'resumen_clientes', f, h)
        .select([
          sql<number>`count(distinct case when r.ventas > 0 then r.cliente_id end)`.as('clientes'),
          sql<number>`sum(r.ventas)`.as('ventas'),
          sql<number>`sum(r.total)`.as('total'),
        ])
        .executeTakeFirst(),
      resumen(db, 'resumen_ventas', f, h)
        .select(sql<number>`sum(r.ventas)`.as('ventas'))
        .executeTakeFirst(),
    ]);
    return { clientes: n(con?.clientes), ventas: n(con?.ventas), total: n(con?.total), sinCliente: n(todas?.ventas) - n(con?.ventas) };
  }
  const z = await anuladasTrasZ(db, f);
  const conteo = (q: VentasQuery) =>
    q
      .select([
        sql<number>`count(distinct v.cliente_id)`.as('clientes'),
        sql<number>`sum(case when v.cliente_id is null then 0 else 1 end)`.as('ventas'),
        sql<number>`sum(case when v.cliente_id is null then 0 else v.total end)`.as('total'),
        sql<number>`sum(case when v.cliente_id is null then 1 else 0 end)`.as('sin_cliente'),
      ])
      .executeTakeFirst();
  const adj = ajustes(db, f, z);
  const [row, neg] = await Promise.all([conteo(ventas(db, f, 'pagada', z)), adj ? conteo(adj) : undefined]);
  return {
    clientes: n(row?.clientes),
    ventas: n(row?.ventas) - n(neg?.ventas),
    total: n(row?.total) - n(neg?.total),
    sinCliente: n(row?.sin_cliente) - n(neg?.sin_cliente),
  };
}

/** Current-account balances other than zero, today (a balance is not bounded by a range). */
export async function saldosCuentas(db: Db, localId: number, clienteId?: number): Promise<{ clienteId: number; cliente: string; saldo: number; ultimo: string }[]> {
  let q = db
    .selectFrom('cuenta_movimientos as m')
    .innerJoin('clientes as c', 'c.id', 'm.cliente_id')
    .select(['m.cliente_id', sql<string>`max(c.nombre)`.as('cliente'), sql<number>`sum(m.monto)`.as('saldo'), sql<string>`max(m.created_at)`.as('ultimo')])
    .where('m.local_id', '=', localId)
    .groupBy('m.cliente_id')
    .having(sql`sum(m.monto)`, '<>', 0)
    .orderBy(sql`sum(m.monto)`, 'desc')
    .orderBy('m.cliente_id');
  if (clienteId !== undefined) q = q.where('m.cliente_id', '=', clienteId);
  const rows = await q.execute();
  return rows.map((r) => ({ clienteId: r.cliente_id, cliente: r.cliente, saldo: n(r.saldo), ultimo: new Date(r.ultimo).toISOString() }));
}
