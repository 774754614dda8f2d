import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/*
 * The sales summaries the reports read (migration 0028): sums by UTC hour ('YYYY-MM-DDTHH') and
 * by the dimensions the reports filter on (order type, seller, register; 0 without register).
 * Kept in the sale's own transaction: a charge adds the sale, a void moves it from paid to voided;
 * both are upserts that add to the row (safe against a concurrent sale of the same hour on
 * PostgreSQL: the row is locked, never read and rewritten). The same SQL over every sale rebuilds
 * them (the migration's back-fill and the demo seed, which writes its sales straight).
 *
 * Kysely<any>: the migration calls it before the typed schema knows these tables. It imports
 * nothing of the api but kysely: the reports' bench bundles it to rebuild its generated year.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's untyped handle and the api's typed one alike
type Db = Kysely<any>;

/** 'YYYY-MM-DDTHH' of a sale's finish time, in UTC. */
export function horaUtc(db: Db, column: string): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : sql<string>`substr(${sql.ref(column)}, 1, 13)`;
}

/** 'pagada-hasta-z': sales voided after their day's Z, counted as paid in that day (as the Z printed them). */
type Modo = 'sumar' | 'anular' | 'pagada-hasta-z';

/**
 * Adds the sales that match `where` (a condition on `v`) to the summaries. 'sumar': each sale
 * as it stands (paid or voided); 'anular': sales just voided, taken out of the paid figures and
 * added to the voided ones.
 */
async function acumular(db: Db, where: RawBuilder<unknown>, modo: Modo, ajuste?: { arqueoId: number }): Promise<void> {
  // An adjustment lands on the void's hour and the register that handed the cash back.
  const hora = horaUtc(db, ajuste ? 'v.anulada_at' : 'v.finalizada_at');
  const arqueo = ajuste ? sql`cast(${sql.lit(ajuste.arqueoId)} as integer)` : sql`coalesce(v.arqueo_id, 0)`;
  const dims = sql`v.local_id, ${hora}, v.origen, v.usuario_id, ${arqueo}`;
  const base = sql`v.finalizada_at is not null and ${where}`;
  // Paid figures: +1 for a paid sale, -1 for a sale being voided; voided figures the other way.
  const p = modo === 'anular' ? sql`-1` : modo === 'pagada-hasta-z' ? sql`1` : sql`(case when v.estado = 'pagada' then 1 else 0 end)`;
  // An adjustment is not a voided sale of its day: that sale is still counted (and paid) in its own day's Z.
  const a = ajuste || modo === 'pagada-hasta-z' ? sql`0` : modo === 'anular' ? sql`1` : sql`(case when v.estado = 'anulada' then 1 else 0 end)`;
  const w = modo === 'sumar' ? sql`${base} and v.estado in ('pagada', 'anulada')` : sql`${base} and v.estado = 'anulada'`;
  const wPagada = modo === 'sumar' ? sql`${base} and v.estado = 'pagada'` : sql`${base} and v.estado = 'anulada'`;
  const s = modo === 'anular' ? sql`-1` : sql`1`;
  const add = (table: string, cols: string[]) => sql.raw(cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

  await sql`insert into resumen_ventas (local_id, hora, origen, usuario_id, arqueo_id, ventas, total, subtotal, descuentos, vuelto, descuento_lineas, anuladas, total_anuladas)
    select ${dims}, sum(${p}), sum(${p} * v.total), sum(${p} * v.subtotal), sum(${p} * (v.descuento_general + v.descuento_cliente + v.descuento_promocion)), sum(${p} * v.vuelto),
      sum(${p} * coalesce((select sum(vi.descuento) from venta_items vi where vi.venta_id = v.id and vi.descuento <> 0), 0)),
      sum(${a}), sum(${a} * v.total)
    from ventas v where ${w}
    group by ${dims}
    on conflict (local_id, hora, origen, usuario_id, arqueo_id) do update set ${add('resumen_ventas', ['ventas', 'total', 'subtotal', 'descuentos', 'vuelto', 'descuento_lineas', 'anuladas', 'total_anuladas'])}`.execute(
    db,
  );

  await sql`insert into resumen_pagos (local_id, hora, origen, usuario_id, arqueo_id, medio_pago_id, moneda, medio_nombre, medio_tipo, pagos, monto, monto_local)
    select ${dims}, vp.medio_pago_id, vp.moneda, vp.medio_nombre, vp.medio_tipo, sum(${s}), sum(${s} * vp.monto), sum(${s} * vp.monto_local)
    from ventas v inner join venta_pagos vp on vp.venta_id = v.id where ${wPagada}
    group by ${dims}, vp.medio_pago_id, vp.moneda, vp.medio_nombre, vp.medio_tipo
    on conflict (local_id, hora, origen, usuario_id, arqueo_id, medio_pago_id, moneda, medio_nombre, medio_tipo) do update set ${add('resumen_pagos', ['pagos', 'monto', 'monto_local'])}`.execute(
    db,
  );

  await sql`insert into resumen_productos (local_id, hora, origen, usuario_id, arqueo_id, producto_id, producto_nombre, categoria_nombre, lineas, cantidad_milli, subtotal)
    select ${dims}, vi.producto_id, vi.producto_nombre, coalesce(vi.categoria_nombre, ''), sum(${s}), sum(${s} * vi.cantidad_milli), sum(${s} * vi.subtotal)
    from ventas v inner join venta_items vi on vi.venta_id = v.id where ${wPagada}
    group by ${dims}, vi.producto_id, vi.producto_nombre, coalesce(vi.categoria_nombre, '')
    on conflict (local_id, hora, origen, usuario_id, arqueo_id, producto_id, producto_nombre, categoria_nombre) do update set ${add('resumen_productos', ['lineas', 'cantidad_milli', 'subtotal'])}`.execute(
    db,
  );

  await sql`insert into resumen_clientes (local_id, hora, origen, usuario_id, arqueo_id, cliente_id, ventas, total)
    select ${dims}, v.cliente_id, sum(${s}), sum(${s} * v.total)
    from ventas v where ${wPagada} and v.cliente_id is not null
    group by ${dims}, v.cliente_id
    on conflict (local_id, hora, origen, usuario_id, arqueo_id, cliente_id) do update set ${add('resumen_clientes', ['ventas', 'total'])}`.execute(db);
}

/** A sale just charged (in the charge's transaction, after its lines and payments are written). */
export async function sumarVenta(db: Db, ventaId: number): Promise<void> {
  await acumular(db, sql`v.id = ${ventaId}`, 'sumar');
}

/**
 * A sale just voided (in the void's transaction, after it is marked voided). When its day's Z
 * close was already issued, that day keeps the figures the Z printed: the void is added to the
 * hour it happens, as negative sales (an adjustment of a closed day), so a range still adds up.
 */
export async function anularVenta(db: Db, localId: number, ventaId: number, arqueoId: number | null): Promise<void> {
  const ajuste = await ajusteDeDiaCerrado(db, localId, ventaId, arqueoId);
  await acumular(db, sql`v.id = ${ventaId}`, 'anular', ajuste ?? undefined);
  // Rows that no paid sale is left in: the reports would list an empty method or product (a row
  // an adjustment brought to zero sales but not to zero money still explains the day).
  const row = await sql<{ hora: string }>`select ${horaUtc(db, ajuste ? 'v.anulada_at' : 'v.finalizada_at')} as hora from ventas v where v.id = ${ventaId}`.execute(db);
  const hora = row.rows[0]?.hora;
  if (hora === undefined) return;
  await sql`delete from resumen_pagos where local_id = ${localId} and hora = ${hora} and pagos = 0 and monto = 0`.execute(db);
  await sql`delete from resumen_productos where local_id = ${localId} and hora = ${hora} and lineas = 0 and subtotal = 0`.execute(db);
  await sql`delete from resumen_clientes where local_id = ${localId} and hora = ${hora} and ventas = 0 and total = 0`.execute(db);
}

/** The venue date of an instant (Intl only: this file imports nothing of the api). */
export function fechaLocal(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** When the voided sale's day already has its Z close: the register session that hands the cash back (0 without one). */
async function ajusteDeDiaCerrado(db: Db, localId: number, ventaId: number, arqueoId: number | null): Promise<{ arqueoId: number } | null> {
  const venta = (
    await sql<{
      finalizada_at: string | Date;
      timezone: string;
    }>`select v.finalizada_at, l.timezone from ventas v inner join locales l on l.id = v.local_id where v.id = ${ventaId}`.execute(db)
  ).rows[0];
  if (!venta) return null;
  const at = venta.finalizada_at instanceof Date ? venta.finalizada_at.toISOString() : venta.finalizada_at;
  const fecha = fechaLocal(at, venta.timezone);
  const z = await sql`select 1 from cierres_z where local_id = ${localId} and fecha = ${fecha}`.execute(db);
  if (z.rows.length === 0) return null;
  return { arqueoId: arqueoId ?? 0 };
}

/**
 * Voided sales whose day had its Z close before the void, with the register session that handed
 * their cash back (0 without one). Few: their day is read in the venue's zone here.
 */
async function anuladasTrasZ(db: Db, localId?: number): Promise<{ id: number; arqueoId: number }[]> {
  const donde = localId === undefined ? sql`1 = 1` : sql`v.local_id = ${localId}`;
  const voided = (
    await sql<{ id: number; local_id: number; finalizada_at: string | Date; anulada_at: string | Date; timezone: string; arqueo_id: number | null }>`
      select v.id, v.local_id, v.finalizada_at, v.anulada_at, l.timezone,
        (select max(m.arqueo_id) from caja_movimientos m where m.venta_id = v.id and m.tipo = 'devolucion') as arqueo_id
      from ventas v inner join locales l on l.id = v.local_id
      where ${donde} and v.estado = 'anulada' and v.finalizada_at is not null and v.anulada_at is not null`.execute(db)
  ).rows;
  if (voided.length === 0) return [];
  const iso = (at: string | Date) => (at instanceof Date ? at.toISOString() : new Date(at).toISOString());
  const cierres = (await sql<{ local_id: number; fecha: string; created_at: string | Date }>`select local_id, fecha, created_at from cierres_z`.execute(db)).rows;
  const emitido = new Map(cierres.map((z) => [`${z.local_id}:${z.fecha}`, iso(z.created_at)]));
  return voided.flatMap((v) => {
    const z = emitido.get(`${v.local_id}:${fechaLocal(iso(v.finalizada_at), v.timezone)}`);
    return z !== undefined && z <= iso(v.anulada_at) ? [{ id: Number(v.id), arqueoId: v.arqueo_id === null ? 0 : Number(v.arqueo_id) }] : [];
  });
}

/**
 * Rebuilds the summaries from the sales (of one venue, or all): the migration and the seed. A sale
 * voided after its day's Z stays paid in that day and is an adjustment on the void's hour, as the
 * void itself recorded it.
 */
export async function reconstruirResumen(db: Db, localId?: number): Promise<void> {
  const tables = ['resumen_ventas', 'resumen_pagos', 'resumen_productos', 'resumen_clientes'];
  for (const t of tables) {
    if (localId === undefined) await sql`delete from ${sql.table(t)}`.execute(db);
    else await sql`delete from ${sql.table(t)} where local_id = ${localId}`.execute(db);
  }
  const trasZ = await anuladasTrasZ(db, localId);
  const ids = trasZ.map((v) => v.id);
  const donde = localId === undefined ? sql`1 = 1` : sql`v.local_id = ${localId}`;
  await acumular(db, ids.length === 0 ? donde : sql`${donde} and v.id not in (${sql.join(ids)})`, 'sumar');
  if (ids.length === 0) return;
  await acumular(db, sql`v.id in (${sql.join(ids)})`, 'pagada-hasta-z');
  for (const v of trasZ) await acumular(db, sql`v.id = ${v.id}`, 'anular', { arqueoId: v.arqueoId });
}
