import { CONEXIONES_NAVEGADOR, type Estacion, type TrabajoImpresion, type TrabajoNavegador } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { getVenue } from '../local';
import * as repo from './impresion.repository';
import * as trabajosRepo from './impresion-trabajos.repository';
import { isBrowserPrinter, printerOfStation } from './impresion.service';
import { sendToPrinter, type SendResult } from './printer-client';
import { idiomaDeLocale } from './textos';
import { documentLines, documentTitle, encodeDocument, type PrintDocument } from './tickets';

type Db = Kysely<Database>;

/**
 * Queues any document at a station's printer under its own key (the document id): receipts,
 * remitos, the Z close and the fiscal ticket (a LineasDocument). The same key
 * twice queues once. Returns the job, or null when the station has no printer.
 */
export async function enqueueDocument(
  db: Db,
  localId: number,
  input: { clave: string; estacion: Estacion; documento: PrintDocument; usuarioId: number | null },
): Promise<TrabajoImpresion | null> {
  const printers = await repo.listImpresoras(db, localId);
  const printer = printerOfStation(printers, input.estacion);
  if (!printer) return null;
  const idioma = input.documento.idioma ?? idiomaDeLocale((await getVenue(db, localId)).locale);
  await trabajosRepo.insertTrabajos(db, [
    {
      localId,
      clave: input.clave,
      tipo: input.documento.tipo,
      estacion: input.estacion,
      impresoraId: printer.id,
      documento: JSON.stringify({ ...input.documento, idioma }),
      reimpresion: false,
      usuarioId: input.usuarioId,
      fechaCreacion: new Date().toISOString(),
    },
  ]);
  const job = await trabajosRepo.findTrabajoByClave(db, localId, input.clave);
  return job ? toTrabajo(db, job) : null;
}

export async function toTrabajos(db: Db, rows: readonly trabajosRepo.TrabajoRow[]): Promise<TrabajoImpresion[]> {
  const printers = await repo.findImpresorasByIds(
    db,
    rows.flatMap((r) => [r.impresoraId, r.impresoraOriginalId].filter((id): id is number => id !== null)),
  );
  return rows.map((r) => ({
    id: r.id,
    clave: r.clave,
    tipo: r.tipo as TrabajoImpresion['tipo'],
    estacion: r.estacion,
    impresoraId: r.impresoraId,
    impresoraNombre: r.impresoraId === null ? null : (printers.get(r.impresoraId)?.nombre ?? null),
    impresoraOriginalId: r.impresoraOriginalId,
    impresoraOriginalNombre: r.impresoraOriginalId === null ? null : (printers.get(r.impresoraOriginalId)?.nombre ?? null),
    titulo: documentTitle(JSON.parse(r.documento) as PrintDocument),
    reimpresion: r.reimpresion,
    estado: r.estado,
    intentos: r.intentos,
    error: r.error,
    advertencia: r.advertencia,
    reconocida: r.fechaReconocida !== null,
    fechaCreacion: r.fechaCreacion,
    fechaEnvio: r.fechaEnvio,
    fechaFin: r.fechaFin,
  }));
}

export async function toTrabajo(db: Db, row: trabajosRepo.TrabajoRow): Promise<TrabajoImpresion> {
  return (await toTrabajos(db, [row]))[0]!;
}

export async function listTrabajos(db: Db, localId: number, filter: { estado?: TrabajoImpresion['estado']; advertencias?: boolean }): Promise<TrabajoImpresion[]> {
  return toTrabajos(db, await trabajosRepo.listTrabajos(db, localId, filter));
}

async function requireTrabajo(db: Db, localId: number, id: number): Promise<trabajosRepo.TrabajoRow> {
  const job = await trabajosRepo.findTrabajo(db, localId, id);
  if (!job) throw notFound('TRABAJO_IMPRESION_NO_EXISTE');
  return job;
}

/** Someone saw the warning: it stops showing on the floor plan, the handheld and the kitchen. */
export async function acknowledge(db: Db, actor: { localId: number; userId: number }, id: number): Promise<TrabajoImpresion> {
  await requireTrabajo(db, actor.localId, id);
  await trabajosRepo.acknowledgeTrabajo(db, actor.localId, id, actor.userId, new Date().toISOString());
  return toTrabajo(db, await requireTrabajo(db, actor.localId, id));
}

/** A browser printed a job of a 'navegador' printer. */
export async function confirmBrowserPrint(db: Db, localId: number, id: number): Promise<TrabajoImpresion> {
  const job = await requireTrabajo(db, localId, id);
  const printer = job.impresoraId === null ? null : await repo.findImpresora(db, localId, job.impresoraId);
  if (!printer || !isBrowserPrinter(printer)) throw conflict('IMPRESION_TRABAJO_NO_ES_DEL_NAVEGADOR');
  if (job.estado === 'queued' || job.estado === 'sent') await trabajosRepo.updateTrabajo(db, id, { estado: 'confirmed', fechaFin: new Date().toISOString() });
  return toTrabajo(db, await requireTrabajo(db, localId, id));
}

/**
 * Prints a job again, marked 'REIMPRESIÓN' (so a second plate from the kitchen is noticed), at its
 * station's printer now. Written in the audit log with who asked and what was reprinted.
 */
export async function reprint(db: Db, actor: { localId: number; userId: number }, id: number): Promise<TrabajoImpresion> {
  const job = await requireTrabajo(db, actor.localId, id);
  const titulo = documentTitle(JSON.parse(job.documento) as PrintDocument);
  await audit(db, actor, { accion: 'reimprimir', entidad: 'impresion', entidadId: job.id, despues: { clave: job.clave, titulo, estacion: job.estacion } });
  const base = job.clave.replace(/#R\d+$/, '');
  const printers = await repo.listImpresoras(db, actor.localId);
  const printer = printerOfStation(printers, job.estacion) ?? printers.find((p) => p.id === job.impresoraId && p.activa) ?? null;
  if (!printer) throw conflict('IMPRESORA_NO_EXISTE');
  const n = (await trabajosRepo.countReimpresiones(db, actor.localId, base)) + 1;
  const clave = `${base}#R${n}`;
  await trabajosRepo.insertTrabajos(db, [
    {
      localId: actor.localId,
      clave,
      tipo: job.tipo,
      estacion: job.estacion,
      impresoraId: printer.id,
      documento: job.documento,
      reimpresion: true,
      usuarioId: actor.userId,
      fechaCreacion: new Date().toISOString(),
    },
  ]);
  return toTrabajo(db, (await trabajosRepo.findTrabajoByClave(db, actor.localId, clave))!);
}

/** The bytes of a job for its printer. */
export function jobBytes(job: trabajosRepo.TrabajoRow, printer: repo.ImpresoraRow): Uint8Array {
  return encodeDocument(JSON.parse(job.documento) as PrintDocument, printer, { reimpresion: job.reimpresion });
}

export interface DispatchOptions {
  /** How long a printer has to take a ticket and answer its status. */
  confirmTimeoutMs: number;
  /** Jobs taken per run. */
  batch?: number;
  /** How long a browser tab at the station has to print and confirm a job of a browser, USB or serial printer. */
  browserTimeoutMs?: number;
}

/**
 * Jobs of browser, USB and serial printers that no tab at their station confirmed in time: like a
 * network printer that did not answer, each moves to its printer's backup with a warning, or
 * fails with the warning. Returns the jobs that changed.
 */
async function expireBrowserJobs(db: Db, timeoutMs: number): Promise<trabajosRepo.TrabajoRow[]> {
  const before = new Date(Date.now() - timeoutMs).toISOString();
  const late = await trabajosRepo.lateBrowserTrabajos(db, CONEXIONES_NAVEGADOR, before, 50);
  if (late.length === 0) return [];
  const printers = await repo.findImpresorasByIds(
    db,
    late.map((j) => j.impresoraId!),
  );
  const changed: trabajosRepo.TrabajoRow[] = [];
  for (const job of late) {
    if (!(await trabajosRepo.claimTrabajo(db, job, new Date().toISOString()))) continue;
    await recordOutcome(db, job, printers.get(job.impresoraId!)!, { ok: false, motivo: 'ninguna pantalla de la estación la imprimió' });
    const row = await trabajosRepo.findTrabajoById(db, job.id);
    if (row) changed.push(row);
  }
  return changed;
}

/**
 * One run of the dispatcher: sends the queued jobs of network printers (each printer's jobs in
 * order, printers in parallel) and records the outcome. A job the printer did not confirm in
 * time (refused, no answer, paper out) moves to its printer's backup with a warning that stays
 * until acknowledged; without a backup (or already on it) it fails with the warning. Returns
 * the jobs that changed, to push on the hub.
 */
export async function dispatchDue(db: Db, opts: DispatchOptions): Promise<trabajosRepo.TrabajoRow[]> {
  const browserChanged = opts.browserTimeoutMs === undefined ? [] : await expireBrowserJobs(db, opts.browserTimeoutMs);
  const staleBefore = new Date(Date.now() - opts.confirmTimeoutMs * 3).toISOString();
  const due = await trabajosRepo.dueTrabajos(db, staleBefore, opts.batch ?? 20);
  if (due.length === 0) return browserChanged;
  const printers = await repo.findImpresorasByIds(
    db,
    due.map((j) => j.impresoraId!),
  );
  const byPrinter = new Map<number, trabajosRepo.TrabajoRow[]>();
  for (const job of due) byPrinter.set(job.impresoraId!, [...(byPrinter.get(job.impresoraId!) ?? []), job]);
  const changed: number[] = [];
  await Promise.all(
    [...byPrinter].map(async ([printerId, jobs]) => {
      const printer = printers.get(printerId)!;
      for (const job of jobs) {
        if (!(await trabajosRepo.claimTrabajo(db, job, new Date().toISOString()))) continue;
        changed.push(job.id);
        const result: SendResult =
          job.estado === 'sent'
            ? { ok: false, motivo: 'sin confirmación' }
            : printer.activa && printer.host
              ? await sendToPrinter(jobBytes(job, printer), { host: printer.host, port: printer.puerto ?? 9100, leerEstado: printer.leerEstado, timeoutMs: opts.confirmTimeoutMs })
              : { ok: false, motivo: 'impresora desactivada' };
        await recordOutcome(db, job, printer, result);
      }
    }),
  );
  const rows: trabajosRepo.TrabajoRow[] = [...browserChanged];
  for (const id of changed) {
    const row = await trabajosRepo.findTrabajoById(db, id);
    if (row) rows.push(row);
  }
  return rows;
}

async function recordOutcome(db: Db, job: trabajosRepo.TrabajoRow, printer: repo.ImpresoraRow, result: SendResult): Promise<void> {
  const at = new Date().toISOString();
  if (result.ok) {
    await trabajosRepo.updateTrabajo(db, job.id, { estado: 'confirmed', fechaFin: at }, 'sent');
    return;
  }
  const backup = printer.respaldoId === null ? null : await repo.findImpresora(db, job.localId, printer.respaldoId);
  const canReroute = backup !== null && backup.activa && job.impresoraOriginalId === null && backup.id !== printer.id;
  if (canReroute) {
    await trabajosRepo.updateTrabajo(
      db,
      job.id,
      {
        estado: 'queued',
        error: result.motivo,
        impresoraId: backup.id,
        impresoraOriginalId: printer.id,
        advertencia: `No se confirmó la impresión en ${printer.nombre} (${result.motivo}): se envió a ${backup.nombre}`,
      },
      'sent',
    );
    return;
  }
  await trabajosRepo.updateTrabajo(
    db,
    job.id,
    { estado: 'failed', error: result.motivo, fechaFin: at, advertencia: `No se pudo imprimir en ${printer.nombre} (${result.motivo})` },
    'sent',
  );
}

/**
 * The jobs a browser tab at a station prints: queued jobs of the station's browser, USB and
 * serial printers (including those rerouted there), oldest first, with their ESC/POS bytes (for
 * WebUSB/WebSerial) and their lines (for the print dialog).
 */
export async function pendingBrowserJobs(db: Db, localId: number, estacion: Estacion): Promise<TrabajoNavegador[]> {
  const jobs = await trabajosRepo.queuedTrabajosOfPrinters(db, localId, CONEXIONES_NAVEGADOR, estacion, 20);
  if (jobs.length === 0) return [];
  const printers = await repo.findImpresorasByIds(
    db,
    jobs.map((j) => j.impresoraId!),
  );
  const trabajos = await toTrabajos(db, jobs);
  const out: TrabajoNavegador[] = [];
  for (const [index, job] of jobs.entries()) {
    const printer = printers.get(job.impresoraId!)!;
    const doc = JSON.parse(job.documento) as PrintDocument;
    const qr = doc.tipo === 'documento' ? (doc.qr ?? null) : null;
    out.push({
      trabajo: trabajos[index]!,
      conexion: printer.conexion as TrabajoNavegador['conexion'],
      anchoMm: printer.anchoMm,
      base64: Buffer.from(jobBytes(job, printer)).toString('base64'),
      lineas: documentLines(doc, printer, { reimpresion: job.reimpresion }),
      qrImagen: qr ? await QRCode.toDataURL(qr, { errorCorrectionLevel: 'M', margin: 1, scale: 4 }) : null,
    });
  }
  return out;
}
