import { CONEXIONES_NAVEGADOR, type Estacion, type Impresora, type ImpresoraBody, type RutaImpresion } from '@resto/shared/contracts';
import { dateInZone, timeInZone } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue } from '../local';
import * as repo from './impresion.repository';
import * as trabajosRepo from './impresion-trabajos.repository';
import { sendToPrinter, type SendResult } from './printer-client';
import { encodeDocument } from './tickets';

type Db = Kysely<Database>;

export function toImpresora(r: repo.ImpresoraRow): Impresora {
  return {
    id: r.id,
    nombre: r.nombre,
    conexion: r.conexion,
    host: r.host,
    puerto: r.puerto,
    anchoMm: r.anchoMm,
    codePage: r.codePage,
    estacion: r.estacion,
    respaldoId: r.respaldoId,
    leerEstado: r.leerEstado,
    activa: r.activa,
  };
}

export async function listImpresoras(db: Db, localId: number): Promise<Impresora[]> {
  return (await repo.listImpresoras(db, localId)).map(toImpresora);
}

async function requireImpresora(db: Db, localId: number, id: number): Promise<repo.ImpresoraRow> {
  const found = await repo.findImpresora(db, localId, id);
  if (!found) throw notFound('IMPRESORA_NO_EXISTE');
  return found;
}

function valuesOf(input: ImpresoraBody): repo.ImpresoraValues {
  const red = input.conexion === 'red';
  return {
    nombre: input.nombre,
    conexion: input.conexion,
    host: red ? (input.host ?? null) : null,
    puerto: red ? (input.puerto ?? 9100) : null,
    anchoMm: input.anchoMm ?? 80,
    codePage: input.codePage ?? 'cp858',
    estacion: input.estacion,
    respaldoId: input.respaldoId ?? null,
    leerEstado: input.leerEstado ?? true,
    activa: input.activa ?? true,
  };
}

async function checkRespaldo(db: Db, localId: number, id: number | null, respaldoId: number | null): Promise<void> {
  if (respaldoId === null) return;
  if (respaldoId === id) throw badRequest('IMPRESORA_RESPALDO_INVALIDO');
  const respaldo = await repo.findImpresora(db, localId, respaldoId);
  if (!respaldo) throw badRequest('IMPRESORA_RESPALDO_INVALIDO');
  if (id !== null && respaldo.respaldoId === id) throw badRequest('IMPRESORA_RESPALDO_CICLO');
}

export async function createImpresora(db: Db, localId: number, input: ImpresoraBody): Promise<Impresora> {
  const values = valuesOf(input);
  await checkRespaldo(db, localId, null, values.respaldoId);
  const id = await repo.insertImpresora(db, localId, values, new Date().toISOString());
  return toImpresora(await requireImpresora(db, localId, id));
}

export async function updateImpresora(db: Db, localId: number, id: number, input: ImpresoraBody): Promise<Impresora> {
  await requireImpresora(db, localId, id);
  const values = valuesOf(input);
  await checkRespaldo(db, localId, id, values.respaldoId);
  await repo.updateImpresora(db, localId, id, values);
  return toImpresora(await requireImpresora(db, localId, id));
}

export async function deleteImpresora(db: Db, localId: number, id: number): Promise<void> {
  await requireImpresora(db, localId, id);
  const usedBy = (await repo.listImpresoras(db, localId)).find((p) => p.respaldoId === id);
  if (usedBy) throw conflict('IMPRESORA_EN_USO', { nombre: usedBy.nombre });
  await trabajosRepo.detachImpresora(db, localId, id);
  await repo.deleteImpresora(db, localId, id);
}

export async function listRutas(db: Db, localId: number): Promise<RutaImpresion[]> {
  return repo.listRutas(db, localId);
}

export async function saveRutas(db: Db, localId: number, rutas: readonly RutaImpresion[]): Promise<RutaImpresion[]> {
  const unique = new Map(rutas.map((r) => [r.categoriaId, r]));
  const existing = await repo.existingCategorias(db, localId, [...unique.keys()]);
  const missing = [...unique.keys()].find((id) => !existing.has(id));
  if (missing !== undefined) throw badRequest('IMPRESION_CATEGORIA_NO_EXISTE', { id: missing });
  await repo.replaceRutas(db, localId, [...unique.values()]);
  return repo.listRutas(db, localId);
}

/** The printer a station prints at: its first active printer. */
export function printerOfStation(printers: readonly repo.ImpresoraRow[], estacion: Estacion): repo.ImpresoraRow | null {
  return printers.find((p) => p.activa && p.estacion === estacion) ?? null;
}

export function isBrowserPrinter(printer: Pick<repo.ImpresoraRow, 'conexion'>): boolean {
  return (CONEXIONES_NAVEGADOR as readonly string[]).includes(printer.conexion);
}

/** A test page sent straight to a network printer; the answer says whether it confirmed. */
export async function testPrint(db: Db, localId: number, id: number, timeoutMs: number): Promise<SendResult> {
  const printer = await requireImpresora(db, localId, id);
  if (printer.conexion !== 'red' || !printer.host) throw conflict('IMPRESORA_NO_ES_DE_RED');
  const venue = await getVenue(db, localId);
  const now = new Date();
  const bytes = encodeDocument(
    { tipo: 'prueba', impresora: printer.nombre, estacion: printer.estacion, fecha: dateInZone(now, venue.timezone), hora: timeInZone(now, venue.timezone) },
    printer,
  );
  return sendToPrinter(bytes, { host: printer.host, port: printer.puerto ?? 9100, leerEstado: printer.leerEstado, timeoutMs });
}
