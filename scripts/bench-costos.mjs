// `pnpm bench costos`: the costs report (GET /api/reportes/costos: every dish's recipe cost today
// and at its last price change) on a year of sales, against a hand-written SQL aggregate of the
// same figures, on SQLite.
//
// Builds nothing: the report's own code (modules/reportes/reporte-costos.service.ts) is bundled
// from the source with esbuild and called in process on a fresh migrated database, so the figure
// is the report's queries and engine, without HTTP. The data: 40 dishes of six-line recipes over
// 30 ingredients, BENCH_LINES sale lines over the last 365 days (default 1,000,000: three a sale),
// each sale taking one 'venta' movement per ingredient it used (what a charge writes), a purchase
// of every ingredient each week at a drifting cost, and one price change per dish on a random day.
// Then BENCH_REQUESTS (default 20) timed runs of each after BENCH_WARMUP (default 3), p50 / p95,
// and report p95 / floor p95 (the target: within 1.5x). The floor reads the same answer (each
// dish's cost today and at its change, per line: quantity x the ingredient's cost of its last
// movement at or before the change, found through the same indexes) in one statement.
//
//   BENCH_LINES (default 1000000)   BENCH_REQUESTS (default 20)   BENCH_WARMUP (default 3)   BENCH_DIR (default temp folder)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINES = Math.max(3_000, Number(process.env.BENCH_LINES ?? 1_000_000));
const REQUESTS = Math.max(3, Number(process.env.BENCH_REQUESTS ?? 20));
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 3));
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const M = 1_000_000;
const INSUMOS = 30;
const PLATOS = 40;

/** The api's database, migrations and the costs report, bundled from the source into the api's folder. */
async function loadApi() {
  const { build } = apiRequire('esbuild');
  const outfile = join(ROOT, 'api', 'dist', `.bench-costos-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: [
        "export { createDatabase, migrateToLatest } from './src/db/database.ts';",
        "export { insertVenue } from './src/seed/seed.repository.ts';",
        "export { reporteCostos } from './src/modules/reportes/reporte-costos.service.ts';",
      ].join('\n'),
      resolveDir: join(ROOT, 'api'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '@resto/shared': join(ROOT, 'shared', 'src') },
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

function generate(sqlite, localId) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const now = Date.now();
  const year = 365 * 86_400_000;
  const at = (ms) => new Date(ms).toISOString();
  const started = performance.now();
  const insumo = sqlite.prepare(`insert into insumos (local_id, nombre, unidad, costo_unitario, stock_actual, created_at, updated_at) values (?, ?, 'kg', ?, 0, ?, ?)`);
  const producto = sqlite.prepare(`insert into productos (local_id, nombre, nombre_busqueda, precio, activo, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?)`);
  const receta = sqlite.prepare(`insert into recetas (local_id, producto_id, rendimiento, updated_at) values (?, ?, ?, ?)`);
  const linea = sqlite.prepare(`insert into receta_lineas (local_id, producto_id, insumo_id, cantidad, unidad, merma_porcentaje, orden) values (?, ?, ?, ?, 'g', 0, ?)`);
  const mov = sqlite.prepare(
    `insert into insumo_movimientos (local_id, insumo_id, tipo, cantidad, stock_anterior, stock_resultante, costo_unitario, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const historial = sqlite.prepare(`insert into precio_historial (local_id, producto_id, precio_anterior, precio_nuevo, origen, created_at) values (?, ?, ?, ?, 'edicion', ?)`);
  let movimientos = 0;
  sqlite.transaction(() => {
    const insumos = [];
    for (let i = 0; i < INSUMOS; i += 1)
      insumos.push({ id: Number(insumo.run(localId, `Insumo ${i}`, 100_000 + i * 10_000, at(now - year), at(now - year)).lastInsertRowid), stock: 0, costo: 100_000 + i * 10_000 });
    const platos = [];
    for (let p = 0; p < PLATOS; p += 1) {
      const id = Number(producto.run(localId, `Plato ${p}`, `plato ${p}`, 500_000 + p * 10_000, at(now - year), at(now - year)).lastInsertRowid);
      receta.run(localId, id, M, at(now - year));
      const lineas = [];
      for (let l = 0; l < 6; l += 1) {
        const ins = insumos[(p * 7 + l * 5) % INSUMOS];
        lineas.push({ ins, micro: (50 + ((p + l) % 10) * 20) * M });
        linea.run(localId, id, ins.id, lineas[l].micro, l);
      }
      platos.push({ id, lineas, precio: 500_000 + p * 10_000 });
    }
    // Sales spread over the year, a purchase of every ingredient each week, in time order.
    const ventas = Math.ceil(LINES / 3);
    let semana = -1;
    for (let s = 0; s < ventas; s += 1) {
      const t = now - year + Math.floor((s / ventas) * year);
      const w = Math.floor((t - (now - year)) / (7 * 86_400_000));
      if (w !== semana) {
        semana = w;
        for (const ins of insumos) {
          const entra = 200 * M;
          const costoEntrada = Math.round(ins.costo * (1 + (rnd() - 0.3) * 0.05));
          const nuevo = ins.stock <= 0 ? costoEntrada : Math.round((ins.stock * ins.costo + entra * costoEntrada) / (ins.stock + entra));
          mov.run(localId, ins.id, 'compra', entra, ins.stock, ins.stock + entra, nuevo, at(t));
          ins.stock += entra;
          ins.costo = nuevo;
          movimientos += 1;
        }
      }
      const usado = new Map();
      for (let k = 0; k < 3; k += 1) {
        const plato = platos[Math.floor(rnd() * PLATOS)];
        for (const l of plato.lineas) usado.set(l.ins, (usado.get(l.ins) ?? 0) + l.micro / 1000);
      }
      for (const [ins, micro] of usado) {
        mov.run(localId, ins.id, 'venta', -micro, ins.stock, ins.stock - micro, ins.costo, at(t));
        ins.stock -= micro;
        movimientos += 1;
      }
    }
    for (const ins of insumos) sqlite.prepare('update insumos set costo_unitario = ?, stock_actual = ? where id = ?').run(ins.costo, ins.stock, ins.id);
    for (const p of platos) historial.run(localId, p.id, p.precio - 10_000, p.precio, at(now - Math.floor(rnd() * year)));
  })();
  sqlite.exec('analyze');
  console.log(
    `generated ${Math.ceil(LINES / 3).toLocaleString('en')} sales' movements (${movimientos.toLocaleString('en')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The same figures by hand: each dish's cost today, and at its last price change from each line's ingredient's last movement then. */
const FLOOR = `
with cambio as (
  select producto_id, max(created_at) fecha from precio_historial where local_id = :local and precio_anterior <> precio_nuevo group by producto_id
), hasta as (
  select c.producto_id,
    (select m.id from insumo_movimientos m where m.local_id = :local and m.created_at <= c.fecha order by m.created_at desc, m.id desc limit 1) id
  from cambio c
)
select p.id, p.precio,
  (sum(l.cantidad / 1000 * i.costo_unitario) + 500) / 1000 as costo,
  (sum(l.cantidad / 1000 * coalesce((select m.costo_unitario from insumo_movimientos m where m.local_id = :local and m.insumo_id = l.insumo_id and m.id <= h.id order by m.id desc limit 1), i.costo_unitario)) + 500) / 1000 as costo_antes
from productos p
join receta_lineas l on l.producto_id = p.id
join insumos i on i.id = l.insumo_id
left join hasta h on h.producto_id = p.id
where p.local_id = :local and p.activo = 1
group by p.id, p.precio`;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function timed(label, fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms   p95 ${pct(times, 95).toFixed(1)} ms`);
  return pct(times, 95);
}

export async function benchCostos() {
  const dir = mkdtempSync(join(process.env.BENCH_DIR || tmpdir(), 'resto-bench-costos-'));
  try {
    const { createDatabase, migrateToLatest, insertVenue, reporteCostos } = await loadApi();
    const db = createDatabase({ kind: 'sqlite', file: join(dir, 'resto.db') });
    await migrateToLatest(db);
    const localId = await insertVenue(db, {
      nombre: 'Bench',
      pais: 'AR',
      locale: 'es-AR',
      currencyCode: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      moduloRestaurant: true,
      moduloPosFlow: true,
    });
    await db.destroy();
    const Database = apiRequire('better-sqlite3');
    const sqlite = new Database(join(dir, 'resto.db'));
    generate(sqlite, localId);
    const floorStmt = sqlite.prepare(FLOOR);
    const report = createDatabase({ kind: 'sqlite', file: join(dir, 'resto.db') });
    const first = await reporteCostos(report, localId);
    console.log(`costs report: ${first.items.length} dishes, the first rose ${first.items[0]?.subaCostoPorcentaje ?? 0} %`);
    const api = await timed('costs report (service)', () => reporteCostos(report, localId));
    const floor = await timed('hand-written SQL aggregate', () => floorStmt.all({ local: localId }));
    console.log(`report p95 / floor p95: ${(api / floor).toFixed(2)}x (target within 1.5x)`);
    await report.destroy();
    sqlite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCostos();
