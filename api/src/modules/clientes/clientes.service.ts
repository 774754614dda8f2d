import { customerNameKey, normalizeCustomerName, type Cliente, type ClientesList, type CuentaCorriente } from '@resto/shared/contracts';
import { convertToLocal, fiscalIdProblem, formatScaled, fromMinor, parseScaled, PERCENT_DECIMALS, searchKey } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { audit, discountLimit, type MaybeAuthority } from '../auditoria';
import { insertCajaMovimientos, openArqueoOf, requireOpenArqueo } from '../caja';
import type { Actor } from '../../lib/actor';
import { amountIn, getVenue } from '../local';
import { findActiveMedio } from '../medios-pago';
import { rateFor } from '../tipos-cambio';
import { auditConfirmedLookAlike, checkCuentaCorriente, lookAlikesOf, refuseUnconfirmedLookAlike } from './clientes-cuentas';
import * as repo from './clientes.repository';

export { assertWithinCreditLimit } from './clientes-cuentas';

type Db = Kysely<Database>;

const MOVIMIENTOS_LISTADOS = 100;

export interface ClienteInput {
  nombre: string;
  email: string | null;
  telefono: string;
  direccion: string;
  numero: string | null;
  departamento: string;
  ciudad: string;
  provincia: string | null;
  cuit: string | null;
  descuento: number;
  cuentaCorriente: boolean;
  /** Major units; on an edit, absent keeps the current limit. */
  limiteCredito?: number | null | undefined;
  comentario: string | null;
  activo?: boolean | undefined;
  /** Saves a look-alike of an existing customer anyway (audited). */
  confirmarDuplicado?: boolean | undefined;
}

function countryName(country: string): string {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** A phone valid for the venue's country, stored in E.164. */
function normalizePhone(text: string, country: string): string {
  const phone = parsePhoneNumberFromString(text, country as CountryCode);
  if (!phone || !phone.isValid() || phone.country !== country) {
    throw badRequest('TELEFONO_INVALIDO', { pais: countryName(country) });
  }
  return phone.number;
}

async function toValues(db: Db, localId: number, input: ClienteInput, activo: boolean, current?: repo.ClienteRow): Promise<repo.ClienteValues> {
  const venue = await getVenue(db, localId);
  // The api stores the name a person reads: what a browser sent is normalised again here.
  const nombre = normalizeCustomerName(input.nombre);
  // Without an account there is no credit; an edit that does not mention the limit keeps it.
  const limiteCredito = !input.cuentaCorriente
    ? null
    : input.limiteCredito === undefined
      ? (current?.limiteCredito ?? null)
      : input.limiteCredito === null
        ? null
        : amountIn(input.limiteCredito, venue.currencyCode, 'limiteCredito');
  if (input.cuit) {
    const problem = fiscalIdProblem(input.cuit, venue.pais);
    if (problem === 'check-digit') throw badRequest('CUIT_DIGITO_VERIFICADOR');
    if (problem) throw badRequest('CUIT_LONGITUD');
  }
  return {
    nombre,
    nombreBusqueda: searchKey(nombre),
    email: input.email,
    telefono: normalizePhone(input.telefono, venue.pais),
    direccion: input.direccion,
    numero: input.numero,
    departamento: input.departamento,
    ciudad: input.ciudad,
    provincia: input.provincia,
    cuit: input.cuit,
    descuentoPct: Number(parseScaled(input.descuento, PERCENT_DECIMALS)),
    cuentaCorriente: input.cuentaCorriente,
    limiteCredito,
    activo,
    comentario: input.comentario,
  };
}

/** `saldo` in minor units of the venue's currency. */
function toCliente(row: repo.ClienteRow, saldo: number, currency: string, parecidoA: { id: number; nombre: string } | null = null): Cliente {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    telefono: row.telefono,
    direccion: row.direccion,
    numero: row.numero,
    departamento: row.departamento,
    ciudad: row.ciudad,
    provincia: row.provincia,
    cuit: row.cuit,
    descuento: Number(formatScaled(BigInt(row.descuentoPct), PERCENT_DECIMALS)),
    cuentaCorriente: row.cuentaCorriente,
    activo: row.activo,
    comentario: row.comentario,
    saldo: fromMinor(saldo, currency),
    limiteCredito: row.limiteCredito === null ? null : fromMinor(row.limiteCredito, currency),
    parecidoA,
  };
}

export async function getCliente(db: Db, localId: number, id: number): Promise<Cliente> {
  const row = await repo.findCliente(db, localId, id);
  if (!row) throw notFound('CLIENTE_NO_EXISTE');
  const saldo = (await repo.saldos(db, localId, [id])).get(id) ?? 0;
  const venue = await getVenue(db, localId);
  const similar = await lookAlikesOf(db, localId, [row]);
  return toCliente(row, saldo, venue.currencyCode, similar.get(id) ?? null);
}

export async function searchClientes(
  db: Db,
  localId: number,
  query: { q?: string | undefined; incluirInactivos: boolean; soloCuentaCorriente: boolean; pagina: number; limite: number },
): Promise<ClientesList> {
  const { rows, total } = await repo.listClientes(db, localId, query);
  const balances = await repo.saldos(
    db,
    localId,
    rows.map((r) => r.id),
  );
  const venue = await getVenue(db, localId);
  const similar = await lookAlikesOf(db, localId, rows);
  return { items: rows.map((r) => toCliente(r, balances.get(r.id) ?? 0, venue.currencyCode, similar.get(r.id) ?? null)), total };
}

/**
 * A customer's discount above the caller's role limit needs clientes.descuento, and is
 * then written to the audit log. Unchanged discounts pass (editing the phone of such a customer).
 */
async function checkCustomerDiscount(db: Db, who: MaybeAuthority, clienteId: number | null, before: number | null, after: number): Promise<void> {
  if (after === (before ?? 0) || after === 0) return;
  const limit = await discountLimit(db, who.userId);
  if (after <= limit * 100) return;
  const porcentaje = Number(formatScaled(BigInt(after), PERCENT_DECIMALS));
  if (!(who.permisos ?? []).includes('clientes.descuento')) throw forbidden('CLIENTE_DESCUENTO_SUPERA_LIMITE', { porcentaje, limite: limit });
  await audit(db, who, {
    accion: 'cliente-descuento',
    entidad: 'cliente',
    entidadId: clienteId,
    antes: before === null ? null : { descuento: Number(formatScaled(BigInt(before), PERCENT_DECIMALS)) },
    despues: { descuento: porcentaje, limite: limit },
  });
}

export async function createCliente(db: Db, who: MaybeAuthority, input: ClienteInput): Promise<Cliente> {
  const { localId } = who;
  const values = await toValues(db, localId, input, true);
  const similar = await refuseUnconfirmedLookAlike(db, localId, values, input.confirmarDuplicado === true);
  const id = await repo.insertCliente(db, localId, values);
  await checkCustomerDiscount(db, who, id, null, values.descuentoPct);
  await checkCuentaCorriente(db, who, id, null, { cuentaCorriente: values.cuentaCorriente, limiteCredito: values.limiteCredito ?? null });
  if (similar) await auditConfirmedLookAlike(db, who, id, values.nombre, similar);
  return getCliente(db, localId, id);
}

export async function updateCliente(db: Db, who: MaybeAuthority, id: number, input: ClienteInput): Promise<Cliente> {
  const { localId } = who;
  const current = await repo.findCliente(db, localId, id);
  if (!current) throw notFound('CLIENTE_NO_EXISTE');
  const values = await toValues(db, localId, input, input.activo ?? current.activo, current);
  // Only a new name or fiscal id can turn a customer into a look-alike of another.
  const renamed = customerNameKey(values.nombre) !== customerNameKey(current.nombre) || values.cuit !== current.cuit;
  const similar = renamed ? await refuseUnconfirmedLookAlike(db, localId, values, input.confirmarDuplicado === true, id) : null;
  await checkCustomerDiscount(db, who, id, current.descuentoPct, values.descuentoPct);
  await checkCuentaCorriente(db, who, id, current, { cuentaCorriente: values.cuentaCorriente, limiteCredito: values.limiteCredito ?? null });
  await repo.updateCliente(db, localId, id, values);
  if (similar) await auditConfirmedLookAlike(db, who, id, values.nombre, similar);
  return getCliente(db, localId, id);
}

/**
 * A customer as a caller without clientes.editar sees them: the name (a comanda's),
 * the discount and whether they have an account; no contact, address, tax id, note or balance.
 */
export function withoutPersonalData(cliente: Cliente): Cliente {
  return {
    ...cliente,
    email: null,
    telefono: '',
    direccion: '',
    numero: null,
    departamento: '',
    ciudad: '',
    provincia: null,
    cuit: null,
    comentario: null,
    saldo: 0,
    limiteCredito: null,
    parecidoA: null,
  };
}

export async function deactivateCliente(db: Db, localId: number, id: number): Promise<void> {
  if (!(await repo.deactivateCliente(db, localId, id))) throw notFound('CLIENTE_NO_EXISTE');
}

/** An active customer of the venue, for a sale. */
export async function requireActiveCliente(db: Db, localId: number, id: number): Promise<repo.ClienteRow> {
  const row = await repo.findCliente(db, localId, id);
  if (!row || !row.activo) throw badRequest('CLIENTE_INACTIVO');
  return row;
}

export async function getCuentaCorriente(db: Db, localId: number, id: number): Promise<CuentaCorriente> {
  const row = await repo.findCliente(db, localId, id);
  if (!row) throw notFound('CLIENTE_NO_EXISTE');
  const saldo = (await repo.saldos(db, localId, [id])).get(id) ?? 0;
  const movimientos = await repo.listCuentaMovimientos(db, localId, id, MOVIMIENTOS_LISTADOS);
  const { currencyCode } = await getVenue(db, localId);
  return {
    cliente: { id: row.id, nombre: row.nombre },
    saldo: fromMinor(saldo, currencyCode),
    movimientos: movimientos.map((m) => ({
      ...m,
      // The account is kept in the venue's currency; a payment's own amount in the currency paid.
      monto: fromMinor(m.monto, currencyCode),
      montoMoneda: m.montoMoneda === null ? null : fromMinor(m.montoMoneda, m.moneda ?? currencyCode),
    })),
  };
}

/**
 * A payment on account: lowers what the customer owes. Cash goes into the open register (so it
 * counts in its expected cash); a card, QR or transfer is kept with the caller's open session (so
 * it counts in that session's expected total of its method). Returns the account after it and the
 * session it joined, if any.
 */
export async function registrarPagoCuenta(
  db: Db,
  actor: Actor,
  clienteId: number,
  input: { medioId: number; monto: number; moneda?: string | undefined; nota: string | null },
): Promise<{ cuenta: CuentaCorriente; arqueoId: number | null }> {
  const venue = await getVenue(db, actor.localId);
  const cliente = await repo.findCliente(db, actor.localId, clienteId);
  if (!cliente) throw notFound('CLIENTE_NO_EXISTE');
  if (!cliente.cuentaCorriente) throw conflict('CLIENTE_SIN_CUENTA_CORRIENTE');
  const medio = await findActiveMedio(db, actor.localId, input.medioId);
  if (!medio) throw badRequest('MEDIO_PAGO_INACTIVO', { medioId: input.medioId });
  if (medio.tipo === 'cuenta_corriente') throw badRequest('PAGO_CON_MISMA_CUENTA_CORRIENTE');
  const moneda = input.moneda ?? venue.currencyCode;
  const rate = await rateFor(db, actor.localId, moneda, venue.currencyCode);
  const monto = amountIn(input.monto, moneda, 'monto');
  const montoLocal = rate === null ? monto : convertToLocal(monto, rate, moneda, venue.currencyCode);
  const saldo = (await repo.saldos(db, actor.localId, [clienteId])).get(clienteId) ?? 0;
  if (montoLocal > saldo) throw conflict('PAGO_SUPERA_SALDO', { saldo: fromMinor(Math.max(saldo, 0), venue.currencyCode) });
  // Cash needs an open drawer; any other method joins the caller's open session, if one is open,
  // so that it counts in that session's expected total of its method at the close.
  const arqueo = medio.tipo === 'efectivo' ? await requireOpenArqueo(db, actor.localId, 'SIN_CAJA_PARA_COBRO', actor.userId) : await openArqueoOf(db, actor.localId, actor.userId);
  const movimientoId = await repo.insertCuentaMovimiento(db, actor.localId, {
    clienteId,
    tipo: 'pago',
    monto: -montoLocal,
    ventaId: null,
    medioPagoId: medio.id,
    moneda,
    montoMoneda: monto,
    arqueoId: arqueo?.id ?? null,
    nota: input.nota,
    usuarioId: actor.userId,
  });
  if (arqueo && medio.tipo === 'efectivo') {
    await insertCajaMovimientos(db, actor.localId, [{ arqueoId: arqueo.id, tipo: 'cobro_cuenta', moneda, monto, cuentaMovimientoId: movimientoId }]);
  }
  return { cuenta: await getCuentaCorriente(db, actor.localId, clienteId), arqueoId: arqueo?.id ?? null };
}
