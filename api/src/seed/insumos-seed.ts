import { toMicro, type InsumoUnidad } from '@resto/shared/rules';
import { guardarLineasReceta, moverInsumos } from '../modules/insumos';
import type { SeedStep } from './seed';

/*
 * The demo venue's ingredients at Buenos Aires wholesale costs (pesos per kilo, litre or unit) with
 * the stock a mid-size bodegón keeps, and one preparation: the tomato sauce its pizzas and pastas
 * share. The opening stock is an 'ajuste' movement, as a count would leave it.
 */

interface DemoInsumo {
  nombre: string;
  unidad: InsumoUnidad;
  /** Pesos per whole unit. */
  costo: number;
  stock: number;
  minimo: number;
  /** The demo supplier who delivers it, by name. */
  proveedor?: string;
}

export const DEMO_INSUMOS: readonly DemoInsumo[] = [
  { nombre: 'Harina 000', unidad: 'kg', costo: 950, stock: 50, minimo: 25, proveedor: 'Molino Harinero San José' },
  { nombre: 'Muzzarella', unidad: 'kg', costo: 9_200, stock: 12, minimo: 5 },
  { nombre: 'Tomate perita', unidad: 'kg', costo: 2_000, stock: 15, minimo: 5 },
  { nombre: 'Tomate triturado', unidad: 'kg', costo: 2_600, stock: 8, minimo: 3, proveedor: 'Distribuidora Norte' },
  { nombre: 'Cebolla', unidad: 'kg', costo: 1_200, stock: 10, minimo: 3 },
  { nombre: 'Ajo', unidad: 'kg', costo: 6_500, stock: 1, minimo: 0.3 },
  { nombre: 'Aceite de girasol', unidad: 'l', costo: 3_400, stock: 20, minimo: 5, proveedor: 'Distribuidora Norte' },
  { nombre: 'Aceite de oliva', unidad: 'l', costo: 14_000, stock: 3, minimo: 1, proveedor: 'Distribuidora Norte' },
  { nombre: 'Carne picada especial', unidad: 'kg', costo: 9_800, stock: 8, minimo: 3 },
  { nombre: 'Bife de chorizo', unidad: 'kg', costo: 17_500, stock: 10, minimo: 4 },
  { nombre: 'Suprema de pollo', unidad: 'kg', costo: 7_900, stock: 8, minimo: 3 },
  { nombre: 'Papas', unidad: 'kg', costo: 1_100, stock: 40, minimo: 15 },
  { nombre: 'Pan rallado', unidad: 'kg', costo: 2_300, stock: 5, minimo: 2 },
  { nombre: 'Huevos', unidad: 'unidad', costo: 250, stock: 180, minimo: 60 },
  { nombre: 'Jamón cocido', unidad: 'kg', costo: 14_500, stock: 4, minimo: 1.5 },
  { nombre: 'Queso provolone', unidad: 'kg', costo: 16_000, stock: 3, minimo: 1 },
  { nombre: 'Leche entera', unidad: 'l', costo: 1_450, stock: 12, minimo: 4 },
  { nombre: 'Dulce de leche', unidad: 'kg', costo: 6_200, stock: 5, minimo: 2 },
  { nombre: 'Azúcar', unidad: 'kg', costo: 1_300, stock: 10, minimo: 3 },
  { nombre: 'Sal fina', unidad: 'kg', costo: 850, stock: 5, minimo: 1 },
  { nombre: 'Orégano', unidad: 'g', costo: 25, stock: 500, minimo: 100 },
  { nombre: 'Pan de hamburguesa', unidad: 'unidad', costo: 420, stock: 48, minimo: 24 },
];

/** 'Salsa de tomate': 2 kg of tomato, onion, garlic, oil and oregano yield 1.6 kg of sauce. */
const SALSA_DE_TOMATE = {
  nombre: 'Salsa de tomate',
  unidad: 'kg' as const,
  rendimiento: 1.6,
  lineas: [
    { insumo: 'Tomate triturado', cantidad: 2, unidad: 'kg' as const, merma: 0 },
    { insumo: 'Cebolla', cantidad: 300, unidad: 'g' as const, merma: 10 },
    { insumo: 'Ajo', cantidad: 20, unidad: 'g' as const, merma: 15 },
    { insumo: 'Aceite de oliva', cantidad: 60, unidad: 'ml' as const, merma: 0 },
    { insumo: 'Orégano', cantidad: 5, unidad: 'g' as const, merma: 0 },
    { insumo: 'Sal fina', cantidad: 15, unidad: 'g' as const, merma: 0 },
  ],
};

export const insumosSeedStep: SeedStep = {
  name: 'insumos',
  async run(trx, ctx) {
    const at = ctx.now.toISOString();
    const proveedores = new Map((await trx.selectFrom('proveedores').select(['id', 'nombre']).where('local_id', '=', ctx.localId).execute()).map((p) => [p.nombre, p.id]));
    const ids = new Map<string, number>();
    const stock = new Map<number, number>();
    for (const i of DEMO_INSUMOS) {
      const { id } = await trx
        .insertInto('insumos')
        .values({
          local_id: ctx.localId,
          nombre: i.nombre,
          unidad: i.unidad,
          // ARS: centavos.
          costo_unitario: Math.round(i.costo * 100),
          costo_ultimo: Math.round(i.costo * 100),
          stock_minimo: toMicro(i.minimo),
          proveedor_id: i.proveedor ? (proveedores.get(i.proveedor) ?? null) : null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(i.nombre, id);
      stock.set(id, toMicro(i.stock));
    }
    const admin = ctx.users['admin@demo.local'] ?? null;
    await moverInsumos(trx, ctx.localId, admin, stock, { tipo: 'ajuste', motivo: 'Stock inicial' });

    const { id: salsa } = await trx
      .insertInto('preparaciones')
      .values({
        local_id: ctx.localId,
        nombre: SALSA_DE_TOMATE.nombre,
        unidad: SALSA_DE_TOMATE.unidad,
        rendimiento: toMicro(SALSA_DE_TOMATE.rendimiento),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await guardarLineasReceta(
      trx,
      ctx.localId,
      { preparacionId: salsa },
      SALSA_DE_TOMATE.lineas.map((l) => ({ insumoId: ids.get(l.insumo)!, cantidad: toMicro(l.cantidad), unidad: l.unidad, mermaPorcentaje: l.merma * 100 })),
    );
  },
};
