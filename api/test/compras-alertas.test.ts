// Cost alerts of purchases on SQLite or PostgreSQL (TEST_DATABASE_URL): a reception that raises an
// ingredient's average cost past the venue's threshold names the dishes now above the venue's
// food-cost target (through their recipe, a preparation or a modifier option), keeps them for the
// admins until marked seen, and audits them; a smaller rise, a dish still below its target, a
// higher threshold in the settings and a retried reception alert nothing more.
import type { AuditoriaPage, CompraAlerta, GeneralConfig, Insumo, Preparacion, ProductoModificadores, RecepcionResult } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

type Linea = ({ insumoId: number } | { preparacionId: number }) & { cantidad: number; unidad: 'kg' | 'g' };

/** An ingredient in kilos with `stock` on hand at `costo` pesos a kilo. */
async function insumo(v: TestVenue, nombre: string, stock: number, costo: number): Promise<number> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { clientMutationId: mutationId(), nombre, unidad: 'kg', stockActual: stock, costoUnitario: costo });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

/** A preparation that yields `rindeKg` kilos of its lines. */
async function preparacion(v: TestVenue, nombre: string, rindeKg: number, lineas: readonly Linea[]): Promise<number> {
  const res = await v.as.admin.post<Preparacion>('/api/preparaciones', { clientMutationId: mutationId(), nombre, unidad: 'kg', rendimiento: rindeKg, lineas });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

/** A one-portion recipe of a product, saved as the Recipe tab does. */
async function receta(v: TestVenue, productoId: number, lineas: readonly Linea[]) {
  const res = await v.as.admin.put(`/api/productos/${productoId}/receta`, { clientMutationId: mutationId(), rendimiento: 1, lineas });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Gives the product's option `nombre` these recipe lines through the modifier editor; its id. */
async function recetaDeOpcion(v: TestVenue, productoId: number, nombre: string, lineas: readonly Linea[]): Promise<number> {
  const current = (await v.as.admin.get<ProductoModificadores>(`/api/productos/${productoId}/modificadores`)).body.data!;
  const grupos = current.grupos.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    minimo: g.minimo,
    maximo: g.maximo,
    opciones: g.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDelta: o.precioDelta, activo: o.activo, receta: o.nombre === nombre ? lineas : [] })),
  }));
  const res = await v.as.admin.put(`/api/productos/${productoId}/modificadores`, { clientMutationId: mutationId(), grupos });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return current.grupos.flatMap((g) => g.opciones).find((o) => o.nombre === nombre)!.id;
}

async function proveedorId(localId: number): Promise<number> {
  return (await t.app.db.selectFrom('proveedores').select('id').where('local_id', '=', localId).orderBy('id').executeTakeFirstOrThrow()).id;
}

/** Orders `kg` of an ingredient at `costo` and receives it all; the reception's answer. */
async function comprarYRecibir(v: TestVenue, insumoId: number, kg: number, costo: number): Promise<RecepcionResult> {
  const proveedor = await proveedorId(v.localId);
  const compra = await v.as.admin.post<{ id: number }>('/api/compras', {
    clientMutationId: mutationId(),
    proveedorId: proveedor,
    lineas: [{ insumoId, cantidad: kg, costoUnitario: costo }],
  });
  expect(compra.status, JSON.stringify(compra.body)).toBe(201);
  const res = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.body.data!.id}/recepcion`, {
    clientMutationId: mutationId(),
    lineas: [{ insumoId, cantidad: kg, costoUnitario: costo }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

interface Carta {
  muzza: number;
  pizza: number;
  napolitana: number;
  fugazzeta: number;
  bife: number;
  queso: number;
}

/**
 * Muzzarella at $8.000/kg (1 kg on hand). Pizza muzzarella ($10.500): 300 g of it and 250 g of
 * flour at $800 (cost 2.600, 24,76 %). Napolitana ($11.900): 300 g of a cheese sauce that is all
 * muzzarella (2.400, 20,17 %). Fugazzeta ($13.200): 10 g of it (80). Bife ($18.900): 400 g of beef
 * at $14.000 (5.600), and its option Queso (+$800): 100 g of muzzarella.
 */
async function carta(v: TestVenue): Promise<Carta> {
  const muzza = await insumo(v, 'Muzzarella', 1, 8000);
  const harina = await insumo(v, 'Harina 000', 10, 800);
  const carne = await insumo(v, 'Bife de chorizo', 5, 14_000);
  const salsa = await preparacion(v, 'Salsa de queso', 1, [{ insumoId: muzza, cantidad: 1, unidad: 'kg' }]);
  const pizza = (await producto(v.as.admin, 'PIZ-001')).id;
  const napolitana = (await producto(v.as.admin, 'PIZ-002')).id;
  const fugazzeta = (await producto(v.as.admin, 'PIZ-003')).id;
  const bife = (await producto(v.as.admin, 'PRI-001')).id;
  await receta(v, pizza, [
    { insumoId: muzza, cantidad: 300, unidad: 'g' },
    { insumoId: harina, cantidad: 0.25, unidad: 'kg' },
  ]);
  await receta(v, napolitana, [{ preparacionId: salsa, cantidad: 300, unidad: 'g' }]);
  await receta(v, fugazzeta, [{ insumoId: muzza, cantidad: 10, unidad: 'g' }]);
  await receta(v, bife, [{ insumoId: carne, cantidad: 0.4, unidad: 'kg' }]);
  const queso = await recetaDeOpcion(v, bife, 'Queso', [{ insumoId: muzza, cantidad: 100, unidad: 'g' }]);
  return { muzza, pizza, napolitana, fugazzeta, bife, queso };
}

const porNombre = (a: CompraAlerta, b: CompraAlerta) => a.nombre.localeCompare(b.nombre, 'es') || (a.opcion ?? '').localeCompare(b.opcion ?? '');

describe('cost alerts of a reception', () => {
  it('names the dishes a 50% rise of muzzarella pushed past 30%: by recipe, by preparation and by option; kept until seen and audited', async () => {
    const v = await createVenue(t.app);
    const c = await carta(v);
    const config = (await v.as.admin.get<GeneralConfig>('/api/configuracion/general')).body.data!;
    expect(config).toMatchObject({ alertaCostoPorcentaje: 10, foodCostObjetivo: 30 });

    // 1 kg at $8.000 on hand + 1 kg at $16.000 -> $12.000 (+50 %).
    const result = await comprarYRecibir(v, c.muzza, 1, 16_000);
    expect(result.compra.estado).toBe('recibida');
    const subio = [{ insumoId: c.muzza, nombre: 'Muzzarella', costoAnterior: 8000, costoNuevo: 12_000, aumentoPorcentaje: 50 }];
    const base = { compraId: result.compra.id, compraNumero: result.compra.numero, objetivo: 30, insumos: subio, vista: false, fecha: expect.any(String), id: expect.any(Number) };
    expect([...result.alertas].sort(porNombre)).toEqual([
      // 400 g × 14.000 + 100 g × 12.000 = 6.800 over 18.900 + 800.
      {
        ...base,
        productoId: c.bife,
        nombre: 'Bife de chorizo con guarnición',
        opcionId: c.queso,
        opcion: 'Queso',
        costoAnterior: 6400,
        costoNuevo: 6800,
        precio: 19_700,
        foodCostPorcentaje: 34.52,
      },
      // 300 g × 12.000 + 250 g × 800 = 3.800 over 10.500.
      { ...base, productoId: c.pizza, nombre: 'Pizza muzzarella', opcionId: null, opcion: null, costoAnterior: 2600, costoNuevo: 3800, precio: 10_500, foodCostPorcentaje: 36.19 },
      // 300 g of the sauce, now 12.000 a kg: 3.600 over 11.900.
      {
        ...base,
        productoId: c.napolitana,
        nombre: 'Pizza napolitana',
        opcionId: null,
        opcion: null,
        costoAnterior: 2400,
        costoNuevo: 3600,
        precio: 11_900,
        foodCostPorcentaje: 30.25,
      },
    ]);
    // The fugazzeta (120 over 13.200) and the bife without cheese stay below the target.
    expect(result.alertas.some((a) => a.productoId === c.fugazzeta || (a.productoId === c.bife && a.opcionId === null))).toBe(false);

    // Kept for the admins, newest first; marking one seen takes it off the list (once).
    const pendientes = await v.as.empleado.get<CompraAlerta[]>('/api/compras/alertas');
    expect(pendientes.status).toBe(200);
    expect(pendientes.body.data!.map((a) => a.id)).toEqual(result.alertas.map((a) => a.id).sort((a, b) => b - a));
    const pizzaAlerta = result.alertas.find((a) => a.productoId === c.pizza)!;
    const vista = await v.as.admin.post<CompraAlerta>(`/api/compras/alertas/${pizzaAlerta.id}/vista`, { clientMutationId: mutationId() });
    expect(vista.status).toBe(200);
    expect(vista.body.data).toEqual({ ...pizzaAlerta, vista: true });
    expect((await v.as.admin.post(`/api/compras/alertas/${pizzaAlerta.id}/vista`, { clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.get<CompraAlerta[]>('/api/compras/alertas')).body.data!.map((a) => a.productoId)).not.toContain(c.pizza);
    expect((await v.as.admin.get<CompraAlerta[]>('/api/compras/alertas')).body.data).toHaveLength(2);
    const missing = await v.as.admin.post('/api/compras/alertas/987654/vista', { clientMutationId: mutationId() });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('COMPRA_ALERTA_NO_EXISTE');
    expect((await v.as.mozo.get('/api/compras/alertas')).body.code).toBe('SIN_PERMISO');
    expect((await v.as.cajero.post(`/api/compras/alertas/${pizzaAlerta.id}/vista`, {})).status).toBe(403);
    // Another venue sees none of them.
    const otro = await createVenue(t.app);
    expect((await otro.as.admin.get<CompraAlerta[]>('/api/compras/alertas')).body.data).toEqual([]);

    const log = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?limite=200')).body.data!.items;
    expect(
      log
        .filter((e) => e.accion === 'alerta-costo')
        .map((e) => e.entidadId)
        .sort(),
    ).toEqual([c.pizza, c.napolitana, c.bife].sort());
    expect(log.filter((e) => e.accion === 'ver-alerta-costo')).toHaveLength(1);
  });

  it('alerts nothing for a rise below the threshold, nor past a higher threshold set in the settings, and a retried reception alerts once', async () => {
    const v = await createVenue(t.app);
    const c = await carta(v);
    // 1 kg at $8.000 + 1 kg at $8.600 -> $8.300: +3,75 %, below 10 %.
    const small = await comprarYRecibir(v, c.muzza, 1, 8600);
    expect(small.alertas).toEqual([]);
    expect((await v.as.admin.get<CompraAlerta[]>('/api/compras/alertas')).body.data).toEqual([]);

    // The venue alerts above 60 %: 2 kg at $8.300 + 2 kg at $16.600 -> $12.450 (+50 %) alerts nothing.
    const put = await v.as.admin.put<GeneralConfig>('/api/configuracion/general', { clientMutationId: mutationId(), alertaCostoPorcentaje: 60 });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ alertaCostoPorcentaje: 60, foodCostObjetivo: 30 });
    for (const wrong of [{ foodCostObjetivo: 0 }, { alertaCostoPorcentaje: 101 }, { foodCostObjetivo: 30.001 }]) {
      const refused = await v.as.admin.put('/api/configuracion/general', { clientMutationId: mutationId(), ...wrong });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDACION');
    }
    const half = await comprarYRecibir(v, c.muzza, 2, 16_600);
    expect(half.alertas).toEqual([]);

    const proveedor = await proveedorId(v.localId);
    const compra = (
      await v.as.admin.post<{ id: number }>('/api/compras', {
        clientMutationId: mutationId(),
        proveedorId: proveedor,
        lineas: [{ insumoId: c.muzza, cantidad: 4, costoUnitario: 30_000 }],
      })
    ).body.data!;
    const body = { clientMutationId: mutationId(), lineas: [{ insumoId: c.muzza, cantidad: 4, costoUnitario: 30_000 }] };
    const first = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, body);
    expect(first.status).toBe(200);
    // 4 kg at $12.450 + 4 kg at $30.000 -> $21.225 (+70,48 %).
    expect(first.body.data!.alertas[0]!.insumos).toEqual([{ insumoId: c.muzza, nombre: 'Muzzarella', costoAnterior: 12_450, costoNuevo: 21_225, aumentoPorcentaje: 70.48 }]);
    expect(first.body.data!.alertas.map((a) => a.nombre).sort()).toEqual(['Bife de chorizo con guarnición', 'Pizza muzzarella', 'Pizza napolitana']);
    const retry = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, body);
    expect(retry.body).toEqual(first.body);
    expect((await v.as.admin.get<CompraAlerta[]>('/api/compras/alertas')).body.data).toHaveLength(3);

    // A dish above its target whose ingredients did not rise is not named: the target alone alerts nothing.
    const put2 = await v.as.admin.put<GeneralConfig>('/api/configuracion/general', { clientMutationId: mutationId(), foodCostObjetivo: 1 });
    expect(put2.body.data).toMatchObject({ alertaCostoPorcentaje: 60, foodCostObjetivo: 1 });
    const harina = (await v.as.admin.get<Insumo[]>('/api/insumos?q=Harina')).body.data!.find((i) => i.nombre === 'Harina 000')!;
    expect((await comprarYRecibir(v, harina.id, 1, 800)).alertas).toEqual([]);
  });
});
