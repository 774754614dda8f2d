import type { Arqueo, ArqueoEstado, ArqueosResumen, CerrarArqueo, PropinasMozo } from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { dateInZone, fromMinor, timeInZone } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { asAuthority, audit, type MaybeAuthority } from '../auditoria';
import { getGeneralConfig } from '../config';
import { amountIn, getVenue, userNames, type Venue } from '../local';
import { tipsByWaiter } from './propinas';
import { conteosOf, countedCash, parseConteo, parseDeclarados, saveConteo } from './arqueo-conteo';
import { authorizeClose } from './arqueos-control';
import * as repo from './arqueos.repository';
import { listCajas as listCajaRows, lockVenueForOpening } from './cajas.repository';
import { cajaNames, cajaParaAbrir } from './cajas.service';
import type { Actor } from '../../lib/actor';

type Db = Kysely<Database>;

/** An audit is already open; an audit already exists for this date. */
/** The last 9 closed audits are listed. */
export const CLOSED_AUDITS_LISTED = 9;

/** Why a caller needs the register open: the 409 it answers when none is. */
export type NoOpenRegisterCode = 'SIN_CAJA_PARA_VENDER' | 'SIN_CAJA_PARA_GASTO' | 'SIN_CAJA_PARA_DEVOLVER' | 'SIN_CAJA_PARA_COBRO';

/**
 * The open session money of `userId` goes to, or 409 with `code` when none is open (each caller
 * says why it needs the register open). With several tills open: the session the caller opened,
 * else the only open one; a caller who opened none of several is asked which (never a guess) and
 * may name it (`arqueoId`).
 */
export async function requireOpenArqueo(db: Db, localId: number, code: NoOpenRegisterCode, userId?: number, arqueoId?: number): Promise<repo.ArqueoRow> {
  const session = await openArqueoOf(db, localId, userId, arqueoId);
  if (!session) throw conflict(code);
  return session;
}

/**
 * The open session money of `userId` goes to, chosen as {@link requireOpenArqueo} does (409 when
 * it cannot tell which of several), or null when no register is open: for money that is taken
 * without a drawer (a card or transfer on account) but belongs to the session it was taken in.
 */
export async function openArqueoOf(db: Db, localId: number, userId?: number, arqueoId?: number): Promise<repo.ArqueoRow | null> {
  // Locked: the caller is about to move money in it, and a close must not slip in between.
  const open = await repo.findOpenArqueos(db, localId, true);
  if (open.length === 0) return null;
  // A charge that names its till's session goes there, and only while it is open.
  if (arqueoId !== undefined) {
    const named = open.find((a) => a.id === arqueoId);
    if (!named) throw conflict('ARQUEO_NO_ABIERTO', { id: arqueoId });
    return named;
  }
  if (open.length === 1) return open[0]!;
  const own = open.filter((a) => a.usuarioAperturaId === userId);
  if (own.length === 1) return own[0]!;
  // The open tills, so that a screen without access to the registers (the handheld) can offer them.
  const names = await cajaNames(db, localId);
  throw conflict('ARQUEO_ELEGIR_CAJA', undefined, { abiertos: open.map((a) => ({ arqueoId: a.id, caja: names.get(a.cajaId) ?? '' })) });
}

/** The open session of the caller's, else the first open one (what a screen shows first). */
function sessionOf(open: readonly repo.ArqueoRow[], userId: number | undefined): repo.ArqueoRow | null {
  return open.find((a) => a.usuarioAperturaId === userId) ?? open[0] ?? null;
}

/**
 * Opens a till's session. By default the SPEC's rules: one open at a time and one per date.
 * `variasCajas` lets several tills be open at once (then "one per date" is each till's);
 * `variosArqueosPorDia` lets a till open again the same date once its session closed. A till
 * never has two open sessions.
 */
export async function abrirArqueo(db: Db, actor: Actor, input: { montoInicial: number; observaciones: string | null; cajaId?: number | undefined }): Promise<Arqueo> {
  const venue = await getVenue(db, actor.localId);
  const now = new Date();
  // "One audit per date" is the venue's date, not the server's.
  const fecha = dateInZone(now, venue.timezone);
  // Two openings racing must see each other's session (the rules below are the api's).
  await lockVenueForOpening(db, actor.localId);
  const config = await getGeneralConfig(db, actor.localId);
  const caja = await cajaParaAbrir(db, actor.localId, input.cajaId);
  const open = await repo.findOpenArqueos(db, actor.localId);
  if (open.some((a) => a.cajaId === caja.id)) throw conflict('ARQUEO_YA_ABIERTO');
  if (!config.variasCajas && open.length > 0) {
    const names = await cajaNames(db, actor.localId);
    throw names.size > 1 ? conflict('CAJA_OTRA_ABIERTA', { nombre: names.get(open[0]!.cajaId) ?? '' }) : conflict('ARQUEO_YA_ABIERTO');
  }
  if (!config.variosArqueosPorDia && (await repo.arqueoExistsForDate(db, actor.localId, fecha, config.variasCajas ? caja.id : undefined))) {
    throw conflict('ARQUEO_YA_EXISTE_FECHA');
  }
  // The Z printed the day for good: a later shift's sales would belong to no Z.
  if (await repo.cierreZEmitido(db, actor.localId, fecha)) {
    throw conflict('ARQUEO_DIA_CON_CIERRE_Z', { fecha: formatDate(`${fecha}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' }) });
  }
  const montoInicial = amountIn(input.montoInicial, venue.currencyCode, 'montoInicial');
  let id: number;
  try {
    id = await repo.insertArqueo(db, actor.localId, { fecha, montoInicial, observaciones: input.observaciones, usuarioId: actor.userId, at: now.toISOString(), cajaId: caja.id });
  } catch (error) {
    // Past audits were seen by the checks above, so a clash here is another register opening
    // right now: it is open, whatever index PostgreSQL happened to check first.
    if (isUniqueViolation(error)) throw conflict('ARQUEO_YA_ABIERTO');
    throw error;
  }
  await repo.insertCajaMovimientos(db, actor.localId, [{ arqueoId: id, tipo: 'apertura', moneda: venue.currencyCode, monto: montoInicial }]);
  await audit(db, actor, {
    accion: 'abrir-caja',
    entidad: 'arqueo',
    entidadId: id,
    despues: { caja: caja.nombre, cajaId: caja.id, fecha, montoInicial: input.montoInicial, observaciones: input.observaciones },
  });
  return getArqueo(db, actor.localId, id);
}

/** Expected cash per currency: the sum of the audit's movements (the opening amount included). */
function expectedByCurrency(sums: readonly { moneda: string; monto: number }[]): Map<string, number> {
  const expected = new Map<string, number>();
  for (const s of sums) expected.set(s.moneda, (expected.get(s.moneda) ?? 0) + s.monto);
  return expected;
}

export async function cerrarArqueo(db: Db, actor: MaybeAuthority, id: number, input: CerrarArqueoInput): Promise<Arqueo> {
  const venue = await getVenue(db, actor.localId);
  const arqueo = await repo.findArqueo(db, actor.localId, id);
  if (!arqueo) throw notFound('ARQUEO_NO_EXISTE');
  if (arqueo.estado !== 'abierto') throw conflict('ARQUEO_YA_CERRADO');

  const counted = new Map<string, { monto: number; descripcion: string | null }>();
  for (const [i, m] of input.monedasExtranjeras.entries()) {
    if (m.moneda === venue.currencyCode) throw badRequest('ARQUEO_MONEDA_LOCAL_EN_CONTEO', { moneda: venue.currencyCode });
    if (counted.has(m.moneda)) throw badRequest('ARQUEO_MONEDA_REPETIDA', { moneda: m.moneda });
    // Each foreign count at its own currency's scale.
    counted.set(m.moneda, { monto: amountIn(m.monto, m.moneda, `monedasExtranjeras[${i}].monto`), descripcion: m.descripcion ?? null });
  }
  // The count by denomination is summed here; a total sent beside it must agree with it.
  const conteo = parseConteo(input.conteo ?? []);
  const totalReal = countedCash(venue.currencyCode, input, conteo, counted);
  const declarados = await parseDeclarados(db, actor.localId, venue.currencyCode, input.declarados ?? []);
  await authorizeClose(db, asAuthority(actor), arqueo, { totalReal: fromMinor(totalReal, venue.currencyCode), observaciones: input.observaciones });

  // Closed first: once this update holds the row, no cash movement can still join the audit, and
  // the sums below see every one that did.
  const closed = await repo.markArqueoClosed(db, actor.localId, id, { observaciones: input.observaciones, usuarioId: actor.userId, at: new Date().toISOString() });
  if (!closed) throw conflict('ARQUEO_YA_CERRADO');
  const expected = expectedByCurrency(await repo.sumCajaMovimientos(db, actor.localId, [id]));
  const totalEsperado = expected.get(venue.currencyCode) ?? 0;
  await repo.setArqueoTotals(db, actor.localId, id, { totalEsperado, totalReal, diferencia: totalReal - totalEsperado });
  const config = await getGeneralConfig(db, actor.localId);
  const foreign = foreignCurrencies(venue, config.tiposCambioArqueo, [...expected.keys(), ...counted.keys()]);
  await repo.insertArqueoMonedas(
    db,
    foreign.map((moneda) => {
      const esperado = expected.get(moneda) ?? 0;
      const contado = counted.get(moneda)?.monto ?? 0;
      return { arqueoId: id, moneda, esperado, contado, diferencia: contado - esperado, descripcion: counted.get(moneda)?.descripcion ?? null };
    }),
  );
  await saveConteo(db, actor.localId, id, conteo, declarados);
  return getArqueo(db, actor.localId, id);
}

export type CerrarArqueoInput = Omit<CerrarArqueo, 'clientMutationId' | 'monedasExtranjeras'> & {
  monedasExtranjeras: { moneda: string; monto: number; descripcion?: string | null | undefined }[];
};

/** The venue's count list first (its order), then any other currency that moved, never its own. */
function foreignCurrencies(venue: Venue, countList: readonly string[], moved: readonly string[]): string[] {
  const out: string[] = [];
  for (const moneda of [...countList, ...[...moved].sort()]) {
    if (moneda !== venue.currencyCode && !out.includes(moneda)) out.push(moneda);
  }
  return out;
}

export async function getArqueo(db: Db, localId: number, id: number): Promise<Arqueo> {
  const row = await repo.findArqueo(db, localId, id);
  if (!row) throw notFound('ARQUEO_NO_EXISTE');
  const [dto] = await toArqueos(db, localId, [row]);
  return dto!;
}

export async function getResumen(db: Db, localId: number, userId?: number): Promise<ArqueosResumen> {
  const venue = await getVenue(db, localId);
  const hoy = dateInZone(new Date(), venue.timezone);
  const open = await repo.findOpenArqueos(db, localId);
  const closed = await repo.listClosedArqueos(db, localId, CLOSED_AUDITS_LISTED);
  const cerradoHoy = open.length > 0 ? null : await dayClosedId(db, localId, hoy);
  const dtos = await toArqueos(db, localId, [...open, ...closed]);
  const abiertos = dtos.slice(0, open.length);
  const mine = sessionOf(open, userId);
  return { abierto: abiertos.find((a) => a.id === mine?.id) ?? null, abiertos, cerrados: dtos.slice(open.length), hoy, cerradoHoy };
}

/**
 * The id of today's closed session when nothing more can be opened today (the day is
 * over): null with shifts on, or while an active till has no session of the date yet.
 */
async function dayClosedId(db: Db, localId: number, hoy: string): Promise<number | null> {
  const config = await getGeneralConfig(db, localId);
  if (config.variosArqueosPorDia) return null;
  const closedId = await repo.findClosedArqueoIdForDate(db, localId, hoy);
  if (closedId === null || !config.variasCajas) return closedId;
  const sessions = await repo.listArqueosDeFecha(db, localId, hoy);
  const activas = await listActiveCajaIds(db, localId);
  return activas.every((id) => sessions.some((a) => a.cajaId === id)) ? closedId : null;
}

async function listActiveCajaIds(db: Db, localId: number): Promise<number[]> {
  return (await listCajaRows(db, localId)).filter((c) => c.activa).map((c) => c.id);
}

/** Whether a register is open (and the day's audit closed), with no amount in it. */
export async function getEstado(db: Db, localId: number): Promise<ArqueoEstado> {
  const venue = await getVenue(db, localId);
  const hoy = dateInZone(new Date(), venue.timezone);
  const open = await repo.findOpenArqueos(db, localId);
  const cerradoHoy = open.length > 0 ? null : await dayClosedId(db, localId, hoy);
  return { abierto: open.length > 0, hoy, cerradoHoy: cerradoHoy !== null };
}

/** The sessions still open from a date before this one: past midnight they take this date's sales. */
export async function sesionesAbiertasAntesDe(db: Db, localId: number, fecha: string): Promise<{ id: number; caja: string }[]> {
  const open = (await repo.findOpenArqueos(db, localId)).filter((a) => a.fecha < fecha);
  if (open.length === 0) return [];
  const names = await cajaNames(db, localId);
  return open.map((a) => ({ id: a.id, caja: names.get(a.cajaId) ?? '' }));
}

/** The sessions of a venue date, every till (the daily Z asks here: none, or one still open, refuses it). */
export async function sesionesDeFecha(db: Db, localId: number, fecha: string): Promise<{ id: number; estado: 'abierto' | 'cerrado'; caja: string }[]> {
  const names = await cajaNames(db, localId);
  return (await repo.listArqueosDeFecha(db, localId, fecha)).map((a) => ({ id: a.id, estado: a.estado, caja: names.get(a.cajaId) ?? '' }));
}

/** Audits as the API shows them, read in a few batched queries. */
async function toArqueos(db: Db, localId: number, rows: readonly repo.ArqueoRow[]): Promise<Arqueo[]> {
  if (rows.length === 0) return [];
  const venue = await getVenue(db, localId);
  const config = await getGeneralConfig(db, localId);
  const ids = rows.map((r) => r.id);
  const sums = await repo.sumCajaMovimientos(db, localId, ids);
  const monedas = await repo.listArqueoMonedas(db, ids);
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.usuarioCierreId === null ? [r.usuarioAperturaId] : [r.usuarioAperturaId, r.usuarioCierreId])),
  );
  const cajas = await cajaNames(db, localId);
  const conteos = await conteosOf(db, localId, venue.currencyCode, rows);
  const tips = new Map<number, PropinasMozo[]>();
  for (const row of rows) tips.set(row.id, await tipsByWaiter(db, localId, venue, { arqueoIds: [row.id] }));
  const user = (id: number) => ({ id, nombre: names.get(id) ?? '' });

  return rows.map((row) => {
    const own = sums.filter((s) => s.arqueoId === row.id);
    const expected = expectedByCurrency(own);
    const open = row.estado === 'abierto';
    const stored = monedas.filter((m) => m.arqueoId === row.id);
    const local = (minor: number) => fromMinor(minor, venue.currencyCode);
    return {
      id: row.id,
      tipo: open ? 'apertura' : 'cierre',
      estado: row.estado,
      fecha: row.fecha,
      hora: timeInZone(new Date(row.abiertoAt), venue.timezone),
      montoInicial: local(row.montoInicial),
      moneda: venue.currencyCode,
      totalEsperado: local(open ? (expected.get(venue.currencyCode) ?? 0) : (row.totalEsperado ?? 0)),
      totalReal: row.totalReal === null ? null : local(row.totalReal),
      diferencia: row.diferencia === null ? null : local(row.diferencia),
      observaciones: row.observaciones,
      observacionesApertura: row.observacionesApertura,
      usuario: user(row.usuarioAperturaId),
      usuarioCierre: row.usuarioCierreId === null ? null : user(row.usuarioCierreId),
      abiertoAt: row.abiertoAt,
      cerradoAt: row.cerradoAt,
      horaCierre: row.cerradoAt === null ? null : timeInZone(new Date(row.cerradoAt), venue.timezone),
      monedas: open
        ? foreignCurrencies(venue, config.tiposCambioArqueo, [...expected.keys()]).map((moneda) => ({
            moneda,
            esperado: fromMinor(expected.get(moneda) ?? 0, moneda),
            contado: null,
            diferencia: null,
            descripcion: null,
          }))
        : stored.map((m) => ({
            moneda: m.moneda,
            esperado: fromMinor(m.esperado, m.moneda),
            contado: fromMinor(m.contado, m.moneda),
            diferencia: fromMinor(m.diferencia, m.moneda),
            descripcion: m.descripcion,
          })),
      movimientos: own.map((s) => ({ tipo: s.tipo, moneda: s.moneda, monto: fromMinor(s.monto, s.moneda) })),
      propinas: tips.get(row.id) ?? [],
      caja: { id: row.cajaId, nombre: cajas.get(row.cajaId) ?? '' },
      conteo: conteos.get(row.id)?.conteo ?? [],
      medios: conteos.get(row.id)?.medios ?? [],
    };
  });
}
