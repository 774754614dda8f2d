// GET /api/reportes/ingenieria-menu: each dish sold with a recipe, its popularity against its unit
// margin, classed by the Kasavana-Smith rule (popular: share >= 70 % of 1/n; profitable: unit
// margin >= the average weighted by units); voided sales, dishes without a recipe and other days
// stay out. Every figure by hand.
import { reporteIngenieriaMenuSchema, type ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enBsAs, insumo, M, productoNuevo, receta, venta } from './helpers/cocina';
import { createVenue, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/Argentina/Buenos_Aires';
const hoy = dateInZone(new Date(), TZ);
const ayer = addDays(hoy, -1);
const ars = (pesos: number) => pesos * 100;

/**
 * One ingredient at $100 a unit; each dish takes k units (cost k x $100).
 *   Milanesa  $1.000, cost $300: 30 sold at $1.000 + 10 at $900 (10 % off): $39.000, average $975,
 *             unit margin $675, total $27.000
 *   Empanada  $600, cost $400: 30 sold, margin $200, total $6.000
 *   Lomo      $1.500, cost $500: 5 sold, margin $1.000, total $5.000
 *   Flan      $400, cost $300: 5 sold, margin $100, total $500
 * 80 units, n = 4: an equal share is 25 %, popular from 17,5 %. Total margin $38.500, average
 * $481,25. Milanesa (50 %, $675) estrella; Empanada (37,5 %, $200) caballo; Lomo (6,25 %, $1.000)
 * rompecabezas; Flan (6,25 %, $100) perro.
 */
async function semana(v: TestVenue) {
  const db = t.app.db;
  const l = v.localId;
  const base = await insumo(db, l, 'Base', 'unidad', ars(100));
  const plato = async (nombre: string, precio: number, unidades: number) => {
    const id = await productoNuevo(db, l, nombre, ars(precio));
    await receta(db, l, id, [{ insumoId: base, cantidad: unidades * M, unidad: 'unidad' }]);
    return { productoId: id, nombre, precio: ars(precio) };
  };
  const mila = await plato('Milanesa', 1_000, 3);
  const empa = await plato('Empanada', 600, 4);
  const lomo = await plato('Lomo', 1_500, 5);
  const flan = await plato('Flan', 400, 3);
  const agua = { productoId: await productoNuevo(db, l, 'Agua', ars(300)), nombre: 'Agua', precio: ars(300) };
  const u = v.as.cajero.userId;
  await venta(db, l, u, enBsAs(ayer, '12:00'), [
    { ...mila, cantidad: 30 },
    { ...empa, cantidad: 30 },
    { ...agua, cantidad: 100 },
  ]);
  await venta(db, l, u, enBsAs(ayer, '21:00'), [
    { ...mila, cantidad: 10, subtotal: ars(9_000) },
    { ...lomo, cantidad: 5 },
    { ...flan, cantidad: 5 },
  ]);
  // Voided, and before the range: not counted.
  await venta(db, l, u, enBsAs(ayer, '22:00'), [{ ...lomo, cantidad: 50 }], 'anulada');
  await venta(db, l, u, enBsAs(addDays(ayer, -1), '22:00'), [{ ...flan, cantidad: 500 }]);
  return { mila, empa, lomo, flan };
}

describe('GET /api/reportes/ingenieria-menu', () => {
  it('classes each dish estrella, caballo, rompecabezas or perro, the highest total margin first', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    const { mila, empa, lomo, flan } = await semana(v);
    const res = await v.as.admin.get<ReporteIngenieriaMenu>(`/api/reportes/ingenieria-menu?desde=${ayer}&hasta=${ayer}`);
    expect(res.status).toBe(200);
    const data = reporteIngenieriaMenuSchema.parse(res.body.data);
    expect(data.totales).toEqual({ unidades: 80, margenTotal: 38_500, margenPromedio: 481.25, umbralPopularidad: 17.5 });
    expect(data.items).toEqual([
      {
        productoId: mila.productoId,
        nombre: 'Milanesa',
        categoria: null,
        unidades: 40,
        popularidadPorcentaje: 50,
        precioPromedio: 975,
        costo: 300,
        margenUnitario: 675,
        margenTotal: 27_000,
        clase: 'estrella',
      },
      {
        productoId: empa.productoId,
        nombre: 'Empanada',
        categoria: null,
        unidades: 30,
        popularidadPorcentaje: 37.5,
        precioPromedio: 600,
        costo: 400,
        margenUnitario: 200,
        margenTotal: 6_000,
        clase: 'caballo',
      },
      {
        productoId: lomo.productoId,
        nombre: 'Lomo',
        categoria: null,
        unidades: 5,
        popularidadPorcentaje: 6.25,
        precioPromedio: 1_500,
        costo: 500,
        margenUnitario: 1_000,
        margenTotal: 5_000,
        clase: 'rompecabezas',
      },
      {
        productoId: flan.productoId,
        nombre: 'Flan',
        categoria: null,
        unidades: 5,
        popularidadPorcentaje: 6.25,
        precioPromedio: 400,
        costo: 300,
        margenUnitario: 100,
        margenTotal: 500,
        clase: 'perro',
      },
    ]);
  });

  it('is empty for a range without sales of dishes with a recipe', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    await semana(v);
    const res = await v.as.admin.get<ReporteIngenieriaMenu>(`/api/reportes/ingenieria-menu?fechaDesde=${hoy}&fechaHasta=${hoy}`);
    expect(res.body.data).toMatchObject({ items: [], totales: { unidades: 0, margenTotal: 0, margenPromedio: 0, umbralPopularidad: 0 } });
  });

  it('exports the classes in the caller language', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    await semana(v);
    const csv = await t.app.inject({ method: 'GET', url: `/api/reportes/ingenieria-menu/exportar/csv?desde=${ayer}&hasta=${ayer}&idioma=en`, headers: bearer(v.as.admin.token) });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows.find((r) => r[0] === 'Product')).toEqual(['Product', 'Category', 'Units', 'Popularity %', 'Average price', 'Cost', 'Unit margin', 'Total margin', 'Class']);
    expect(rows.filter((r) => ['Milanesa', 'Empanada', 'Lomo', 'Flan'].includes(r[0]!)).map((r) => [r[0], r[8]])).toEqual([
      ['Milanesa', 'Star'],
      ['Empanada', 'Plowhorse'],
      ['Lomo', 'Puzzle'],
      ['Flan', 'Dog'],
    ]);
    expect(rows.find((r) => r[0] === 'Milanesa')).toEqual(['Milanesa', '', '40', '50', '975,00', '300,00', '675,00', '27000,00', 'Star']);
  });
});
