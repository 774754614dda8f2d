// A modifier option's recipe lines, on SQLite or PostgreSQL (TEST_DATABASE_URL): 'Extra queso'
// adds 30 g of muzzarella to the dish and 'Sin cebolla' takes the onion out; they are saved with
// the product's groups, read back by the editor and the menu (costs only for productos.costos),
// audited, refused with a unit that does not convert, and what a sold line takes follows them.
import { productoModificadoresSchema, type AuditoriaPage, type Insumo, type ProductoModificadores } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumoDeLineas } from '../src/modules/productos';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function insumo(v: TestVenue, body: object): Promise<Insumo> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { clientMutationId: mutationId(), ...body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

describe('a modifier option’s recipe', () => {
  it('adds 30 g of muzzarella or takes the onion out, saved and read back, and what a sold line takes follows it', async () => {
    const v = await createVenue(t.app);
    const muzza = await insumo(v, { nombre: 'Muzzarella', unidad: 'kg', costoUnitario: 8_000 });
    const cebolla = await insumo(v, { nombre: 'Cebolla', unidad: 'kg', costoUnitario: 900 });
    const pan = await insumo(v, { nombre: 'Pan de hamburguesa', unidad: 'unidad', costoUnitario: 350 });
    const plato = await producto(v.as.admin, 'PRI-004');
    const receta = await v.as.admin.put(`/api/productos/${plato.id}/receta`, {
      lineas: [
        { insumoId: pan.id, cantidad: 1, unidad: 'unidad' },
        { insumoId: cebolla.id, cantidad: 50, unidad: 'g' },
        { insumoId: muzza.id, cantidad: 0.1, unidad: 'kg' },
      ],
      clientMutationId: mutationId(),
    });
    expect(receta.status, receta.body.message).toBe(200);

    const body = {
      grupos: [
        {
          nombre: 'Extras',
          minimo: 0,
          maximo: 3,
          opciones: [
            { nombre: 'Extra queso', precioDelta: 800, receta: [{ insumoId: muzza.id, cantidad: 30, unidad: 'g' }] },
            { nombre: 'Sin cebolla', receta: [{ insumoId: cebolla.id, cantidad: 0, unidad: 'g', quitar: true }] },
            { nombre: 'Bien cocida' },
          ],
        },
      ],
      clientMutationId: mutationId(),
    };
    const bad = await v.as.admin.put(`/api/productos/${plato.id}/modificadores`, {
      ...body,
      grupos: [{ ...body.grupos[0]!, opciones: [{ nombre: 'Extra queso', receta: [{ insumoId: muzza.id, cantidad: 30, unidad: 'ml' }] }] }],
      clientMutationId: mutationId(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'RECETA_UNIDAD_INCOMPATIBLE' });

    const saved = await v.as.admin.put<ProductoModificadores>(`/api/productos/${plato.id}/modificadores`, body);
    expect(saved.status, saved.body.message).toBe(200);
    const grupos = productoModificadoresSchema.parse(saved.body.data).grupos;
    const [extra, sinCebolla, cocida] = grupos[0]!.opciones;
    // 30 g of muzzarella at $8.000/kg: $240.
    expect(extra!.receta).toEqual([
      { id: expect.any(Number), insumoId: muzza.id, preparacionId: null, nombre: 'Muzzarella', cantidad: 30, unidad: 'g', mermaPorcentaje: 0, quitar: false, costo: 240 },
    ]);
    expect(sinCebolla!.receta).toEqual([
      { id: expect.any(Number), insumoId: cebolla.id, preparacionId: null, nombre: 'Cebolla', cantidad: 0, unidad: 'g', mermaPorcentaje: 0, quitar: true, costo: 0 },
    ]);
    expect(cocida!.receta).toEqual([]);
    expect((await v.as.admin.get<ProductoModificadores>(`/api/productos/${plato.id}/modificadores`)).body.data!.grupos).toEqual(grupos);

    // The waiter reads the lines without their costs, in the editor's answer and in the menu.
    const mozo = (await v.as.mozo.get<ProductoModificadores>(`/api/productos/${plato.id}/modificadores`)).body.data!.grupos;
    expect(mozo[0]!.opciones[0]!.receta).toEqual([{ ...extra!.receta![0]!, costo: null }]);
    const menu = (await v.as.mozo.get<ProductoModificadores[]>('/api/productos/modificadores')).body.data!;
    expect(menu.find((m) => m.productoId === plato.id)?.grupos).toEqual(mozo);

    const log = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=modificador.receta');
    expect(log.body.data!.items).toHaveLength(1);
    expect(log.body.data!.items[0]!.despues).toEqual([
      {
        opcionId: extra!.id,
        grupo: 'Extras',
        opcion: 'Extra queso',
        receta: [{ insumoId: muzza.id, preparacionId: null, nombre: 'Muzzarella', cantidad: 30, unidad: 'g', mermaPorcentaje: 0, quitar: false }],
      },
      {
        opcionId: sinCebolla!.id,
        grupo: 'Extras',
        opcion: 'Sin cebolla',
        receta: [{ insumoId: cebolla.id, preparacionId: null, nombre: 'Cebolla', cantidad: 0, unidad: 'g', mermaPorcentaje: 0, quitar: true }],
      },
    ]);

    // Two burgers with extra cheese and no onion, one plain: muzzarella 2 x 130 g + 100 g, onion only the plain one's 50 g, three buns.
    const consumo = await consumoDeLineas(t.app.db, v.localId, [
      { productoId: plato.id, quantityMilli: 2000, opcionIds: [extra!.id, sinCebolla!.id] },
      { productoId: plato.id, quantityMilli: 1000, opcionIds: [cocida!.id] },
    ]);
    expect(Object.fromEntries(consumo)).toEqual({ [muzza.id]: 360_000, [cebolla.id]: 50_000, [pan.id]: 3_000_000 });

    // Saved again without lines, the option takes nothing more.
    const plain = await v.as.admin.put<ProductoModificadores>(`/api/productos/${plato.id}/modificadores`, {
      grupos: [{ id: grupos[0]!.id, nombre: 'Extras', minimo: 0, maximo: 3, opciones: [{ id: extra!.id, nombre: 'Extra queso', precioDelta: 800 }] }],
      clientMutationId: mutationId(),
    });
    expect(plain.body.data!.grupos[0]!.opciones[0]!.receta).toEqual([]);
    const after = await consumoDeLineas(t.app.db, v.localId, [{ productoId: plato.id, quantityMilli: 1000, opcionIds: [extra!.id] }]);
    expect(Object.fromEntries(after)).toEqual({ [muzza.id]: 100_000, [cebolla.id]: 50_000, [pan.id]: 1_000_000 });
  });
});
