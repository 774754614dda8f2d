// A combo in a counter, takeaway or delivery order, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// the order takes the menú ejecutivo with one choice per group, priced by the server (the combo's
// price plus the surcharge), keeps its components, prints each at its station naming the combo
// (also when a booked order is released), is charged with them so the components' stock goes
// down, and a missing or foreign choice is refused with nothing written.
import { pedidoSchema, trabajosNavegadorSchema, ventaSchema, type Pedido, type Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDue } from '../src/modules/pedidos/pedidos.service';
import { leer, menuEjecutivo } from './helpers/combos';
import { addPrinter } from './helpers/impresion';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: { pedidosRelease: { intervalMs: 0 } } });
});
afterAll(async () => {
  await t?.close();
});

const compact = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The kitchen tickets waiting at a station, each as its lines' text. */
async function tickets(v: TestVenue, estacion: string): Promise<string[]> {
  const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get(`/api/impresion/trabajos/pendientes?estacion=${estacion}`)).body.data);
  return pending.filter((j) => j.trabajo.tipo === 'comanda').map((j) => j.lineas.map((l) => compact(l.texto)).join(' '));
}

async function setup() {
  const v = await createVenue(t.app);
  await addPrinter(v, { nombre: 'Cocina', conexion: 'navegador', estacion: 'cocina' });
  await addPrinter(v, { nombre: 'Barra', conexion: 'navegador', estacion: 'barra' });
  const agua = await producto(v.as.admin, 'BEB-001');
  expect((await v.as.admin.put('/api/impresion/rutas', { rutas: [{ categoriaId: agua.categoriaId, estacion: 'barra' }] })).status).toBe(200);
  const menu = await menuEjecutivo(v);
  return { v, agua, ...menu };
}

const EMPANADA = 'Empanada de carne cortada a cuchillo';
const BIFE = 'Bife de chorizo con guarnición';

describe('a combo in a direct order', () => {
  it('is priced by the server with its surcharge, keeps its components, prints them by station and is charged taking their stock', async () => {
    const { v, agua, combo, opcion } = await setup();
    const aguaAntes = (await leer(v, agua.id)).stockActual;
    const comboAntes = (await leer(v, combo.id)).stockActual;

    const res = await v.as.empleado.post<Pedido>('/api/pedidos', {
      tipo: 'takeaway',
      clienteNombre: 'Ana',
      // A price from the browser is not how a combo is priced: the server's is used.
      items: [{ productoId: combo.id, cantidad: 2, precioUnitario: 1, combo: [opcion('BEB-001'), opcion('ENT-001'), opcion('PRI-001')] }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const pedido = pedidoSchema.parse(res.body.data);
    // $ 16 000 plus the steak's $ 2 000, twice.
    expect(pedido.total).toBe(36_000);
    expect(pedido.items).toHaveLength(1);
    expect(pedido.items[0]).toMatchObject({ nombre: 'Ejecutivo', cantidad: 2, precioUnitario: 18_000, subtotal: 36_000 });
    expect(pedido.items[0]!.componentes!.map((c) => [c.grupo, c.nombre, c.recargo])).toEqual([
      ['Entrada', EMPANADA, 0],
      ['Principal', BIFE, 2_000],
      ['Bebida', agua.nombre, 0],
    ]);
    const read = pedidoSchema.parse((await v.as.empleado.get(`/api/pedidos/${pedido.id}`)).body.data);
    expect(read.items[0]!.componentes!.map((c) => c.nombre)).toEqual([EMPANADA, BIFE, agua.nombre]);

    // The kitchen gets the starter and the main, the bar the drink, each naming the combo and the order.
    const cocina = await tickets(v, 'cocina');
    expect(cocina).toHaveLength(1);
    expect(cocina[0]).toContain(`PEDIDO ${pedido.numero}`);
    expect(cocina[0]).toContain('2x Ejecutivo: Empanada');
    expect(cocina[0]).toContain('Ejecutivo: Bife');
    expect(cocina[0]).not.toContain('Agua');
    const barra = await tickets(v, 'barra');
    expect(barra).toHaveLength(1);
    expect(barra[0]).toContain('2x Ejecutivo: Agua mineral');
    expect(barra[0]).toContain(`PEDIDO ${pedido.numero}`);
    expect(barra[0]).not.toContain('Bife');

    // Charged: the sale keeps the combo line with its components, whose stock goes down, not the combo's.
    await abrirCaja(v.as.cajero);
    const cobrado = await v.as.cajero.post<Pedido>(`/api/pedidos/${pedido.id}/cobrar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 36_000 }],
      clientMutationId: mutationId(),
    });
    expect(cobrado.status, cobrado.body.message).toBe(200);
    const venta = ventaSchema.parse((await v.as.cajero.get<Venta>(`/api/ventas/${cobrado.body.data!.ventaId}`)).body.data);
    expect(venta.total).toBe(36_000);
    expect(venta.items.map((i) => [i.producto, i.subtotal, i.componentes!.map((c) => c.nombre)])).toEqual([['Ejecutivo', 36_000, [EMPANADA, BIFE, agua.nombre]]]);
    expect((await leer(v, agua.id)).stockActual).toBe(aguaAntes - 2);
    expect((await leer(v, combo.id)).stockActual).toBe(comboAntes);
  });

  it('is refused without a choice of each group, or with a choice not of the combo, and nothing is written', async () => {
    const { v, agua, combo, opcion } = await setup();
    const post = (items: object[]) => v.as.empleado.post('/api/pedidos', { tipo: 'mostrador', items, clientMutationId: mutationId() });

    const falta = await post([
      { productoId: agua.id, cantidad: 1 },
      { productoId: combo.id, cantidad: 1, combo: [opcion('ENT-001'), opcion('PRI-002')] },
    ]);
    expect(falta.status).toBe(400);
    expect(falta.body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Bebida', combo: 'Ejecutivo' } });
    const sinNada = await post([{ productoId: combo.id, cantidad: 1 }]);
    expect(sinNada.body).toMatchObject({ code: 'COMBO_ELECCION_FALTA', params: { grupo: 'Entrada' } });
    const ajena = await post([
      { productoId: combo.id, cantidad: 1, combo: [opcion('ENT-001'), { grupoId: opcion('PRI-002').grupoId, opcionId: opcion('BEB-002').opcionId }, opcion('BEB-001')] },
    ]);
    expect(ajena.status).toBe(400);
    expect(ajena.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA' });
    const simple = await post([{ productoId: agua.id, cantidad: 1, combo: [opcion('ENT-001')] }]);
    expect(simple.body).toMatchObject({ code: 'COMBO_ELECCION_INVALIDA' });

    expect((await v.as.empleado.get('/api/pedidos')).body.data).toEqual([]);
    expect(await tickets(v, 'cocina')).toEqual([]);
    expect(await tickets(v, 'barra')).toEqual([]);
  });

  it('booked for later, prints its components when it is released, and an edit keeps the choices sent again', async () => {
    const { v, combo, opcion } = await setup();
    const when = new Date(Date.now() + 3_600_000);
    const res = await v.as.empleado.post<Pedido>('/api/pedidos', {
      tipo: 'delivery',
      direccion: 'Av. Siempre Viva 742',
      programadoPara: when.toISOString(),
      items: [{ productoId: combo.id, cantidad: 1, combo: [opcion('ENT-002'), opcion('PRI-002'), opcion('BEB-003')] }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const pedido = pedidoSchema.parse(res.body.data);
    expect(pedido).toMatchObject({ retenido: true, total: 16_000 });
    expect(await tickets(v, 'cocina')).toEqual([]);

    const edit = await v.as.empleado.put<Pedido>(`/api/pedidos/${pedido.id}`, {
      tipo: 'delivery',
      direccion: 'Av. Siempre Viva 742',
      programadoPara: when.toISOString(),
      items: [{ productoId: combo.id, cantidad: 1, combo: [opcion('ENT-002'), opcion('PRI-001'), opcion('BEB-003')] }],
      clientMutationId: mutationId(),
    });
    expect(edit.status, edit.body.message).toBe(200);
    const edited = pedidoSchema.parse(edit.body.data);
    expect(edited.total).toBe(18_000);
    expect(edited.items[0]!.componentes!.map((c) => c.grupo + ':' + c.recargo)).toEqual(['Entrada:0', 'Principal:2000', 'Bebida:0']);

    const released = await t.app.db.transaction().execute((trx) => releaseDue(trx, when));
    expect(released.map((r) => r.pedido.id)).toContain(pedido.id);
    const cocina = await tickets(v, 'cocina');
    expect(cocina).toHaveLength(1);
    expect(cocina[0]).toContain('1x Ejecutivo: Bife');
    expect(cocina[0]).toContain('Ejecutivo: Empanada');
    expect(await tickets(v, 'barra')).toHaveLength(1);
  });
});
