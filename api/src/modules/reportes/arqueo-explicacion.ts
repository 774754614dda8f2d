import type { ExplicacionArqueo } from '@resto/shared/contracts';
import { addDays, convertToLocal, fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findArqueo } from '../caja';
import { getVenue } from '../local';
import * as repo from './arqueo-explicacion.repository';
import { tasas } from './reporte-financiero.repository';

type Db = Kysely<Database>;

/*
 * A cash audit that explains its own difference. When a register closes with counted
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
  const ventas = await repo.ventasPagadasPorTotal(db, localId, arqueoId, monto);
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
    const anuladas = await repo.anuladasConEfectivo(db, localId, arqueoId, cur, monto);
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
  const pagos = await repo.pagosDelMonto(db, localId, arqueoId, monto, faltante ? 'efectivo' : ['tarjeta_debito', 'tarjeta_credito', 'transferencia', 'qr']);
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
    const vueltos = await repo.ventasConVuelto(db, localId, arqueoId, monto);
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
  const rates = await tasas(db, localId);
  const extranjeros = await repo.pagosEfectivoEnOtraMoneda(db, localId, arqueoId, cur);
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
    const dobles = await repo.gastosRepetidos(db, localId, arqueoId, monto);
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
    const habituales = await repo.gastosHabituales(db, localId, monto, desde, arqueo.fecha);
    for (const g of habituales) {
      if (await repo.hayGastoDeCategoria(db, localId, arqueoId, g.categoria)) continue;
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
