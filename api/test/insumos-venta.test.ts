// Ingredients follow the sales, on SQLite or PostgreSQL (TEST_DATABASE_URL): a table charged
// takes, to the gram, what its lines' recipes say (a sub-recipe, an extra-cheese option and
// 'sin cebolla' included) in one 'venta' movement per ingredient naming the sale; a combo takes
// its components' recipes, a split table each part's share; a void puts back exactly what the sale took even after the recipe
// changed; a line the kitchen had made and is deleted is waste with its reason and table, a line
// never sent leaves nothing.
import { cuentaDivisionSchema, draftSchema, parteCobradaSchema, ventaSchema, type CuentaDivision, type Draft, type Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuEjecutivo } from './helpers/combos';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { crearInsumo, movidosDe, pizzeria, ponerReceta, stockDe, type Pizzeria } from './helpers/recetas-venta';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function cobrarMesa(v: TestVenue, draftId: number, monto: number): Promise<Venta> {
  const efectivo = await medioId(v.as.cajero, 'efectivo');
  const res = await v.as.cajero.post<{ venta: Venta }>(`/api/mesas/drafts/${draftId}/finalizar`, { pagos: [{ medioId: efectivo, monto }], clientMutationId: mutationId() });
  expect(res.status, res.body.message).toBe(200);
  return ventaSchema.parse(res.body.data!.venta);
}

describe('a table charged', () => {
  it('takes each ingredient to the gram, with the sub-recipe, the extra cheese and without the onion, in one movement each naming the sale', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const d = await agregar(v.as.mozo, draft.id, {
      productoId: p.pizza.id,
      cantidad: 2,
      modificadores: [p.opcion('Extra queso'), p.opcion('Sin cebolla')],
      clientMutationId: mutationId(),
    });
    expect(d.total).toBe(21_000);
    // Nothing moves while the table eats: the stock follows the charge.
    expect(await movidosDe(v, p.muzzarella)).toEqual([]);

    await abrirCaja(v.as.cajero);
    const venta = await cobrarMesa(v, draft.id, 21_000);

    // Flour: 2 x 250 g / (1 - 4 %) = 520.833 g; sauce: 2 x 120 g of the 800 g that 1 kg of tomato and
    // 50 ml of oil yield = 300 g of tomato and 15 ml of oil; cheese: 2 x (200 g + 30 g); no onion.
    expect(await stockDe(v, p.harina)).toBe(9.479167);
    expect(await stockDe(v, p.tomate)).toBe(3.7);
    expect(await stockDe(v, p.aceite)).toBe(1.985);
    expect(await stockDe(v, p.muzzarella)).toBe(4.54);
    expect(await stockDe(v, p.cebolla)).toBe(3);
    const taken: [number, number, number, number][] = [
      [p.harina, -0.520833, 10, 9.479167],
      [p.tomate, -0.3, 4, 3.7],
      [p.aceite, -0.015, 2, 1.985],
      [p.muzzarella, -0.46, 5, 4.54],
    ];
    for (const [id, cantidad, antes, despues] of taken) {
      const movs = await movidosDe(v, id);
      expect(movs.map((m) => [m.tipo, m.cantidad, m.stockAnterior, m.stockResultante, m.ventaId, m.usuarioId])).toEqual([
        ['venta', cantidad, antes, despues, venta.id, v.as.cajero.userId],
      ]);
    }
    expect(await movidosDe(v, p.cebolla)).toEqual([]);

    // The recipe changes (more cheese) and then the sale is voided: what it took comes back, exactly.
    await ponerReceta(v, p.pizza.id, [{ insumoId: p.muzzarella, cantidad: 300, unidad: 'g' }]);
    const anulada = await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Cobrada a otra mesa', clientMutationId: mutationId() });
    expect(anulada.status, anulada.body.message).toBe(200);
    expect(await stockDe(v, p.harina)).toBe(10);
    expect(await stockDe(v, p.tomate)).toBe(4);
    expect(await stockDe(v, p.aceite)).toBe(2);
    expect(await stockDe(v, p.muzzarella)).toBe(5);
    for (const [id, cantidad, antes, despues] of taken) {
      const movs = await movidosDe(v, id);
      expect(movs.map((m) => [m.tipo, m.cantidad, m.stockAnterior, m.stockResultante, m.ventaId, m.usuarioId, m.motivo])).toEqual([
        ['venta', cantidad, antes, despues, venta.id, v.as.cajero.userId, null],
        ['anulacion', -cantidad, despues, antes, venta.id, v.as.admin.userId, 'Cobrada a otra mesa'],
      ]);
    }
    // A retried void changes nothing more.
    expect((await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Otra vez', clientMutationId: mutationId() })).status).toBe(409);
    expect(await movidosDe(v, p.muzzarella)).toHaveLength(2);
  });

  it('takes a combo’s components by their own recipes, never one of the combo', async () => {
    const v = await createVenue(t.app);
    const carne = await crearInsumo(v, 'Carne vacuna', 'kg', 5, 12_000);
    const harina = await crearInsumo(v, 'Harina 000', 'kg', 10, 900);
    const { combo, opcion } = await menuEjecutivo(v);
    const bife = await producto(v.as.admin, 'PRI-001');
    const empanada = await producto(v.as.admin, 'ENT-001');
    await ponerReceta(v, bife.id, [{ insumoId: carne, cantidad: 350, unidad: 'g' }]);
    await ponerReceta(v, empanada.id, [
      { insumoId: carne, cantidad: 60, unidad: 'g' },
      { insumoId: harina, cantidad: 40, unidad: 'g' },
    ]);
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: combo.id, cantidad: 2, combo: [opcion('ENT-001'), opcion('PRI-001'), opcion('BEB-001')] }],
      pagos: [{ medioId: efectivo, monto: 36_000 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const venta = ventaSchema.parse(res.body.data);
    // 2 x (350 g + 60 g) of meat and 2 x 40 g of flour.
    expect(await stockDe(v, carne)).toBe(4.18);
    expect(await stockDe(v, harina)).toBe(9.92);
    expect((await movidosDe(v, carne)).map((m) => [m.tipo, m.cantidad, m.ventaId])).toEqual([['venta', -0.82, venta.id]]);
    expect((await movidosDe(v, harina)).map((m) => [m.tipo, m.cantidad, m.ventaId])).toEqual([['venta', -0.08, venta.id]]);

    expect((await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Error de carga', clientMutationId: mutationId() })).status).toBe(200);
    expect(await stockDe(v, carne)).toBe(5);
    expect(await stockDe(v, harina)).toBe(10);
  });

  it('split in two equal parts, takes each part’s share with its own sale', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, clientMutationId: mutationId() });
    await abrirCaja(v.as.cajero);
    const div = await v.as.cajero.put<{ division: CuentaDivision }>(`/api/mesas/drafts/${draft.id}/division`, { modo: 'iguales', partes: 2, clientMutationId: mutationId() });
    expect(div.status, div.body.message).toBe(200);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const ventas: number[] = [];
    for (const parte of cuentaDivisionSchema.parse(div.body.data!.division).partes) {
      const res = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/partes/${parte.id}/cobrar`, {
        pagos: [{ medioId: efectivo, monto: parte.total }],
        clientMutationId: mutationId(),
      });
      expect(res.status, res.body.message).toBe(200);
      ventas.push(parteCobradaSchema.parse(res.body.data).venta.id);
    }
    expect((await movidosDe(v, p.muzzarella)).map((m) => [m.tipo, m.cantidad, m.ventaId])).toEqual([
      ['venta', -0.2, ventas[0]],
      ['venta', -0.2, ventas[1]],
    ]);
    expect(await stockDe(v, p.muzzarella)).toBe(4.6);
  });

  it('retried with the same ClientMutationId takes the ingredients once', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    await abrirCaja(v.as.cajero);
    const body = { items: [{ productoId: p.pizza.id, cantidad: 1 }], pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 9_000 }], clientMutationId: mutationId() };
    const [a, b] = await Promise.all([v.as.cajero.post<Venta>('/api/ventas/finalizar', body), v.as.cajero.post<Venta>('/api/ventas/finalizar', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data!.id).toBe(a.body.data!.id);
    expect((await movidosDe(v, p.muzzarella)).map((m) => [m.tipo, m.cantidad, m.ventaId])).toEqual([['venta', -0.2, a.body.data!.id]]);
    expect(await stockDe(v, p.muzzarella)).toBe(4.8);
  });

  it('takes nothing for products without a recipe', async () => {
    const v = await createVenue(t.app);
    const harina = await crearInsumo(v, 'Harina 000', 'kg', 10, 900);
    const agua = await producto(v.as.admin, 'BEB-001');
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const res = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 10_000 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    expect(await movidosDe(v, harina)).toEqual([]);
  });
});

describe('a line deleted from a table', () => {
  async function mesaConPizza(v: TestVenue, item: (p: Pizzeria) => object): Promise<{ p: Pizzeria; draft: Draft; itemId: number }> {
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const d = draftSchema.parse(await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId(), ...item(p) }));
    return { p, draft: d, itemId: d.items[0]!.id };
  }

  it('the kitchen had made is waste: its ingredients leave as merma with the reason and the table, by who deleted it; restored, it comes back', async () => {
    const v = await createVenue(t.app);
    const { p, draft, itemId } = await mesaConPizza(v, (p) => ({ modificadores: [p.opcion('Extra queso')] }));
    const res = await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${itemId}`, { motivoEliminacion: 'Se quemó en el horno', clientMutationId: mutationId() });
    expect(res.status, res.body.message).toBe(200);
    // One pizza: 250 g / 0.96 of flour, 150 g of tomato and 7.5 ml of oil of the sauce, 230 g of cheese, 50 g of onion.
    const expected: [number, number][] = [
      [p.harina, -0.260417],
      [p.tomate, -0.15],
      [p.aceite, -0.0075],
      [p.muzzarella, -0.23],
      [p.cebolla, -0.05],
    ];
    for (const [id, cantidad] of expected) {
      const movs = await movidosDe(v, id);
      expect(movs.map((m) => [m.tipo, m.cantidad, m.ventaId, m.usuarioId])).toEqual([['merma', cantidad, null, v.as.admin.userId]]);
      expect(movs[0]!.motivo).toContain('Se quemó en el horno');
      expect(movs[0]!.motivo).toContain(`mesa ${draft.numeroMesa}`);
    }
    expect(await stockDe(v, p.muzzarella)).toBe(4.77);

    // Restored, it will be charged: the waste is taken back.
    const restored = await v.as.admin.post(`/api/mesas/drafts/${draft.id}/items/${itemId}/restaurar`, { clientMutationId: mutationId() });
    expect(restored.status, restored.body.message).toBe(200);
    expect(await stockDe(v, p.muzzarella)).toBe(5);
    expect((await movidosDe(v, p.muzzarella)).map((m) => [m.tipo, m.cantidad])).toEqual([
      ['merma', -0.23],
      ['merma', 0.23],
    ]);
  });

  it('lowered after it was sent leaves the difference as waste', async () => {
    const v = await createVenue(t.app);
    const { p, draft, itemId } = await mesaConPizza(v, () => ({ cantidad: 3 }));
    const res = await patch(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/items/${itemId}/cantidad`, { cantidad: 1, clientMutationId: mutationId() });
    expect(res.status, res.body.message).toBe(200);
    const movs = await movidosDe(v, p.muzzarella);
    expect(movs.map((m) => [m.tipo, m.cantidad])).toEqual([['merma', -0.4]]);
    expect(movs[0]!.motivo).toBe(`Cantidad reducida (mesa ${draft.numeroMesa}: 2 x Pizza muzzarella)`);
  });

  it('never sent to the kitchen leaves nothing', async () => {
    const v = await createVenue(t.app);
    const { p, draft, itemId } = await mesaConPizza(v, () => ({ enEspera: true, curso: 'principal' }));
    const res = await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${itemId}`, { motivoEliminacion: 'El cliente cambió de idea', clientMutationId: mutationId() });
    expect(res.status, res.body.message).toBe(200);
    for (const id of [p.harina, p.tomate, p.aceite, p.muzzarella, p.cebolla]) expect(await movidosDe(v, id)).toEqual([]);
    expect(await stockDe(v, p.muzzarella)).toBe(5);
  });
});

describe('a table cancelled', () => {
  it('leaves what the kitchen was sent as waste with the reason, and nothing of a held line', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() });
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, enEspera: true, curso: 'postre', clientMutationId: mutationId() });
    const res = await v.as.admin.del(`/api/mesas/drafts/${draft.id}`, { motivo: 'Se fueron sin pagar', clientMutationId: mutationId() });
    expect(res.status, res.body.message).toBe(200);
    const movs = await movidosDe(v, p.muzzarella);
    expect(movs.map((m) => [m.tipo, m.cantidad, m.usuarioId])).toEqual([['merma', -0.2, v.as.admin.userId]]);
    expect(movs[0]!.motivo).toContain('Se fueron sin pagar');
    expect(await stockDe(v, p.muzzarella)).toBe(4.8);
  });
});
