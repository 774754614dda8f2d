import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { audit, authorizeBeyondLimit, type Authority } from '../auditoria';
import { getVenta } from './ventas.service';
import * as repo from './ventas.repository';

type Db = Kysely<Database>;

/*
 * A phone sale waiting at the register is discarded by who took it, or by a manager (ventas.anular,
 * or a manager's PIN on the spot: the same approval as voiding a sale, bound to this phone sale). It
 * leaves the table of sales but not the record: every discard is in the audit log as a void of a
 * phone sale ('anular-venta' on 'venta-telefono') with who took it, its customer, lines and total,
 * so a sale taken and then quietly thrown away can still be traced.
 */
export async function discardPhoneSale(db: Db, who: Authority, id: number): Promise<void> {
  const venta = await getVenta(db, who.localId, id);
  if (venta.estado !== 'borrador') throw conflict('VENTA_NO_ES_BORRADOR');
  const entry = {
    entidad: 'venta-telefono',
    entidadId: id,
    antes: {
      tomadaPor: venta.usuario,
      cliente: venta.cliente ? { id: venta.cliente.id, nombre: venta.cliente.nombre } : null,
      total: venta.total,
      items: venta.items.map((i) => ({ producto: i.producto, cantidad: i.cantidad, precioUnitario: i.precioUnitario, subtotal: i.subtotal })),
    },
  };
  if (venta.usuario.id === who.userId) {
    await audit(db, who, { accion: 'anular-venta', ...entry });
  } else {
    await authorizeBeyondLimit(db, who, {
      accion: 'anular-venta',
      ...entry,
      motivoObligatorio: false,
      refusal: () => forbidden('BORRADOR_DE_OTRO_USUARIO', { usuario: venta.usuario.nombre }),
    });
  }
  // Conditional on the phone sale still waiting: a charge that got there first wins and this rolls back.
  await deletePhoneSale(db, who.localId, id);
}

async function deletePhoneSale(db: Db, localId: number, id: number): Promise<void> {
  if (await repo.deleteDraft(db, localId, id)) return;
  const venta = await repo.findVenta(db, localId, id);
  if (!venta) throw notFound('VENTA_NO_EXISTE');
  throw conflict('VENTA_NO_ES_BORRADOR');
}
