import { customerNameKey } from '@resto/shared/contracts';
import { searchWords } from '@resto/shared/rules';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A customer as stored: discount percent scaled by 100. */
export interface ClienteRow {
  id: number;
  nombre: string;
  email: string | null;
  telefono: string;
  direccion: string;
  numero: string | null;
  departamento: string;
  ciudad: string;
  provincia: string | null;
  cuit: string | null;
  descuentoPct: number;
  cuentaCorriente: boolean;
  activo: boolean;
  comentario: string | null;
  /** Minor units; null without an account, or on an account opened before limits. */
  limiteCredito: number | null;
}

/** A customer's columns; no limit given reads as none. */
export type ClienteValues = Omit<ClienteRow, 'id' | 'limiteCredito'> & { nombreBusqueda: string; limiteCredito?: number | null };

const COLUMNS = [
  'id',
  'nombre',
  'email',
  'telefono',
  'direccion',
  'numero',
  'departamento',
  'ciudad',
  'provincia',
  'cuit',
  'descuento_pct',
  'cuenta_corriente',
  'activo',
  'comentario',
  'limite_credito',
] as const;

function toRow(r: {
  id: number;
  nombre: string;
  email: string | null;
  telefono: string;
  direccion: string;
  numero: string | null;
  departamento: string;
  ciudad: string;
  provincia: string | null;
  cuit: string | null;
  descuento_pct: number;
  cuenta_corriente: number | boolean;
  activo: number | boolean;
  comentario: string | null;
  limite_credito: number | string | null;
}): ClienteRow {
  return {
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    telefono: r.telefono,
    direccion: r.direccion,
    numero: r.numero,
    departamento: r.departamento,
    ciudad: r.ciudad,
    provincia: r.provincia,
    cuit: r.cuit,
    descuentoPct: r.descuento_pct,
    cuentaCorriente: Boolean(r.cuenta_corriente),
    activo: Boolean(r.activo),
    comentario: r.comentario,
    limiteCredito: r.limite_credito === null ? null : Number(r.limite_credito),
  };
}

function toColumns(c: ClienteValues) {
  return {
    nombre: c.nombre,
    nombre_busqueda: c.nombreBusqueda,
    nombre_clave: customerNameKey(c.nombre),
    email: c.email,
    telefono: c.telefono,
    direccion: c.direccion,
    numero: c.numero,
    departamento: c.departamento,
    ciudad: c.ciudad,
    provincia: c.provincia,
    cuit: c.cuit,
    descuento_pct: c.descuentoPct,
    cuenta_corriente: c.cuentaCorriente,
    activo: c.activo,
    comentario: c.comentario,
    limite_credito: c.limiteCredito ?? null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const containsLower = (column: string, text: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text)}%`} escape '\\'`;

export async function listClientes(
  db: Db,
  localId: number,
  f: { q?: string | undefined; incluirInactivos: boolean; soloCuentaCorriente: boolean; pagina: number; limite: number },
): Promise<{ rows: ClienteRow[]; total: number }> {
  const words = searchWords(f.q ?? '');
  const digits = (f.q ?? '').replace(/\D/g, '');
  let query = db.selectFrom('clientes').where('local_id', '=', localId);
  if (!f.incluirInactivos) query = query.where('activo', '=', true);
  if (f.soloCuentaCorriente) query = query.where('cuenta_corriente', '=', true);
  if (words.length > 0) {
    query = query.where((eb) =>
      eb.or([
        eb.and(words.map((w) => containsLower('nombre_busqueda', w))),
        containsLower('email', (f.q ?? '').trim().toLowerCase()),
        ...(digits.length >= 3 ? [containsLower('cuit', digits), containsLower('telefono', digits)] : []),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(COLUMNS)
    .orderBy('nombre_busqueda')
    .orderBy('id')
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite)
    .execute();
  return { rows: rows.map(toRow), total: Number(total.n) };
}

export async function findCliente(db: Db, localId: number, id: number): Promise<ClienteRow | null> {
  const row = await db.selectFrom('clientes').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertCliente(db: Db, localId: number, c: ClienteValues): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('clientes')
    .values({ local_id: localId, ...toColumns(c), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCliente(db: Db, localId: number, id: number, c: ClienteValues): Promise<boolean> {
  const result = await db
    .updateTable('clientes')
    .set({ ...toColumns(c), updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deactivateCliente(db: Db, localId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('clientes')
    .set({ activo: false, updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What each customer owes on their current account (minor units). */
export async function saldos(db: Db, localId: number, clienteIds: readonly number[]): Promise<Map<number, number>> {
  if (clienteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cuenta_movimientos')
    .select((eb) => ['cliente_id', eb.fn.sum<number>('monto').as('saldo')])
    .where('local_id', '=', localId)
    .where('cliente_id', 'in', [...new Set(clienteIds)])
    .groupBy('cliente_id')
    .execute();
  return new Map(rows.map((r) => [r.cliente_id, Number(r.saldo)]));
}

export interface CuentaMovimiento {
  clienteId: number;
  tipo: 'venta' | 'pago' | 'anulacion';
  /** Positive raises the debt. */
  monto: number;
  ventaId: number | null;
  medioPagoId: number | null;
  moneda: string | null;
  montoMoneda: number | null;
  arqueoId: number | null;
  nota: string | null;
  usuarioId: number;
  at?: string;
}

export async function insertCuentaMovimiento(db: Db, localId: number, m: CuentaMovimiento): Promise<number> {
  const row = await db
    .insertInto('cuenta_movimientos')
    .values({
      local_id: localId,
      cliente_id: m.clienteId,
      tipo: m.tipo,
      monto: m.monto,
      venta_id: m.ventaId,
      medio_pago_id: m.medioPagoId,
      moneda: m.moneda,
      monto_moneda: m.montoMoneda,
      arqueo_id: m.arqueoId,
      nota: m.nota,
      usuario_id: m.usuarioId,
      created_at: m.at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The net a sale left on current accounts, per customer (sale minus any earlier reversal). */
export async function netCuentaOfVenta(db: Db, localId: number, ventaId: number): Promise<{ clienteId: number; monto: number }[]> {
  const rows = await db
    .selectFrom('cuenta_movimientos')
    .select((eb) => ['cliente_id', eb.fn.sum<number>('monto').as('monto')])
    .where('local_id', '=', localId)
    .where('venta_id', '=', ventaId)
    .groupBy('cliente_id')
    .execute();
  return rows.map((r) => ({ clienteId: r.cliente_id, monto: Number(r.monto) })).filter((r) => r.monto !== 0);
}

export async function listCuentaMovimientos(db: Db, localId: number, clienteId: number, limit: number) {
  const rows = await db
    .selectFrom('cuenta_movimientos as m')
    .leftJoin('ventas as v', 'v.id', 'm.venta_id')
    .leftJoin('medios_pago as mp', 'mp.id', 'm.medio_pago_id')
    .innerJoin('usuarios as u', 'u.id', 'm.usuario_id')
    .select([
      'm.id',
      'm.tipo',
      'm.monto',
      'm.venta_id',
      'v.numero as venta_numero',
      'mp.nombre as medio',
      'm.moneda',
      'm.monto_moneda',
      'm.nota',
      'm.created_at',
      'm.usuario_id',
      'u.nombre as usuario_nombre',
    ])
    .where('m.local_id', '=', localId)
    .where('m.cliente_id', '=', clienteId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo as CuentaMovimiento['tipo'],
    monto: Number(r.monto),
    ventaId: r.venta_id,
    ventaNumero: r.venta_numero,
    medio: r.medio,
    moneda: r.moneda,
    montoMoneda: r.monto_moneda === null ? null : Number(r.monto_moneda),
    nota: r.nota,
    fecha: r.created_at,
    usuario: { id: r.usuario_id, nombre: r.usuario_nombre },
  }));
}

/**
 * Active customers of the venue that look like one of `keys` (the same name key or the same
 * fiscal id), besides the ones in `exceptIds`, oldest first.
 */
export async function findLookAlikes(
  db: Db,
  localId: number,
  keys: readonly { nombreClave: string; cuit: string | null }[],
  exceptIds: readonly number[] = [],
): Promise<{ id: number; nombre: string; nombreClave: string; cuit: string | null }[]> {
  const names = [...new Set(keys.map((k) => k.nombreClave).filter(Boolean))];
  const cuits = [...new Set(keys.flatMap((k) => (k.cuit ? [k.cuit] : [])))];
  if (names.length === 0 && cuits.length === 0) return [];
  let query = db
    .selectFrom('clientes')
    .select(['id', 'nombre', 'nombre_clave', 'cuit'])
    .where('local_id', '=', localId)
    .where('activo', '=', true)
    .where((eb) => eb.or([...(names.length > 0 ? [eb('nombre_clave', 'in', names)] : []), ...(cuits.length > 0 ? [eb('cuit', 'in', cuits)] : [])]));
  if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, nombreClave: r.nombre_clave, cuit: r.cuit }));
}
