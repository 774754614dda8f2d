import type { TipoCambio } from '@resto/shared/contracts';
import { formatRate, parseRate } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue } from '../local/venue.repository';
import * as repo from './tipos-cambio.repository';

type Db = Kysely<Database>;

export const MONEDA_DUPLICADA = 'La moneda ya existe';
const NO_EXISTE = 'El tipo de cambio no existe';

function toTipoCambio(row: repo.TipoCambioRow, localCurrency: string): TipoCambio {
  return {
    id: row.id,
    moneda: row.moneda,
    valor: formatRate(row.valorMicro),
    esDefault: row.esDefault,
    esMonedaLocal: row.moneda === localCurrency,
    actualizadoAt: row.actualizadoAt,
  };
}

/**
 * The venue's own currency is the pair with value 0 (SPEC §3); any other currency needs a value
 * above 0 to convert payments.
 */
function checkedValue(moneda: string, valor: number | string, localCurrency: string): number {
  const scaled = parseRate(valor);
  if (scaled === null) throw badRequest('Valor inválido: debe ser un número mayor o igual a 0 con hasta 6 decimales');
  if (moneda === localCurrency && scaled !== 0n) throw badRequest(`Valor inválido: ${localCurrency} es la moneda del local y su valor es 0`);
  if (moneda !== localCurrency && scaled === 0n) throw badRequest(`Valor inválido: la cotización de ${moneda} debe ser mayor a 0`);
  return Number(scaled);
}

async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MONEDA_DUPLICADA);
    throw error;
  }
}

export async function listTiposCambio(db: Db, localId: number): Promise<TipoCambio[]> {
  const venue = await getVenue(db, localId);
  return (await repo.listTiposCambio(db, localId)).map((row) => toTipoCambio(row, venue.currencyCode));
}

async function getTipoCambio(db: Db, localId: number, id: number, localCurrency: string): Promise<TipoCambio> {
  const row = await repo.findTipoCambio(db, localId, id);
  if (!row) throw notFound(NO_EXISTE);
  return toTipoCambio(row, localCurrency);
}

export async function createTipoCambio(
  db: Db,
  localId: number,
  input: { moneda: string; valor: number | string; esDefault?: boolean | undefined },
): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  const valorMicro = checkedValue(input.moneda, input.valor, venue.currencyCode);
  if (await repo.findByMoneda(db, localId, input.moneda)) throw conflict(MONEDA_DUPLICADA);
  const id = await guardDuplicate(() => repo.insertTipoCambio(db, localId, input.moneda, valorMicro));
  if (input.esDefault) await repo.setDefault(db, localId, id);
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function updateTipoCambio(
  db: Db,
  localId: number,
  id: number,
  input: { moneda?: string | undefined; valor?: number | string | undefined },
): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  const current = await repo.findTipoCambio(db, localId, id);
  if (!current) throw notFound(NO_EXISTE);
  const moneda = input.moneda ?? current.moneda;
  if (current.moneda === venue.currencyCode && moneda !== current.moneda) {
    throw badRequest(`Moneda inválida: ${venue.currencyCode} es la moneda del local y no se puede cambiar`);
  }
  if (moneda !== current.moneda && (await repo.findByMoneda(db, localId, moneda))) throw conflict(MONEDA_DUPLICADA);
  const valorMicro = checkedValue(moneda, input.valor ?? formatRate(current.valorMicro), venue.currencyCode);
  await guardDuplicate(() => repo.updateTipoCambio(db, localId, id, { moneda, valorMicro }));
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function makeDefault(db: Db, localId: number, id: number): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  if (!(await repo.findTipoCambio(db, localId, id))) throw notFound(NO_EXISTE);
  await repo.setDefault(db, localId, id);
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function deleteTipoCambio(db: Db, localId: number, id: number): Promise<void> {
  const venue = await getVenue(db, localId);
  const current = await repo.findTipoCambio(db, localId, id);
  if (!current) throw notFound(NO_EXISTE);
  if (current.moneda === venue.currencyCode) throw conflict(`No se puede eliminar ${venue.currencyCode}: es la moneda del local`);
  if (current.esDefault) throw conflict('No se puede eliminar el tipo de cambio por defecto: elegí otro por defecto primero');
  await repo.deleteTipoCambio(db, localId, id);
}

/**
 * The rate to convert `moneda` into the venue's currency (value * 10^6), or null for the venue's
 * own currency. A currency without a rate above 0 cannot be taken.
 */
export async function rateFor(db: Db, localId: number, moneda: string, localCurrency: string): Promise<number | null> {
  if (moneda === localCurrency) return null;
  const row = await repo.findByMoneda(db, localId, moneda);
  if (!row || row.valorMicro <= 0) throw badRequest(`No hay un tipo de cambio cargado para ${moneda}`);
  return row.valorMicro;
}
