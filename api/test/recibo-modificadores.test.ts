// A sale's options on what the customer and the staff read, on SQLite or PostgreSQL
// (TEST_DATABASE_URL): a steak sold at the counter with its cooking point and an extra shows both
// in the sale's detail (GET), on the receipt printed at the register (the print job's text) and
// on the printable remito (80 mm and A4), the extra with what it adds to the price; a table's
// steak charged at the register, likewise.
import { documentoVentaSchema, trabajosNavegadorSchema, ventaSchema, type DraftFinalizado, type Venta } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A counter sale of a steak 'A punto' with cheese and a water (no options), paid in cash. */
async function ventaConOpciones(v: TestVenue): Promise<Venta> {
  const bife = await producto(v.as.cajero, 'PRI-001');
  const agua = await producto(v.as.cajero, 'BEB-001');
  const grupos = (await v.as.cajero.get<{ grupos: { opciones: { id: number; nombre: string }[] }[] }>(`/api/productos/${bife.id}/modificadores`)).body.data!.grupos;
  const opcion = (nombre: string) => grupos.flatMap((g) => g.opciones).find((o) => o.nombre === nombre)!.id;
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items: [
      { productoId: bife.id, cantidad: 2, modificadores: [opcion('A punto'), opcion('Queso')] },
      { productoId: agua.id, cantidad: 1 },
    ],
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 100_000 }],
    clientMutationId: mutationId(),
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

describe("a sale's options (modifiers and the cooking point)", () => {
  it("are in the sale's detail, with each option's group and price delta", async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const sold = await ventaConOpciones(v);

    const res = await v.as.cajero.get<Venta>(`/api/ventas/${sold.id}`);
    expect(res.status).toBe(200);
    const venta = ventaSchema.parse(res.body.data);
    const bife = venta.items.find((i) => i.modificadores && i.modificadores.length > 0)!;
    expect(bife.modificadores).toEqual([
      expect.objectContaining({ grupo: 'Punto de la carne', nombre: 'A punto', precioDelta: 0 }),
      expect.objectContaining({ grupo: 'Extras', nombre: 'Queso', precioDelta: 800 }),
    ]);
    // The line's unit price includes the cheese.
    expect(bife.precioUnitario).toBe(18_900 + 800);
    const agua = venta.items.find((i) => i.id !== bife.id)!;
    expect(agua.modificadores ?? []).toEqual([]);
  });

  it("print on the customer's receipt at the register under their line, the extra with what it adds", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    await abrirCaja(v.as.cajero);
    const sold = await ventaConOpciones(v);

    const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
    const recibo = pending.find((j) => j.trabajo.tipo === 'recibo');
    expect(recibo, 'the receipt printed by itself when the sale closed').toBeDefined();
    const text = recibo!.lineas.map((l) => compact(l.texto));
    const bife = sold.items.find((i) => i.modificadores?.length)!;
    const lineIndex = text.findIndex((l) => l.startsWith(`2 ${bife.producto}`.slice(0, 20)));
    expect(lineIndex, text.join('\n')).toBeGreaterThanOrEqual(0);
    const after = text.slice(lineIndex + 1);
    const punto = after.indexOf('Punto de la carne: A punto');
    const queso = after.indexOf(`Extras: Queso (+${compact(money(800))})`);
    expect(punto, text.join('\n')).toBeGreaterThanOrEqual(0);
    expect(queso, text.join('\n')).toBeGreaterThanOrEqual(0);
    // Both come before the next product and the totals.
    const agua = after.findIndex((l) => l.startsWith('1 Agua'));
    expect(Math.max(punto, queso)).toBeLessThan(agua);
    expect(text.findIndex((l) => l.startsWith('Subtotal'))).toBeGreaterThan(lineIndex + 1 + agua);
  });

  it('are on the printable remito, on the 80 mm roll and on A4', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const sold = await ventaConOpciones(v);
    for (const formato of ['ticket', 'a4'] as const) {
      const res = await v.as.cajero.get(`/api/ventas/${sold.id}/remito?formato=${formato}`);
      expect(res.status).toBe(200);
      const html = documentoVentaSchema.parse(res.body.data).html;
      expect(html).toContain('Punto de la carne: A punto');
      expect(html).toContain(`Extras: Queso (+${money(800)})`);
    }
  });

  it("of a table's line are on the sale the table became and on its receipt", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    await abrirCaja(v.as.cajero);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const bife = await producto(v.as.mozo, 'PRI-001');
    const grupos = (await v.as.mozo.get<{ grupos: { opciones: { id: number; nombre: string }[] }[] }>(`/api/productos/${bife.id}/modificadores`)).body.data!.grupos;
    const opcion = (nombre: string) => grupos.flatMap((g) => g.opciones).find((o) => o.nombre === nombre)!.id;
    const table = await agregar(v.as.mozo, draft.id, {
      productoId: bife.id,
      cantidad: 1,
      modificadores: [opcion('Jugoso'), opcion('Papas extra')],
      clientMutationId: mutationId(),
    });
    const res = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: table.total }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(200);

    const venta = ventaSchema.parse((await v.as.cajero.get<Venta>(`/api/ventas/${res.body.data!.ventaId}`)).body.data);
    expect(venta.items[0]!.modificadores).toEqual([
      expect.objectContaining({ grupo: 'Punto de la carne', nombre: 'Jugoso', precioDelta: 0 }),
      expect.objectContaining({ grupo: 'Extras', nombre: 'Papas extra', precioDelta: 1_200 }),
    ]);
    const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
    const text = pending.find((j) => j.trabajo.tipo === 'recibo')!.lineas.map((l) => compact(l.texto));
    expect(text).toContain('Punto de la carne: Jugoso');
    expect(text).toContain(`Extras: Papas extra (+${compact(money(1_200))})`);
  });
});
