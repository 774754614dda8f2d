import type { TipoCambio } from '@resto/shared/contracts';
import { formatRate, parseRate } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue } from '../local';
import * as repo from './tipos-cambio.repository';

type Db = Kysely<Database>;

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
 * The venue's own currency is the pair with value 0; any other currency needs a value
 * above 0 to convert payments.
 */
function checkedValue(moneda: string, valor: number | string, localCurrency: string): number {
  const scaled = parseRate(valor);
  if (scaled === null) throw badRequest('TIPO_CAMBIO_VALOR_INVALIDO');
  if (moneda === localCurrency && scaled !== 0n) throw badRequest('TIPO_CAMBIO_MONEDA_LOCAL_VALOR', { moneda: localCurrency });
  if (moneda !== localCurrency && scaled === 0n) throw badRequest('TIPO_CAMBIO_COTIZACION_CERO', { moneda });
  return Number(scaled);
}

async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('MONEDA_DUPLICADA');
    throw error;
  }
}

export async function listTiposCambio(db: Db, localId: number): Promise<TipoCambio[]> {
  const venue = await getVenue(db, localId);
  return (await repo.listTiposCambio(db, localId)).map((row) => toTipoCambio(row, venue.currencyCode));
}

async function getTipoCambio(db: Db, localId: number, id: number, localCurrency: string): Promise<TipoCambio> {
  const row = await repo.findTipoCambio(db, localId, id);
  if (!row) throw notFound('TIPO_CAMBIO_NO_EXISTE');
  return toTipoCambio(row, localCurrency);
}

export async function createTipoCambio(db: Db, localId: number, input: { moneda: string; valor: number | string; esDefault?: boolean | undefined }): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  const valorMicro = checkedValue(input.moneda, input.valor, venue.currencyCode);
  if (await repo.findByMoneda(db, localId, input.moneda)) throw conflict('MONEDA_DUPLICADA');
  const id = await guardDuplicate(() => repo.insertTipoCambio(db, localId, input.moneda, valorMicro));
  if (input.esDefault) await repo.setDefault(db, localId, id);
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function updateTipoCambio(db: Db, localId: number, id: number, input: { moneda?: string | undefined; valor?: number | string | undefined }): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  const current = await repo.findTipoCambio(db, localId, id);
  if (!current) throw notFound('TIPO_CAMBIO_NO_EXISTE');
  const moneda = input.moneda ?? current.moneda;
  if (current.moneda === venue.currencyCode && moneda !== current.moneda) {
    throw badRequest('MONEDA_LOCAL_NO_MODIFICABLE', { moneda: venue.currencyCode });
  }
  if (moneda !== current.moneda && (await repo.findByMoneda(db, localId, moneda))) throw conflict('MONEDA_DUPLICADA');
  const valorMicro = checkedValue(moneda, input.valor ?? formatRate(current.valorMicro), venue.currencyCode);
  await guardDuplicate(() => repo.updateTipoCambio(db, localId, id, { moneda, valorMicro }));
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function makeDefault(db: Db, localId: number, id: number): Promise<TipoCambio> {
  const venue = await getVenue(db, localId);
  if (!(await repo.findTipoCambio(db, localId, id))) throw notFound('TIPO_CAMBIO_NO_EXISTE');
  await repo.setDefault(db, localId, id);
  return getTipoCambio(db, localId, id, venue.currencyCode);
}

export async function deleteTipoCambio(db: Db, localId: number, id: number): Promise<void> {
  const venue = await getVenue(db, localId);
  const current = await repo.findTipoCambio(db, localId, id);
  if (!current) throw notFound('TIPO_CAMBIO_NO_EXISTE');
  if (current.moneda === venue.currencyCode) throw conflict('MONEDA_LOCAL_NO_ELIMINABLE', { moneda: venue.currencyCode });
  if (current.esDefault) throw conflict('TIPO_CAMBIO_DEFAULT_NO_ELIMINABLE');
  await repo.deleteTipoCambio(db, localId, id);
}

/**
 * The rate to convert `moneda` into the venue's currency (value * 10^6), or null for the venue's
 * own currency. A currency without a rate above 0 cannot be taken.
 */
export async function rateFor(db: Db, localId: number, moneda: string, localCurrency: string): Promise<number | null> {
  if (moneda === localCurrency) return null;
  const row = await repo.findByMoneda(db, localId, moneda);
  if (!row || row.valorMicro <= 0) throw badRequest('TIPO_CAMBIO_NO_CARGADO', { moneda });
  return row.valorMicro;
}
