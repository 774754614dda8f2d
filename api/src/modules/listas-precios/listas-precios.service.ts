import type { CanalVenta, ListaPrecio, ListaPrecioParsed, PreciosVigentes } from '@resto/shared/contracts';
import { formatScaled, fromMinor, parseScaled, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { amountIn, getVenue } from '../local';
import { canalesOrdenados } from './listas-precios-eventos';
import * as repo from './listas-precios.repository';
import { preciosDeListasVigentes } from './precio-vigente';
import type { Actor } from '../../lib/actor';

type Db = Kysely<Database>;
export type ListaPrecioInput = Omit<ListaPrecioParsed, 'clientMutationId'>;

const percent = (scaled: number) => Number(formatScaled(BigInt(scaled), PERCENT_DECIMALS));
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

function shape(row: repo.ListaPrecioRow, precios: readonly repo.ListaPrecioProductoRow[], currency: string): ListaPrecio {
  return {
    id: row.id,
    nombre: row.nombre,
    canales: row.canales as CanalVenta[],
    vigencia: row.dias && row.desde && row.hasta ? { dias: row.dias, desde: row.desde, hasta: row.hasta } : null,
    prioridad: row.prioridad,
    activa: row.activa,
    precios:
      row.ajustePorcentaje === null
        ? precios.filter((p) => p.listaId === row.id).map((p) => ({ productoId: p.productoId, producto: p.producto, precio: fromMinor(p.precio, currency) }))
        : null,
    ajustePorcentaje: row.ajustePorcentaje === null ? null : percent(row.ajustePorcentaje),
    fechaCreacion: row.createdAt,
    fechaModificacion: row.updatedAt,
  };
}

export async function listListasPrecios(db: Db, localId: number): Promise<ListaPrecio[]> {
  const { currencyCode } = await getVenue(db, localId);
  const rows = await repo.listListas(db, localId);
  const precios = await repo.findPrecios(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shape(r, precios, currencyCode));
}

async function getLista(db: Db, localId: number, id: number): Promise<ListaPrecio> {
  const row = await repo.findLista(db, localId, id);
  if (!row) throw notFound('LISTA_PRECIOS_NO_EXISTE');
  const { currencyCode } = await getVenue(db, localId);
  return shape(row, await repo.findPrecios(db, [row.id]), currencyCode);
}

/** The input checked against the venue (unique name, its own products, amounts in its currency) and stored as the repository keeps it. */
async function toValues(db: Db, localId: number, input: ListaPrecioInput, exceptId: number | null) {
  const others = await repo.listListas(db, localId);
  if (others.some((l) => l.id !== exceptId && sameName(l.nombre, input.nombre))) throw conflict('LISTA_PRECIOS_NOMBRE_DUPLICADO', { nombre: input.nombre });
  const { currencyCode } = await getVenue(db, localId);
  let precios: { productoId: number; precio: number }[] = [];
  if (input.precios) {
    const names = await repo.findProductosDelLocal(
      db,
      localId,
      input.precios.map((p) => p.productoId),
    );
    const seen = new Set<number>();
    precios = input.precios.map((p, index) => {
      const nombre = names.get(p.productoId);
      if (nombre === undefined) throw badRequest('LISTA_PRECIOS_PRODUCTO_NO_EXISTE', { productoId: p.productoId });
      if (seen.has(p.productoId)) throw badRequest('LISTA_PRECIOS_PRODUCTO_REPETIDO', { producto: nombre });
      seen.add(p.productoId);
      return { productoId: p.productoId, precio: amountIn(p.precio, currencyCode, `precios[${index}].precio`) };
    });
  }
  const values: repo.ListaPrecioValues = {
    nombre: input.nombre.trim(),
    canales: input.canales,
    dias: input.vigencia ? [...input.vigencia.dias].sort((a, b) => a - b) : null,
    desde: input.vigencia?.desde ?? null,
    hasta: input.vigencia?.hasta ?? null,
    prioridad: input.prioridad,
    activa: input.activa,
    ajustePorcentaje: input.ajustePorcentaje === null || input.ajustePorcentaje === undefined ? null : Number(parseScaled(input.ajustePorcentaje, PERCENT_DECIMALS)),
  };
  return { values, precios };
}

/** Creates a list with its prices and audits it, in the caller's transaction. */
export async function createListaPrecio(db: Db, actor: Actor, input: ListaPrecioInput): Promise<ListaPrecio> {
  const { values, precios } = await toValues(db, actor.localId, input, null);
  const id = await repo.insertLista(db, actor.localId, values, new Date().toISOString());
  await repo.replacePrecios(db, id, precios);
  const lista = await getLista(db, actor.localId, id);
  await audit(db, actor, { accion: 'crear-lista-precios', entidad: 'lista-precios', entidadId: id, antes: null, despues: lista });
  return lista;
}

/** The channels whose prices a change of a list may move: those of the list, active, before and after. */
export function canalesAfectados(...listas: (ListaPrecio | null)[]): CanalVenta[] {
  return canalesOrdenados(listas.flatMap((l) => (l?.activa ? l.canales : [])));
}

/** Replaces a list (fields and prices) and audits before and after, in the caller's transaction; answers it and the channels it moved. */
export async function updateListaPrecio(db: Db, actor: Actor, id: number, input: ListaPrecioInput): Promise<{ lista: ListaPrecio; canales: CanalVenta[] }> {
  const before = await getLista(db, actor.localId, id);
  const { values, precios } = await toValues(db, actor.localId, input, id);
  await repo.updateLista(db, actor.localId, id, values, new Date().toISOString());
  await repo.replacePrecios(db, id, precios);
  const lista = await getLista(db, actor.localId, id);
  await audit(db, actor, { accion: 'editar-lista-precios', entidad: 'lista-precios', entidadId: id, antes: before, despues: lista });
  return { lista, canales: canalesAfectados(before, lista) };
}

/** Deletes a list: lines already priced by it keep their price and its name. Answers the list as it was. */
export async function deleteListaPrecio(db: Db, actor: Actor, id: number): Promise<ListaPrecio> {
  const before = await getLista(db, actor.localId, id);
  await repo.deleteLista(db, actor.localId, id);
  await audit(db, actor, { accion: 'eliminar-lista-precios', entidad: 'lista-precios', entidadId: id, antes: before, despues: null });
  return before;
}

/** What the lists price now for `canal`, in the venue's currency: a screen shows these before the add; the api prices the add itself. */
export async function listPreciosVigentes(db: Db, localId: number, canal: CanalVenta, at: Date): Promise<PreciosVigentes> {
  const { currencyCode } = await getVenue(db, localId);
  const items = await preciosDeListasVigentes(db, localId, canal, at);
  return { canal, fecha: at.toISOString(), items: items.map((i) => ({ ...i, precio: fromMinor(i.precio, currencyCode) })) };
}
