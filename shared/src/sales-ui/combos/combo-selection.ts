import { z } from 'zod';
import { api } from '../../api-client';
import type { ComboGrupo, CombosMenu } from '../../contracts/combos';
import type { ProductoDisponibilidad } from '../../contracts';
import { fromApi } from '../../query';
import { checkModifierSelection, type ModifierGroupRule } from '../../rules';
import { motivoNoDisponible } from '../disponibilidad';

/*
 * The desks' side of combos: every combo's groups read once, like the modifiers' menu, and a
 * combo's groups as one-choice rules (exactly one option per group), so the pickers show and check
 * them as they do a required modifier group. The api checks and prices the choices again.
 */

/** Every active combo's groups (GET /api/productos/combos). */
export const combosMenuQuery = {
  queryKey: ['productos', 'combos'] as const,
  queryFn: fromApi((signal) => api.get<CombosMenu>('/productos/combos', { signal })),
  // Groups change seldom: an add does not wait for a new read (a stale choice is refused by the api).
  staleTime: 60_000,
};

/** The combo's groups in the menu (none: the product is not a combo); a group with no active option is not offered. */
export function comboGruposDe(menu: CombosMenu | undefined, productoId: number): ComboGrupo[] {
  return menu?.find((m) => m.productoId === productoId)?.grupos.filter((g) => g.opciones.some((o) => o.activo)) ?? [];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a product cannot be sold now, as the screens read it from GET /productos/disponibilidad; undefined when it can. */
export type NoDisponible = (productoId: number) => Pick<ProductoDisponibilidad, 'disponible' | 'insumoFaltante'> | undefined;

/**
 * Why each of a combo's options cannot be chosen now, by option id: its component is sold out
 * ('86') or short of an ingredient. The pickers show such an option greyed with the reason and
 * do not take it; the api refuses it too (PRODUCTO_AGOTADO, INSUMO_SIN_STOCK).
 */
export function combosNoDisponibles(grupos: readonly ComboGrupo[], noDisponible: NoDisponible | undefined, t: Translate): Map<number, string> {
  const out = new Map<number, string>();
  if (!noDisponible) return out;
  for (const o of grupos.flatMap((g) => g.opciones)) {
    const motivo = motivoNoDisponible(noDisponible(o.productoId), t);
    if (motivo) out.set(o.id, motivo);
  }
  return out;
}

/**
 * The options chosen for a combo line (ids) against its groups, with the message of the first
 * group left without a choice, or of a chosen option that cannot be chosen now (`noDisponibles`).
 */
export function comboFieldSchema(rules: readonly ModifierGroupRule[], t: Translate, noDisponibles: ReadonlyMap<number, string> = new Map()) {
  return z.array(z.number().int().positive()).superRefine((ids, ctx) => {
    const agotada = rules.flatMap((g) => g.opciones).find((o) => ids.includes(o.id) && noDisponibles.has(o.id));
    if (agotada) {
      ctx.addIssue({ code: 'custom', message: t('salesUi.combo.noDisponible', { opcion: agotada.nombre, motivo: noDisponibles.get(agotada.id) }) });
      return;
    }
    const check = checkModifierSelection(rules, ids);
    if (check.ok) return;
    const { error } = check;
    const message = error.code === 'MODIFICADOR_NO_EXISTE' ? t('salesUi.combo.noExiste') : t('salesUi.combo.falta', { grupo: error.grupo });
    ctx.addIssue({ code: 'custom', message });
  });
}
