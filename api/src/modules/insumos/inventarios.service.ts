import type { Inventario, inventarioInputSchema } from '@resto/shared/contracts';
import { divRound, fromMicro, fromMinor, INSUMO_QUANTITY_SCALE, toMicro, type InsumoUnidad } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { getVenue } from '../local';
import * as repo from './insumos.repository';
import { moverInsumos } from './stock';

type Db = Kysely<Database>;
export type InventarioInput = Omit<z.output<typeof inventarioInputSchema>, 'clientMutationId'>;

/** How many past counts the list answers. */
const INVENTARIOS_LISTADOS = 100;

/** A difference in millionths valued at a cost per whole unit, in minor units. */
const valor = (diferenciaMicro: number, costoMinor: number) => Number(divRound(BigInt(diferenciaMicro) * BigInt(costoMinor), BigInt(INSUMO_QUANTITY_SCALE)));

function shape(row: repo.InventarioRow, lineas: readonly repo.InventarioLineaRow[] | null, totalMinor: number, currency: string, verCostos: boolean): Inventario {
  return {
    id: row.id,
    fecha: row.createdAt,
    usuarioNombre: row.usuarioNombre,
    notas: row.notas,
    lineas: (lineas ?? []).map((l) => {
      const diferencia = l.cantidadContada - l.cantidadSistema;
      return {
        insumoId: l.insumoId,
        nombre: l.nombre,
        unidad: l.unidad as InsumoUnidad,
        cantidadSistema: fromMicro(l.cantidadSistema),
        cantidadContada: fromMicro(l.cantidadContada),
        diferencia: fromMicro(diferencia),
        valorDiferencia: verCostos ? fromMinor(valor(diferencia, l.costoUnitario), currency) : null,
      };
    }),
    valorDiferencia: verCostos ? fromMinor(totalMinor, currency) : null,
  };
}

const totalDe = (lineas: readonly repo.InventarioLineaRow[]) => lineas.reduce((sum, l) => sum + valor(l.cantidadContada - l.cantidadSistema, l.costoUnitario), 0);

export async function getInventario(db: Db, localId: number, id: number, verCostos: boolean): Promise<Inventario> {
  const row = await repo.findInventario(db, localId, id);
  if (!row) throw notFound('INVENTARIO_NO_EXISTE');
  const lineas = await repo.inventarioLineas(db, id);
  return shape(row, lineas, totalDe(lineas), (await getVenue(db, localId)).currencyCode, verCostos);
}

/** The venue's counts, newest first, without their lines (the difference in money summed). */
export async function listInventarios(db: Db, localId: number, verCostos: boolean): Promise<Inventario[]> {
  const currency = (await getVenue(db, localId)).currencyCode;
  const out: Inventario[] = [];
  for (const row of await repo.listInventarios(db, localId, INVENTARIOS_LISTADOS)) {
    const total = verCostos ? totalDe(await repo.inventarioLineas(db, row.id)) : 0;
    out.push(shape(row, null, total, currency, verCostos));
  }
  return out;
}

/**
 * A physical count: each counted ingredient's stock becomes what was counted, with an
 * 'inventario' movement of the difference; the count keeps what the system held and the cost
 * then, so its difference in money stays what it was. Audited.
 */
export async function registrarInventario(db: Db, who: Actor & { verCostos: boolean }, input: InventarioInput): Promise<Inventario> {
  const at = new Date().toISOString();
  // Each counted row is locked (in id order) as its stock is read, so a sale charged meanwhile waits and the count's difference is exact.
  const insumos = new Map<number, repo.StockCambiado>();
  for (const insumoId of [...new Set(input.lineas.map((l) => l.insumoId))].sort((a, b) => a - b)) {
    const row = await repo.sumarStock(db, who.localId, insumoId, 0, at);
    if (row) insumos.set(insumoId, row);
  }
  const seen = new Set<number>();
  const lineas = input.lineas.map((l) => {
    const insumo = insumos.get(l.insumoId);
    if (!insumo) throw badRequest('INSUMO_ID_NO_EXISTE', { insumoId: l.insumoId });
    if (seen.has(l.insumoId)) throw badRequest('INVENTARIO_INSUMO_REPETIDO', { insumo: insumo.nombre });
    seen.add(l.insumoId);
    return { insumoId: l.insumoId, cantidadSistema: insumo.stockActual, cantidadContada: toMicro(l.cantidadContada), costoUnitario: insumo.costoUnitario };
  });
  const id = await repo.insertInventario(db, who.localId, { usuarioId: who.userId, notas: input.notas ?? null }, lineas, at);
  const cambios = new Map(lineas.map((l) => [l.insumoId, l.cantidadContada - l.cantidadSistema]));
  await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'inventario', inventarioId: id, motivo: input.notas ?? null });
  const inventario = await getInventario(db, who.localId, id, true);
  await audit(db, who, { accion: 'inventario', entidad: 'inventario', entidadId: id, antes: null, despues: inventario });
  return who.verCostos ? inventario : getInventario(db, who.localId, id, false);
}
