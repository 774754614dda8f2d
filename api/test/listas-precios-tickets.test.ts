// The price list's name on what the customer reads, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// a counter sale's receipt printed at the register and a table's pre-bill and receipt name the
// list under the line it priced ('Happy hour'), as the screens show it beside the price; a line
// at its base price names none; a remito with prices names it, one without prices does not.
import { trabajosNavegadorSchema, ventaSchema, type DraftFinalizado, type Venta } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remitoFromVenta } from '../src/modules/impresion/documents';
import { addPrinter } from './helpers/impresion';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const money = (amount: number) => formatMoney(toMinor(amount, 'ARS'), { currency: 'ARS', locale: 'es-AR' });
const compact = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A list that always applies on `canales` and prices the water at 999.50. */
async function happyHour(v: TestVenue, canales: string[], aguaId: number): Promise<void> {
  const res = await v.as.admin.post('/api/listas-precios', { clientMutationId: mutationId(), nombre: 'Happy hour', canales, precios: [{ productoId: aguaId, precio: 999.5 }] });
  expect(res.status, res.body.message).toBe(201);
}

/** The text lines of the print jobs waiting at the register's station, of `tipo`. */
async function printed(v: TestVenue, tipo: string): Promise<string[][]> {
  const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
  return pending.filter((j) => j.trabajo.tipo === tipo).map((j) => j.lineas.map((l) => compact(l.texto)));
}

/** The lines printed right under the one that starts with `start`, up to the next product line. */
function under(text: string[], start: string): string[] {
  const i = text.findIndex((l) => l.startsWith(start.slice(0, 20)));
  expect(i, text.join('\n')).toBeGreaterThanOrEqual(0);
  return text.slice(i + 1, i + 3);
}

describe("the price list's name on the receipt and the pre-bill", () => {
  it("prints under the counter sale's line it priced on the receipt, and not under a line at its base price", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const agua = await producto(v.as.cajero, 'BEB-001');
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    await happyHour(v, ['mostrador'], agua.id);
    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [
        { productoId: agua.id, cantidad: 2 },
        { productoId: pizza.id, cantidad: 1 },
      ],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 100_000 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const venta = ventaSchema.parse(res.body.data);
    expect(venta.items.map((i) => [i.producto, i.listaPrecio ?? null])).toEqual([
      [agua.nombre, 'Happy hour'],
      [pizza.nombre, null],
    ]);

    const [recibo] = await printed(v, 'recibo');
    expect(recibo, 'the receipt printed by itself when the sale closed').toBeDefined();
    const line = recibo!.find((l) => l.startsWith(`2 ${agua.nombre}`.slice(0, 20)))!;
    expect(line.endsWith(compact(money(1999)))).toBe(true);
    expect(under(recibo!, `2 ${agua.nombre}`)[0]).toBe('Happy hour');
    expect(under(recibo!, `1 ${pizza.nombre}`)).not.toContain('Happy hour');
    expect(recibo!.filter((l) => l === 'Happy hour')).toHaveLength(1);
  });

  it("prints under the table's line on the pre-bill and on the receipt of its charge", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const agua = await producto(v.as.mozo, 'BEB-001');
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    await happyHour(v, ['salon'], agua.id);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!, { comensales: 2 });
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    const table = await agregar(v.as.mozo, draft.id, { productoId: pizza.id, cantidad: 1, clientMutationId: mutationId() });
    expect(table.items.map((i) => i.listaPrecio ?? null)).toEqual(['Happy hour', null]);

    expect((await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: mutationId() })).status).toBe(200);
    const [precuenta] = await printed(v, 'documento');
    expect(precuenta).toContain('PRECUENTA');
    const line = precuenta!.find((l) => l.startsWith(`1 ${agua.nombre}`.slice(0, 20)))!;
    expect(line.endsWith(compact(money(999.5)))).toBe(true);
    expect(under(precuenta!, `1 ${agua.nombre}`)[0]).toBe('Happy hour');
    expect(under(precuenta!, `1 ${pizza.nombre}`)).not.toContain('Happy hour');

    await abrirCaja(v.as.cajero);
    const paid = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: table.total }],
      clientMutationId: mutationId(),
    });
    expect(paid.status, paid.body.message).toBe(200);
    const [recibo] = await printed(v, 'recibo');
    expect(recibo, 'the receipt printed by itself when the table was charged').toBeDefined();
    expect(under(recibo!, `1 ${agua.nombre}`)[0]).toBe('Happy hour');
  });

  it('names the list on a remito with prices, and not on one without them', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.cajero, 'BEB-001');
    await happyHour(v, ['mostrador'], agua.id);
    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 999.5 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const venta = ventaSchema.parse(res.body.data);
    const venue = { nombre: 'Local', locale: 'es-AR' };
    expect(remitoFromVenta(venta, venue, { conPrecios: true }).items[0]).toMatchObject({ descripcion: agua.nombre, importe: money(999.5), detalles: ['Happy hour'] });
    expect(remitoFromVenta(venta, venue).items[0]!.detalles).toEqual([]);
  });
});
