import type { CierreZ, Estacion, ImpresionAjustes, TrabajoImpresion, Venta } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { getVenue } from '../local';
import { findDocumentoVenta, upsertDocumentoVenta } from './impresion-ajustes.repository';
import { enqueueDocument } from './impresion-cola.service';
import { cierreZDocument, reciboFromVenta, remitoFromVenta } from './documents';
import { idiomaDeLocale } from './textos';

type Db = Kysely<Database>;

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
