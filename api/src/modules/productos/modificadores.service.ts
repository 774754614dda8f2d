import type { LineaModificador, ModificadorGrupo, ProductoModificadores, ProductoModificadoresInput, RecetaLinea } from '@resto/shared/contracts';
import { checkModifierSelection, fromMinor, type ChosenModifier } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { guardarLineasReceta, lineasDeOpciones, recetaLineasDe, validarLineasReceta, type RecetaLineaInputParsed } from '../insumos';
import { amountIn, getVenue } from '../local';
import * as repo from './modificadores.repository';
import { findProductos } from './productos.repository';

type Db = Kysely<Database>;

function toGrupo(g: repo.ModifierGroupRow, currency: string, recetas: ReadonlyMap<number, RecetaLinea[]>): ModificadorGrupo {
  return {
    id: g.id,
    nombre: g.nombre,
    minimo: g.minimo,
    maximo: g.maximo,
    opciones: g.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDelta: fromMinor(o.precioDeltaMinor, currency), activo: o.activo, receta: recetas.get(o.id) ?? [] })),
  };
}

/** The recipe lines of these groups' options (names, and costs when `verCostos`); only the options that have lines are read one by one. */
async function recetasDeOpciones(db: Db, localId: number, groups: Iterable<readonly repo.ModifierGroupRow[]>, verCostos: boolean): Promise<Map<number, RecetaLinea[]>> {
  const ids = [...groups].flatMap((gs) => gs.flatMap((g) => g.opciones.map((o) => o.id)));
  const out = new Map<number, RecetaLinea[]>();
  if (ids.length === 0) return out;
  for (const opcionId of (await lineasDeOpciones(db, localId, ids)).keys()) out.set(opcionId, await recetaLineasDe(db, localId, { opcionId }, verCostos));
  return out;
}

/** A product's groups; the options' recipe line costs only when `verCostos` (productos.costos). */
export async function getModificadores(db: Db, localId: number, productoId: number, verCostos = false): Promise<ProductoModificadores> {
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  const { currencyCode } = await getVenue(db, localId);
  const groups = (await repo.findGroups(db, localId, [productoId])).get(productoId) ?? [];
  const recetas = await recetasDeOpciones(db, localId, [groups], verCostos);
  return { productoId, grupos: groups.map((g) => toGrupo(g, currencyCode, recetas)) };
}

/** Every active product's groups, for the pickers of the handheld, /resto and /ventas. */
export async function listModificadoresMenu(db: Db, localId: number, verCostos = false): Promise<ProductoModificadores[]> {
  const { currencyCode } = await getVenue(db, localId);
  const byProducto = await repo.findGroupsOfActiveProducts(db, localId);
  const recetas = await recetasDeOpciones(db, localId, byProducto.values(), verCostos);
  return [...byProducto.entries()].map(([productoId, groups]) => ({ productoId, grupos: groups.map((g) => toGrupo(g, currencyCode, recetas)) }));
}

type PrecioOpcion = { opcionId: number; grupo: string; opcion: string; precioDelta: number };

const preciosDe = (m: ProductoModificadores): Map<number, PrecioOpcion> =>
  new Map(m.grupos.flatMap((g) => g.opciones.map((o) => [o.id, { opcionId: o.id, grupo: g.nombre, opcion: o.nombre, precioDelta: o.precioDelta }] as const)));

/** What the audit log keeps of an option's recipe: its lines without costs. */
const recetaAuditada = (lineas: readonly RecetaLinea[] | undefined) =>
  (lineas ?? []).map((l) => ({
    insumoId: l.insumoId,
    preparacionId: l.preparacionId,
    nombre: l.nombre,
    cantidad: l.cantidad,
    unidad: l.unidad,
    mermaPorcentaje: l.mermaPorcentaje,
    quitar: l.quitar,
  }));

const recetasDe = (m: ProductoModificadores) =>
  new Map(m.grupos.flatMap((g) => g.opciones.map((o) => [o.id, { opcionId: o.id, grupo: g.nombre, opcion: o.nombre, receta: recetaAuditada(o.receta) }] as const)));

/**
 * Stores each option's recipe lines (checked by the insumos module: components of the venue,
 * units that convert); the saved groups keep the input's order, so option i of group g is the
 * i-th input option of group g.
 */
async function guardarRecetasDeOpciones(db: Db, localId: number, productoId: number, input: ProductoModificadoresInput): Promise<void> {
  const saved = (await repo.findGroups(db, localId, [productoId])).get(productoId) ?? [];
  for (const [gi, g] of input.grupos.entries()) {
    for (const [oi, o] of g.opciones.entries()) {
      const opcionId = saved[gi]?.opciones[oi]?.id;
      if (opcionId === undefined) continue;
      const lineas = await validarLineasReceta(db, localId, (o.receta ?? []) as RecetaLineaInputParsed[]);
      await guardarLineasReceta(db, localId, { opcionId }, lineas);
    }
  }
}

/**
 * Replaces the product's groups (in the caller's transaction). An option's price is part of what
 * a line costs, so each option whose price changes (or that is added with one) goes to the audit
 * log with who, before and after, like a product's price; so does each option whose recipe
 * changes (what it takes from the stock).
 */
export async function saveModificadores(
  db: Db,
  actor: { localId: number; userId: number },
  productoId: number,
  input: ProductoModificadoresInput,
  verCostos = false,
): Promise<ProductoModificadores> {
  const { localId } = actor;
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  const previos = await getModificadores(db, localId, productoId);
  const antes = preciosDe(previos);
  const recetasAntes = recetasDe(previos);
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
  await guardarRecetasDeOpciones(db, localId, productoId, input);
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
  const recetasCambiadas = [...recetasDe(saved).values()].filter((o) => JSON.stringify(recetasAntes.get(o.opcionId)?.receta ?? []) !== JSON.stringify(o.receta));
  if (recetasCambiadas.length > 0) {
    await audit(db, actor, {
      accion: 'modificador.receta',
      entidad: 'producto',
      entidadId: productoId,
      antes: recetasCambiadas.flatMap((o) => (recetasAntes.has(o.opcionId) ? [recetasAntes.get(o.opcionId)!] : [])),
      despues: recetasCambiadas,
    });
  }
  return verCostos ? getModificadores(db, localId, productoId, true) : saved;
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
