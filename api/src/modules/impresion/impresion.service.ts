import {
  CONEXIONES_NAVEGADOR,
  type CierreZ,
  type Estacion,
  type Impresora,
  type ImpresionAjustes,
  type ImpresoraBody,
  type RutaImpresion,
  type TrabajoImpresion,
  type TrabajoNavegador,
  type Venta,
} from '@resto/shared/contracts';
import { dateInZone, QUANTITY_SCALE, timeInZone } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { getVenue, userNames } from '../local';
import * as repo from './impresion.repository';
import { findDocumentoVenta, upsertDocumentoVenta } from './impresion-ajustes.repository';
import { sendToPrinter, type SendResult } from './printer-client';
import { cierreZDocument, reciboFromVenta, remitoFromVenta } from './documents';
import { idiomaDeLocale } from './textos';
import { documentLines, documentTitle, encodeDocument, type PrintDocument } from './tickets';

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
  await repo.detachImpresora(db, localId, id);
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
function printerOfStation(printers: readonly repo.ImpresoraRow[], estacion: Estacion): repo.ImpresoraRow | null {
  return printers.find((p) => p.activa && p.estacion === estacion) ?? null;
}

function quantityText(cantidadMilli: number, unidadMedida: string): string {
  const value = cantidadMilli / QUANTITY_SCALE;
  if (unidadMedida === 'unidad' || Number.isInteger(value)) return String(value);
  return value.toFixed(3).replace(/0+$/, '').replace('.', ',');
}

export interface KitchenTicketOrder {
  /** The kitchen order (pedido) the lines were appended to. */
  pedidoId: number;
  draftId: number | null;
  mesaNumero: number | null;
  pedidoNumero?: number | null;
  notas?: string | null;
  /** Issue 16: the course these lines were fired as (held lines print only when fired). */
  marcha?: string | null;
  /**
   * The table's round as every screen numbers it (the kitchen display, /pedidos, the waiter's
   * timeline), so the ticket and the screen agree; asked only when a ticket prints.
   */
  ronda?: () => Promise<number>;
}

export interface KitchenTicketItem {
  /** The draft item's id (or the order line's): the first one keys the round. */
  id: number;
  productoId: number;
  productoNombre: string;
  unidadMedida: string;
  cantidadMilli: number;
  notas: string | null;
  eliminado: boolean;
  /** Issue 16: the options chosen (JSON text of the line's ChosenModifier[]), or null. */
  modificadores?: string | null;
  /** The quantity changed after the item was sent: the difference in thousandths (a change ticket, '+1'). */
  cambioMilli?: number;
}

function changeText(cambioMilli: number, unidadMedida: string): string {
  return `${cambioMilli > 0 ? '+' : '-'}${quantityText(Math.abs(cambioMilli), unidadMedida)}`;
}

/**
 * Queues the kitchen tickets of one confirmed comanda round, one per station that has a printer,
 * in the caller's transaction (so the round and its tickets commit together). The job key is
 * the order, the round's first line and the station: a retried confirmation adds no line and
 * queues nothing, and the same round queued twice is skipped by the key. A deleted item prints
 * ANULADO and a quantity changed after it was sent prints the difference ('+1') under CAMBIO, each
 * keyed by the item and the instant of the change. A venue without printers queues nothing.
 */
export async function enqueueKitchenTickets(
  db: Db,
  actor: { localId: number; userId: number },
  order: KitchenTicketOrder,
  items: readonly KitchenTicketItem[],
  at: string,
): Promise<void> {
  if (items.length === 0) return;
  const printers = await repo.listImpresoras(db, actor.localId);
  if (!printers.some((p) => p.activa)) return;
  const estaciones = await repo.estacionesDeProductos(
    db,
    actor.localId,
    items.map((i) => i.productoId),
  );
  const byStation = new Map<Estacion, KitchenTicketItem[]>();
  for (const item of items) {
    const estacion = estaciones.get(item.productoId) ?? 'cocina';
    byStation.set(estacion, [...(byStation.get(estacion) ?? []), item]);
  }
  const venue = await getVenue(db, actor.localId);
  const camarero = (await userNames(db, [actor.userId])).get(actor.userId) ?? '';
  const anulacion = items.every((i) => i.eliminado || i.cambioMilli !== undefined);
  const ronda = order.draftId === null || anulacion || !order.ronda ? null : await order.ronda();
  const instant = new Date(at);
  const first = Math.min(...items.map((i) => i.id));
  const jobs: repo.NewTrabajo[] = [];
  for (const [estacion, lines] of byStation) {
    const printer = printerOfStation(printers, estacion);
    if (!printer) continue;
    const doc: PrintDocument = {
      tipo: 'comanda',
      estacion,
      mesaNumero: order.mesaNumero,
      pedidoNumero: order.pedidoNumero ?? null,
      camarero,
      fecha: dateInZone(instant, venue.timezone),
      hora: timeInZone(instant, venue.timezone),
      ronda,
      items: lines.map((l) => ({
        cantidad: quantityText(l.cantidadMilli, l.unidadMedida),
        nombre: l.productoNombre,
        notas: l.notas,
        eliminado: l.eliminado,
        modificadores: l.modificadores ? (JSON.parse(l.modificadores) as { nombre: string }[]).map((m) => m.nombre) : [],
        ...(l.cambioMilli !== undefined ? { cambio: changeText(l.cambioMilli, l.unidadMedida) } : {}),
      })),
      notas: order.notas ?? null,
      marcha: order.marcha ?? null,
      idioma: idiomaDeLocale(venue.locale),
    };
    jobs.push({
      localId: actor.localId,
      clave: lines.some((l) => l.eliminado)
        ? `anulado:${first}:${at}:${estacion}`
        : lines.some((l) => l.cambioMilli !== undefined)
          ? `cambio:${first}:${at}:${estacion}`
          : `comanda:${order.pedidoId}:${first}:${estacion}`,
      tipo: 'comanda',
      estacion,
      impresoraId: printer.id,
      documento: JSON.stringify(doc),
      reimpresion: false,
      usuarioId: actor.userId,
      fechaCreacion: at,
    });
  }
  await repo.insertTrabajos(db, jobs);
}

/**
 * Queues any document at a station's printer under its own key (the document id): receipts,
 * remitos, and the Z close and fiscal ticket of other issues (a LineasDocument). The same key
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
  await repo.insertTrabajos(db, [
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
  const job = await repo.findTrabajoByClave(db, localId, input.clave);
  return job ? toTrabajo(db, job) : null;
}

export async function toTrabajos(db: Db, rows: readonly repo.TrabajoRow[]): Promise<TrabajoImpresion[]> {
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

export async function toTrabajo(db: Db, row: repo.TrabajoRow): Promise<TrabajoImpresion> {
  return (await toTrabajos(db, [row]))[0]!;
}

export async function listTrabajos(db: Db, localId: number, filter: { estado?: TrabajoImpresion['estado']; advertencias?: boolean }): Promise<TrabajoImpresion[]> {
  return toTrabajos(db, await repo.listTrabajos(db, localId, filter));
}

async function requireTrabajo(db: Db, localId: number, id: number): Promise<repo.TrabajoRow> {
  const job = await repo.findTrabajo(db, localId, id);
  if (!job) throw notFound('TRABAJO_IMPRESION_NO_EXISTE');
  return job;
}

/** Someone saw the warning: it stops showing on the floor plan, the handheld and the kitchen. */
export async function acknowledge(db: Db, actor: { localId: number; userId: number }, id: number): Promise<TrabajoImpresion> {
  await requireTrabajo(db, actor.localId, id);
  await repo.acknowledgeTrabajo(db, actor.localId, id, actor.userId, new Date().toISOString());
  return toTrabajo(db, await requireTrabajo(db, actor.localId, id));
}

/** A browser printed a job of a 'navegador' printer. */
export async function confirmBrowserPrint(db: Db, localId: number, id: number): Promise<TrabajoImpresion> {
  const job = await requireTrabajo(db, localId, id);
  const printer = job.impresoraId === null ? null : await repo.findImpresora(db, localId, job.impresoraId);
  if (!printer || !isBrowserPrinter(printer)) throw conflict('IMPRESION_TRABAJO_NO_ES_DEL_NAVEGADOR');
  if (job.estado === 'queued' || job.estado === 'sent') await repo.updateTrabajo(db, id, { estado: 'confirmed', fechaFin: new Date().toISOString() });
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
  const n = (await repo.countReimpresiones(db, actor.localId, base)) + 1;
  const clave = `${base}#R${n}`;
  await repo.insertTrabajos(db, [
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
  return toTrabajo(db, (await repo.findTrabajoByClave(db, actor.localId, clave))!);
}

/** The bytes of a job for its printer. */
export function jobBytes(job: repo.TrabajoRow, printer: repo.ImpresoraRow): Uint8Array {
  return encodeDocument(JSON.parse(job.documento) as PrintDocument, printer, { reimpresion: job.reimpresion });
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
async function expireBrowserJobs(db: Db, timeoutMs: number): Promise<repo.TrabajoRow[]> {
  const before = new Date(Date.now() - timeoutMs).toISOString();
  const late = await repo.lateBrowserTrabajos(db, CONEXIONES_NAVEGADOR, before, 50);
  if (late.length === 0) return [];
  const printers = await repo.findImpresorasByIds(
    db,
    late.map((j) => j.impresoraId!),
  );
  const changed: repo.TrabajoRow[] = [];
  for (const job of late) {
    if (!(await repo.claimTrabajo(db, job, new Date().toISOString()))) continue;
    await recordOutcome(db, job, printers.get(job.impresoraId!)!, { ok: false, motivo: 'ninguna pantalla de la estación la imprimió' });
    const row = await repo.findTrabajoById(db, job.id);
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
export async function dispatchDue(db: Db, opts: DispatchOptions): Promise<repo.TrabajoRow[]> {
  const browserChanged = opts.browserTimeoutMs === undefined ? [] : await expireBrowserJobs(db, opts.browserTimeoutMs);
  const staleBefore = new Date(Date.now() - opts.confirmTimeoutMs * 3).toISOString();
  const due = await repo.dueTrabajos(db, staleBefore, opts.batch ?? 20);
  if (due.length === 0) return browserChanged;
  const printers = await repo.findImpresorasByIds(
    db,
    due.map((j) => j.impresoraId!),
  );
  const byPrinter = new Map<number, repo.TrabajoRow[]>();
  for (const job of due) byPrinter.set(job.impresoraId!, [...(byPrinter.get(job.impresoraId!) ?? []), job]);
  const changed: number[] = [];
  await Promise.all(
    [...byPrinter].map(async ([printerId, jobs]) => {
      const printer = printers.get(printerId)!;
      for (const job of jobs) {
        if (!(await repo.claimTrabajo(db, job, new Date().toISOString()))) continue;
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
  const rows: repo.TrabajoRow[] = [...browserChanged];
  for (const id of changed) {
    const row = await repo.findTrabajoById(db, id);
    if (row) rows.push(row);
  }
  return rows;
}

async function recordOutcome(db: Db, job: repo.TrabajoRow, printer: repo.ImpresoraRow, result: SendResult): Promise<void> {
  const at = new Date().toISOString();
  if (result.ok) {
    await repo.updateTrabajo(db, job.id, { estado: 'confirmed', fechaFin: at }, 'sent');
    return;
  }
  const backup = printer.respaldoId === null ? null : await repo.findImpresora(db, job.localId, printer.respaldoId);
  const canReroute = backup !== null && backup.activa && job.impresoraOriginalId === null && backup.id !== printer.id;
  if (canReroute) {
    await repo.updateTrabajo(
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
  await repo.updateTrabajo(
    db,
    job.id,
    { estado: 'failed', error: result.motivo, fechaFin: at, advertencia: `No se pudo imprimir en ${printer.nombre} (${result.motivo})` },
    'sent',
  );
}

export function isBrowserPrinter(printer: Pick<repo.ImpresoraRow, 'conexion'>): boolean {
  return (CONEXIONES_NAVEGADOR as readonly string[]).includes(printer.conexion);
}

/**
 * The jobs a browser tab at a station prints: queued jobs of the station's browser, USB and
 * serial printers (including those rerouted there), oldest first, with their ESC/POS bytes (for
 * WebUSB/WebSerial) and their lines (for the print dialog).
 */
export async function pendingBrowserJobs(db: Db, localId: number, estacion: Estacion): Promise<TrabajoNavegador[]> {
  const jobs = await repo.queuedTrabajosOfPrinters(db, localId, CONEXIONES_NAVEGADOR, estacion, 20);
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

export async function getAjustes(db: Db, localId: number): Promise<ImpresionAjustes> {
  return { documentoVenta: (await findDocumentoVenta(db, localId)) === 'a_pedido' ? 'a_pedido' : 'automatico' };
}

export async function saveAjustes(db: Db, localId: number, input: ImpresionAjustes): Promise<ImpresionAjustes> {
  await upsertDocumentoVenta(db, localId, input.documentoVenta);
  return getAjustes(db, localId);
}

/** The header of the venue's receipts and remitos. */
async function venueHeader(db: Db, localId: number) {
  const venue = await getVenue(db, localId);
  return { nombre: venue.nombre, locale: venue.locale, idioma: idiomaDeLocale(venue.locale) };
}

export type DocumentoImprimible = 'recibo' | 'remito' | 'fiscal';

/**
 * Prints a sale's receipt or remito at the register's printer, once per sale and document (the
 * key is the document's id). `parte` keys a part of a split bill (its own document, helper
 * "split"). Returns the job, or null when the register has no printer.
 */
export async function printVentaDocument(
  db: Db,
  actor: { localId: number; userId: number },
  venta: Venta,
  documento: Exclude<DocumentoImprimible, 'fiscal'>,
  opts: { parte?: string | number } = {},
): Promise<TrabajoImpresion | null> {
  const venue = await venueHeader(db, actor.localId);
  const doc = documento === 'recibo' ? reciboFromVenta(venta, venue) : remitoFromVenta(venta, venue);
  const parte = opts.parte === undefined ? '' : `:parte:${opts.parte}`;
  return enqueueDocument(db, actor.localId, { clave: `${documento}:${venta.id}${parte}`, estacion: 'caja', documento: { ...doc, idioma: venue.idioma }, usuarioId: actor.userId });
}

/** After a sale closes (in its transaction): its receipt prints at the register when the venue prints automatically. */
export async function printSaleOnClose(db: Db, actor: { localId: number; userId: number }, venta: Venta): Promise<void> {
  if ((await getAjustes(db, actor.localId)).documentoVenta !== 'automatico') return;
  await printVentaDocument(db, actor, venta, 'recibo');
}

/** Prints an issued Z close at the register (80 or 58 mm, the printer's paper), once per close. */
export async function printCierreZ(db: Db, actor: { localId: number; userId: number }, cierre: CierreZ): Promise<TrabajoImpresion | null> {
  const venue = await getVenue(db, actor.localId);
  return enqueueDocument(db, actor.localId, { clave: `cierre-z:${cierre.id}`, estacion: 'caja', documento: cierreZDocument(venue, cierre), usuarioId: actor.userId });
}

/** Refuses printing at a station without an active printer (on-demand prints say why nothing came out). */
export function requirePrinted(job: TrabajoImpresion | null, estacion: Estacion): TrabajoImpresion {
  if (!job) throw conflict('IMPRESION_SIN_IMPRESORA', { estacion });
  return job;
}
