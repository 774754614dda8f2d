import { isSoldByWeight, type CanalVenta, type UnidadMedida } from '@resto/shared/contracts';
import { dateTimeInZone, pickPromotion, type PromotionTag } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enVigencia } from '../listas-precios';
import { getVenue } from '../local';
import { listPromociones, type PromocionRow } from './promociones.repository';

type Db = Kysely<Database>;

function tagOf(p: PromocionRow): PromotionTag | null {
  if (p.tipo === 'nxm') return p.lleva && p.paga && p.paga < p.lleva ? { id: p.id, nombre: p.nombre, tipo: 'nxm', lleva: p.lleva, paga: p.paga } : null;
  return p.porcentaje ? { id: p.id, nombre: p.nombre, tipo: 'segunda-unidad', porcentaje: p.porcentaje } : null;
}

/**
 * The promotion each product is added under now on `canal` (the venue's time at `at`): among the
 * active promotions of the channel whose window holds, one naming the product wins over one of its
 * category, then the oldest. Products sold by weight take none (a promotion counts units).
 */
/** The venue's active promotions for `canal` whose window holds at `at` (the venue's time), the oldest first. */
export async function promocionesQueRigen(db: Db, localId: number, canal: CanalVenta, at: Date): Promise<PromocionRow[]> {
  const activas = (await listPromociones(db, localId, { soloActivas: true })).filter((p) => p.canales.includes(canal));
  if (activas.length === 0) return [];
  const { fecha, hora } = dateTimeInZone(at, (await getVenue(db, localId)).timezone);
  return activas.filter((p) => enVigencia(p, fecha, hora));
}

export async function promocionesVigentes(
  db: Db,
  localId: number,
  productos: readonly { id: number; categoriaId: number | null; unidadMedida: UnidadMedida }[],
  canal: CanalVenta,
  at: Date,
): Promise<Map<number, PromotionTag>> {
  const result = new Map<number, PromotionTag>();
  if (productos.length === 0) return result;
  const vigentes = await promocionesQueRigen(db, localId, canal, at);
  if (vigentes.length === 0) return result;
  for (const producto of productos) {
    const promo = pickPromotion(vigentes, { id: producto.id, categoriaId: producto.categoriaId, esPorPeso: isSoldByWeight(producto.unidadMedida) });
    const tag = promo ? tagOf(promo) : null;
    if (tag) result.set(producto.id, tag);
  }
  return result;
}
