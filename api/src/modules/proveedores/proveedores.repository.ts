import { searchWords } from '@resto/shared/rules';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface ProveedorRow {
  id: number;
  nombre: string;
  cuit: string;
  email: string | null;
  direccion: string | null;
  localidad: string;
  provincia: string;
  comentario: string | null;
  activo: boolean;
  cantidadProductos: number;
}

export interface ProveedorValues {
  nombre: string;
  nombreClave: string;
  cuit: string;
  email: string | null;
  direccion: string | null;
  localidad: string;
  provincia: string;
  comentario: string | null;
  activo: boolean;
}

function baseQuery(db: Db, localId: number) {
  return db
    .selectFrom('proveedores as pr')
    .select((eb) => [
      'pr.id',
      'pr.nombre',
      'pr.cuit',
      'pr.email',
      'pr.direccion',
      'pr.localidad',
      'pr.provincia',
      'pr.comentario',
      'pr.activo',
      eb
        .selectFrom('productos as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.proveedor_id', '=', 'pr.id')
        .where('p.local_id', '=', localId)
        .as('cantidad_productos'),
    ])
    .where('pr.local_id', '=', localId);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRow(r: BaseRow): ProveedorRow {
  return {
    id: r.id,
    nombre: r.nombre,
    cuit: r.cuit,
    email: r.email,
    direccion: r.direccion,
    localidad: r.localidad,
    provincia: r.provincia,
    comentario: r.comentario,
    activo: Boolean(r.activo),
    cantidadProductos: Number(r.cantidad_productos ?? 0),
  };
}

function toColumns(v: ProveedorValues) {
  return {
    nombre: v.nombre,
    nombre_clave: v.nombreClave,
    cuit: v.cuit,
    email: v.email,
    direccion: v.direccion,
    localidad: v.localidad,
    provincia: v.provincia,
    comentario: v.comentario,
    activo: v.activo,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const containsLower = (column: string, text: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text)}%`} escape '\\'`;

export async function findProveedor(db: Db, localId: number, id: number): Promise<ProveedorRow | null> {
  const row = await baseQuery(db, localId).where('pr.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The supplier of this venue with this name key (`searchKey` of the name), if any. */
export async function findProveedorByClave(db: Db, localId: number, clave: string): Promise<{ id: number; nombre: string; activo: boolean } | null> {
  const row = await db.selectFrom('proveedores').select(['id', 'nombre', 'activo']).where('local_id', '=', localId).where('nombre_clave', '=', clave).executeTakeFirst();
  return row ? { id: row.id, nombre: row.nombre, activo: Boolean(row.activo) } : null;
}

/** Every supplier of the venue by name key (for the CSV import). */
export async function proveedoresPorClave(db: Db, localId: number): Promise<Map<string, { id: number; nombre: string; activo: boolean }>> {
  const rows = await db.selectFrom('proveedores').select(['id', 'nombre', 'nombre_clave', 'activo']).where('local_id', '=', localId).execute();
  return new Map(rows.map((r) => [r.nombre_clave, { id: r.id, nombre: r.nombre, activo: Boolean(r.activo) }]));
}

/** Supplier names by id (active or not). */
export async function proveedorNombres(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('proveedores').select(['id', 'nombre']).where('local_id', '=', localId).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

export async function listProveedores(
  db: Db,
  localId: number,
  f: { q?: string | undefined; incluirInactivos: boolean; pagina: number; limite: number },
  /** Search the CUIT and e-mail too (only for those who may read them). */
  porDatosFiscales = true,
): Promise<{ rows: ProveedorRow[]; total: number }> {
  const words = searchWords(f.q ?? '');
  const digits = (f.q ?? '').replace(/\D/g, '');
  let query = baseQuery(db, localId);
  if (!f.incluirInactivos) query = query.where('pr.activo', '=', true);
  if (words.length > 0) {
    query = query.where((eb) =>
      eb.or([
        eb.and(words.map((w) => containsLower('pr.nombre_clave', w))),
        ...(porDatosFiscales ? [containsLower('pr.email', (f.q ?? '').trim().toLowerCase())] : []),
        eb.and(words.map((w) => containsLower('pr.localidad', w))),
        ...(porDatosFiscales && digits.length >= 3 ? [containsLower('pr.cuit', digits)] : []),
      ]),
    );
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('pr.nombre_clave')
    .orderBy('pr.id')
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite)
    .execute();
  return { rows: rows.map(toRow), total: Number(counted.n) };
}

export async function insertProveedor(db: Db, localId: number, values: ProveedorValues): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('proveedores')
    .values({ local_id: localId, ...toColumns(values), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProveedor(db: Db, localId: number, id: number, values: ProveedorValues): Promise<void> {
  await db
    .updateTable('proveedores')
    .set({ ...toColumns(values), updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/** True when a product or a stock movement still names the supplier. */
export async function proveedorEnUso(db: Db, localId: number, id: number): Promise<boolean> {
  const producto = await db.selectFrom('productos').select('id').where('local_id', '=', localId).where('proveedor_id', '=', id).limit(1).executeTakeFirst();
  if (producto) return true;
  const movimiento = await db.selectFrom('stock_movimientos').select('id').where('local_id', '=', localId).where('proveedor_id', '=', id).limit(1).executeTakeFirst();
  return movimiento !== undefined;
}

export async function deleteProveedor(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('proveedores').where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function deactivateProveedor(db: Db, localId: number, id: number): Promise<void> {
  await db.updateTable('proveedores').set({ activo: false, updated_at: new Date().toISOString() }).where('local_id', '=', localId).where('id', '=', id).execute();
}
