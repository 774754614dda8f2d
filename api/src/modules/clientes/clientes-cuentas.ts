import { customerNameKey } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { audit, type MaybeAuthority } from '../auditoria';
import { getVenue } from '../local';
import * as repo from './clientes.repository';

type Db = Kysely<Database>;

/*
 * A customer's current account lets them take goods now and pay later: the venue's credit. Opening
 * one, or changing how much credit it has, is the manager's (clientes.cuenta-corriente, the
 * admin's by default), needs a limit, and is written to the audit log; a sale on account that
 * would leave them owing more than the limit is refused. A cashier who creates a look-alike of a
 * known customer (an invisible character, other case or punctuation, the same CUIT) is told who
 * it looks like and must confirm it is someone else, which is audited and flagged in the list.
 */

export interface CuentaState {
  cuentaCorriente: boolean;
  /** Minor units. */
  limiteCredito: number | null;
}

const PERMISSION = 'clientes.cuenta-corriente';

/**
 * The account after a create (`before` null) or an edit. Closing an account, or editing a customer
 * without touching theirs, needs nothing more than clientes.editar.
 */
export async function checkCuentaCorriente(db: Db, who: MaybeAuthority, clienteId: number, before: CuentaState | null, after: CuentaState): Promise<void> {
  const opens = after.cuentaCorriente && !before?.cuentaCorriente;
  const limitChanges = after.cuentaCorriente && !!before?.cuentaCorriente && after.limiteCredito !== before.limiteCredito;
  const closes = !after.cuentaCorriente && !!before?.cuentaCorriente;
  if (!opens && !limitChanges && !closes) return;
  if ((opens || limitChanges) && !(who.permisos ?? []).includes(PERMISSION)) throw forbidden('CLIENTE_CUENTA_CORRIENTE_SIN_PERMISO');
  if ((opens || limitChanges) && !(after.limiteCredito && after.limiteCredito > 0)) throw badRequest('CLIENTE_LIMITE_CREDITO_OBLIGATORIO');
  const { currencyCode } = await getVenue(db, who.localId);
  const shown = (s: CuentaState) => ({ cuentaCorriente: s.cuentaCorriente, limiteCredito: s.limiteCredito === null ? null : fromMinor(s.limiteCredito, currencyCode) });
  await audit(db, who, { accion: 'cliente-cuenta-corriente', entidad: 'cliente', entidadId: clienteId, antes: before ? shown(before) : null, despues: shown(after) });
}

/** The first other active customer that looks like this one (same name key, or same CUIT/document). */
export async function lookAlikeOf(db: Db, localId: number, values: { nombre: string; cuit: string | null }, exceptId?: number): Promise<{ id: number; nombre: string } | null> {
  const found = await repo.findLookAlikes(db, localId, [{ nombreClave: customerNameKey(values.nombre), cuit: values.cuit }], exceptId === undefined ? [] : [exceptId]);
  return found[0] ? { id: found[0].id, nombre: found[0].nombre } : null;
}

/**
 * Refuses a look-alike unless the caller confirmed it (CLIENTE_POSIBLE_DUPLICADO names the
 * existing one, in `data.clienteId` too). Returns the one it looks like, to audit once saved.
 */
export async function refuseUnconfirmedLookAlike(
  db: Db,
  localId: number,
  values: { nombre: string; cuit: string | null },
  confirmado: boolean,
  exceptId?: number,
): Promise<{ id: number; nombre: string } | null> {
  const similar = await lookAlikeOf(db, localId, values, exceptId);
  if (!similar) return null;
  if (!confirmado) throw conflict('CLIENTE_POSIBLE_DUPLICADO', { cliente: similar.nombre, id: similar.id }, { clienteId: similar.id });
  return similar;
}

export async function auditConfirmedLookAlike(db: Db, who: MaybeAuthority, clienteId: number, nombre: string, similar: { id: number; nombre: string }): Promise<void> {
  await audit(db, who, { accion: 'cliente-duplicado', entidad: 'cliente', entidadId: clienteId, despues: { nombre, parecidoA: similar } });
}

/** For each customer listed, the first other active customer they look like (null if none). */
export async function lookAlikesOf(db: Db, localId: number, rows: readonly repo.ClienteRow[]): Promise<Map<number, { id: number; nombre: string }>> {
  const keyed = rows.map((r) => ({ id: r.id, nombreClave: customerNameKey(r.nombre), cuit: r.cuit }));
  const candidates = await repo.findLookAlikes(db, localId, keyed);
  const result = new Map<number, { id: number; nombre: string }>();
  for (const row of keyed) {
    const other = candidates.find((c) => c.id !== row.id && ((row.nombreClave !== '' && c.nombreClave === row.nombreClave) || (row.cuit !== null && c.cuit === row.cuit)));
    if (other) result.set(row.id, { id: other.id, nombre: other.nombre });
  }
  return result;
}

/**
 * What a sale put on the customer's account may not leave them owing more than their limit (an
 * account opened before limits has none): checked on the final balance, in the sale's transaction,
 * after its charge (and any tip on account) is written, so the refusal undoes the whole sale.
 */
export async function assertWithinCreditLimit(db: Db, localId: number, cliente: repo.ClienteRow): Promise<void> {
  if (cliente.limiteCredito === null) return;
  const saldo = (await repo.saldos(db, localId, [cliente.id])).get(cliente.id) ?? 0;
  if (saldo <= cliente.limiteCredito) return;
  const venue = await getVenue(db, localId);
  const money = (minor: number) => formatMoney(minor, { locale: venue.locale, currency: venue.currencyCode });
  throw conflict('CUENTA_CORRIENTE_SUPERA_LIMITE', { cliente: cliente.nombre, saldo: money(saldo), limite: money(cliente.limiteCredito) });
}
