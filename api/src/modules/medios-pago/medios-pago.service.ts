import type { MedioPago, MedioPagoTipo } from '@resto/shared/contracts';
import { searchKey } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './medios-pago.repository';

type Db = Kysely<Database>;

/** A concurrent insert of the same name reaches the unique index: same answer as the check. */
async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('MEDIO_PAGO_DUPLICADO');
    throw error;
  }
}

export async function createMedio(db: Db, localId: number, input: { nombre: string; tipo: MedioPagoTipo; orden?: number | undefined }): Promise<MedioPago> {
  const clave = searchKey(input.nombre);
  if (await repo.findActiveByKey(db, localId, clave)) throw conflict('MEDIO_PAGO_DUPLICADO');
  const orden = input.orden ?? (await repo.nextOrden(db, localId));
  return guardDuplicate(() => repo.insertMedio(db, localId, { nombre: input.nombre, clave, tipo: input.tipo, orden }));
}

export async function updateMedio(
  db: Db,
  localId: number,
  id: number,
  input: { nombre?: string | undefined; tipo?: MedioPagoTipo | undefined; orden?: number | undefined },
): Promise<MedioPago> {
  const clave = input.nombre === undefined ? undefined : searchKey(input.nombre);
  if (clave !== undefined && (await repo.findActiveByKey(db, localId, clave, id))) throw conflict('MEDIO_PAGO_DUPLICADO');
  const updated = await guardDuplicate(() =>
    repo.updateMedio(db, localId, id, {
      ...(input.nombre !== undefined ? { nombre: input.nombre, clave } : {}),
      ...(input.tipo !== undefined ? { tipo: input.tipo } : {}),
      ...(input.orden !== undefined ? { orden: input.orden } : {}),
    }),
  );
  if (!updated) throw notFound('MEDIO_PAGO_NO_EXISTE');
  return updated;
}

export async function deleteMedio(db: Db, localId: number, id: number): Promise<void> {
  if (!(await repo.deactivateMedio(db, localId, id))) throw notFound('MEDIO_PAGO_NO_EXISTE');
}
