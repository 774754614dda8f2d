// GET /api/reportes/consumo: per ingredient, what the sales took (minus voids) against what was
// used (start + purchases - end), the waste, and the variance a count reveals, in quantity and
// money; movements before and after the range stay out. Every figure by hand.
import { reporteConsumoSchema, type Compra, type ReporteConsumo, type ReporteCostos, type Venta } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enBsAs, insumo, M, mover } from './helpers/cocina';
import { abrirCaja, createVenue, medioId, mutationId, type TestVenue } from './helpers/money';
import { pizzeria } from './helpers/recetas-venta';
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
const d1 = addDays(hoy, -3);
const d2 = addDays(hoy, -2);
const d3 = addDays(hoy, -1);

/**
 * Muzzarella (kg): 10 kg at $6.000 before the range. In it: a sale takes 1,25 kg and a void gives
 * 0,25 back (at $6.000); 3 kg arrive at $10.000 (9 kg x 6.000 + 3 x 10.000 = 84.000 / 12 = $7.000);
 * 0,5 kg are thrown away; a sale takes 2 kg; the count finds 9,2 kg where 9,5 were due (-0,3).
 * After the range a sale takes 1 kg more (not counted).
 *   start 10, purchases 3, end 9,2: actual 3,8; theoretical 1,25 - 0,25 + 2 = 3; waste 0,5;
 *   variance 3,8 - 3 - 0,5 = 0,3 kg x $7.000 = $2.100; theoretical cost 1,25x6.000 - 0,25x6.000 +
 *   2x7.000 = $20.000; waste 0,5 x 7.000 = $3.500.
 * Harina (kg): 20 kg before; two sales of 0,3 kg at $1.000: theoretical = actual = 0,6, $600.
 * Tomate: active, never moved (zeros); Aceite: inactive, never moved (left out).
 */
async function mes(v: TestVenue) {
  const db = t.app.db;
  const l = v.localId;
  const muzza = await insumo(db, l, 'Muzzarella', 'kg', 600_000);
  const harina = await insumo(db, l, 'Harina', 'kg', 100_000);
  await insumo(db, l, 'Tomate', 'kg', 200_000);
  await insumo(db, l, 'Aceite', 'l', 900_000, { activo: false });
  await mover(db, l, muzza, 'compra', 10 * M, 600_000, enBsAs(addDays(d1, -2), '10:00'));
  await mover(db, l, harina, 'ajuste', 20 * M, 100_000, enBsAs(addDays(d1, -1), '23:59'));
  await mover(db, l, muzza, 'venta', -1.25 * M, 600_000, enBsAs(d1, '00:00'));
  await mover(db, l, muzza, 'anulacion', 0.25 * M, 600_000, enBsAs(d1, '11:00'));
  await mover(db, l, harina, 'venta', -0.3 * M, 100_000, enBsAs(d1, '12:00'));
  await mover(db, l, muzza, 'compra', 3 * M, 700_000, enBsAs(d2, '09:00'));
  await mover(db, l, muzza, 'merma', -0.5 * M, 700_000, enBsAs(d2, '20:00'));
  await mover(db, l, harina, 'venta', -0.3 * M, 100_000, enBsAs(d3, '13:00'));
  await mover(db, l, muzza, 'venta', -2 * M, 700_000, enBsAs(d3, '15:00'));
  await mover(db, l, muzza, 'inventario', -0.3 * M, 700_000, enBsAs(d3, '23:59'));
  await mover(db, l, muzza, 'venta', -1 * M, 700_000, enBsAs(hoy, '00:00'));
  return { muzza, harina };
}

describe('GET /api/reportes/consumo', () => {
  it('compares theoretical and actual use per ingredient over the range, the largest loss first, with totals', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    const { muzza, harina } = await mes(v);
    const res = await v.as.admin.get<ReporteConsumo>(`/api/reportes/consumo?fechaDesde=${d1}&fechaHasta=${d3}`);
    expect(res.status).toBe(200);
    const data = reporteConsumoSchema.parse(res.body.data);
    expect(data).toMatchObject({ desde: d1, hasta: d3, moneda: 'ARS', totales: { teoricoCosto: 20_600, mermaCosto: 3_500, varianzaCosto: 2_100 } });
    expect(data.items.map((i) => i.nombre)).toEqual(['Muzzarella', 'Harina', 'Tomate']);
    expect(data.items[0]).toEqual({
      insumoId: muzza,
      nombre: 'Muzzarella',
      unidad: 'kg',
      teorico: 3,
      merma: 0.5,
      compras: 3,
      stockInicial: 10,
      stockFinal: 9.2,
      real: 3.8,
      varianza: 0.3,
      costoUnitario: 7_000,
      teoricoCosto: 20_000,
      mermaCosto: 3_500,
      varianzaCosto: 2_100,
    });
    expect(data.items[1]).toMatchObject({ insumoId: harina, teorico: 0.6, real: 0.6, varianza: 0, stockInicial: 20, stockFinal: 19.4, teoricoCosto: 600, varianzaCosto: 0 });
    expect(data.items[2]).toMatchObject({ nombre: 'Tomate', teorico: 0, real: 0, stockInicial: 0, stockFinal: 0, costoUnitario: 2_000 });
  });

  it("a range's first day alone sees the void but not the later purchase", async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    await mes(v);
    const res = await v.as.admin.get<ReporteConsumo>(`/api/reportes/consumo?fechaDesde=${d1}&fechaHasta=${d1}`);
    // Start 10, end 9 (after the sale and the void): actual 1, theoretical 1, no variance.
    expect(res.body.data!.items[0]).toMatchObject({ nombre: 'Harina', teorico: 0.3, real: 0.3 });
    expect(res.body.data!.items.find((i) => i.nombre === 'Muzzarella')).toMatchObject({
      stockInicial: 10,
      stockFinal: 9,
      teorico: 1,
      real: 1,
      compras: 0,
      varianza: 0,
      costoUnitario: 6_000,
    });
  });

  it('refuses an unknown parameter and a reversed range', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    expect((await v.as.admin.get(`/api/reportes/consumo?fechaDesde=${d3}&fechaHasta=${d1}`)).body.code).toBe('RANGO_FECHAS_INVALIDO');
    expect((await v.as.admin.get('/api/reportes/consumo?insumo=3')).status).toBe(400);
  });

  it('exports the rows and totals as CSV', async () => {
    const v = await createVenue(t.app, { withMenu: false, timezone: TZ });
    await mes(v);
    const csv = await t.app.inject({ method: 'GET', url: `/api/reportes/consumo/exportar/csv?fechaDesde=${d1}&fechaHasta=${d3}`, headers: bearer(v.as.admin.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reporte_consumo_${d1}_${d3}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows.find((r) => r[0] === 'Muzzarella')).toEqual(['Muzzarella', 'kg', '10', '3', '9,2', '3,8', '3', '0,5', '0,3', '7000,00', '20000,00', '3500,00', '2100,00']);
    expect(rows.find((r) => r[0] === 'Total')).toEqual(['Total', '', '', '', '', '', '', '', '', '', '20600,00', '3500,00', '2100,00']);
  });
});

describe('from purchase to sale to report, through the routes', () => {
  /**
   * The pizzeria of helpers/recetas-venta (muzzarella 5 kg at $8.000, its opening moved two days
   * back so today starts with it). Today: 3 kg arrive at $12.000 (5 x 8.000 + 3 x 12.000 = 76.000 /
   * 8 = $9.500); a sale of two pizzas, one with extra cheese (2 x 200 g + 30 g = 0,43 kg); a third
   * pizza sold and voided (0,2 kg out and back); 0,25 kg thrown away; the count finds 7,2 kg where
   * 7,32 were due. Use: start 5, purchases 3, end 7,2: actual 0,8; theoretical 0,43; waste 0,25;
   * variance 0,12 kg x $9.500 = $1.140; theoretical $4.085; waste $2.375.
   * The pizza (price $9.000) costs today 260,417 g flour $234,38 + sauce (150 g tomato $300, 7,5 ml oil
   * $67,50) + 200 g muzzarella $1.900 + 50 g onion $60 = $2.561,88 (one rounding); when it was
   * created, with muzzarella at $8.000, $2.261,88: +13,26 %.
   */
  it('reads what the purchases, sales, voids, waste and counts wrote', async () => {
    const v = await createVenue(t.app, { timezone: TZ });
    const p = await pizzeria(v);
    await t.app.db
      .updateTable('insumo_movimientos')
      .set({ created_at: enBsAs(addDays(hoy, -2), '10:00').toISOString() })
      .where('local_id', '=', v.localId)
      .execute();
    const proveedor = await t.app.db.selectFrom('proveedores').select('id').where('local_id', '=', v.localId).orderBy('id').executeTakeFirstOrThrow();
    const compra = await v.as.admin.post<Compra>('/api/compras', {
      proveedorId: proveedor.id,
      lineas: [{ insumoId: p.muzzarella, cantidad: 3, costoUnitario: 12_000 }],
      clientMutationId: mutationId(),
    });
    expect(compra.status, compra.body.message).toBe(201);
    const recepcion = await v.as.admin.post(`/api/compras/${compra.body.data!.id}/recepcion`, {
      lineas: [{ insumoId: p.muzzarella, cantidad: 3, costoUnitario: 12_000 }],
      clientMutationId: mutationId(),
    });
    expect(recepcion.status, recepcion.body.message).toBe(200);

    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const vender = async (items: object[], monto: number) => {
      const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items, pagos: [{ medioId: efectivo, monto }], clientMutationId: mutationId() });
      expect(res.status, res.body.message).toBe(201);
      return res.body.data!;
    };
    await vender(
      [
        { productoId: p.pizza.id, cantidad: 1 },
        { productoId: p.pizza.id, cantidad: 1, modificadores: [p.opcion('Extra queso')] },
      ],
      19_500,
    );
    const anulada = await vender([{ productoId: p.pizza.id, cantidad: 1 }], 9_000);
    expect((await v.as.admin.post(`/api/ventas/${anulada.id}/anular`, { motivo: 'Error de carga', clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.post(`/api/insumos/${p.muzzarella}/mermas`, { cantidad: 250, unidad: 'g', motivo: 'Vencida', clientMutationId: mutationId() })).status).toBe(201);
    const conteo = await v.as.admin.post('/api/inventarios', { lineas: [{ insumoId: p.muzzarella, cantidadContada: 7.2 }], clientMutationId: mutationId() });
    expect(conteo.status, conteo.body.message).toBe(201);

    const consumo = (await v.as.admin.get<ReporteConsumo>(`/api/reportes/consumo?fechaDesde=${hoy}&fechaHasta=${hoy}`)).body.data!;
    expect(consumo.items.find((i) => i.insumoId === p.muzzarella)).toEqual({
      insumoId: p.muzzarella,
      nombre: 'Muzzarella',
      unidad: 'kg',
      teorico: 0.43,
      merma: 0.25,
      compras: 3,
      stockInicial: 5,
      stockFinal: 7.2,
      real: 0.8,
      varianza: 0.12,
      costoUnitario: 9_500,
      teoricoCosto: 4_085,
      mermaCosto: 2_375,
      varianzaCosto: 1_140,
    });
    expect(consumo.items[0]!.insumoId).toBe(p.muzzarella);

    const costos = (await v.as.admin.get<ReporteCostos>('/api/reportes/costos')).body.data!;
    expect(costos.items.find((i) => i.productoId === p.pizza.id)).toMatchObject({
      costo: 2_561.88,
      precio: 9_000,
      margen: 6_438.12,
      foodCostPorcentaje: 28.47,
      costoAlCambioPrecio: 2_261.88,
      subaCostoPorcentaje: 13.26,
      señalado: false,
    });
  });
});
