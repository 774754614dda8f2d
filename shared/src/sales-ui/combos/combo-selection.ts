import { z } from 'zod';
import { api } from '../../api-client';
import type { ComboGrupo, CombosMenu } from '../../contracts/combos';
import { fromApi } from '../../query';
import { checkModifierSelection, type ModifierGroupRule } from '../../rules';

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

/** The options chosen for a combo line (ids) against its groups, with the message of the first group left without a choice. */
export function comboFieldSchema(rules: readonly ModifierGroupRule[], t: Translate) {
  return z.array(z.number().int().positive()).superRefine((ids, ctx) => {
    const check = checkModifierSelection(rules, ids);
    if (check.ok) return;
    const { error } = check;
    const message = error.code === 'MODIFICADOR_NO_EXISTE' ? t('salesUi.combo.noExiste') : t('salesUi.combo.falta', { grupo: error.grupo });
    ctx.addIssue({ code: 'custom', message });
  });
}
