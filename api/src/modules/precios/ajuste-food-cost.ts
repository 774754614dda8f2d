import { objetivoFoodCostBp, redondearMinor, type AjustePreciosParsed } from '@resto/shared/contracts';
import { fromMinor, precioParaFoodCost } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { costosPorcion } from '../insumos';
import type { PrecioRow } from './precios.repository';

type Db = Kysely<Database>;

/**
 * The new sale price of each dish with a recipe for a target food cost or margin: one portion's
 * cost today over the target (precioParaFoodCost, exact), then the adjustment's rounding. Products
 * without a recipe are left out; the cost (the product's own column) stays as it is.
 */
export async function preciosPorReceta(
  db: Db,
  localId: number,
  productos: readonly PrecioRow[],
  input: Pick<AjustePreciosParsed, 'valor' | 'redondeo'> & { modo: 'food-cost' | 'margen' },
  currency: string,
): Promise<{ p: PrecioRow; precioNuevo: number; costoNuevo: number | null; receta: { costo: number } }[]> {
  const costos = await costosPorcion(
    db,
    localId,
    productos.map((p) => p.id),
  );
  const objetivo = objetivoFoodCostBp(input);
  return productos.flatMap((p) => {
    const costo = costos.get(p.id);
    if (costo === undefined) return [];
    const precioNuevo = redondearMinor(precioParaFoodCost(costo, objetivo), input.redondeo, currency);
    if (precioNuevo <= 0) throw conflict('AJUSTE_PRECIO_NO_POSITIVO', { producto: p.nombre, precio: fromMinor(precioNuevo, currency) });
    return [{ p, precioNuevo, costoNuevo: p.costo, receta: { costo } }];
  });
}
