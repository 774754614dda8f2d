import type { CajaMovimientoTipo } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { authorizeBeyondLimit, type Authority } from '../auditoria';
import { requireCashNotNegative, findArqueo, insertCajaMovimientos } from '../caja';
import type { Venue } from '../local';
import type { VentaRow } from './ventas.repository';

type Db = Kysely<Database>;

/*
 * Voids and the drawer. A sale of the register still open is undone in that register
 * ('anulacion'). A sale an earlier register took (closed, counted, maybe in a Z close) is a
 * refund: it needs caja.supervisar or a manager's approval ('anular-venta-anterior'), its cash
 * leaves today's register as its own movement ('devolucion') and the closed register keeps its
 * figures. Either way the register's expected cash may not go below 0.
 */

/** Whether the sale was taken by a register that is no longer open (or by none). */
export async function isOfEarlierRegister(db: Db, localId: number, venta: Pick<VentaRow, 'arqueoId'>): Promise<boolean> {
  if (venta.arqueoId === null) return true;
  const own = await findArqueo(db, localId, venta.arqueoId);
  return own?.estado !== 'abierto';
}

/**
 * Who may void a paid sale: ventas.anular (or an approval of 'anular-venta') for a sale of the
 * open register; caja.supervisar (or an approval of 'anular-venta-anterior') for an earlier one.
 * Audited with the reason, the approver and the cash it hands back.
 */
export async function authorizeVoid(
  db: Db,
  who: Authority,
  venue: Venue,
  venta: VentaRow,
  motivo: string,
  earlier: boolean,
  cash: readonly { moneda: string; monto: number }[],
): Promise<void> {
  const antes = { numero: venta.numero, estado: venta.estado, total: venta.total };
  if (!earlier) {
    await authorizeBeyondLimit(db, who, {
      accion: 'anular-venta',
      entidad: 'venta',
      entidadId: venta.id,
      motivo,
      antes,
      despues: { estado: 'anulada' },
      refusal: () => forbidden('ANULAR_REQUIERE_APROBACION'),
    });
    return;
  }
  await authorizeBeyondLimit(db, who, {
    accion: 'anular-venta-anterior',
    entidad: 'venta',
    entidadId: venta.id,
    motivo,
    antes: { ...antes, total: fromMinor(venta.total, venue.currencyCode), arqueoId: venta.arqueoId },
    despues: { estado: 'anulada', devolucion: cash.map((c) => ({ moneda: c.moneda, monto: fromMinor(c.monto, c.moneda) })) },
    refusal: () => forbidden('ANULAR_VENTA_ANTERIOR_REQUIERE_APROBACION', { numero: venta.numero ?? venta.id }),
  });
}

/** Hands the sale's cash back from the open register, as its own kind of movement; refused if the drawer lacks it. */
export async function refundCash(
  db: Db,
  localId: number,
  input: { arqueoId: number; ventaId: number; earlier: boolean; at: string; cash: readonly { moneda: string; monto: number }[] },
): Promise<void> {
  const tipo: CajaMovimientoTipo = input.earlier ? 'devolucion' : 'anulacion';
  await insertCajaMovimientos(
    db,
    localId,
    input.cash.map((c) => ({ arqueoId: input.arqueoId, tipo, moneda: c.moneda, monto: -c.monto, ventaId: input.ventaId, at: input.at })),
  );
  await requireCashNotNegative(
    db,
    localId,
    input.arqueoId,
    input.cash.map((c) => c.moneda),
  );
}
