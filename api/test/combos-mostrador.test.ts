// Combos at the counter and by phone, on SQLite or PostgreSQL (TEST_DATABASE_URL): a combo line
// priced by the server with its surcharges, refused without a choice per group (nothing written),
// the chosen components' stock taken when charged, and a line taken kept as it was when the combo
// changes.
import { ventaSchema, type Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearCombo, leer, menuEjecutivo } from './helpers/combos';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('a combo at the counter', () => {
  it('is priced with its surcharges, takes the chosen drink’s stock, and a missing choice is refused with nothing written', async () => {
    const v = await createVenue(t.app);
    const { combo, opcion } = await menuEjecutivo(v);
    const cola = await producto(v.as.cajero, 'BEB-002');
    const colaAntes = (await leer(v, cola.id)).stockActual;
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');

    const refused = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: combo.id, cantidad: 1, combo: [opcion('ENT-002'), opcion('PRI-003')] }],
      pagos: [{ medioId: efectivo, monto: 16_000 }],
      clientMutationId: mutationId(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Bebida', combo: 'Ejecutivo' } });
    expect((await leer(v, cola.id)).stockActual).toBe(colaAntes);

    const items = [{ productoId: combo.id, cantidad: 3, combo: [opcion('ENT-002'), opcion('PRI-001'), opcion('BEB-002')] }];
    const short = await v.as.cajero.post('/api/ventas/finalizar', { items, pagos: [{ medioId: efectivo, monto: 48_000 }] });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'PAGOS_INSUFICIENTES', data: { total: 54_000 } });

    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items, pagos: [{ medioId: efectivo, monto: 54_000 }], clientMutationId: mutationId() });
    expect(sale.status, sale.body.message).toBe(201);
    const venta = ventaSchema.parse(sale.body.data);
    expect(venta.items[0]).toMatchObject({ producto: 'Ejecutivo', precioUnitario: 18_000, subtotal: 54_000 });
    expect(venta.items[0]!.componentes!.map((c) => [c.grupo, c.nombre, c.recargo])).toEqual([
      ['Entrada', 'Empanada de jamón y queso', 0],
      ['Principal', 'Bife de chorizo con guarnición', 2_000],
      ['Bebida', cola.nombre, 0],
    ]);
    expect((await leer(v, cola.id)).stockActual).toBe(colaAntes - 3);
    // A simple line still reads back with no components.
    const agua = await producto(v.as.cajero, 'BEB-001');
    const plain = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 2_500 }],
      clientMutationId: mutationId(),
    });
    expect(plain.status).toBe(201);
    expect(plain.body.data!.items[0]!.componentes).toEqual([]);
  });
  it('is taken by phone and charged at the register with its components, their stock taken when charged', async () => {
    const v = await createVenue(t.app);
    const { combo, opcion } = await menuEjecutivo(v);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const aguaAntes = (await leer(v, agua.id)).stockActual;

    const refused = await v.as.mozo.post('/api/ventas/drafts', { items: [{ productoId: combo.id, cantidad: 1, combo: [opcion('BEB-001')] }], clientMutationId: mutationId() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Entrada' } });
    expect((await v.as.cajero.get<unknown[]>('/api/ventas/drafts')).body.data).toEqual([]);

    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', {
      items: [{ productoId: combo.id, cantidad: 1, combo: [opcion('ENT-003'), opcion('PRI-004'), opcion('BEB-001')] }],
      clientMutationId: mutationId(),
    });
    expect(sent.status, sent.body.message).toBe(201);
    const draft = ventaSchema.parse(sent.body.data);
    expect(draft).toMatchObject({ estado: 'borrador', total: 16_000 });
    expect(draft.items[0]!.componentes!.map((c) => c.grupo)).toEqual(['Entrada', 'Principal', 'Bebida']);
    expect((await leer(v, agua.id)).stockActual).toBe(aguaAntes);

    await abrirCaja(v.as.cajero);
    const charged = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, { pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 16_000 }] });
    expect(charged.status, charged.body.message).toBe(200);
    expect(ventaSchema.parse(charged.body.data).items[0]!.componentes!.map((c) => c.productoId)).toEqual(draft.items[0]!.componentes!.map((c) => c.productoId));
    expect((await leer(v, agua.id)).stockActual).toBe(aguaAntes - 1);
  });
  it('refuses a combo without groups and an option made inactive, and a line taken keeps its components when the combo changes', async () => {
    const v = await createVenue(t.app);
    const { combo, grupos, opcion } = await menuEjecutivo(v);
    const vacio = await crearCombo(v, 'Sin armar');
    const sinGrupos = await v.as.mozo.post('/api/ventas/drafts', { items: [{ productoId: vacio.id, cantidad: 1 }], clientMutationId: mutationId() });
    expect(sinGrupos.status).toBe(400);
    expect(sinGrupos.body).toMatchObject({ code: 'COMBO_SIN_GRUPOS', params: { combo: 'Sin armar' } });

    const eleccion = [opcion('ENT-001'), opcion('PRI-001'), opcion('BEB-002')];
    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: combo.id, cantidad: 1, combo: eleccion }], clientMutationId: mutationId() });
    expect(sent.status, sent.body.message).toBe(201);
    expect(sent.body.data!.total).toBe(18_000);

    // The steak costs $ 3 000 more now and the cola is no longer offered.
    const cola = await producto(v.as.admin, 'BEB-002');
    const changed = await v.as.admin.put(`/api/productos/${combo.id}/combo`, {
      grupos: grupos.map((g) => ({
        id: g.id,
        nombre: g.nombre,
        opciones: g.opciones.map((o) => ({ id: o.id, productoId: o.productoId, recargo: o.recargo > 0 ? 3_000 : 0, activo: o.productoId !== cola.id })),
      })),
      clientMutationId: mutationId(),
    });
    expect(changed.status, changed.body.message).toBe(200);
    const inactive = await v.as.mozo.post('/api/ventas/drafts', { items: [{ productoId: combo.id, cantidad: 1, combo: eleccion }], clientMutationId: mutationId() });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA', params: { combo: 'Ejecutivo' } });

    // The line already taken is charged as it was taken.
    await abrirCaja(v.as.cajero);
    const charged = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${sent.body.data!.id}/finalize`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 18_000 }],
    });
    expect(charged.status, charged.body.message).toBe(200);
    const venta = ventaSchema.parse(charged.body.data);
    expect(venta.total).toBe(18_000);
    expect(venta.items[0]!.componentes!.map((c) => [c.nombre, c.recargo])).toEqual([
      ['Empanada de carne cortada a cuchillo', 0],
      ['Bife de chorizo con guarnición', 2_000],
      [cola.nombre, 0],
    ]);
  });
});
