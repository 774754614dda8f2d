import { DEFAULT_GENERAL_CONFIG, type MedioPago } from '@resto/shared/contracts';
import { currencyScale } from '@resto/shared/format';
import { addDays, computeSaleTotals, convertToLocal, dateInZone, divRound, parseRate, searchKey, zonedDayStart } from '@resto/shared/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type CajaMovimiento, insertArqueo, insertArqueoMonedas, insertCajaMovimientos, markArqueoClosed, setArqueoTotals, cajaParaAbrir } from '../modules/caja';
import { insertSubcategoria } from '../modules/categorias';
import { type ClienteRow, insertCliente, insertCuentaMovimiento, listClientes, saldos } from '../modules/clientes';
import { insertGastos } from '../modules/gastos';
import { getVenue } from '../modules/local';
import { insertMedios, listActiveMedios } from '../modules/medios-pago';
import { insertProveedor } from '../modules/proveedores';
import { insertCategorias, insertProductos, listActiveProductos, type ProductoRow, replaceGroups } from '../modules/productos';
import { insertTipoCambio, setDefault } from '../modules/tipos-cambio';
import { type VentaItemValues, type VentaPagoValues, insertItems, insertPagos, insertVenta, markVoided, setNumero } from '../modules/ventas';
import { DEMO_CLIENTES, DEMO_GASTOS, DEMO_MEDIOS_PAGO, DEMO_MENU, DEMO_MODIFICADORES, DEMO_TIPOS_CAMBIO } from './demo-menu';
import type { SeedContext, SeedStep } from './seed';

type Trx = Transaction<Database>;

/** Past days with sales and a closed audit each; today is left for the cashier to open. */
export const DEMO_HISTORY_DAYS = 21;
const HOUR = 3_600_000;

const mediosStep: SeedStep = {
  name: 'medios-de-pago',
  async run(trx, ctx) {
    await insertMedios(trx, ctx.localId, DEMO_MEDIOS_PAGO.map((m, orden) => ({ ...m, clave: searchKey(m.nombre), orden })));
  },
};

const tiposCambioStep: SeedStep = {
  name: 'tipos-de-cambio',
  async run(trx, ctx) {
    for (const t of DEMO_TIPOS_CAMBIO) {
      const id = await insertTipoCambio(trx, ctx.localId, t.moneda, Number(parseRate(t.valor)));
      if (t.esDefault) await setDefault(trx, ctx.localId, id);
    }
  },
};

/** A demo price (written in centavos, 2 decimals) at the scale of the venue's currency. */
function demoPrice(centavos: number, currency: string): number {
  return Number(divRound(BigInt(centavos) * 10n ** BigInt(currencyScale(currency)), 100n));
}

const menuStep: SeedStep = {
  name: 'menu',
  async run(trx, ctx) {
    const { currencyCode } = await getVenue(trx, ctx.localId);
    const ids = await insertCategorias(trx, ctx.localId, DEMO_MENU.map((c, orden) => ({ nombre: c.categoria, descripcion: c.descripcion, orden, tipo: c.tipo })));
    // Subcategories by category and name, in the order the menu names them.
    const subIds = new Map<string, number>();
    for (const [i, c] of DEMO_MENU.entries()) {
      for (const nombre of new Set(c.productos.flatMap((p) => (p.subcategoria ? [p.subcategoria] : [])))) {
        subIds.set(`${i}/${nombre}`, await insertSubcategoria(trx, ctx.localId, { categoriaId: ids[i]!, nombre, descripcion: null, activo: true }));
      }
    }
    await insertProductos(
      trx,
      ctx.localId,
      DEMO_MENU.flatMap((c, i) =>
        c.productos.map((p) => ({
          categoriaId: ids[i]!,
          subcategoriaId: p.subcategoria ? subIds.get(`${i}/${p.subcategoria}`) : undefined,
          marca: p.marca,
          nombre: p.nombre,
          descripcion: p.descripcion ?? null,
          codigoBarras: p.barras ?? null,
          codigoSku: p.sku,
          precio: demoPrice(p.precio, currencyCode),
          costo: p.costo === undefined ? null : demoPrice(p.costo, currencyCode),
          unidadMedida: p.unidad ?? 'unidad',
          controlaStock: p.stock !== undefined,
          stockActual: p.stock ?? 0,
          stockMinimo: p.stockMinimo ?? 0,
        })),
      ),
    );
  },
};

/** Issue 16: the steak's cooking point and extras, the milanesa's extras. */
const modificadoresStep: SeedStep = {
  name: 'modificadores',
  async run(trx, ctx) {
    const { currencyCode } = await getVenue(trx, ctx.localId);
    const at = new Date().toISOString();
    for (const { sku, grupos } of DEMO_MODIFICADORES) {
      const producto = await trx.selectFrom('productos').select('id').where('local_id', '=', ctx.localId).where('codigo_sku', '=', sku).executeTakeFirst();
      if (!producto) continue;
      await replaceGroups(
        trx,
        ctx.localId,
        producto.id,
        grupos.map((g) => ({ ...g, opciones: g.opciones.map((o) => ({ nombre: o.nombre, precioDeltaMinor: demoPrice(o.precioDelta, currencyCode), activo: true })) })),
        at,
      );
    }
  },
};

/** Suppliers of the demo venue, some named by the drinks and pizzas they deliver. */
const DEMO_PROVEEDORES = [
  {
    nombre: 'Cervecería Artesanal del Sur',
    cuit: '30701234568',
    email: 'pedidos@cerveceriadelsur.com.ar',
    direccion: 'Av. Hipólito Yrigoyen 4500',
    localidad: 'Lanús',
    provincia: 'Buenos Aires',
    comentario: 'Entrega martes y viernes',
    skus: ['BEB-003'],
  },
  { nombre: 'Bodega Los Álamos', cuit: '30715551248', email: 'ventas@losalamos.com.ar', direccion: null, localidad: 'Luján de Cuyo', provincia: 'Mendoza', comentario: null, skus: ['BEB-004'] },
  {
    nombre: 'Molino Harinero San José',
    cuit: '30708887710',
    email: null,
    direccion: 'Ruta 5 km 102',
    localidad: 'Mercedes',
    provincia: 'Buenos Aires',
    comentario: 'Harina 000 y 0000 por bolsa de 25 kg',
    skus: ['PIZ-001', 'PIZ-002', 'PIZ-003', 'PIZ-004'],
  },
  { nombre: 'Distribuidora Norte', cuit: '30687654338', email: 'norte@distribuidora.com.ar', direccion: 'Calle 12 1450', localidad: 'La Plata', provincia: 'Buenos Aires', comentario: null, skus: [] },
] as const;

const proveedoresStep: SeedStep = {
  name: 'proveedores',
  async run(trx, ctx) {
    for (const { skus, ...p } of DEMO_PROVEEDORES) {
      const id = await insertProveedor(trx, ctx.localId, { ...p, nombreClave: searchKey(p.nombre), activo: true });
      if (skus.length > 0) {
        await trx.updateTable('productos').set({ proveedor_id: id }).where('local_id', '=', ctx.localId).where('codigo_sku', 'in', [...skus]).execute();
      }
    }
  },
};

const clientesStep: SeedStep = {
  name: 'clientes',
  async run(trx, ctx) {
    for (const c of DEMO_CLIENTES) {
      await insertCliente(trx, ctx.localId, { ...c, nombreBusqueda: searchKey(c.nombre), activo: true });
    }
  },
};

/** Small deterministic generator, so every fresh demo shows the same history. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weightedPick<T>(rng: () => number, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let r = rng() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

const popularity = new Map(DEMO_MENU.flatMap((c) => c.productos.map((p) => [p.sku, p.popularidad] as const)));

interface DayBatch {
  items: (VentaItemValues & { ventaId: number })[];
  pagos: (VentaPagoValues & { ventaId: number })[];
  caja: CajaMovimiento[];
}

/** Weeks of paid sales, a few voided, daily expenses and a closed audit per day. */
const historyStep: SeedStep = {
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
          batch.pagos.push({ ventaId, medioPagoId: m.id, medioNombre: m.nombre, medioTipo: m.tipo, moneda: payment.moneda, monto: payment.monto, tasaMicro: payment.tasaMicro, montoLocal: payment.montoLocal });
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
        return { arqueoId: desdeCaja ? arqueoId : null, categoria: g.categoria, descripcion: g.descripcion, notas: null, pagadoPor: g.pagadoPor, montoPesos: g.pesos, montoReales: 0, montoDolares: 0, desdeCaja, usuarioId: cajero, fecha: at(13) };
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
            clienteId: cuentaCliente.id, tipo: 'pago', monto: -pago, ventaId: null, medioPagoId: m.id, moneda: venue.currencyCode, montoMoneda: pago, arqueoId, nota: 'Pago parcial', usuarioId: cajero, at: at(18),
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

/**
 * How a simulated customer pays: cash rounded up (change in pesos), sometimes dollars, else cards
 * and QR. Amounts are minor units at each currency's scale (`currencyScale`).
 */
function pickPayment(rng: () => number, total: number, usd: number, currency: string) {
  const r = rng();
  if (r < 0.06) {
    // A tourist pays in whole dollar bills.
    const dollar = 10 ** currencyScale('USD');
    const monto = Math.ceil(total / convertToLocal(dollar, usd, 'USD', currency)) * dollar;
    return { tipo: 'efectivo' as const, moneda: 'USD', monto, tasaMicro: usd, montoLocal: convertToLocal(monto, usd, 'USD', currency) };
  }
  if (r < 0.45) {
    // Notes of 1000 of the venue's currency.
    const note = 1000 * 10 ** currencyScale(currency);
    const monto = Math.ceil(total / note) * note;
    return { tipo: 'efectivo' as const, moneda: currency, monto, tasaMicro: null, montoLocal: monto };
  }
  const tipo = r < 0.7 ? ('tarjeta_debito' as const) : r < 0.85 ? ('qr' as const) : r < 0.95 ? ('tarjeta_credito' as const) : ('transferencia' as const);
  return { tipo, moneda: currency, monto: total, tasaMicro: null, montoLocal: total };
}

function buildSale(rng: () => number, productos: readonly ProductoRow[], clientes: readonly ClienteRow[], cuentaClienteId: number) {
  const lineCount = 1 + Math.floor(rng() * 4);
  const picked = new Map<number, { producto: ProductoRow; quantityMilli: number }>();
  for (let n = 0; n < lineCount; n++) {
    const producto = weightedPick(rng, productos, (p) => popularity.get(p.codigoSku ?? '') ?? 1);
    const quantityMilli = producto.unidadMedida === 'unidad' ? (1 + Math.floor(rng() * 3)) * 1000 : 250 + Math.floor(rng() * 16) * 50;
    const prev = picked.get(producto.id);
    picked.set(producto.id, { producto, quantityMilli: (prev?.quantityMilli ?? 0) + quantityMilli });
  }
  const lines = [...picked.values()];
  const roll = rng();
  const cliente = roll < 0.03 ? (clientes.find((c) => c.id === cuentaClienteId) ?? null) : roll < 0.15 ? (clientes[Math.floor(rng() * clientes.length)] ?? null) : null;
  const result = computeSaleTotals({
    lines: lines.map((l) => ({ unitPriceMinor: l.producto.precio, quantityMilli: l.quantityMilli })),
    customerPercentScaled: cliente?.descuentoPct ?? 0,
  });
  if (!result.ok) throw new Error('venta de demostración inválida');
  return { lines, cliente, totals: result.totals };
}

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

/** The money path's demo data, in dependency order (after the venue and its users). */
export const MONEY_SEED_STEPS: readonly SeedStep[] = [mediosStep, tiposCambioStep, menuStep, proveedoresStep, clientesStep, historyStep, modificadoresStep];
