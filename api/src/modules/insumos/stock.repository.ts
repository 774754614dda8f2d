import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';
import type { MovimientoValues, StockCambiado } from './insumos.repository';

type Db = Kysely<Database>;

/*
 * The stock's writes of a charge, a void or waste, whatever the number of ingredients: one UPDATE
 * of every row and one INSERT of every movement. Each is a hot statement (db/hot-query.ts) per
 * number of rows, so a charge of six ingredients neither builds nor compiles a query.
 */

/** Row counts compiled once each; a larger batch (a purchase of hundreds of lines) is built each time. */
const HOT_ROWS = 64;

type StockRow = { id: number; nombre: string; stock_actual: number; stock_minimo: number; costo_unitario: number; controla_stock: number };

/**
 * `n` ingredients' stock changed in one statement; arguments: localId, at, then id and delta of
 * each, ids ascending. On PostgreSQL the rows are locked first in id order (a CTE with `for
 * update`), so two transactions moving the same ingredients never wait on each other crosswise;
 * SQLite has one writer at a time.
 */
function sumarStocksSql(db: Db, n: number, arg: (i: number) => unknown) {
  const ids = sql.join(Array.from({ length: n }, (_, i) => arg(2 + 2 * i)));
  const casos = sql.join(
    Array.from({ length: n }, (_, i) => sql`when ${arg(2 + 2 * i)} then cast(${arg(3 + 2 * i)} as bigint)`),
    sql` `,
  );
  const local = arg(0);
  const at = arg(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<StockRow>`with bloqueados as materialized (
        select id from insumos where local_id = ${local} and id in (${ids}) order by id for update
      )
      update insumos set stock_actual = stock_actual + (case insumos.id ${casos} end), updated_at = ${at}
      from bloqueados where insumos.id = bloqueados.id
      returning insumos.id, insumos.nombre, insumos.stock_actual, insumos.stock_minimo, insumos.costo_unitario, insumos.controla_stock`;
  }
  return sql<StockRow>`update insumos set stock_actual = stock_actual + (case id ${casos} end), updated_at = ${at}
    where local_id = ${local} and id in (${ids})
    returning id, nombre, stock_actual, stock_minimo, costo_unitario, controla_stock`;
}

const sumarStocksHot = new Map<number, (db: Db, ...args: unknown[]) => Promise<StockRow[]>>();

/**
 * Adds each signed delta (millionths) to its ingredient's stock in one statement (the rows stay
 * locked for the transaction) and answers the rows after it, in id order; ingredients the venue
 * does not have are missing from the answer.
 */
export async function sumarStocks(db: Db, localId: number, cambios: readonly (readonly [id: number, delta: number])[], at: string): Promise<StockCambiado[]> {
  if (cambios.length === 0) return [];
  const orden = [...cambios].sort((a, b) => a[0] - b[0]);
  const args: unknown[] = [localId, at, ...orden.flat()];
  let rows: StockRow[];
  if (orden.length <= HOT_ROWS) {
    let run = sumarStocksHot.get(orden.length);
    if (!run) {
      const n = orden.length;
      run = hotQuery<StockRow, unknown[]>((kdb, p) => {
        const query = sumarStocksSql(kdb, n, p);
        return { compile: () => query.compile(kdb) };
      });
      sumarStocksHot.set(n, run);
    }
    rows = await run(db, ...args);
  } else {
    rows = (await sumarStocksSql(db, orden.length, (i) => args[i]).execute(db)).rows;
  }
  return rows
    .map((row) => ({
      id: row.id,
      nombre: row.nombre,
      stockActual: Number(row.stock_actual),
      stockMinimo: Number(row.stock_minimo),
      costoUnitario: Number(row.costo_unitario),
      controlaStock: Boolean(Number(row.controla_stock)),
    }))
    .sort((a, b) => a.id - b.id);
}

const COLUMNS = [
  'insumo_id',
  'tipo',
  'cantidad',
  'stock_anterior',
  'stock_resultante',
  'costo_unitario',
  'venta_id',
  'compra_id',
  'inventario_id',
  'usuario_id',
  'motivo',
] as const;

function insertSql(db: Db, n: number, arg: (i: number) => unknown) {
  return db.insertInto('insumo_movimientos').values(
    Array.from({ length: n }, (_, r) => {
      const row: Record<string, unknown> = { local_id: arg(0), created_at: arg(1) };
      COLUMNS.forEach((column, c) => (row[column] = arg(2 + r * COLUMNS.length + c)));
      return row as never;
    }),
  );
}

const insertHot = new Map<number, (db: Db, ...args: unknown[]) => Promise<unknown[]>>();

/** The movements, in one statement. */
export async function insertMovimientos(db: Db, localId: number, movimientos: readonly MovimientoValues[], at: string): Promise<void> {
  if (movimientos.length === 0) return;
  const args: unknown[] = [localId, at];
  for (const m of movimientos) {
    args.push(m.insumoId, m.tipo, m.cantidad, m.stockAnterior, m.stockResultante, m.costoUnitario, m.ventaId, m.compraId, m.inventarioId, m.usuarioId, m.motivo);
  }
  if (movimientos.length > HOT_ROWS) {
    await insertSql(db, movimientos.length, (i) => args[i]).execute();
    return;
  }
  let run = insertHot.get(movimientos.length);
  if (!run) {
    const n = movimientos.length;
    run = hotQuery<unknown, unknown[]>((kdb, p) => insertSql(kdb, n, p));
    insertHot.set(n, run);
  }
  await run(db, ...args);
}
