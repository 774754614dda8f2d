import type { LineaModificador, ModificadorGrupo, ProductoModificadores, ProductoModificadoresInput } from '@resto/shared/contracts';
import { checkModifierSelection, fromMinor, type ChosenModifier } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { amountIn, getVenue } from '../local';
import * as repo from './modificadores.repository';
import { findProductos } from './productos.repository';

type Db = Kysely<Database>;

function toGrupo(g: repo.ModifierGroupRow, currency: string): ModificadorGrupo {
  return {
    id: g.id,
    nombre: g.nombre,
    minimo: g.minimo,
    maximo: g.maximo,
    opciones: g.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDelta: fromMinor(o.precioDeltaMinor, currency), activo: o.activo })),
  };
}

export async function getModificadores(db: Db, localId: number, productoId: number): Promise<ProductoModificadores> {
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  const { currencyCode } = await getVenue(db, localId);
  const groups = (await repo.findGroups(db, localId, [productoId])).get(productoId) ?? [];
  return { productoId, grupos: groups.map((g) => toGrupo(g, currencyCode)) };
}

/** Every active product's groups, for the pickers of the handheld, /resto and /ventas. */
export async function listModificadoresMenu(db: Db, localId: number): Promise<ProductoModificadores[]> {
  const { currencyCode } = await getVenue(db, localId);
  const byProducto = await repo.findGroupsOfActiveProducts(db, localId);
  return [...byProducto.entries()].map(([productoId, groups]) => ({ productoId, grupos: groups.map((g) => toGrupo(g, currencyCode)) }));
}

type PrecioOpcion = { opcionId: number; grupo: string; opcion: string; precioDelta: number };

const preciosDe = (m: ProductoModificadores): Map<number, PrecioOpcion> =>
  new Map(m.grupos.flatMap((g) => g.opciones.map((o) => [o.id, { opcionId: o.id, grupo: g.nombre, opcion: o.nombre, precioDelta: o.precioDelta }] as const)));

/**
 * Replaces the product's groups (in the caller's transaction). An option's price is part of what
 * a line costs, so each option whose price changes (or that is added with one) goes to the audit
 * log with who, before and after, like a product's price.
 */
export async function saveModificadores(db: Db, actor: { localId: number; userId: number }, productoId: number, input: ProductoModificadoresInput): Promise<ProductoModificadores> {
  const { localId } = actor;
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  const antes = preciosDe(await getModificadores(db, localId, productoId));
  const { currencyCode } = await getVenue(db, localId);
  const groups: repo.GroupValues[] = input.grupos.map((g, gi) => ({
    id: g.id,
    nombre: g.nombre.trim(),
    minimo: g.minimo,
    maximo: g.maximo,
    opciones: g.opciones.map((o, oi) => ({
      id: o.id,
      nombre: o.nombre.trim(),
      precioDeltaMinor: amountIn(o.precioDelta ?? 0, currencyCode, `grupos[${gi}].opciones[${oi}].precioDelta`),
      activo: o.activo ?? true,
    })),
  }));
  const result = await repo.replaceGroups(db, localId, productoId, groups, new Date().toISOString());
  if (result === 'grupo') throw notFound('MODIFICADOR_GRUPO_NO_EXISTE');
  if (result === 'opcion') throw notFound('MODIFICADOR_OPCION_NO_EXISTE');
  const saved = await getModificadores(db, localId, productoId);
  const cambiadas = [...preciosDe(saved).values()].filter((o) => {
    const previa = antes.get(o.opcionId);
    return previa ? previa.precioDelta !== o.precioDelta : o.precioDelta !== 0;
  });
  if (cambiadas.length > 0) {
    await audit(db, actor, {
      accion: 'modificador.precio',
      entidad: 'producto',
      entidadId: productoId,
      antes: cambiadas.flatMap((o) => (antes.has(o.opcionId) ? [antes.get(o.opcionId)!] : [])),
      despues: cambiadas,
    });
  }
  return saved;
}

/** The options chosen for each line, checked against its product's groups, or the refusal naming the group. */
export async function resolveModifiers(
  db: Db,
  localId: number,
  lines: readonly { productoId: number; productoNombre: string; modificadores?: readonly number[] | undefined }[],
): Promise<{ chosen: ChosenModifier[]; deltaMinor: number }[]> {
  const withGroups = await repo.findGroups(
    db,
    localId,
    lines.map((l) => l.productoId),
  );
  return lines.map((line) => {
    const groups = withGroups.get(line.productoId) ?? [];
    if (groups.length === 0 && (line.modificadores?.length ?? 0) === 0) return { chosen: [], deltaMinor: 0 };
    const result = checkModifierSelection(groups, line.modificadores ?? []);
    if (result.ok) return { chosen: result.chosen, deltaMinor: result.deltaMinor };
    const { error } = result;
    const producto = line.productoNombre;
    if (error.code === 'MODIFICADOR_REQUERIDO') throw badRequest('MODIFICADOR_REQUERIDO', { grupo: error.grupo, producto });
    if (error.code === 'MODIFICADOR_DEMASIADOS') throw badRequest('MODIFICADOR_DEMASIADOS', { grupo: error.grupo, maximo: error.maximo, producto });
    throw badRequest('MODIFICADOR_NO_EXISTE', { producto });
  });
}

/** A line's stored options (JSON text) as the api shows them. */
export function modifiersOf(text: string | null | undefined, currency: string): LineaModificador[] {
  if (!text) return [];
  return (JSON.parse(text) as ChosenModifier[]).map((m) => ({
    grupoId: m.grupoId,
    grupo: m.grupo,
    opcionId: m.opcionId,
    nombre: m.nombre,
    precioDelta: fromMinor(m.precioDeltaMinor, currency),
  }));
}

/** The options to store with a line: JSON text, or null without any. */
export function modifiersText(chosen: readonly ChosenModifier[] | undefined): string | null {
  return chosen && chosen.length > 0 ? JSON.stringify(chosen) : null;
}

/** The option ids of a line's stored options (to price it again from the product's groups). */
export function modifierIds(text: string | null | undefined): number[] {
  return text ? (JSON.parse(text) as ChosenModifier[]).map((m) => m.opcionId) : [];
}
