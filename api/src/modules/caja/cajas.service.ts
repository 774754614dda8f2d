import type { Caja } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import * as repo from './cajas.repository';

type Db = Kysely<Database>;
type Who = { localId: number; userId: number };

/** The till every venue starts with (and the one a venue without tills gets at its first opening). */
export const CAJA_PRINCIPAL = 'Caja principal';

const toDto = (c: repo.CajaRow): Caja => ({ id: c.id, nombre: c.nombre, activa: c.activa, arqueoAbiertoId: c.arqueoAbiertoId, creado: c.creado });

export async function listCajas(db: Db, localId: number): Promise<Caja[]> {
  return (await repo.listCajas(db, localId)).map(toDto);
}

export async function crearCaja(db: Db, who: Who, nombre: string): Promise<Caja> {
  const clean = nombre.trim();
  if (await repo.cajaNombreUsado(db, who.localId, clean)) throw conflict('CAJA_NOMBRE_REPETIDO', { nombre: clean });
  const id = await repo.insertCaja(db, who.localId, clean);
  await audit(db, who, { accion: 'crear-caja', entidad: 'caja', entidadId: id, despues: { nombre: clean, activa: true } });
  return toDto((await repo.findCaja(db, who.localId, id))!);
}

/** Renames and/or (de)activates a till: one with an open session stays active, and so does the last active one. */
export async function actualizarCaja(db: Db, who: Who, id: number, changes: { nombre?: string | undefined; activa?: boolean | undefined }): Promise<Caja> {
  const caja = await repo.findCaja(db, who.localId, id);
  if (!caja) throw notFound('CAJA_NO_EXISTE');
  const nombre = changes.nombre?.trim();
  if (nombre !== undefined && nombre !== caja.nombre && (await repo.cajaNombreUsado(db, who.localId, nombre, id))) throw conflict('CAJA_NOMBRE_REPETIDO', { nombre });
  if (changes.activa === false && caja.activa) {
    if (caja.arqueoAbiertoId !== null) throw conflict('CAJA_CON_ARQUEO_ABIERTO', { nombre: caja.nombre });
    const activas = (await repo.listCajas(db, who.localId)).filter((c) => c.activa);
    if (activas.length <= 1) throw conflict('CAJA_ULTIMA_ACTIVA');
  }
  await repo.updateCaja(db, who.localId, id, { nombre, activa: changes.activa });
  const antes = { nombre: caja.nombre, activa: caja.activa };
  const despues = { nombre: nombre ?? caja.nombre, activa: changes.activa ?? caja.activa };
  if (despues.nombre !== antes.nombre)
    await audit(db, who, { accion: 'renombrar-caja', entidad: 'caja', entidadId: id, antes: { nombre: antes.nombre }, despues: { nombre: despues.nombre } });
  if (despues.activa !== antes.activa) await audit(db, who, { accion: despues.activa ? 'activar-caja' : 'desactivar-caja', entidad: 'caja', entidadId: id, antes, despues });
  return toDto((await repo.findCaja(db, who.localId, id))!);
}

/**
 * The till a register opens in: the one named (it must exist and be active), else the venue's
 * only active till (a venue without any gets its 'Caja principal'); several: the caller must say.
 */
export async function cajaParaAbrir(db: Db, localId: number, cajaId: number | undefined): Promise<repo.CajaRow> {
  const cajas = await repo.listCajas(db, localId);
  if (cajaId !== undefined) {
    const caja = cajas.find((c) => c.id === cajaId);
    if (!caja) throw notFound('CAJA_NO_EXISTE');
    if (!caja.activa) throw conflict('CAJA_INACTIVA', { nombre: caja.nombre });
    return caja;
  }
  const activas = cajas.filter((c) => c.activa);
  if (activas.length === 1) return activas[0]!;
  if (activas.length > 1) throw badRequest('CAJA_REQUERIDA');
  const id = await repo.insertCaja(db, localId, CAJA_PRINCIPAL);
  return (await repo.findCaja(db, localId, id))!;
}

/** The names of the venue's tills by id (for sessions and refusals). */
export async function cajaNames(db: Db, localId: number): Promise<Map<number, string>> {
  return new Map((await repo.listCajas(db, localId)).map((c) => [c.id, c.nombre]));
}
