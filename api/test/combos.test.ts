// Combos and set menus, on SQLite or PostgreSQL (TEST_DATABASE_URL): a combo product's choice
// groups are managed with the product and refused when a component is missing or a combo; a line
// is taken at a table with one choice per group, priced by the server (the combo's price plus the
// surcharges); the kitchen gets each component at its station naming the combo; the components'
// stock goes down and comes back on a void; the products report counts the combo and attributes
// its revenue to the components by their base prices.
import {
  draftSchema,
  pedidoSchema,
  productoComboSchema,
  reporteProductosSchema,
  ventaSchema,
  type Draft,
  type Pedido,
  type Producto,
  type ProductoCombo,
  type ReporteProductos,
  type Venta,
} from '@resto/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crearCombo, leer, menuEjecutivo } from './helpers/combos';
import { FakePrinter } from './helpers/fake-printer';
import { addPrinter, settledJobs } from './helpers/impresion';
import { abrirMesa, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const printers: FakePrinter[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: { impresion: { intervalMs: 50, confirmTimeoutMs: 400 } } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(async () => {
  await Promise.all(printers.splice(0).map((p) => p.stop()));
});
afterAll(async () => {
  await t?.close();
});

async function fakePrinter(): Promise<FakePrinter> {
  const p = new FakePrinter();
  await p.start();
  printers.push(p);
  return p;
}

describe('a combo’s choice groups', () => {
  it('are managed by who may edit products, on a combo only, with active simple products as components, keeping ids and audited', async () => {
    const v = await createVenue(t.app);
    const combo = await crearCombo(v);
    expect(combo.tipo).toBe('combo');
    expect((await leer(v, (await producto(v.as.admin, 'PRI-002')).id)).tipo).toBe('simple');
    expect((await v.as.mozo.get<ProductoCombo>(`/api/productos/${combo.id}/combo`)).body.data).toEqual({ productoId: combo.id, grupos: [] });

    const agua = await producto(v.as.admin, 'BEB-001');
    const cola = await producto(v.as.admin, 'BEB-002');
    const body = (opciones: object[]) => ({ grupos: [{ nombre: 'Bebida', opciones }], clientMutationId: mutationId() });

    expect((await v.as.mozo.put(`/api/productos/${combo.id}/combo`, body([{ productoId: agua.id }]))).status).toBe(403);
    const simple = await v.as.admin.put(`/api/productos/${agua.id}/combo`, body([{ productoId: cola.id }]));
    expect(simple.status).toBe(400);
    expect(simple.body).toMatchObject({ code: 'PRODUCTO_NO_ES_COMBO', params: { producto: agua.nombre } });
    const missing = await v.as.admin.put(`/api/productos/${combo.id}/combo`, body([{ productoId: 987_654 }]));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'COMBO_COMPONENTE_NO_EXISTE', params: { productoId: 987_654 } });
    const otro = await crearCombo(v, 'Promo 2');
    const nested = await v.as.admin.put(`/api/productos/${combo.id}/combo`, body([{ productoId: otro.id }]));
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ code: 'COMBO_COMPONENTE_ES_COMBO', params: { producto: 'Promo 2' } });
    const empty = await v.as.admin.put(`/api/productos/${combo.id}/combo`, { grupos: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDACION' });
    const negative = await v.as.admin.put(`/api/productos/${combo.id}/combo`, body([{ productoId: agua.id, recargo: -1 }]));
    expect(negative.status).toBe(400);
    // Nothing was written by the refusals.
    expect((await v.as.admin.get<ProductoCombo>(`/api/productos/${combo.id}/combo`)).body.data!.grupos).toEqual([]);

    const saved = await v.as.admin.put<ProductoCombo>(`/api/productos/${combo.id}/combo`, body([{ productoId: agua.id }, { productoId: cola.id, recargo: 500.5, activo: false }]));
    expect(saved.status).toBe(200);
    const grupos = productoComboSchema.parse(saved.body.data).grupos;
    expect(grupos.map((g) => [g.nombre, g.opciones.map((o) => [o.productoId, o.nombre, o.recargo, o.activo])])).toEqual([
      [
        'Bebida',
        [
          [agua.id, agua.nombre, 0, true],
          [cola.id, cola.nombre, 500.5, false],
        ],
      ],
    ]);
    // Every active combo's groups for the pickers (one without groups too, with none).
    const menu = (await v.as.mozo.get<ProductoCombo[]>('/api/productos/combos')).body.data!;
    expect(menu).toEqual([
      { productoId: combo.id, grupos },
      { productoId: otro.id, grupos: [] },
    ]);

    // Saved again with the ids: they stay; an id of another group is refused.
    const [bebida] = grupos;
    const again = await v.as.admin.put<ProductoCombo>(`/api/productos/${combo.id}/combo`, {
      grupos: [{ id: bebida!.id, nombre: 'Bebida', opciones: bebida!.opciones.map((o) => ({ id: o.id, productoId: o.productoId, recargo: 100 })) }],
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.grupos[0]!.opciones.map((o) => [o.id, o.recargo, o.activo])).toEqual(bebida!.opciones.map((o) => [o.id, 100, true]));
    const stale = await v.as.admin.put(`/api/productos/${combo.id}/combo`, { grupos: [{ id: bebida!.id + 1000, nombre: 'X', opciones: [{ productoId: agua.id }] }] });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ code: 'COMBO_OPCION_NO_EXISTE' });

    // A component cannot become a combo (a combo is never part of another); its other edits go through.
    const a = await leer(v, agua.id);
    const edit = (tipo: 'simple' | 'combo') =>
      v.as.admin.put<Producto>(`/api/productos/dto/${agua.id}`, {
        nombre: a.nombre,
        categoriaId: a.categoriaId,
        precio: a.precio,
        costo: a.costo,
        controlaStock: a.controlaStock,
        stockActual: a.stockActual,
        stockMinimo: a.stockMinimo,
        tipo,
        clientMutationId: mutationId(),
      });
    const toCombo = await edit('combo');
    expect(toCombo.status).toBe(400);
    expect(toCombo.body).toMatchObject({ code: 'COMBO_COMPONENTE_ES_COMBO', params: { producto: agua.nombre } });
    expect((await leer(v, agua.id)).tipo).toBe('simple');
    expect((await edit('simple')).status).toBe(200);

    const audit = (await v.as.admin.get<{ items: { accion: string; entidadId: number | null }[] }>('/api/auditoria?accion=combo.editar')).body.data!;
    expect(audit.items.filter((e) => e.entidadId === combo.id)).toHaveLength(2);
  });
});

describe('a menú ejecutivo at a table', () => {
  it('is refused without a choice per group or with a choice not of it, and nothing is written', async () => {
    const v = await createVenue(t.app);
    const { combo, opcion } = await menuEjecutivo(v);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const add = (body: object) => v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: combo.id, cantidad: 1, clientMutationId: mutationId(), ...body });

    const sinBebida = await add({ combo: [opcion('ENT-001'), opcion('PRI-002')] });
    expect(sinBebida.status).toBe(400);
    expect(sinBebida.body).toMatchObject({
      code: 'COMBO_ELECCION_FALTA',
      params: { grupo: 'Bebida', combo: 'Ejecutivo' },
      message: "Elegí una opción de 'Bebida' para 'Ejecutivo'",
    });
    expect((await add({})).body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Entrada' } });
    // A starter given as the main, and an option id of no group of this combo.
    const cruzada = await add({ combo: [opcion('ENT-001'), { grupoId: opcion('PRI-002').grupoId, opcionId: opcion('ENT-002').opcionId }, opcion('BEB-001')] });
    expect(cruzada.status).toBe(400);
    expect(cruzada.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA', params: { combo: 'Ejecutivo' } });
    const repetida = await add({ combo: [opcion('ENT-001'), opcion('ENT-002'), opcion('PRI-002'), opcion('BEB-001')] });
    expect(repetida.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA' });
    // Choices on a simple product.
    const agua = await producto(v.as.mozo, 'BEB-001');
    const simple = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: agua.id, cantidad: 1, combo: [opcion('BEB-001')] });
    expect(simple.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA' });
    // One bad line in a batch adds none.
    const lote = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() },
        { productoId: combo.id, cantidad: 1, combo: [opcion('ENT-001')], clientMutationId: mutationId() },
      ],
    });
    expect(lote.status).toBe(400);
    expect(lote.body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Principal' } });

    const now = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    expect(now.items).toEqual([]);
    expect((await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data).toEqual([]);
  });

  it('is priced by the server, sent to the kitchen component by component at each station, charged, takes the components’ stock and is attributed in the report', async () => {
    const v = await createVenue(t.app);
    const cocinaFake = await fakePrinter();
    const barraFake = await fakePrinter();
    await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: cocinaFake.port, estacion: 'cocina' });
    await addPrinter(v, { nombre: 'Barra', host: '127.0.0.1', puerto: barraFake.port, estacion: 'barra' });
    const agua = await producto(v.as.mozo, 'BEB-001');
    expect((await v.as.admin.put('/api/impresion/rutas', { rutas: [{ categoriaId: agua.categoriaId, estacion: 'barra' }] })).status).toBe(200);
    const { combo, opcion } = await menuEjecutivo(v);
    const aguaAntes = (await leer(v, agua.id)).stockActual;
    const comboAntes = (await leer(v, combo.id)).stockActual;

    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const add = await v.as.mozo.post<{ draft: Omit<Draft, 'items'>; items: Draft['items'] }>(`/api/mesas/drafts/${draft.id}/items`, {
      productoId: combo.id,
      cantidad: 2,
      // A price from the browser is not how a combo is priced: the server's is used.
      combo: [opcion('BEB-001'), opcion('ENT-001'), opcion('PRI-001')],
      clientMutationId: mutationId(),
    });
    expect(add.status, add.body.message).toBe(201);
    const d = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    // $ 16 000 plus the steak's $ 2 000, twice.
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({ productoId: combo.id, nombre: 'Ejecutivo', precioUnitario: 18_000, subtotalItem: 36_000, cantidad: 2 });
    const empanada = 'Empanada de carne cortada a cuchillo';
    const bife = 'Bife de chorizo con guarnición';
    expect(d.items[0]!.componentes!.map((c) => [c.grupo, c.nombre, c.recargo])).toEqual([
      ['Entrada', empanada, 0],
      ['Principal', bife, 2_000],
      ['Bebida', agua.nombre, 0],
    ]);
    expect(d.total).toBe(36_000);

    // The kitchen's order keeps the combo line with its components (what the display shows) ...
    const [pedido] = (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data!.map((p) => pedidoSchema.parse(p));
    expect(pedido!.items.map((i) => [i.nombre, i.cantidad, i.componentes!.map((c) => c.nombre)])).toEqual([['Ejecutivo', 2, [empanada, bife, agua.nombre]]]);
    // ... and each component prints at its station, naming the combo.
    const jobs = await settledJobs(v.as.mozo, 2);
    expect(jobs.map((j) => [j.estacion, j.estado]).sort()).toEqual([
      ['barra', 'confirmed'],
      ['cocina', 'confirmed'],
    ]);
    const words = (ticket: { boldDouble: string[] }) => ticket.boldDouble.join(' ').replace(/\s+/g, ' ');
    const kitchen = cocinaFake.tickets();
    expect(kitchen).toHaveLength(1);
    expect(words(kitchen[0]!)).toContain(`2x Ejecutivo: ${empanada}`.slice(0, 25));
    expect(words(kitchen[0]!)).toContain('Ejecutivo: Bife');
    expect(kitchen[0]!.text).not.toContain('Agua');
    const bar = barraFake.tickets();
    expect(bar).toHaveLength(1);
    expect(words(bar[0]!)).toContain('2x Ejecutivo: Agua mineral');
    expect(bar[0]!.text).not.toContain('Bife');

    // Charged: the sale keeps the components; the components' stock goes down, not the combo's.
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const fin = await v.as.cajero.post<{ venta: Venta }>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: efectivo, monto: 36_000 }],
      clientMutationId: mutationId(),
    });
    expect(fin.status, fin.body.message).toBe(200);
    const venta = ventaSchema.parse(fin.body.data!.venta);
    expect(venta.total).toBe(36_000);
    expect(venta.items.map((i) => [i.producto, i.subtotal, i.componentes!.map((c) => c.nombre)])).toEqual([['Ejecutivo', 36_000, [empanada, bife, agua.nombre]]]);
    expect((await leer(v, agua.id)).stockActual).toBe(aguaAntes - 2);
    expect((await leer(v, combo.id)).stockActual).toBe(comboAntes);

    // The report counts the combo and splits its $ 36 000 by the base prices 1 800, 18 900 and 2 500.
    const report = reporteProductosSchema.parse((await v.as.admin.get<ReporteProductos>('/api/reportes/productos?rango=hoy')).body.data);
    expect(report.items.find((i) => i.productoId === combo.id)).toMatchObject({ producto: 'Ejecutivo', cantidad: 2, ingresos: 36_000 });
    expect(report.totales.ingresos).toBe(36_000);
    expect(report.componentes!.map((c) => [c.combo, c.producto, c.cantidad, c.ingresos])).toEqual([
      ['Ejecutivo', bife, 2, 29_327.58],
      ['Ejecutivo', agua.nombre, 2, 3_879.32],
      ['Ejecutivo', empanada, 2, 2_793.1],
    ]);
    const parts = report.componentes!.reduce((s, c) => s + Math.round(c.ingresos * 100), 0);
    expect(parts).toBe(3_600_000);

    // Voided, the components' stock comes back and the attribution with the combo's revenue.
    const anulada = await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Error de carga', clientMutationId: mutationId() });
    expect(anulada.status, anulada.body.message).toBe(200);
    expect((await leer(v, agua.id)).stockActual).toBe(aguaAntes);
    const after = reporteProductosSchema.parse((await v.as.admin.get<ReporteProductos>('/api/reportes/productos?rango=hoy')).body.data);
    expect(after.items.find((i) => i.productoId === combo.id)).toBeUndefined();
    expect(after.componentes).toEqual([]);
  });
});
