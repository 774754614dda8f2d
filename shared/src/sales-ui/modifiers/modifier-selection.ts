import { z } from 'zod';
import { api } from '../../api-client';
import type { ModificadorGrupo, ModificadoresMenu } from '../../contracts/modificadores';
import { fromApi } from '../../query';
import { checkModifierSelection, type ModifierGroupRule } from '../../rules/modificadores';

/*
 * The desks' side of modifiers: every product's groups read once (the desks ask which
 * products need a choice before adding them), and the rule a form checks the chosen options by,
 * with the texts the person reads. The api checks and prices them again.
 */

/** Every active product's groups (GET /api/productos/modificadores); the key /pedidos shares. */
export const modificadoresMenuQuery = {
  queryKey: ['productos', 'modificadores'] as const,
  queryFn: fromApi((signal) => api.get<ModificadoresMenu>('/productos/modificadores', { signal })),
  // Groups change seldom: an add does not wait for a new read (a stale choice is refused by the api).
  staleTime: 60_000,
};

/** The product's groups in the menu (none: it is added as it is). */
export function gruposDe(menu: ModificadoresMenu | undefined, productoId: number): ModificadorGrupo[] {
  return menu?.find((m) => m.productoId === productoId)?.grupos.filter((g) => g.opciones.some((o) => o.activo)) ?? [];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The chosen options of a line (ids) against the product's groups, with the message of the first group that fails. */
export function modifiersFieldSchema(rules: readonly ModifierGroupRule[], t: Translate) {
  return z.array(z.number().int().positive()).superRefine((ids, ctx) => {
    const check = checkModifierSelection(rules, ids);
    if (check.ok) return;
    const { error } = check;
    const message =
      error.code === 'MODIFICADOR_REQUERIDO'
        ? t('salesUi.modificadores.falta', { grupo: error.grupo, count: error.minimo })
        : error.code === 'MODIFICADOR_DEMASIADOS'
          ? t('salesUi.modificadores.demasiados', { grupo: error.grupo, maximo: error.maximo })
          : t('salesUi.modificadores.noExiste');
    ctx.addIssue({ code: 'custom', message });
  });
}
