import type { RecetaLinea, recetaLineaInputSchema } from '@resto/shared/contracts';
import {
  consumoDe,
  costoDe,
  costoPorcion,
  fromMinor,
  INSUMO_QUANTITY_SCALE,
  PREPARACION_PROFUNDIDAD_MAX,
  RecetaInvalidaError,
  toMicro,
  unidadesCompatibles,
  type InsumoReceta,
  type InsumoUnidad,
  type LineaReceta,
  type PreparacionReceta,
  type RecetaContexto,
} from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { getVenue } from '../local';
import * as repo from './recetas.repository';

type Db = Kysely<Database>;
export type RecetaOwner = repo.RecetaOwner;
export type RecetaLineaInputParsed = z.output<typeof recetaLineaInputSchema>;

/*
 * The recipes' storage (receta_lineas, one table for products, modifier options and preparations)
 * and its reading as the engine's input (shared/rules/recetas). Costs stay in minor units here;
 * the contracts get decimals of the venue's currency.
 */

export function lineaDeRow(r: repo.LineaRow): LineaReceta {
  return {
    insumoId: r.insumo_id,
    preparacionId: r.preparacion_id,
    cantidad: Number(r.cantidad),
    unidad: r.unidad as InsumoUnidad,
    mermaPorcentaje: Number(r.merma_porcentaje),
    quitar: Boolean(Number(r.quitar)),
  };
}

interface Catalogo {
  ctx: RecetaContexto;
  insumoNombres: Map<number, string>;
  preparacionNombres: Map<number, string>;
}

async function cargarCatalogo(db: Db, localId: number): Promise<Catalogo> {
  const { insumos, preparaciones, lineas } = await repo.leerCatalogo(db, localId);
  const byPrep = new Map<number, LineaReceta[]>();
  for (const l of lineas) {
    const list = byPrep.get(l.de_preparacion_id!) ?? [];
    list.push(lineaDeRow(l));
    byPrep.set(l.de_preparacion_id!, list);
  }
  const ctx: RecetaContexto = {
    insumos: new Map<number, InsumoReceta>(insumos.map((i) => [i.id, { id: i.id, unidad: i.unidad as InsumoUnidad, costoUnitario: i.costoUnitario }])),
    preparaciones: new Map<number, PreparacionReceta>(
      preparaciones.map((p) => [p.id, { id: p.id, unidad: p.unidad as InsumoUnidad, rendimiento: p.rendimiento, lineas: byPrep.get(p.id) ?? [] }]),
    ),
  };
  return { ctx, insumoNombres: new Map(insumos.map((i) => [i.id, i.nombre])), preparacionNombres: new Map(preparaciones.map((p) => [p.id, p.nombre])) };
}

/** Every ingredient and preparation of the venue (active or not) as the engine needs them. */
export async function loadRecetaContexto(db: Db, localId: number): Promise<RecetaContexto> {
  return (await cargarCatalogo(db, localId)).ctx;
}

/** The lines taken whole (one batch of what they say): what they take from each ingredient. */
function consumoDeLineas(lineas: readonly LineaReceta[], ctx: RecetaContexto): Map<number, number> {
  return consumoDe([{ receta: { rendimiento: INSUMO_QUANTITY_SCALE, lineas }, quantityMilli: 1000 }], ctx);
}

/** The cost in minor units of the lines taken whole, at today's costs. */
export function costoDeLineas(lineas: readonly LineaReceta[], ctx: RecetaContexto): number {
  return costoDe(consumoDeLineas(lineas, ctx), ctx.insumos);
}

/** A preparation being saved: its id (null while new), the unit and yield it will have. */
export interface PreparacionEnEdicion {
  id: number | null;
  unidad: InsumoUnidad;
  rendimiento: number;
}

const NUEVA = -1;

function refusalOf(e: RecetaInvalidaError, cat: Catalogo, editada: { id: number; nombre: string } | null) {
  const prepName = (id: number | null) => (id !== null && id === editada?.id ? editada.nombre : (cat.preparacionNombres.get(id ?? 0) ?? String(id)));
  switch (e.motivo) {
    case 'componente':
      return badRequest('INSUMO_ID_NO_EXISTE', { insumoId: e.id ?? 0 });
    case 'unidad': {
      const unidad = cat.ctx.insumos.get(e.id ?? 0)?.unidad ?? cat.ctx.preparaciones.get(e.id ?? 0)?.unidad ?? '';
      return badRequest('RECETA_UNIDAD_INCOMPATIBLE', { componente: cat.insumoNombres.get(e.id ?? 0) ?? prepName(e.id), unidadComponente: unidad, unidad: '?' });
    }
    case 'ciclo':
      return badRequest('RECETA_CICLO', { preparacion: prepName(e.id) });
    case 'profundidad':
      return badRequest('RECETA_PROFUNDIDAD', { preparacion: prepName(e.id), max: PREPARACION_PROFUNDIDAD_MAX });
  }
}

/**
 * Recipe lines from the contract (parsed recetaLineaInputSchema) to the engine's lines, checked:
 * components exist in the venue, units convert, preparations do not contain themselves nor nest
 * deeper than the engine follows (400 with a code). `preparacion` is the preparation these lines
 * belong to, when they are one's.
 */
export async function validarLineasReceta(
  db: Db,
  localId: number,
  lineas: readonly RecetaLineaInputParsed[],
  opts: { preparacion?: PreparacionEnEdicion & { nombre: string } } = {},
): Promise<LineaReceta[]> {
  const cat = await cargarCatalogo(db, localId);
  const out: LineaReceta[] = lineas.map((l) => ({
    insumoId: l.insumoId ?? null,
    preparacionId: l.preparacionId ?? null,
    cantidad: toMicro(l.cantidad),
    unidad: l.unidad,
    mermaPorcentaje: Math.round(l.mermaPorcentaje * 100),
    quitar: l.quitar,
  }));
  for (const l of out) {
    const component =
      l.insumoId != null
        ? { item: cat.ctx.insumos.get(l.insumoId), nombre: cat.insumoNombres.get(l.insumoId) }
        : { item: cat.ctx.preparaciones.get(l.preparacionId!), nombre: cat.preparacionNombres.get(l.preparacionId!) };
    if (!component.item) {
      throw l.insumoId != null ? badRequest('INSUMO_ID_NO_EXISTE', { insumoId: l.insumoId }) : badRequest('PREPARACION_ID_NO_EXISTE', { preparacionId: l.preparacionId! });
    }
    if (!unidadesCompatibles(l.unidad, component.item.unidad)) {
      throw badRequest('RECETA_UNIDAD_INCOMPATIBLE', { componente: component.nombre ?? '', unidadComponente: component.item.unidad, unidad: l.unidad });
    }
  }
  const prep = opts.preparacion;
  const id = prep ? (prep.id ?? NUEVA) : null;
  const preparaciones = new Map(cat.ctx.preparaciones);
  if (prep && id !== null) preparaciones.set(id, { id, unidad: prep.unidad, rendimiento: prep.rendimiento, lineas: out });
  const ctx: RecetaContexto = { insumos: cat.ctx.insumos, preparaciones };
  try {
    // A preparation is followed from itself, so a line that leads back to it is a cycle.
    consumoDeLineas(id !== null ? [{ preparacionId: id, cantidad: prep!.rendimiento, unidad: prep!.unidad, mermaPorcentaje: 0 }] : out, ctx);
  } catch (e) {
    if (e instanceof RecetaInvalidaError) throw refusalOf(e, cat, prep && id !== null ? { id, nombre: prep.nombre } : null);
    throw e;
  }
  return out;
}

/** Stores an owner's lines (already checked by validarLineasReceta) in place of the ones it had. */
export async function guardarLineasReceta(db: Db, localId: number, owner: RecetaOwner, lineas: readonly LineaReceta[]): Promise<void> {
  await repo.replaceLineas(
    db,
    localId,
    owner,
    lineas.map((l) => ({
      insumoId: l.insumoId ?? null,
      preparacionId: l.preparacionId ?? null,
      cantidad: l.cantidad,
      unidad: l.unidad,
      mermaPorcentaje: l.mermaPorcentaje,
      quitar: l.quitar ?? false,
    })),
  );
}

/** Lines as the contract shows them, with their components' names and each line's cost (null when `verCostos` is false). */
export function lineasComoContrato(rows: readonly repo.LineaRow[], cat: Catalogo, currency: string, verCostos: boolean): RecetaLinea[] {
  return rows.map((r) => {
    const linea = lineaDeRow(r);
    let costo: number | null = null;
    if (verCostos) {
      try {
        costo = fromMinor(linea.quitar ? 0 : costoDeLineas([linea], cat.ctx), currency);
      } catch (e) {
        if (!(e instanceof RecetaInvalidaError)) throw e;
      }
    }
    return {
      id: r.id,
      insumoId: r.insumo_id,
      preparacionId: r.preparacion_id,
      nombre: (r.insumo_id !== null ? cat.insumoNombres.get(r.insumo_id) : cat.preparacionNombres.get(r.preparacion_id ?? 0)) ?? '',
      cantidad: Number(r.cantidad) / INSUMO_QUANTITY_SCALE,
      unidad: linea.unidad,
      mermaPorcentaje: linea.mermaPorcentaje / 100,
      quitar: linea.quitar ?? false,
      costo,
    };
  });
}

/** One owner's lines as the contract shows them (names, and each line's cost at today's costs unless `verCostos` is false). */
export async function recetaLineasDe(db: Db, localId: number, owner: RecetaOwner, verCostos = true): Promise<RecetaLinea[]> {
  const [rows, cat, venue] = [await repo.lineasDe(db, localId, owner), await cargarCatalogo(db, localId), await getVenue(db, localId)];
  return lineasComoContrato(rows, cat, venue.currencyCode, verCostos);
}

/** Internal: the catalogue and the venue's currency, for the preparations' answers. */
export async function catalogoDeRecetas(db: Db, localId: number): Promise<Catalogo & { currency: string }> {
  return { ...(await cargarCatalogo(db, localId)), currency: (await getVenue(db, localId)).currencyCode };
}

/** Product recipes (table `recetas` header, written by the productos module, + receta_lineas with producto_id) as engine input. */
export async function recetasDeProductos(db: Db, localId: number, productoIds?: readonly number[]): Promise<Map<number, { rendimiento: number; lineas: LineaReceta[] }>> {
  const [headers, rows] = [await repo.recetaHeaders(db, localId, productoIds), await repo.lineasDeProductos(db, localId, productoIds)];
  const out = new Map<number, { rendimiento: number; lineas: LineaReceta[] }>();
  for (const [productoId, rendimiento] of headers) out.set(productoId, { rendimiento, lineas: [] });
  for (const r of rows) {
    const productoId = r.producto_id!;
    let receta = out.get(productoId);
    if (!receta) {
      // Lines without a header yield one portion.
      receta = { rendimiento: INSUMO_QUANTITY_SCALE, lineas: [] };
      out.set(productoId, receta);
    }
    receta.lineas.push(lineaDeRow(r));
  }
  return out;
}

/** Modifier options' lines (receta_lineas with opcion_id). */
export async function lineasDeOpciones(db: Db, localId: number, opcionIds?: readonly number[]): Promise<Map<number, LineaReceta[]>> {
  const out = new Map<number, LineaReceta[]>();
  for (const r of await repo.lineasDeOpcionesRows(db, localId, opcionIds)) {
    const list = out.get(r.opcion_id!) ?? [];
    list.push(lineaDeRow(r));
    out.set(r.opcion_id!, list);
  }
  return out;
}

/** One portion's cost (minor units) of every product with a recipe (all of the venue when ids absent), at today's costs. */
export async function costosPorcion(db: Db, localId: number, productoIds?: readonly number[]): Promise<Map<number, number>> {
  const [ctx, recetas] = [await loadRecetaContexto(db, localId), await recetasDeProductos(db, localId, productoIds)];
  const out = new Map<number, number>();
  for (const [productoId, receta] of recetas) {
    if (receta.lineas.length === 0) continue;
    try {
      out.set(productoId, costoPorcion({ receta }, ctx));
    } catch (e) {
      // Every stored line was checked when saved; a component gone since leaves the dish without a cost.
      if (!(e instanceof RecetaInvalidaError)) throw e;
    }
  }
  return out;
}
