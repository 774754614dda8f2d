import type { Proveedor, ProveedorEliminado, ProveedoresList } from '@resto/shared/contracts';
import { fiscalIdProblem, searchKey } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue } from '../local';
import * as repo from './proveedores.repository';

type Db = Kysely<Database>;

export interface ProveedorInput {
  nombre: string;
  cuit: string;
  email: string | null;
  direccion: string | null;
  localidad: string;
  provincia: string;
  comentario: string | null;
  activo?: boolean | undefined;
}

function toProveedor(row: repo.ProveedorRow): Proveedor {
  return { ...row };
}

/** Supplier: the CUIT/CUIL's digits, with its check digit when the venue is in Argentina. */
async function toValues(db: Db, localId: number, input: ProveedorInput, activo: boolean, exceptId: number | null): Promise<repo.ProveedorValues> {
  const venue = await getVenue(db, localId);
  const problem = fiscalIdProblem(input.cuit, venue.pais);
  if (problem === 'check-digit') throw badRequest('CUIT_DIGITO_VERIFICADOR');
  if (problem) throw badRequest('CUIT_LONGITUD');
  const nombreClave = searchKey(input.nombre);
  const same = await repo.findProveedorByClave(db, localId, nombreClave);
  if (same && same.id !== exceptId) throw conflict('PROVEEDOR_YA_EXISTE', { nombre: same.nombre });
  return {
    nombre: input.nombre,
    nombreClave,
    cuit: input.cuit,
    email: input.email,
    direccion: input.direccion,
    localidad: input.localidad,
    provincia: input.provincia,
    comentario: input.comentario,
    activo,
  };
}

/** A unique index backs the name check: two saves racing for one name end in the same 409. */
async function uniqueName<T>(nombre: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PROVEEDOR_YA_EXISTE', { nombre });
    throw error;
  }
}

export async function getProveedor(db: Db, localId: number, id: number): Promise<Proveedor> {
  const row = await repo.findProveedor(db, localId, id);
  if (!row) throw notFound('PROVEEDOR_NO_EXISTE');
  return toProveedor(row);
}

export async function listProveedores(
  db: Db,
  localId: number,
  query: { q?: string | undefined; incluirInactivos: boolean; pagina: number; limite: number },
  verDatos = true,
): Promise<ProveedoresList> {
  const { rows, total } = await repo.listProveedores(db, localId, query, verDatos);
  return { items: rows.map(toProveedor), total };
}

export async function createProveedor(db: Db, localId: number, input: ProveedorInput): Promise<Proveedor> {
  const values = await toValues(db, localId, input, true, null);
  const id = await uniqueName(input.nombre, () => repo.insertProveedor(db, localId, values));
  return getProveedor(db, localId, id);
}

export async function updateProveedor(db: Db, localId: number, id: number, input: ProveedorInput): Promise<Proveedor> {
  const current = await repo.findProveedor(db, localId, id);
  if (!current) throw notFound('PROVEEDOR_NO_EXISTE');
  const values = await toValues(db, localId, input, input.activo ?? current.activo, id);
  await uniqueName(input.nombre, () => repo.updateProveedor(db, localId, id, values));
  return getProveedor(db, localId, id);
}

/** Erased when nothing names it; otherwise deactivated, so its products and purchases keep it. */
export async function deleteProveedor(db: Db, localId: number, id: number): Promise<ProveedorEliminado> {
  const current = await repo.findProveedor(db, localId, id);
  if (!current) throw notFound('PROVEEDOR_NO_EXISTE');
  if (await repo.proveedorEnUso(db, localId, id)) {
    await repo.deactivateProveedor(db, localId, id);
    return { id, resultado: 'desactivado' };
  }
  await repo.deleteProveedor(db, localId, id);
  return { id, resultado: 'eliminado' };
}

/** An active supplier of the venue (a purchase names it), or 400 PROVEEDOR_INACTIVO. */
export async function requireActiveProveedor(db: Db, localId: number, id: number): Promise<repo.ProveedorRow> {
  const row = await repo.findProveedor(db, localId, id);
  if (!row || !row.activo) throw badRequest('PROVEEDOR_INACTIVO');
  return row;
}
