import type { Gasto, GastosList } from '@resto/shared/contracts';
import { dateInZone, fromMinor, isValidRange, timeInZone, zonedRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { asAuthority, type MaybeAuthority } from '../auditoria';
import { requireCashNotNegative, type CajaMovimiento, deleteMovimientosDeGasto, findArqueo, insertCajaMovimientos, requireOpenArqueo } from '../caja';
import { amountIn, getVenue, userNames, type Venue } from '../local';
import { auditGasto, checkGastoLimit } from './gastos-control';
import * as repo from './gastos.repository';

type Db = Kysely<Database>;

export interface GastoInput {
  categoria: string;
  descripcion: string;
  notas: string | null;
  pagadoPor: string;
  montoPesos: number;
  montoReales: number;
  montoDolares: number;
  desdeCaja: boolean;
}

/** Pesos are the venue's currency; reais and dollars are BRL and USD. */
function cashOut(venue: Venue, arqueoId: number, gastoId: number, g: Pick<repo.GastoRow, 'montoPesos' | 'montoReales' | 'montoDolares'>): CajaMovimiento[] {
  return [
    { arqueoId, gastoId, tipo: 'gasto', moneda: venue.currencyCode, monto: -g.montoPesos },
    { arqueoId, gastoId, tipo: 'gasto', moneda: 'BRL', monto: -g.montoReales },
    { arqueoId, gastoId, tipo: 'gasto', moneda: 'USD', monto: -g.montoDolares },
  ];
}

/** Each amount at its own currency's scale (pesos in the venue's: whole pesos in CLP). */
function amounts(venue: Venue, input: GastoInput) {
  return {
    montoPesos: amountIn(input.montoPesos, venue.currencyCode, 'montoPesos'),
    montoReales: amountIn(input.montoReales, 'BRL', 'montoReales'),
    montoDolares: amountIn(input.montoDolares, 'USD', 'montoDolares'),
  };
}

/** The drawer's cash in each currency an expense moved must stay at 0 or more (refused otherwise). */
async function checkDrawer(db: Db, localId: number, venue: Venue, arqueoId: number | null): Promise<void> {
  if (arqueoId !== null) await requireCashNotNegative(db, localId, arqueoId, [venue.currencyCode, 'BRL', 'USD']);
}

export async function createGasto(db: Db, actor: MaybeAuthority, input: GastoInput): Promise<Gasto> {
  const who = asAuthority(actor);
  const venue = await getVenue(db, actor.localId);
  const arqueo = input.desdeCaja ? await requireOpenArqueo(db, actor.localId, 'SIN_CAJA_PARA_GASTO', actor.userId) : null;
  const values: repo.GastoValues = {
    ...input,
    ...amounts(venue, input),
    arqueoId: arqueo?.id ?? null,
    usuarioId: actor.userId,
    fecha: new Date().toISOString(),
  };
  await checkGastoLimit(db, who, venue, values, null);
  const id = await repo.insertGasto(db, actor.localId, values);
  if (arqueo) await insertCajaMovimientos(db, actor.localId, cashOut(venue, arqueo.id, id, values));
  await checkDrawer(db, actor.localId, venue, values.arqueoId);
  await auditGasto(db, who, venue, 'gasto-registrado', id, null, values);
  return getGasto(db, actor.localId, id);
}

/** An expense may change only while its audit (if any) is open: closed audits are final. */
async function editableGasto(db: Db, localId: number, id: number): Promise<repo.GastoRow> {
  const gasto = await repo.findGasto(db, localId, id);
  if (!gasto) throw notFound('GASTO_NO_EXISTE');
  if (gasto.arqueoId !== null) {
    const arqueo = await findArqueo(db, localId, gasto.arqueoId, true);
    if (arqueo?.estado !== 'abierto') throw conflict('GASTO_DE_CAJA_CERRADA');
  }
  return gasto;
}

export async function updateGasto(db: Db, actor: MaybeAuthority, id: number, input: GastoInput): Promise<Gasto> {
  const who = asAuthority(actor);
  const venue = await getVenue(db, actor.localId);
  const current = await editableGasto(db, actor.localId, id);
  const arqueoId = input.desdeCaja ? (current.arqueoId ?? (await requireOpenArqueo(db, actor.localId, 'SIN_CAJA_PARA_GASTO', actor.userId)).id) : null;
  const values = { ...input, ...amounts(venue, input), arqueoId };
  await checkGastoLimit(db, who, venue, values, { id, row: current });
  await repo.updateGasto(db, actor.localId, id, values);
  await deleteMovimientosDeGasto(db, actor.localId, id);
  if (arqueoId !== null) await insertCajaMovimientos(db, actor.localId, cashOut(venue, arqueoId, id, values));
  await checkDrawer(db, actor.localId, venue, arqueoId);
  await auditGasto(db, who, venue, 'gasto-modificado', id, current, values);
  return getGasto(db, actor.localId, id);
}

/** Returns the audit whose expected cash changed, if any. */
export async function deleteGasto(db: Db, actor: MaybeAuthority, id: number): Promise<number | null> {
  const gasto = await editableGasto(db, actor.localId, id);
  await deleteMovimientosDeGasto(db, actor.localId, id);
  await repo.deleteGasto(db, actor.localId, id);
  await auditGasto(db, asAuthority(actor), await getVenue(db, actor.localId), 'gasto-eliminado', id, gasto, null);
  return gasto.arqueoId;
}

async function toGastos(db: Db, venue: Venue, rows: readonly repo.GastoRow[]): Promise<Gasto[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.usuarioId),
  );
  return rows.map((g) => ({
    id: g.id,
    categoria: g.categoria,
    descripcion: g.descripcion,
    notas: g.notas,
    pagadoPor: g.pagadoPor,
    montoPesos: fromMinor(g.montoPesos, venue.currencyCode),
    montoReales: fromMinor(g.montoReales, 'BRL'),
    montoDolares: fromMinor(g.montoDolares, 'USD'),
    desdeCaja: g.desdeCaja,
    arqueoId: g.arqueoId,
    fecha: dateInZone(new Date(g.fecha), venue.timezone),
    hora: timeInZone(new Date(g.fecha), venue.timezone),
    createdAt: g.createdAt,
    usuario: { id: g.usuarioId, nombre: names.get(g.usuarioId) ?? '' },
  }));
}

export async function getGasto(db: Db, localId: number, id: number): Promise<Gasto> {
  const venue = await getVenue(db, localId);
  const row = await repo.findGasto(db, localId, id);
  if (!row) throw notFound('GASTO_NO_EXISTE');
  const [dto] = await toGastos(db, venue, [row]);
  return dto!;
}

/** By audit, or by the venue's dates (default: today). */
export async function listGastos(
  db: Db,
  localId: number,
  query: { fechaDesde?: string | undefined; fechaHasta?: string | undefined; arqueoId?: number | undefined },
): Promise<GastosList> {
  const venue = await getVenue(db, localId);
  let rows: repo.GastoRow[];
  if (query.arqueoId !== undefined) {
    rows = await repo.listGastos(db, localId, { arqueoId: query.arqueoId });
  } else {
    const today = dateInZone(new Date(), venue.timezone);
    const range = { desde: query.fechaDesde ?? query.fechaHasta ?? today, hasta: query.fechaHasta ?? query.fechaDesde ?? today };
    if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
    const { from, to } = zonedRange(range, venue.timezone);
    rows = await repo.listGastos(db, localId, { from: from.toISOString(), to: to.toISOString() });
  }
  const items = await toGastos(db, venue, rows);
  const sum = (pick: (g: repo.GastoRow) => number, currency: string) =>
    fromMinor(
      rows.reduce((acc, g) => acc + pick(g), 0),
      currency,
    );
  return {
    items,
    totales: {
      montoPesos: sum((g) => g.montoPesos, venue.currencyCode),
      montoReales: sum((g) => g.montoReales, 'BRL'),
      montoDolares: sum((g) => g.montoDolares, 'USD'),
    },
  };
}
