import { toMinor } from './money';

/*
 * Modifiers: a product's groups of options ('Punto de la carne': exactly one;
 * 'Extras': up to 3), the rule a line's chosen options must meet, and what they add to its unit
 * price. Isomorphic: the api refuses by it, the pickers disable their confirm button by it.
 */

/** Courses of a comanda line: held lines are fired to the kitchen one course at a time. */
export const CURSOS = ['entrada', 'principal', 'postre'] as const;
export type Curso = (typeof CURSOS)[number];

/** Most groups a product has, and most options a group (and a line) has. */
export const MODIFICADOR_GRUPOS_MAX = 10;
export const MODIFICADOR_OPCIONES_MAX = 30;

export interface ModifierOptionRule {
  id: number;
  nombre: string;
  /** What the option adds to the unit price, in the venue currency's minor units (0 or more). */
  precioDeltaMinor: number;
  activo: boolean;
}

export interface ModifierGroupRule {
  id: number;
  nombre: string;
  /** Options to choose at least (1 or more: the group is required). */
  minimo: number;
  /** Options to choose at most. */
  maximo: number;
  opciones: readonly ModifierOptionRule[];
}

/** An option a line was taken with, as it was then. */
export interface ChosenModifier {
  grupoId: number;
  grupo: string;
  opcionId: number;
  nombre: string;
  precioDeltaMinor: number;
}

export type ModifierSelectionError =
  | { code: 'MODIFICADOR_REQUERIDO'; grupo: string; minimo: number }
  | { code: 'MODIFICADOR_DEMASIADOS'; grupo: string; maximo: number }
  | { code: 'MODIFICADOR_NO_EXISTE'; opcionId: number };

export type ModifierSelection = { ok: true; chosen: ChosenModifier[]; deltaMinor: number } | { ok: false; error: ModifierSelectionError };

/**
 * Checks the options chosen for a line (ids, in any order; a repeated id counts once) against the
 * product's groups: each id an active option of one of them, each group between its minimum and
 * maximum. The chosen options come back in the groups' order, with the sum of their deltas.
 */
export function checkModifierSelection(groups: readonly ModifierGroupRule[], optionIds: readonly number[]): ModifierSelection {
  const wanted = new Set(optionIds);
  const known = new Set<number>();
  const chosen: ChosenModifier[] = [];
  let deltaMinor = 0;
  for (const group of groups) {
    let count = 0;
    for (const option of group.opciones) {
      if (!option.activo) continue;
      known.add(option.id);
      if (!wanted.has(option.id)) continue;
      count += 1;
      deltaMinor += option.precioDeltaMinor;
      chosen.push({ grupoId: group.id, grupo: group.nombre, opcionId: option.id, nombre: option.nombre, precioDeltaMinor: option.precioDeltaMinor });
    }
    if (count > group.maximo) return { ok: false, error: { code: 'MODIFICADOR_DEMASIADOS', grupo: group.nombre, maximo: group.maximo } };
    if (count < group.minimo) return { ok: false, error: { code: 'MODIFICADOR_REQUERIDO', grupo: group.nombre, minimo: group.minimo } };
  }
  for (const id of wanted) if (!known.has(id)) return { ok: false, error: { code: 'MODIFICADOR_NO_EXISTE', opcionId: id } };
  return { ok: true, chosen, deltaMinor };
}

/** Whether the product asks for a choice before it can be added (some group is required). */
export function requiresModifierChoice(groups: readonly ModifierGroupRule[]): boolean {
  return groups.some((g) => g.minimo > 0);
}

/**
 * The identity of a line's options: two lines of one product merge (as today's lines do) only
 * when their keys are equal.
 */
export function modifiersKey(optionIds: readonly number[]): string {
  return [...new Set(optionIds)].sort((a, b) => a - b).join(',');
}

/** 'A punto, Queso' : the options as a line shows them under the product's name. */
export function modifiersText(chosen: readonly { nombre: string }[]): string {
  return chosen.map((c) => c.nombre).join(', ');
}

/** A group as the api sends it (deltas as decimals of `currency`): the rule's shape, in minor units. */
export function toModifierRules(
  grupos: readonly { id: number; nombre: string; minimo: number; maximo: number; opciones: readonly { id: number; nombre: string; precioDelta: number; activo: boolean }[] }[],
  currency: string,
): ModifierGroupRule[] {
  return grupos.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    minimo: g.minimo,
    maximo: g.maximo,
    opciones: g.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDeltaMinor: toMinor(o.precioDelta, currency), activo: o.activo })),
  }));
}

/**
 * A tap on an option in a picker: a group of one choice swaps its option (a radio); another group
 * adds or removes it, never beyond its maximum (the tap is ignored then).
 */
export function toggleModifier(groups: readonly ModifierGroupRule[], selected: readonly number[], opcionId: number): number[] {
  const group = groups.find((g) => g.opciones.some((o) => o.id === opcionId));
  if (!group) return [...selected];
  const inGroup = new Set(group.opciones.map((o) => o.id));
  if (selected.includes(opcionId)) return group.maximo === 1 && group.minimo === 1 ? [...selected] : selected.filter((id) => id !== opcionId);
  if (group.maximo === 1) return [...selected.filter((id) => !inGroup.has(id)), opcionId];
  if (selected.filter((id) => inGroup.has(id)).length >= group.maximo) return [...selected];
  return [...selected, opcionId];
}
