import type { Arqueo } from '@resto/shared/contracts';
import { dateInZone, fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { audit, authorizeBeyondLimit, type Authority } from '../auditoria';
import { getVenue, userNames } from '../local';
import { getGeneralConfig } from '../config';
import * as repo from './arqueos.repository';

type Db = Kysely<Database>;

/*
 * Who may close and reopen a register, and the floor under its cash. Everything is per register
 * session (an audit's id), so several tills or shifts of a day each keep their own rules.
 */

/**
 * Money out of a register (an expense, a refund) must not leave its expected cash of any of these
 * currencies below 0: the drawer cannot hand out cash it does not hold. Checked after the
 * movements are written, in their transaction, so it holds for the final state; the refusal
 * rolls everything back.
 */
export async function requireCashNotNegative(db: Db, localId: number, arqueoId: number, monedas: readonly string[]): Promise<void> {
  const sums = await repo.sumCajaMovimientos(db, localId, [arqueoId]);
  for (const moneda of new Set(monedas)) {
    const expected = sums.filter((s) => s.moneda === moneda).reduce((acc, s) => acc + s.monto, 0);
    if (expected < 0) throw conflict('CAJA_EFECTIVO_INSUFICIENTE', { moneda });
  }
}

/**
 * A register is closed by whoever opened it; anyone else needs caja.supervisar or a manager's
 * approval ('cerrar-caja-ajena'), and is audited with the count they entered.
 */
export async function authorizeClose(db: Db, who: Authority, arqueo: repo.ArqueoRow, count: { totalReal: number; observaciones: string }): Promise<void> {
  if (arqueo.usuarioAperturaId === who.userId) return;
  const opener = (await userNames(db, [arqueo.usuarioAperturaId])).get(arqueo.usuarioAperturaId) ?? '';
  await authorizeBeyondLimit(db, who, {
    accion: 'cerrar-caja-ajena',
    entidad: 'arqueo',
    entidadId: arqueo.id,
    motivo: count.observaciones,
    antes: { estado: arqueo.estado, usuarioAperturaId: arqueo.usuarioAperturaId },
    despues: { estado: 'cerrado', totalReal: count.totalReal },
    refusal: () => forbidden('CERRAR_CAJA_AJENA_REQUIERE_APROBACION', { usuario: opener }),
  });
}

/**
 * Reopens the venue's closed register of today, with caja.supervisar or a manager's approval
 * ('reabrir-caja') and a reason. The count it had is set aside into the audit log (the register
 * is counted again at its next close); an earlier day's count is final, and so is a day whose Z
 * close was issued.
 */
export async function reabrirArqueo(db: Db, who: Authority, id: number, motivo: string, load: (id: number) => Promise<Arqueo>): Promise<Arqueo> {
  const venue = await getVenue(db, who.localId);
  const arqueo = await repo.findArqueo(db, who.localId, id);
  if (!arqueo) throw notFound('ARQUEO_NO_EXISTE');
  if (arqueo.estado === 'abierto') throw conflict('ARQUEO_YA_ABIERTO');
  if (arqueo.fecha !== dateInZone(new Date(), venue.timezone)) throw conflict('ARQUEO_NO_REABRIBLE');
  // The Z close printed that day's figures for good: reopening would sell again into a closed day.
  if (await repo.cierreZEmitido(db, who.localId, arqueo.fecha)) throw conflict('ARQUEO_CIERRE_Z_EMITIDO');
  // As at an opening: the till has no other open session, and one till at a time unless the venue runs several.
  const open = await repo.findOpenArqueos(db, who.localId);
  if (open.some((a) => a.cajaId === arqueo.cajaId) || (!(await getGeneralConfig(db, who.localId)).variasCajas && open.length > 0)) throw conflict('ARQUEO_YA_ABIERTO');
  const local = (minor: number | null) => (minor === null ? null : fromMinor(minor, venue.currencyCode));
  await authorizeBeyondLimit(db, who, {
    accion: 'reabrir-caja',
    entidad: 'arqueo',
    entidadId: id,
    motivo,
    antes: {
      estado: arqueo.estado,
      totalEsperado: local(arqueo.totalEsperado),
      totalReal: local(arqueo.totalReal),
      diferencia: local(arqueo.diferencia),
      observaciones: arqueo.observaciones,
      usuarioCierreId: arqueo.usuarioCierreId,
      cerradoAt: arqueo.cerradoAt,
      monedas: (await repo.listArqueoMonedas(db, [id])).map((m) => ({ moneda: m.moneda, esperado: fromMinor(m.esperado, m.moneda), contado: fromMinor(m.contado, m.moneda) })),
    },
    despues: { estado: 'abierto' },
    refusal: () => forbidden('REABRIR_CAJA_REQUIERE_APROBACION'),
  });
  let reopened: boolean;
  try {
    reopened = await repo.markArqueoReopened(db, who.localId, id);
  } catch (error) {
    // Another register opened between the check and this update: one is open at a time.
    if (isUniqueViolation(error)) throw conflict('ARQUEO_YA_ABIERTO');
    throw error;
  }
  if (!reopened) throw conflict('ARQUEO_YA_ABIERTO');
  return load(id);
}

/** Every closing is in the audit log: who counted which till's session, and what it gave. */
export async function auditClose(db: Db, who: { localId: number; userId: number }, arqueo: Arqueo): Promise<void> {
  await audit(db, who, {
    accion: 'cerrar-caja',
    entidad: 'arqueo',
    entidadId: arqueo.id,
    antes: { estado: 'abierto' },
    despues: {
      caja: arqueo.caja?.nombre ?? null,
      totalEsperado: arqueo.totalEsperado,
      totalReal: arqueo.totalReal,
      diferencia: arqueo.diferencia,
      observaciones: arqueo.observaciones,
      conteo: arqueo.conteo ?? [],
      declarados: (arqueo.medios ?? []).filter((m) => m.declarado !== null).map((m) => ({ medioPagoId: m.medioPagoId, esperado: m.esperado, declarado: m.declarado })),
    },
  });
}
