// The menú ejecutivo of the combos' tests: a combo product and its choice groups, built through the api.
import { productoComboSchema, productoSchema, type Producto, type ProductoCombo } from '@resto/shared/contracts';
import { expect } from 'vitest';
import { mutationId, producto, type TestVenue } from './money';

const STARTERS = ['ENT-001', 'ENT-002', 'ENT-003'];
const MAINS = ['PRI-001', 'PRI-002', 'PRI-003', 'PRI-004'];
const DRINKS = ['BEB-001', 'BEB-002', 'BEB-003'];

/** A product of the back office's list, as read now (its stock included). */
export async function leer(v: TestVenue, id: number): Promise<Producto> {
  const res = await v.as.admin.get<Producto>(`/api/productos/${id}`);
  expect(res.status).toBe(200);
  return productoSchema.parse(res.body.data);
}

/** A new combo product 'Ejecutivo' at $ 16 000 in the mains' category. */
export async function crearCombo(v: TestVenue, nombre = 'Ejecutivo'): Promise<Producto> {
  const main = await producto(v.as.admin, 'PRI-002');
  const res = await v.as.admin.post<Producto>('/api/productos/dto', {
    nombre,
    categoriaId: main.categoriaId,
    precio: 16_000,
    costo: 8_000,
    tipo: 'combo',
    clientMutationId: mutationId(),
  });
  expect(res.status, res.body.message).toBe(201);
  return productoSchema.parse(res.body.data);
}

/** The menú ejecutivo: one starter of three, one main of four (the steak $ 2 000 more), one drink of three. */
export async function menuEjecutivo(v: TestVenue): Promise<{ combo: Producto; grupos: ProductoCombo['grupos']; opcion: (sku: string) => { grupoId: number; opcionId: number } }> {
  const combo = await crearCombo(v);
  const ids = new Map<string, number>();
  for (const sku of [...STARTERS, ...MAINS, ...DRINKS]) ids.set(sku, (await producto(v.as.admin, sku)).id);
  const res = await v.as.admin.put<ProductoCombo>(`/api/productos/${combo.id}/combo`, {
    grupos: [
      { nombre: 'Entrada', opciones: STARTERS.map((sku) => ({ productoId: ids.get(sku)! })) },
      { nombre: 'Principal', opciones: MAINS.map((sku) => ({ productoId: ids.get(sku)!, recargo: sku === 'PRI-001' ? 2_000 : 0 })) },
      { nombre: 'Bebida', opciones: DRINKS.map((sku) => ({ productoId: ids.get(sku)! })) },
    ],
    clientMutationId: mutationId(),
  });
  expect(res.status, res.body.message).toBe(200);
  const { grupos } = productoComboSchema.parse(res.body.data);
  const opcion = (sku: string) => {
    for (const g of grupos) {
      const o = g.opciones.find((x) => x.productoId === ids.get(sku));
      if (o) return { grupoId: g.id, opcionId: o.id };
    }
    throw new Error(`no hay opción ${sku}`);
  };
  return { combo, grupos, opcion };
}
