import { PREPARACION_PROFUNDIDAD_MAX } from '@resto/shared/rules';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/* The costs report's reads: the active products with a recipe, when each price last changed, and what each ingredient cost then. */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** An instant as ISO-8601 UTC; one already written so (what the api stores) as it is, without parsing it. */
const iso = (value: unknown): string =>
  typeof value === 'string' && ISO.test(value) ? value : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** An active product with recipe lines, when its price last changed, and what the ingredients its recipe reaches cost then. */
export interface PlatoACostear {
  id: number;
  nombre: string;
  categoria: string | null;
  /** Minor units. */
  precio: number;
  /** Its last change of sale price; its creation when it never changed. */
  fecha: string;
  /** The venue's last ingredient movement at or before `fecha` (ids grow with time); 0 when none. */
  hasta: number;
  /**
   * Each ingredient its lines reach (through preparations too) that has moved: its cost after the
   * movement `hasta`, that is its last movement's up to it, or its first movement's (the earliest
   * known) when it had not moved by then. One that never moved is missing: today's cost is its cost then.
   */
  costos: Map<number, number>;
}

/*
 * The whole report in one statement: each active product with recipe lines, the moment of its last
 * change of sale price (a change of cost alone does not count), the ingredients its lines reach
 * down through the preparations (no deeper than the engine follows), and each one's cost then, from
 * the movements' indexes ((local_id, created_at) for the moment, (local_id, insumo_id, id) for a
 * cost): a lookup per dish and per ingredient it uses, however many sales the year had. The costs
 * come as one 'insumo:costo,...' text per dish. The venue's id is bound once, in a one-row CTE:
 * SQLite (built with STAT4) prepares a statement again at every run when a value bound in its
 * WHERE meets an indexed column, which here would cost more than the lookups.
 */
const platosQuery = hotQuery<{ id: number; nombre: string; categoria: string | null; precio: number; fecha: unknown; hasta: number | null; costos: string | null }, [number]>(
  (db, p) => {
    const agregar = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('string_agg') : sql.raw('group_concat');
    const local = sql.raw('(select local_id from sede)');
    const query = sql`with recursive sede (local_id) as (
        select cast(${p(0)} as integer)
      ), cambio as (
        select producto_id, max(created_at) as fecha from precio_historial
        where local_id = ${local} and precio_anterior <> precio_nuevo group by producto_id
      ), momento as materialized (
        select p.id, p.nombre, c.nombre as categoria, p.precio, coalesce(ch.fecha, p.created_at) as fecha,
          (select m.id from insumo_movimientos m where m.local_id = ${local} and m.created_at <= coalesce(ch.fecha, p.created_at)
            order by m.created_at desc, m.id desc limit 1) as hasta
        from productos p
        left join categorias c on c.id = p.categoria_id
        left join cambio ch on ch.producto_id = p.id
        where p.local_id = ${local} and p.activo = true
          and exists (select 1 from receta_lineas rl where rl.local_id = ${local} and rl.producto_id = p.id)
      ), de_preparacion (preparacion_id, insumo_id, sub, nivel) as (
        select l.de_preparacion_id, l.insumo_id, l.preparacion_id, 1 from receta_lineas l where l.local_id = ${local} and l.de_preparacion_id is not null
        union all
        select a.preparacion_id, l.insumo_id, l.preparacion_id, a.nivel + 1 from de_preparacion a inner join receta_lineas l on l.de_preparacion_id = a.sub
        where a.sub is not null and a.nivel < ${sql.lit(PREPARACION_PROFUNDIDAD_MAX)}
      ), usa (producto_id, insumo_id) as (
        select l.producto_id, l.insumo_id from receta_lineas l where l.local_id = ${local} and l.producto_id is not null and l.insumo_id is not null
        union all
        select l.producto_id, d.insumo_id from receta_lineas l inner join de_preparacion d on d.preparacion_id = l.preparacion_id
        where l.local_id = ${local} and l.producto_id is not null and d.insumo_id is not null
      )
      select mo.id, mo.nombre, mo.categoria, mo.precio, mo.fecha, mo.hasta,
        ${agregar}(u.insumo_id || ':' || coalesce(
          (select m.costo_unitario from insumo_movimientos m where m.local_id = ${local} and m.insumo_id = u.insumo_id and m.id <= mo.hasta order by m.id desc limit 1),
          (select m.costo_unitario from insumo_movimientos m where m.local_id = ${local} and m.insumo_id = u.insumo_id order by m.id limit 1)
        ), ',') as costos
      from momento mo
      left join usa u on u.producto_id = mo.id
      group by mo.id, mo.nombre, mo.categoria, mo.precio, mo.fecha, mo.hasta
      order by mo.id`;
    return { compile: () => query.compile(db) };
  },
);

/** 'insumo:costo,insumo:costo' as a map. */
function costosDe(texto: string | null): Map<number, number> {
  const out = new Map<number, number>();
  if (!texto) return out;
  let desde = 0;
  while (desde < texto.length) {
    const coma = texto.indexOf(',', desde);
    const hasta = coma === -1 ? texto.length : coma;
    const dos = texto.indexOf(':', desde);
    out.set(Number(texto.slice(desde, dos)), Number(texto.slice(dos + 1, hasta)));
    desde = hasta + 1;
  }
  return out;
}

/** Every active product with recipe lines, the moment its price last changed and what the ingredients it reaches cost then. */
export async function platosACostear(db: Db, localId: number): Promise<PlatoACostear[]> {
  const rows = await platosQuery(db, localId);
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    categoria: r.categoria,
    precio: Number(r.precio),
    fecha: iso(r.fecha),
    hasta: Number(r.hasta ?? 0),
    costos: costosDe(r.costos),
  }));
}

/** The id of the venue's last ingredient movement at or before an instant (ids grow with time); 0 when none. */
export async function ultimoMovimientoHasta(db: Db, localId: number, instante: string, inclusive: boolean): Promise<number> {
  const row = await db
    .selectFrom('insumo_movimientos')
    .select('id')
    .where('local_id', '=', localId)
    .where('created_at', inclusive ? '<=' : '<', instante)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}
