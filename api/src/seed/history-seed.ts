import { DEFAULT_GENERAL_CONFIG, type MedioPago } from '@resto/shared/contracts';
import { addDays, dateInZone, parseRate, zonedDayStart } from '@resto/shared/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type CajaMovimiento, insertArqueo, insertArqueoMonedas, insertCajaMovimientos, markArqueoClosed, setArqueoTotals, cajaParaAbrir } from '../modules/caja';
import { insertCuentaMovimiento, listClientes, saldos } from '../modules/clientes';
import { insertGastos } from '../modules/gastos';
import { getVenue } from '../modules/local';
import { listActiveMedios } from '../modules/medios-pago';
import { listActiveProductos } from '../modules/productos';
import { type VentaItemValues, type VentaPagoValues, insertItems, insertPagos, insertVenta, markVoided, setNumero } from '../modules/ventas';
import { DEMO_GASTOS, DEMO_TIPOS_CAMBIO } from './demo-menu';
import { buildSale, mulberry32, pickPayment } from './demo-sales';
import type { SeedContext, SeedStep } from './seed';

type Trx = Transaction<Database>;

/** Past days with sales and a closed audit each; today is left for the cashier to open. */
export const DEMO_HISTORY_DAYS = 21;
const HOUR = 3_600_000;

interface DayBatch {
  items: (VentaItemValues & { ventaId: number })[];
  pagos: (VentaPagoValues & { ventaId: number })[];
  caja: CajaMovimiento[];
}

/** Weeks of paid sales, a few voided, daily expenses and a closed audit per day. */
export const historyStep: SeedStep = {
  name: 'ventas-historicas',
  async run(trx: Trx, ctx: SeedContext) {
    const venue = await getVenue(trx, ctx.localId);
    const productos = await listActiveProductos(trx, ctx.localId);
    const medios = await listActiveMedios(trx, ctx.localId);
    const clientes = (await listClientes(trx, ctx.localId, { incluirInactivos: false, soloCuentaCorriente: false, pagina: 1, limite: 100 })).rows;
    const cajero = ctx.users['cajero@demo.local']!;
    const empleado = ctx.users['empleado@demo.local']!;
    const usd = Number(parseRate(DEMO_TIPOS_CAMBIO.find((t) => t.moneda === 'USD')!.valor));
    const medio = (tipo: MedioPago['tipo']) => medios.find((m) => m.tipo === tipo)!;
    const cuentaCliente = clientes.find((c) => c.cuentaCorriente)!;
    const rng = mulberry32(20_250_501);
    const today = dateInZone(ctx.now, venue.timezone);
    const batch: DayBatch = { items: [], pagos: [], caja: [] };
    let numero = 0;

    const cajaId = (await cajaParaAbrir(trx, ctx.localId, undefined)).id;
    for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
      const fecha = addDays(today, -back);
      const dayStart = zonedDayStart(fecha, venue.timezone).getTime();
      const at = (hours: number) => new Date(dayStart + hours * HOUR).toISOString();
      const arqueoId = await insertArqueo(trx, ctx.localId, { fecha, montoInicial: 2_000_000, observaciones: null, usuarioId: cajero, at: at(11), cajaId });
      const day: CajaMovimiento[] = [{ arqueoId, tipo: 'apertura', moneda: venue.currencyCode, monto: 2_000_000, at: at(11) }];

      const weekend = [5, 6].includes(new Date(`${fecha}T12:00:00Z`).getUTCDay());
      const count = 9 + Math.floor(rng() * 7) + (weekend ? 6 : 0);
      const times = Array.from({ length: count }, () => 12 + rng() * 11).sort((a, b) => a - b);
      for (const [i, hour] of times.entries()) {
        numero += 1;
        const sale = buildSale(rng, productos, clientes, cuentaCliente.id);
        const when = at(hour);
        const total = sale.totals.totalMinor;
        const onAccount = sale.cliente?.cuentaCorriente === true;
        const payment = onAccount ? null : pickPayment(rng, total, usd, venue.currencyCode);
        const ventaId = await insertVenta(
          trx,
          ctx.localId,
          {
            numero,
            estado: 'pagada',
            origen: rng() < 0.15 ? 'movil' : 'mostrador',
            clienteId: sale.cliente?.id ?? null,
            usuarioId: i % 3 === 0 ? empleado : cajero,
            cajeroId: cajero,
            arqueoId,
            subtotal: sale.totals.subtotalMinor,
            descuentoTipo: null,
            descuentoValor: null,
            descuentoGeneral: 0,
            descuentoClientePct: sale.cliente?.descuentoPct ?? 0,
            descuentoCliente: sale.totals.customerDiscountMinor,
            total,
            pagado: payment?.montoLocal ?? total,
            vuelto: payment ? payment.montoLocal - total : 0,
            observaciones: null,
            finalizadaAt: when,
          },
          when,
        );
        batch.items.push(
          ...sale.lines.map((l, n) => ({
            ventaId,
            productoId: l.producto.id,
            productoNombre: l.producto.nombre,
            categoriaNombre: l.producto.categoria,
            unidadMedida: l.producto.unidadMedida,
            cantidadMilli: l.quantityMilli,
            precioUnitario: l.producto.precio,
            bruto: sale.totals.lines[n]!.grossMinor,
            tipoDescuento: null,
            valorDescuento: null,
            descuento: 0,
            subtotal: sale.totals.lines[n]!.subtotalMinor,
            notas: null,
          })),
        );

        if (!payment) {
          const m = medio('cuenta_corriente');
          batch.pagos.push({ ventaId, medioPagoId: m.id, medioNombre: m.nombre, medioTipo: m.tipo, moneda: venue.currencyCode, monto: total, tasaMicro: null, montoLocal: total });
          await insertCuentaMovimiento(trx, ctx.localId, {
            clienteId: sale.cliente!.id,
            tipo: 'venta',
            monto: total,
            ventaId,
            medioPagoId: null,
            moneda: venue.currencyCode,
            montoMoneda: total,
            arqueoId,
            nota: null,
            usuarioId: cajero,
            at: when,
          });
        } else {
          const m = medio(payment.tipo);
          batch.pagos.push({
            ventaId,
            medioPagoId: m.id,
            medioNombre: m.nombre,
            medioTipo: m.tipo,
            moneda: payment.moneda,
            monto: payment.monto,
            tasaMicro: payment.tasaMicro,
            montoLocal: payment.montoLocal,
          });
          if (payment.tipo === 'efectivo') {
            day.push(
              { arqueoId, tipo: 'venta', moneda: payment.moneda, monto: payment.monto, ventaId, at: when },
              { arqueoId, tipo: 'vuelto', moneda: venue.currencyCode, monto: total - payment.montoLocal, ventaId, at: when },
            );
          }
        }

        // Once a week a cash sale is voided the same evening: its cash goes back out of the drawer.
        if (back % 7 === 3 && i === times.length - 2 && !onAccount) {
          const voidedAt = at(hour + 0.25);
          await markVoided(trx, ctx.localId, ventaId, { motivo: 'Error de carga: se cobró dos veces', usuarioId: cajero, at: voidedAt });
          const net = new Map<string, number>();
          for (const m of day.filter((mv) => mv.ventaId === ventaId)) net.set(m.moneda, (net.get(m.moneda) ?? 0) + m.monto);
          for (const [moneda, monto] of net) day.push({ arqueoId, tipo: 'anulacion', moneda, monto: -monto, ventaId, at: voidedAt });
        }
      }

      // An expense comes out of the drawer only when the cash in it by then covers it; else the
      // owner pays it outside the register. A drawer never holds less than nothing.
      let enCaja = day.filter((mv) => mv.moneda === venue.currencyCode && (mv.at ?? '') <= at(13)).reduce((sum, mv) => sum + mv.monto, 0);
      const gastos = DEMO_GASTOS.filter((_, g) => (back + g) % 3 === 0).map((g) => {
        const desdeCaja = g.pesos <= enCaja;
        if (desdeCaja) enCaja -= g.pesos;
        return {
          arqueoId: desdeCaja ? arqueoId : null,
          categoria: g.categoria,
          descripcion: g.descripcion,
          notas: null,
          pagadoPor: g.pagadoPor,
          montoPesos: g.pesos,
          montoReales: 0,
          montoDolares: 0,
          desdeCaja,
          usuarioId: cajero,
          fecha: at(13),
        };
      });
      const gastoIds = await insertGastos(trx, ctx.localId, gastos);
      gastoIds.forEach((gastoId, g) => {
        if (gastos[g]!.desdeCaja) day.push({ arqueoId, tipo: 'gasto', moneda: venue.currencyCode, monto: -gastos[g]!.montoPesos, gastoId, at: at(13) });
      });

      // A week ago the current-account customer paid part of what they owed, in cash.
      if (back === 7) {
        const saldo = (await saldos(trx, ctx.localId, [cuentaCliente.id])).get(cuentaCliente.id) ?? 0;
        const pago = Math.floor(saldo / 2 / 100_000) * 100_000;
        if (pago > 0) {
          const m = medio('efectivo');
          const movimientoId = await insertCuentaMovimiento(trx, ctx.localId, {
            clienteId: cuentaCliente.id,
            tipo: 'pago',
            monto: -pago,
            ventaId: null,
            medioPagoId: m.id,
            moneda: venue.currencyCode,
            montoMoneda: pago,
            arqueoId,
            nota: 'Pago parcial',
            usuarioId: cajero,
            at: at(18),
          });
          day.push({ arqueoId, tipo: 'cobro_cuenta', moneda: venue.currencyCode, monto: pago, cuentaMovimientoId: movimientoId, at: at(18) });
        }
      }

      await closeDay(trx, ctx.localId, venue.currencyCode, arqueoId, day, { back, cajero, at: at(23.75) });
      batch.caja.push(...day);
    }

    for (const chunk of chunks(batch.items, 400)) await insertItems(trx, chunk);
    for (const chunk of chunks(batch.pagos, 400)) await insertPagos(trx, chunk);
    for (const chunk of chunks(batch.caja, 400)) await insertCajaMovimientos(trx, ctx.localId, chunk);
    await setNumero(trx, ctx.localId, numero);
  },
};

/** Closes the day's audit: counted cash equals the expected, but for a shortage now and then. */
async function closeDay(
  trx: Trx,
  localId: number,
  currency: string,
  arqueoId: number,
  movimientos: readonly CajaMovimiento[],
  o: { back: number; cajero: number; at: string },
): Promise<void> {
  const expected = new Map<string, number>();
  for (const m of movimientos) expected.set(m.moneda, (expected.get(m.moneda) ?? 0) + m.monto);
  const totalEsperado = expected.get(currency) ?? 0;
  // The shortage now and then is never more than the drawer holds: counted cash is never negative.
  const diferencia = o.back % 5 === 0 && totalEsperado >= 50_000 ? -50_000 : 0;
  await markArqueoClosed(trx, localId, arqueoId, {
    observaciones: diferencia === 0 ? 'Sin novedades' : 'Faltante chico, se revisó con el turno',
    usuarioId: o.cajero,
    at: o.at,
  });
  await setArqueoTotals(trx, localId, arqueoId, { totalEsperado, totalReal: totalEsperado + diferencia, diferencia });
  await insertArqueoMonedas(
    trx,
    DEFAULT_GENERAL_CONFIG.tiposCambioArqueo.map((moneda) => {
      const esperado = expected.get(moneda) ?? 0;
      return { arqueoId, moneda, esperado, contado: esperado, diferencia: 0, descripcion: null };
    }),
  );
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
