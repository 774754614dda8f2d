import type { recepcionInputSchema, RecepcionResult } from '@resto/shared/contracts';
import { costoPorcion, foodCostBp, RecetaInvalidaError, toMicro, type LineaReceta, type RecetaContexto } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict } from '../../lib/errors';
import { audit } from '../auditoria';
import { getGeneralConfig } from '../config';
import { lineasDeOpciones, loadRecetaContexto, recetasDeProductos, recibirInsumos } from '../insumos';
import { amountIn, getVenue } from '../local';
import * as alertasRepo from './alertas.repository';
import { shapeAlertas } from './alertas.service';
import * as repo from './compras.repository';
import { getCompra } from './compras.service';

type Db = Kysely<Database>;
export type RecepcionInput = Omit<z.output<typeof recepcionInputSchema>, 'clientMutationId'>;

const RECIBIBLE = new Set(['borrador', 'enviada', 'parcial']);

/** A dish as the alerts weigh it: its own recipe, or its recipe with one modifier option. */
interface Plato {
  productoId: number;
  opcion: { id: number; precioDelta: number } | null;
  /** Ingredients of the reception this dish takes (some may not rise). */
  insumos: Set<number>;
}

const platoKey = (productoId: number, opcionId: number | null) => `${productoId}:${opcionId ?? ''}`;

/** The dishes each of these ingredients reaches: in a product's recipe, inside a preparation, or in a modifier option's lines. */
async function platosCon(db: Db, localId: number, insumoIds: readonly number[]): Promise<Map<string, Plato>> {
  const out = new Map<string, Plato>();
  const add = (productoId: number, opcion: Plato['opcion'], insumoId: number) => {
    const key = platoKey(productoId, opcion?.id ?? null);
    const plato = out.get(key) ?? { productoId, opcion, insumos: new Set<number>() };
    plato.insumos.add(insumoId);
    out.set(key, plato);
  };
  for (const insumoId of insumoIds) {
    const preparaciones = [...(await alertasRepo.preparacionesCon(db, localId, [insumoId]))];
    for (const productoId of await alertasRepo.productosCon(db, localId, [insumoId], preparaciones)) add(productoId, null, insumoId);
    for (const o of await alertasRepo.opcionesCon(db, localId, [insumoId], preparaciones)) add(o.productoId, { id: o.opcionId, precioDelta: o.precioDelta }, insumoId);
  }
  return out;
}

/** One portion's cost of each dish at the costs in `ctx`; a dish whose lines no longer resolve is left out. */
function costos(
  platos: ReadonlyMap<string, Plato>,
  recetas: ReadonlyMap<number, { rendimiento: number; lineas: LineaReceta[] }>,
  opciones: ReadonlyMap<number, LineaReceta[]>,
  ctx: RecetaContexto,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, p] of platos) {
    const receta = recetas.get(p.productoId) ?? null;
    const extra = p.opcion ? [opciones.get(p.opcion.id) ?? []] : [];
    try {
      out.set(key, costoPorcion({ receta, opciones: extra }, ctx));
    } catch (e) {
      if (!(e instanceof RecetaInvalidaError)) throw e;
    }
  }
  return out;
}

/** True when `nuevo` is more than `umbralBp` basis points above `anterior` (a first cost, from 0, is no rise). */
function subioMasDe(anterior: number, nuevo: number, umbralBp: number): boolean {
  return anterior > 0 && BigInt(nuevo - anterior) * 10_000n > BigInt(anterior) * BigInt(umbralBp);
}

/**
 * What arrived of a purchase: stock and average cost through the ingredients' module, each line's
 * received quantity, the state (recibida once every line arrived in full, else parcial), and the
 * alerts of the dishes the new costs pushed above the venue's food-cost target. Audited.
 */
export async function recibirCompra(db: Db, actor: Actor, id: number, input: RecepcionInput): Promise<RecepcionResult> {
  const { localId } = actor;
  await repo.lockCompra(db, localId, id);
  const before = await getCompra(db, localId, id);
  if (!RECIBIBLE.has(before.estado)) throw conflict('COMPRA_NO_RECIBIBLE', { numero: before.numero });
  const { currencyCode } = await getVenue(db, localId);
  const lineas = await repo.lineasDe(db, [id]);
  const porInsumo = new Map(lineas.map((l) => [l.insumoId, l]));
  const seen = new Set<number>();
  const llegadas = input.lineas.map((l, i) => {
    const linea = porInsumo.get(l.insumoId);
    if (!linea) throw badRequest('COMPRA_RECEPCION_INSUMO_AJENO', { insumoId: l.insumoId, numero: before.numero });
    if (seen.has(l.insumoId)) throw badRequest('COMPRA_RECEPCION_REPETIDO', { insumo: linea.nombre });
    seen.add(l.insumoId);
    return { linea, cantidadMicro: toMicro(l.cantidad), costoMinor: amountIn(l.costoUnitario, currencyCode, `lineas[${i}].costoUnitario`) };
  });
  const recibidas = llegadas.filter((l) => l.cantidadMicro > 0);
  if (recibidas.length === 0) throw badRequest('COMPRA_RECEPCION_VACIA');

  // The dishes these ingredients reach, costed before the new costs land.
  const platos = await platosCon(
    db,
    localId,
    recibidas.map((l) => l.linea.insumoId),
  );
  const productoIds = [...new Set([...platos.values()].map((p) => p.productoId))];
  const opcionIds = [...platos.values()].flatMap((p) => (p.opcion ? [p.opcion.id] : []));
  const recetas = platos.size > 0 ? await recetasDeProductos(db, localId, productoIds) : new Map<number, { rendimiento: number; lineas: LineaReceta[] }>();
  const opciones = opcionIds.length > 0 ? await lineasDeOpciones(db, localId, opcionIds) : new Map<number, LineaReceta[]>();
  const costosAntes = platos.size > 0 ? costos(platos, recetas, opciones, await loadRecetaContexto(db, localId)) : new Map<string, number>();

  const cambios = await recibirInsumos(
    db,
    localId,
    actor.userId,
    id,
    recibidas.map((l) => ({ insumoId: l.linea.insumoId, cantidadMicro: l.cantidadMicro, costoMinor: l.costoMinor })),
  );
  for (const l of recibidas) await repo.addRecibido(db, l.linea.id, l.cantidadMicro);
  const recibido = new Map(recibidas.map((l) => [l.linea.id, l.cantidadMicro]));
  const completa = lineas.every((l) => l.cantidadRecibida + (recibido.get(l.id) ?? 0) >= l.cantidad);
  const at = new Date().toISOString();
  await repo.setEstado(db, localId, id, completa ? { estado: 'recibida', at, recibidaAt: at } : { estado: 'parcial', at });

  const alertaIds = await alertar(db, actor, { compraId: id, cambios, platos, recetas, opciones, costosAntes, nombres: new Map(lineas.map((l) => [l.insumoId, l.nombre])) });
  const compra = await getCompra(db, localId, id);
  await audit(db, actor, {
    accion: 'recibir-compra',
    entidad: 'compra',
    entidadId: id,
    antes: { estado: before.estado, lineas: before.lineas.map((l) => ({ insumoId: l.insumoId, cantidadRecibida: l.cantidadRecibida })) },
    despues: {
      estado: compra.estado,
      recibido: input.lineas.filter((l) => l.cantidad > 0),
      costos: cambios,
    },
  });
  return { compra, alertas: shapeAlertas(await alertasRepo.alertasPorId(db, localId, alertaIds), currencyCode) };
}

interface AlertaCtx {
  compraId: number;
  cambios: readonly { insumoId: number; costoAnterior: number; costoNuevo: number }[];
  platos: ReadonlyMap<string, Plato>;
  recetas: ReadonlyMap<number, { rendimiento: number; lineas: LineaReceta[] }>;
  opciones: ReadonlyMap<number, LineaReceta[]>;
  costosAntes: ReadonlyMap<string, number>;
  nombres: ReadonlyMap<number, string>;
}

/**
 * Keeps (and audits) an alert for every dish that takes an ingredient whose average cost rose past
 * the venue's threshold and whose food cost is now above the venue's target. A dish alerted by its
 * own recipe is not alerted again for one of its options.
 */
async function alertar(db: Db, actor: Actor, c: AlertaCtx): Promise<number[]> {
  if (c.platos.size === 0) return [];
  const config = await getGeneralConfig(db, actor.localId);
  const umbralBp = Math.round(config.alertaCostoPorcentaje * 100);
  const objetivoBp = Math.round(config.foodCostObjetivo * 100);
  const subieron = new Map(c.cambios.filter((x) => subioMasDe(x.costoAnterior, x.costoNuevo, umbralBp)).map((x) => [x.insumoId, x]));
  if (subieron.size === 0) return [];
  const afectados = new Map([...c.platos].filter(([, p]) => [...p.insumos].some((i) => subieron.has(i))));
  const productos = await alertasRepo.productosActivos(
    db,
    actor.localId,
    [...afectados.values()].map((p) => p.productoId),
  );
  const ahora = costos(afectados, c.recetas, c.opciones, await loadRecetaContexto(db, actor.localId));
  const at = new Date().toISOString();
  const ids: number[] = [];
  const alertados = new Set<number>();
  // Own recipes first, so an option is weighed only for a dish its recipe did not alert.
  const orden = [...afectados].sort(
    ([, a], [, b]) => Number(a.opcion !== null) - Number(b.opcion !== null) || a.productoId - b.productoId || (a.opcion?.id ?? 0) - (b.opcion?.id ?? 0),
  );
  for (const [key, p] of orden) {
    const producto = productos.get(p.productoId);
    const antes = c.costosAntes.get(key);
    const nuevo = ahora.get(key);
    if (!producto || antes === undefined || nuevo === undefined || nuevo <= antes) continue;
    if (p.opcion && alertados.has(p.productoId)) continue;
    const precio = producto.precio + (p.opcion?.precioDelta ?? 0);
    const foodCost = foodCostBp(nuevo, precio);
    if (foodCost === null || foodCost <= objetivoBp) continue;
    const insumos = [...p.insumos]
      .filter((i) => subieron.has(i))
      .sort((a, b) => a - b)
      .map((i) => ({ insumoId: i, nombre: c.nombres.get(i) ?? '', costoAnterior: subieron.get(i)!.costoAnterior, costoNuevo: subieron.get(i)!.costoNuevo }));
    const values = {
      compraId: c.compraId,
      productoId: p.productoId,
      opcionId: p.opcion?.id ?? null,
      costoAnterior: antes,
      costoNuevo: nuevo,
      precio,
      foodCost,
      objetivo: objetivoBp,
    };
    const alertaId = await alertasRepo.insertAlerta(db, actor.localId, { ...values, insumos: JSON.stringify(insumos) }, at);
    await audit(db, actor, { accion: 'alerta-costo', entidad: 'producto', entidadId: p.productoId, antes: null, despues: { alertaId, ...values, insumos } });
    if (!p.opcion) alertados.add(p.productoId);
    ids.push(alertaId);
  }
  return ids;
}
