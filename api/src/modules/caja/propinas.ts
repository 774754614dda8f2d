import type { MedioPago, Propina, PropinaInput, PropinasMozo } from '@resto/shared/contracts';
import { convertToLocal, fromMinor, parseScaled, percentOf, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Authority } from '../auditoria';
import * as cajaRepo from './arqueos.repository';
import * as repo from './propinas.repository';
import { amountIn, userNames, type Venue } from '../local';
import { rateFor } from '../tipos-cambio';
import { checkTipLimit } from './propinas-control';

type Db = Kysely<Database>;

/*
 * Tips: added at payment, by payment method, apart from the sale: never in its total,
 * its payments or the revenue reports. A cash tip goes into the drawer (the register's expected
 * cash counts it, as 'propina'); every tip is kept per waiter for the closing and the reports.
 */

/**
 * Stores the sale's tips; a percent is of `totalMinor` (the sale's total, in the venue's
 * currency). A tip on 'Cuenta corriente' needs the sale's customer with a current account
 * (`cuentaCorriente`): returns what the caller charges to it, in the venue's currency.
 */
export async function chargeTips(
  db: Db,
  who: Authority,
  venue: Venue,
  medios: readonly MedioPago[],
  input: { ventaId: number; arqueoId: number; mozoId: number | null; totalMinor: number; propinas: readonly PropinaInput[]; cuentaCorriente: boolean },
): Promise<number> {
  const { localId } = who;
  if (input.propinas.length === 0) return 0;
  const byId = new Map(medios.map((m) => [m.id, m]));
  const rows = [];
  for (const [index, p] of input.propinas.entries()) {
    const medio = byId.get(p.medioId);
    if (!medio) throw badRequest('MEDIO_PAGO_INACTIVO', { medioId: p.medioId });
    // Money owed to the waiter must be owed by someone: the customer whose account is charged.
    if (medio.tipo === 'cuenta_corriente' && !input.cuentaCorriente) throw badRequest('PROPINA_CUENTA_SIN_CLIENTE');
    let moneda = p.moneda ?? venue.currencyCode;
    let monto: number;
    if (p.tipo === 'porcentaje') {
      if (moneda !== venue.currencyCode) throw badRequest('PROPINA_MONEDA_PORCENTAJE');
      moneda = venue.currencyCode;
      monto = percentOf(input.totalMinor, Number(parseScaled(p.valor, PERCENT_DECIMALS)));
    } else {
      monto = amountIn(p.valor, moneda, `propinas[${index}].valor`);
    }
    if (monto <= 0) continue;
    const tasaMicro = await rateFor(db, localId, moneda, venue.currencyCode);
    const montoLocal = tasaMicro === null ? monto : convertToLocal(monto, tasaMicro, moneda, venue.currencyCode);
    rows.push({ medio, moneda, monto, tasaMicro, montoLocal });
  }
  if (rows.length === 0) return 0;
  await checkTipLimit(db, who, venue, { totalMinor: input.totalMinor, tipsMinor: rows.reduce((sum, r) => sum + r.montoLocal, 0) });
  await repo.insertPropinas(
    db,
    rows.map((r) => ({
      local_id: localId,
      venta_id: input.ventaId,
      arqueo_id: input.arqueoId,
      mozo_id: input.mozoId,
      medio_pago_id: r.medio.id,
      medio_nombre: r.medio.nombre,
      medio_tipo: r.medio.tipo,
      moneda: r.moneda,
      monto: r.monto,
      tasa_micro: r.tasaMicro,
      monto_local: r.montoLocal,
      created_at: new Date().toISOString(),
    })),
  );
  await cajaRepo.insertCajaMovimientos(
    db,
    localId,
    rows.filter((r) => r.medio.tipo === 'efectivo').map((r) => ({ arqueoId: input.arqueoId, tipo: 'propina' as const, moneda: r.moneda, monto: r.monto, ventaId: input.ventaId })),
  );
  return rows.filter((r) => r.medio.tipo === 'cuenta_corriente').reduce((sum, r) => sum + r.montoLocal, 0);
}

/** The tips of these sales, as the api shows them. */
export async function tipsOfVentas(db: Db, localId: number, venue: Venue, ventaIds: readonly number[]): Promise<Propina[]> {
  if (ventaIds.length === 0) return [];
  const rows = await repo.findPropinasOfVentas(db, localId, ventaIds);
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.mozo_id === null ? [] : [r.mozo_id])),
  );
  return rows.map((r) => ({
    id: r.id,
    ventaId: r.venta_id,
    mozo: r.mozo_id === null ? null : { id: r.mozo_id, nombre: names.get(r.mozo_id) ?? '' },
    medioId: r.medio_pago_id,
    medioNombre: r.medio_nombre,
    moneda: r.moneda,
    monto: fromMinor(Number(r.monto), r.moneda),
    montoLocal: fromMinor(Number(r.monto_local), venue.currencyCode),
  }));
}

/**
 * Tips per waiter (in the venue's currency) of a register's audits, or of the sales paid between
 * two instants; tips of voided sales are left out.
 */
export async function tipsByWaiter(db: Db, localId: number, venue: Venue, where: { arqueoIds: readonly number[] } | { from: string; to: string }): Promise<PropinasMozo[]> {
  if ('arqueoIds' in where && where.arqueoIds.length === 0) return [];
  const rows = await repo.sumPropinasByMozo(db, localId, where);
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.mozo_id === null ? [] : [r.mozo_id])),
  );
  return rows
    .map((r) => ({
      mozo: r.mozo_id === null ? null : { id: r.mozo_id, nombre: names.get(r.mozo_id) ?? '' },
      cantidad: Number(r.cantidad),
      total: fromMinor(Number(r.total), venue.currencyCode),
    }))
    .sort((a, b) => b.total - a.total || (a.mozo?.nombre ?? '').localeCompare(b.mozo?.nombre ?? ''));
}
