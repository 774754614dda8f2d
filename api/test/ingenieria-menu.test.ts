// GET /api/reportes/ingenieria-menu: each dish sold with a recipe, its popularity against its unit
// margin, classed by the Kasavana-Smith rule (popular: share >= 70 % of 1/n; profitable: unit
// margin >= the average weighted by units); voided sales, dishes without a recipe and other days
// stay out; a dish's cost counts the options it was sold with, as the stock depletion does.
// Every figure by hand.
import { reporteIngenieriaMenuSchema, ventaSchema, type ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enBsAs, insumo, M, productoNuevo, receta, venta } from './helpers/cocina';
import { abrirCaja, createVenue, medioId, mutationId, type TestVenue } from './helpers/money';
import { movidosDe, pizzeria } from './helpers/recetas-venta';
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
    const res = await v.as.admin.get<ReporteIngenieriaMenu>(`/api/reportes/ingenieria-menu?fechaDesde=${ayer}&fechaHasta=${ayer}`);
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
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/reportes/ingenieria-menu/exportar/csv?fechaDesde=${ayer}&fechaHasta=${ayer}&idioma=en`,
      headers: bearer(v.as.admin.token),
    });
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

  it('counts in a dish’s cost the options it was sold with: the extra cheese’s, and without the onion it took out', async () => {
    const v = await createVenue(t.app, { timezone: TZ });
    const p = await pizzeria(v);
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const ventas: number[] = [];
    for (const [item, monto] of [
      [{ productoId: p.pizza.id, cantidad: 2, modificadores: [p.opcion('Extra queso'), p.opcion('Sin cebolla')] }, 21_000],
      [{ productoId: p.pizza.id, cantidad: 1 }, 9_000],
    ] as const) {
      const res = await v.as.cajero.post('/api/ventas/finalizar', { items: [item], pagos: [{ medioId: efectivo, monto }], clientMutationId: mutationId() });
      expect(res.status, res.body.message).toBe(201);
      ventas.push(ventaSchema.parse(res.body.data).id);
    }
    const res = await v.as.admin.get<ReporteIngenieriaMenu>(`/api/reportes/ingenieria-menu?fechaDesde=${hoy}&fechaHasta=${hoy}`);
    expect(res.status, res.body.message).toBe(200);
    const data = reporteIngenieriaMenuSchema.parse(res.body.data);
    /*
     * Three pizzas at today's costs (flour $900/kg, sauce's tomato $2.000/kg and oil $9.000/l,
     * muzzarella $8.000/kg, onion $1.200/kg), each line's quantity to the millionth as the stock takes it:
     *   flour   2 x 250 g / 0,96 = 0,520833 kg + 1 x 0,260417 kg = 0,78125 kg    $703,125
     *   tomato  3 x 120 g of the 800 g 1 kg yields = 0,45 kg                       $900
     *   oil     3 x 7,5 ml = 0,0225 l                                              $202,50
     *   cheese  2 x (200 g + 30 g extra) + 1 x 200 g = 0,66 kg                     $5.280
     *   onion   only the pizza without 'Sin cebolla': 0,05 kg                      $60
     * $7.145,625 -> $7.145,63 for the three, $2.381,88 a unit; charged 2 x $10.500 + $9.000 = $30.000.
     * Margin $22.854,37, $7.618,12 a unit. (One plain portion is $2.261,88: without the options the
     * margin would read $23.214,36.)
     */
    expect(data.items).toEqual([
      {
        productoId: p.pizza.id,
        nombre: 'Pizza muzzarella',
        categoria: expect.any(String),
        unidades: 3,
        popularidadPorcentaje: 100,
        precioPromedio: 10_000,
        costo: 2_381.88,
        margenUnitario: 7_618.12,
        margenTotal: 22_854.37,
        clase: 'estrella',
      },
    ]);
    expect(data.totales).toEqual({ unidades: 3, margenTotal: 22_854.37, margenPromedio: 7_618.12, umbralPopularidad: 70 });
    // The same as what the two sales took from the stock, at the cost each movement recorded.
    let tomado = 0;
    for (const id of [p.harina, p.tomate, p.aceite, p.muzzarella, p.cebolla]) {
      for (const m of await movidosDe(v, id)) {
        expect(m.tipo).toBe('venta');
        expect(ventas).toContain(m.ventaId);
        tomado += -m.cantidad * m.costoUnitario!;
      }
    }
    expect(Math.round(tomado * 100) / 100).toBe(7_145.63);
  });
});
