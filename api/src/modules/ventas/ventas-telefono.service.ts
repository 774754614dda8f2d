import type { Venta } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { asAuthority, type MaybeAuthority } from '../auditoria';
import { requireActiveCliente } from '../clientes';
import { checkLineasDisponibles, lineasConsumo } from './insumos-venta';
import { itemValues, priceSale, resolveLines, type LineInput } from './sale-lines';
import { checkSaleLimits, getVenta } from './ventas.service';
import * as repo from './ventas.repository';

type Db = Kysely<Database>;

/** A phone sale sent to the register: priced now, charged later (stock and ingredients are taken when charged). */
export async function createPhoneSale(
  db: Db,
  actor: MaybeAuthority,
  input: { items: readonly LineInput[]; clienteId?: number | null | undefined; observaciones?: string | null | undefined },
): Promise<Venta> {
  if (input.items.length === 0) throw badRequest('CARRITO_VACIO');
  const lines = await resolveLines(db, actor.localId, input.items, undefined, { canal: 'takeaway', at: new Date() });
  // What cannot be made is refused as it is taken ('86'), not when the register charges it.
  await checkLineasDisponibles(db, actor.localId, lineasConsumo(lines));
  const cliente = input.clienteId ? await requireActiveCliente(db, actor.localId, input.clienteId) : null;
  const totals = priceSale(lines, null, cliente?.descuentoPct ?? 0);
  await checkSaleLimits(db, asAuthority(actor), lines, totals, {
    fromRequest: true,
    motivo: null,
    entidad: 'venta-telefono',
    entidadId: null,
    clienteDescuentoPct: cliente?.descuentoPct ?? 0,
  });
  const ventaId = await repo.insertVenta(db, actor.localId, {
    numero: null,
    estado: 'borrador',
    origen: 'movil',
    clienteId: cliente?.id ?? null,
    usuarioId: actor.userId,
    cajeroId: null,
    arqueoId: null,
    subtotal: totals.subtotalMinor,
    descuentoTipo: null,
    descuentoValor: null,
    descuentoGeneral: 0,
    descuentoClientePct: cliente?.descuentoPct ?? 0,
    descuentoCliente: totals.customerDiscountMinor,
    descuentoPromocion: totals.promotionDiscountMinor ?? 0,
    total: totals.totalMinor,
    pagado: 0,
    vuelto: 0,
    observaciones: input.observaciones ?? null,
    finalizadaAt: null,
  });
  await repo.replaceItems(db, ventaId, itemValues(lines, totals));
  return getVenta(db, actor.localId, ventaId);
}
