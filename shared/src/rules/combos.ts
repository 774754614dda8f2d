import type { ChosenModifier, ModifierGroupRule } from './modificadores';
import { toMinor } from './money';

/*
 * A combo's groups as the pickers check them: a group of one choice each (the guest picks exactly
 * one starter, one main, one drink), its surcharge in minor units. Isomorphic and free of zod: the
 * waiter handheld's first download uses it too.
 */

/** A combo's groups as the api sends them (surcharges as decimals of `currency`) as one-choice rules. */
export function toComboRules(
  grupos: readonly { id: number; nombre: string; opciones: readonly { id: number; nombre: string; recargo: number; activo: boolean }[] }[],
  currency: string,
): ModifierGroupRule[] {
  return grupos.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    minimo: 1,
    maximo: 1,
    opciones: g.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDeltaMinor: toMinor(o.recargo, currency), activo: o.activo })),
  }));
}

/** The chosen options of a combo as the api takes them, one per group. */
export function comboElecciones(chosen: readonly Pick<ChosenModifier, 'grupoId' | 'opcionId'>[]): { grupoId: number; opcionId: number }[] {
  return chosen.map((c) => ({ grupoId: c.grupoId, opcionId: c.opcionId }));
}

/** The identity of a line's combo choices: two lines of one combo merge only when they are equal. */
export function comboKey(combo: readonly { opcionId: number }[] | undefined): string {
  return (combo ?? [])
    .map((c) => c.opcionId)
    .sort((a, b) => a - b)
    .join(',');
}
