import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface VentaPagoValues {
  medioPagoId: number;
  medioNombre: string;
  medioTipo: string;
  moneda: string;
  monto: number;
  tasaMicro: number | null;
  montoLocal: number;
}

export interface VentaPagoRow extends VentaPagoValues {
  id: number;
  ventaId: number;
}

export async function insertPagos(db: Db, pagos: readonly (VentaPagoValues & { ventaId: number })[]): Promise<void> {
  if (pagos.length === 0) return;
  await db
    .insertInto('venta_pagos')
    .values(
      pagos.map((p) => ({
        venta_id: p.ventaId,
        medio_pago_id: p.medioPagoId,
        medio_nombre: p.medioNombre,
        medio_tipo: p.medioTipo,
        moneda: p.moneda,
        monto: p.monto,
        tasa_micro: p.tasaMicro,
        monto_local: p.montoLocal,
      })),
    )
    .execute();
}

export async function findPagos(db: Db, ventaIds: readonly number[]): Promise<VentaPagoRow[]> {
  if (ventaIds.length === 0) return [];
  const rows = await db
    .selectFrom('venta_pagos')
    .selectAll()
    .where('venta_id', 'in', [...ventaIds])
    .orderBy('venta_id')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ventaId: r.venta_id,
    medioPagoId: r.medio_pago_id,
    medioNombre: r.medio_nombre,
    medioTipo: r.medio_tipo,
    moneda: r.moneda,
    monto: Number(r.monto),
    tasaMicro: r.tasa_micro === null ? null : Number(r.tasa_micro),
    montoLocal: Number(r.monto_local),
  }));
}
