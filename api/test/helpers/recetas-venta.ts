// Ingredients, a preparation, recipes and modifier options' lines built through the api, for the
// tests of stock that follows the sales.
import {
  insumoMovimientosPageSchema,
  insumoSchema,
  productoSchema,
  type InsumoMovimiento,
  type Producto,
  type ProductoModificadores,
  type RecetaLineaInput,
} from '@resto/shared/contracts';
import type { InsumoUnidad } from '@resto/shared/rules';
import { expect } from 'vitest';
import { mutationId, producto, type TestVenue } from './money';

/** A new ingredient with `stock` on hand (an 'ajuste' movement); returns its id. */
export async function crearInsumo(v: TestVenue, nombre: string, unidad: InsumoUnidad, stock: number, costoUnitario = 1000): Promise<number> {
  const res = await v.as.admin.post('/api/insumos', { nombre, unidad, costoUnitario, stockActual: stock, controlaStock: true, clientMutationId: mutationId() });
  expect(res.status, res.body.message).toBe(201);
  return insumoSchema.parse(res.body.data).id;
}

/** An ingredient's stock on hand, as the ingredients' screen reads it. */
export async function stockDe(v: TestVenue, id: number): Promise<number> {
  const res = await v.as.admin.get(`/api/insumos/${id}`);
  expect(res.status, res.body.message).toBe(200);
  return insumoSchema.parse(res.body.data).stockActual;
}

/** An ingredient's movements, oldest first. */
export async function movimientosDe(v: TestVenue, id: number): Promise<InsumoMovimiento[]> {
  const res = await v.as.admin.get(`/api/insumos/${id}/movimientos?page=1&pageSize=100`);
  expect(res.status, res.body.message).toBe(200);
  return insumoMovimientosPageSchema.parse(res.body.data).items.reverse();
}

/** The movements of an ingredient other than its opening 'ajuste'. */
export async function movidosDe(v: TestVenue, id: number): Promise<InsumoMovimiento[]> {
  return (await movimientosDe(v, id)).filter((m) => m.tipo !== 'ajuste');
}

/** A preparation (a sub-recipe) that yields `rendimiento` of `unidad`; returns its id. */
export async function crearPreparacion(v: TestVenue, nombre: string, unidad: InsumoUnidad, rendimiento: number, lineas: RecetaLineaInput[]): Promise<number> {
  const res = await v.as.admin.post<{ id: number }>('/api/preparaciones', { nombre, unidad, rendimiento, lineas, clientMutationId: mutationId() });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!.id;
}

/** Sets a product's recipe. */
export async function ponerReceta(v: TestVenue, productoId: number, lineas: RecetaLineaInput[], rendimiento = 1): Promise<void> {
  const res = await v.as.admin.put(`/api/productos/${productoId}/receta`, { rendimiento, lineas, clientMutationId: mutationId() });
  expect(res.status, res.body.message).toBe(200);
}

/** A new simple product in the mains' category (no stock of its own). */
export async function crearProducto(v: TestVenue, nombre: string, precio: number): Promise<Producto> {
  const main = await producto(v.as.admin, 'PRI-002');
  const res = await v.as.admin.post<Producto>('/api/productos/dto', { nombre, categoriaId: main.categoriaId, precio, costo: 1, clientMutationId: mutationId() });
  expect(res.status, res.body.message).toBe(201);
  return productoSchema.parse(res.body.data);
}

/** One optional group of options, each with its recipe lines; returns a function from an option's name to its id. */
export async function ponerOpciones(
  v: TestVenue,
  productoId: number,
  grupo: string,
  opciones: { nombre: string; precioDelta?: number; receta: RecetaLineaInput[] }[],
): Promise<(nombre: string) => number> {
  const res = await v.as.admin.put<ProductoModificadores>(`/api/productos/${productoId}/modificadores`, {
    grupos: [{ nombre: grupo, minimo: 0, maximo: opciones.length, opciones }],
    clientMutationId: mutationId(),
  });
  expect(res.status, res.body.message).toBe(200);
  const found = res.body.data!.grupos[0]!.opciones;
  return (nombre) => {
    const o = found.find((x) => x.nombre === nombre);
    if (!o) throw new Error(`no hay opción ${nombre}`);
    return o.id;
  };
}

/** The pizza of these tests: a base with a sub-recipe (tomato sauce), and its options 'Extra queso' and 'Sin cebolla'. */
export interface Pizzeria {
  pizza: Producto;
  harina: number;
  muzzarella: number;
  tomate: number;
  aceite: number;
  cebolla: number;
  opcion: (nombre: string) => number;
}

/**
 * Flour 10 kg, muzzarella `queso` kg, tomato 4 kg, oil 2 l, onion 3 kg. The sauce: 1 kg of tomato
 * and 50 ml of oil yield 800 g. The pizza: 250 g of flour with 4 % waste, 120 g of sauce, 200 g of
 * muzzarella and 50 g of onion; 'Extra queso' adds 30 g of muzzarella, 'Sin cebolla' takes the onion out.
 */
export async function pizzeria(v: TestVenue, queso = 5): Promise<Pizzeria> {
  const harina = await crearInsumo(v, 'Harina 000', 'kg', 10, 900);
  const muzzarella = await crearInsumo(v, 'Muzzarella', 'kg', queso, 8000);
  const tomate = await crearInsumo(v, 'Tomate perita', 'kg', 4, 2000);
  const aceite = await crearInsumo(v, 'Aceite de oliva', 'l', 2, 9000);
  const cebolla = await crearInsumo(v, 'Cebolla', 'kg', 3, 1200);
  const salsa = await crearPreparacion(v, 'Salsa de tomate', 'g', 800, [
    { insumoId: tomate, cantidad: 1, unidad: 'kg' },
    { insumoId: aceite, cantidad: 50, unidad: 'ml' },
  ]);
  const pizza = await crearProducto(v, 'Pizza muzzarella', 9000);
  await ponerReceta(v, pizza.id, [
    { insumoId: harina, cantidad: 250, unidad: 'g', mermaPorcentaje: 4 },
    { preparacionId: salsa, cantidad: 120, unidad: 'g' },
    { insumoId: muzzarella, cantidad: 200, unidad: 'g' },
    { insumoId: cebolla, cantidad: 50, unidad: 'g' },
  ]);
  const opcion = await ponerOpciones(v, pizza.id, 'Extras', [
    { nombre: 'Extra queso', precioDelta: 1500, receta: [{ insumoId: muzzarella, cantidad: 30, unidad: 'g' }] },
    { nombre: 'Sin cebolla', receta: [{ insumoId: cebolla, cantidad: 0, unidad: 'g', quitar: true }] },
  ]);
  return { pizza, harina, muzzarella, tomate, aceite, cebolla, opcion };
}
