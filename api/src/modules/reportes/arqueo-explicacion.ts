import type { ExplicacionArqueo } from '@resto/shared/contracts';
import { addDays, convertToLocal, fromMinor } from '@resto/shared/rules';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findArqueo } from '../caja';
import { getVenue } from '../local';

type Db = Kysely<Database>;

/*
 * A cash audit that explains its own difference (issue 12). When a register closes with counted
 * cash other than the expected, these are the usual causes, looked for in that register's own
 * movements; each one names the amount it would explain (signed like the difference: counted −
 * expected), exact matches only, so the cashier checks a short list instead of the whole day:
 * - a paid sale whose total is the difference (charged twice, or never charged);
 * - a cash sale voided without handing the cash back, or voided after the drawer was counted;
 * - a payment recorded as cash that was a card or transfer of that amount, or the other way round;
 * - change handed out twice or above what was due (a sale's change equals the missing cash);
 * - a foreign-currency payment converted at another rate (today's rate gives the difference);
 * - an expense entered twice, or a recurring expense of the last 30 days missing today.
 */

const n = (v: unknown) => Number(v ?? 0);

export async function explicarArqueo(db: Db, localId: number, arqueoId: number): Promise<ExplicacionArqueo> {
  const arqueo = await findArqueo(db, localId, arqueoId);
  if (!arqueo) throw notFound('ARQUEO_NO_EXISTE');
  const venue = await getVenue(db, localId);
  const cur = venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const dif = arqueo.diferencia ?? 0;
  const causas: ExplicacionArqueo['causas'] = [];
  const out = { arqueoId, fecha: arqueo.fecha, moneda: cur, diferencia: m(dif), causas };
  if (arqueo.estado !== 'cerrado' || dif === 0) return out;
  const faltante = dif < 0;
  const monto = Math.abs(dif);

  // A paid sale of exactly the difference.
  const ventas = await db
    .selectFrom('ventas')
    .select(['id', 'numero', 'total'])
    .where('local_id', '=', localId)
    .where('arqueo_id', '=', arqueoId)
    .where('estado', '=', 'pagada')
    .where('total', '=', monto)
    .orderBy('id')
    .limit(5)
    .execute();
  for (const v of ventas)
    causas.push({
      codigo: faltante ? 'VENTA_NO_COBRADA' : 'VENTA_COBRADA_DOS_VECES',
      params: { numero: v.numero ?? v.id },
      descripcion: faltante
        ? `La venta N° ${v.numero ?? v.id} por el total de la diferencia: ¿se cobró?`
        : `La venta N° ${v.numero ?? v.id} por el total de la diferencia: ¿se cobró dos veces?`,
      monto: m(dif),
      ventaId: v.id,
      gastoId: null,
    });

  // Cash of a voided sale still in the drawer (the void took it out of the expected cash).
  if (!faltante) {
    const anuladas = await db
      .selectFrom('caja_movimientos as cm')
      .innerJoin('ventas as v', 'v.id', 'cm.venta_id')
      .select(['v.id', 'v.numero', 'v.anulada_at', sql<number>`sum(cm.monto)`.as('efectivo')])
      .where('cm.local_id', '=', localId)
      .where('cm.moneda', '=', cur)
      .where('cm.tipo', 'in', ['venta', 'vuelto'])
      .where('v.estado', '=', 'anulada')
      .where('v.arqueo_id', '=', arqueoId)
      .groupBy(['v.id', 'v.numero', 'v.anulada_at'])
      .having(sql`sum(cm.monto)`, '=', monto)
      .limit(5)
      .execute();
    for (const v of anuladas) {
      const despues = arqueo.cerradoAt !== null && v.anulada_at !== null && new Date(v.anulada_at) > new Date(arqueo.cerradoAt);
      causas.push({
        codigo: despues ? 'ANULADA_DESPUES_DEL_CONTEO' : 'ANULADA_SIN_DEVOLVER',
        params: { numero: v.numero ?? v.id },
        descripcion: despues
          ? `La venta N° ${v.numero ?? v.id} se anuló después de contar la caja: su efectivo quedó en el cajón`
          : `La venta N° ${v.numero ?? v.id} se anuló pero su efectivo no se devolvió al cliente`,
        monto: m(dif),
        ventaId: v.id,
        gastoId: null,
      });
    }
  }

  // A payment of the difference recorded with the wrong kind of method.
  const pagos = await db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select(['v.id', 'v.numero', 'p.medio_nombre', 'p.medio_tipo'])
    .where('v.local_id', '=', localId)
    .where('v.arqueo_id', '=', arqueoId)
    .where('v.estado', '=', 'pagada')
    .where('p.monto_local', '=', monto)
    .where('p.medio_tipo', faltante ? '=' : 'in', faltante ? 'efectivo' : ['tarjeta_debito', 'tarjeta_credito', 'transferencia', 'qr'])
    .limit(5)
    .execute();
  for (const p of pagos)
    causas.push({
      codigo: faltante ? 'EFECTIVO_QUE_ERA_TARJETA' : 'TARJETA_QUE_ERA_EFECTIVO',
      params: { numero: p.numero ?? p.id, medio: p.medio_nombre },
      descripcion: faltante
        ? `El pago en efectivo de la venta N° ${p.numero ?? p.id} pudo haber sido con tarjeta o transferencia`
        : `El pago con ${p.medio_nombre} de la venta N° ${p.numero ?? p.id} pudo haber sido en efectivo`,
      monto: m(dif),
      ventaId: p.id,
      gastoId: null,
    });

  // Change handed out twice, or above what was due.
  if (faltante) {
    const vueltos = await db
      .selectFrom('ventas')
      .select(['id', 'numero'])
      .where('local_id', '=', localId)
      .where('arqueo_id', '=', arqueoId)
      .where('estado', '=', 'pagada')
      .where('vuelto', '=', monto)
      .limit(5)
      .execute();
    for (const v of vueltos)
      causas.push({
        codigo: 'VUELTO_DE_MAS',
        params: { numero: v.numero ?? v.id },
        descripcion: `El vuelto de la venta N° ${v.numero ?? v.id} es igual al faltante: ¿se entregó dos veces?`,
        monto: m(dif),
        ventaId: v.id,
        gastoId: null,
      });
  }

  // Foreign-currency payments converted at another rate: today's rate against the recorded one.
  const rates = new Map(
    (await db.selectFrom('tipos_cambio').select(['moneda', 'valor_micro']).where('local_id', '=', localId).execute()).map((r) => [r.moneda, n(r.valor_micro)]),
  );
  const extranjeros = await db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select(['v.id', 'v.numero', 'p.moneda', 'p.monto', 'p.monto_local', 'p.tasa_micro'])
    .where('v.local_id', '=', localId)
    .where('v.arqueo_id', '=', arqueoId)
    .where('v.estado', '=', 'pagada')
    .where('p.medio_tipo', '=', 'efectivo')
    .where('p.moneda', '<>', cur)
    .execute();
  for (const p of extranjeros) {
    const rate = rates.get(p.moneda);
    if (rate === undefined || rate === n(p.tasa_micro)) continue;
    const delta = convertToLocal(n(p.monto), rate, p.moneda, cur) - n(p.monto_local);
    if (delta === dif || -delta === dif)
      causas.push({
        codigo: 'TASA_DISTINTA',
        params: { numero: p.numero ?? p.id, moneda: p.moneda },
        descripcion: `El pago en ${p.moneda} de la venta N° ${p.numero ?? p.id} convertido a otra cotización (la de hoy) da la diferencia`,
        monto: m(dif),
        ventaId: p.id,
        gastoId: null,
      });
  }

  if (!faltante) {
    // An expense entered twice: the second one took the difference out of the expected cash.
    const dobles = await db
      .selectFrom('gastos')
      .select(['categoria', sql<number>`min(id)`.as('id'), sql<number>`count(*)`.as('veces')])
      .where('local_id', '=', localId)
      .where('arqueo_id', '=', arqueoId)
      .where('desde_caja', '=', true)
      .where('monto_pesos', '=', monto)
      .groupBy('categoria')
      .having(sql`count(*)`, '>', 1)
      .execute();
    for (const g of dobles)
      causas.push({
        codigo: 'GASTO_DUPLICADO',
        params: { categoria: g.categoria, veces: n(g.veces) },
        descripcion: `El gasto de ${g.categoria} por el monto de la diferencia está cargado ${n(g.veces)} veces`,
        monto: m(dif),
        ventaId: null,
        gastoId: n(g.id),
      });
  } else {
    // A recurring expense (same category and amount on 2+ of the previous 30 days) missing today.
    const desde = addDays(arqueo.fecha, -30);
    const habituales = await db
      .selectFrom('gastos as g')
      .innerJoin('arqueos as a', 'a.id', 'g.arqueo_id')
      .select(['g.categoria', sql<number>`count(distinct a.fecha)`.as('dias')])
      .where('g.local_id', '=', localId)
      .where('g.desde_caja', '=', true)
      .where('g.monto_pesos', '=', monto)
      .where('a.fecha', '>=', desde)
      .where('a.fecha', '<', arqueo.fecha)
      .groupBy('g.categoria')
      .having(sql`count(distinct a.fecha)`, '>=', 2)
      .execute();
    for (const g of habituales) {
      const hoy = await db
        .selectFrom('gastos')
        .select('id')
        .where('local_id', '=', localId)
        .where('arqueo_id', '=', arqueoId)
        .where('categoria', '=', g.categoria)
        .executeTakeFirst();
      if (hoy) continue;
      causas.push({
        codigo: 'GASTO_FALTANTE',
        params: { categoria: g.categoria, dias: n(g.dias) },
        descripcion: `Falta cargar el gasto habitual de ${g.categoria} (${n(g.dias)} días del último mes por este monto)`,
        monto: m(dif),
        ventaId: null,
        gastoId: null,
      });
    }
  }
  return out;
}
