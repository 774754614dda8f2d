import type { Precuenta } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { audit } from '../auditoria';
import { enqueueDocument, precuentaDocument, idiomaDeLocale } from '../impresion';
import { getVenue } from '../local';
import { toDraft } from './drafts.mapper';
import { activeDraft } from './drafts.service';

/**
 * The table's pre-bill, printed at the register's printer (where the bill is brought from and
 * charged): the table locked while it is read, its figures the api's. Each request prints once
 * (the job's key is its ClientMutationId, or a fresh one), and is audited: who asked for the
 * bill of which table and for how much.
 */
export async function printPrecuenta(db: Kysely<Database>, actor: { localId: number; userId: number }, draftId: number, clave: string): Promise<Precuenta> {
  const row = await activeDraft(db, actor.localId, draftId);
  const draft = await toDraft(db, actor.localId, row.id);
  if (draft.items.every((i) => i.eliminado)) throw badRequest('PRECUENTA_SIN_PRODUCTOS', { numero: draft.numeroMesa });
  const venue = await getVenue(db, actor.localId);
  const documento = precuentaDocument(draft, { ...venue, idioma: idiomaDeLocale(venue.locale) });
  const trabajo = await enqueueDocument(db, actor.localId, { clave: `precuenta:${draft.id}:${clave}`, estacion: 'caja', documento, usuarioId: actor.userId });
  if (!trabajo) throw conflict('PRECUENTA_SIN_IMPRESORA', { numero: draft.numeroMesa });
  await audit(db, actor, {
    accion: 'precuenta',
    entidad: 'mesa',
    entidadId: draft.id,
    despues: {
      numeroMesa: draft.numeroMesa,
      items: draft.cantidadItems,
      subtotal: draft.subtotal,
      descuento: draft.descuento + draft.descuentoCliente,
      total: draft.total,
      trabajoId: trabajo.id,
    },
  });
  return { trabajo, numeroMesa: draft.numeroMesa, subtotal: draft.subtotal, descuento: draft.descuento + draft.descuentoCliente, total: draft.total };
}
