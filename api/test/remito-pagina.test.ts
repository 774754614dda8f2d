// The printable remito page (GET /api/ventas/{id}/remito), on SQLite or PostgreSQL
// (TEST_DATABASE_URL), shows what the sale's detail shows: the price list under the line it priced,
// a combo's components with their surcharges, and each promotion's discount by its name.
import { ventaSchema, type DocumentoVenta, type Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuEjecutivo } from './helpers/combos';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The page's text, tags gone and spaces (the currency's no-break one among them) made plain. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the printable remito', () => {
  it("names the line's price list, lists a combo's components and each promotion's discount", async () => {
    const v = await createVenue(t.app);
    const { combo, opcion } = await menuEjecutivo(v);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    const lista = await v.as.admin.post('/api/listas-precios', {
      clientMutationId: mutationId(),
      nombre: 'Happy hour',
      canales: ['mostrador'],
      precios: [{ productoId: agua.id, precio: 999.5 }],
    });
    expect(lista.status, lista.body.message).toBe(201);
    const promo = await v.as.admin.post('/api/promociones', {
      clientMutationId: mutationId(),
      nombre: '2x1 Pizzas',
      tipo: 'nxm',
      lleva: 2,
      paga: 1,
      productoId: pizza.id,
      canales: ['mostrador'],
    });
    expect(promo.status, promo.body.message).toBe(201);
    await abrirCaja(v.as.cajero);

    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [
        { productoId: agua.id, cantidad: 2 },
        { productoId: pizza.id, cantidad: 2 },
        { productoId: combo.id, cantidad: 1, combo: [opcion('ENT-002'), opcion('PRI-001'), opcion('BEB-002')] },
      ],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 200_000 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, res.body.message).toBe(201);
    const venta = ventaSchema.parse(res.body.data);
    expect(venta.promociones?.map((p) => [p.nombre, p.descuento])).toEqual([['2x1 Pizzas', pizza.precio]]);

    const remito = await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${venta.id}/remito`);
    expect(remito.status).toBe(200);
    const page = text(remito.body.data!.html);
    expect(page).toContain(`${agua.nombre} 2 $ 999,50 c/u $ 1.999,00 Happy hour`);
    expect(page).toContain('Entrada: Empanada de jamón y queso Principal: Bife de chorizo con guarnición (+$ 2.000,00) Bebida:');
    expect(page).toMatch(/2x1 Pizzas -\$ [\d.]+,00/);
    expect(page.match(/Happy hour/g)).toHaveLength(1);
  });
});
