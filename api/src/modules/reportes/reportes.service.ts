import type {
  CierreZ,
  CierreZDatos,
  CierresZList,
  Dashboard,
  ReporteArqueos,
  ReporteClientes,
  ReporteFinanciero,
  ReporteProductos,
  ReportesFiltros,
  ReporteTipo,
  ReporteVentas,
} from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { addDays, convertToLocal, dateInZone, fromMinor, isValidRange, lineAmount, quickRange, toMinor, zonedDayStart, zonedRange, type ChosenModifier, type DateRange } from '@resto/shared/rules';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listArqueoMonedas, tipsByWaiter } from '../caja';
import { getVenue, type Venue } from '../local';
import { alertaMinutos } from '../pedidos';
import { arqueoAbierto } from './dashboard.repository';
import { productosLentos } from './lentos.repository';
import * as repo from './reportes.repository';
import { documentoArqueos, documentoClientes, documentoFinanciero, documentoProductos, documentoVentas, type Documento } from './reportes-export';

type Db = Kysely<Database>;

/** The longest range a report covers (a year and a day: a leap year's whole year). */
export const MAX_DIAS_REPORTE = 366;

export interface Periodo extends DateRange {
  venue: Venue;
  filtro: repo.Filtro;
  /** Every venue date of the range, in order. */
  dias: string[];
}

/** The venue's date range of a report (quick range, fechaDesde/fechaHasta, or today) with its filters. */
export async function periodo(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<Periodo> {
  const venue = await getVenue(db, localId);
  const today = dateInZone(now, venue.timezone);
  const range = q.rango ? quickRange(q.rango, today) : { desde: q.fechaDesde ?? q.fechaHasta ?? today, hasta: q.fechaHasta ?? q.fechaDesde ?? today };
  if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
  const dias: string[] = [];
  for (let d = range.desde; d <= range.hasta; d = addDays(d, 1)) {
    dias.push(d);
    if (dias.length > MAX_DIAS_REPORTE) throw badRequest('REPORTE_RANGO_EXCEDIDO', { max: MAX_DIAS_REPORTE });
  }
  const { from, to } = zonedRange(range, venue.timezone);
  return {
    ...range,
    venue,
    dias,
    filtro: {
      localId,
      from: from.toISOString(),
      to: to.toISOString(),
      arqueoId: q.arqueoId,
      usuarioId: q.usuarioId,
      medioPagoId: q.medioPagoId,
      categoriaId: q.categoriaId,
      productoId: q.productoId,
      clienteId: q.clienteId,
      origen: q.origen,
    },
  };
}

/**
 * Folds UTC hours ('YYYY-MM-DDTHH') into the venue's date and hour (cached: a year is 8,760 hours).
 * Intl's formatToParts is slow (profiled: most of the sales report's own JavaScript on a year), so
 * it runs twice per UTC day: when the zone's offset is the same at 00 and 23 UTC the day's hours
 * are shifted by it; a day with a change of offset is read hour by hour.
 */
function zonedHours(timeZone: string): (utcHour: string) => { fecha: string; hora: number } {
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
  const cache = new Map<string, { fecha: string; hora: number }>();
  const offsets = new Map<string, number | null>();
  const instant = (utcHour: string) => Date.parse(`${utcHour}:00:00Z`);
  const exact = (utcHour: string) => {
    const parts: Record<string, string> = {};
    for (const p of fmt.formatToParts(new Date(instant(utcHour)))) parts[p.type] = p.value;
    return { fecha: `${parts.year}-${parts.month}-${parts.day}`, hora: Number(parts.hour) % 24 };
  };
  const offsetOf = (utcHour: string) => {
    const { fecha, hora } = exact(utcHour);
    return Date.parse(`${fecha}T${String(hora).padStart(2, '0')}:00:00Z`) - instant(utcHour);
  };
  return (utcHour) => {
    let hit = cache.get(utcHour);
    if (!hit) {
      const day = utcHour.slice(0, 10);
      let offset = offsets.get(day);
      if (offset === undefined) {
        const first = offsetOf(`${day}T00`);
        offset = first === offsetOf(`${day}T23`) ? first : null;
        offsets.set(day, offset);
      }
      if (offset === null) hit = exact(utcHour);
      else {
        const local = new Date(instant(utcHour) + offset);
        hit = { fecha: local.toISOString().slice(0, 10), hora: local.getUTCHours() };
      }
      cache.set(utcHour, hit);
    }
    return hit;
  };
}

const divRound = (value: number, by: number) => Math.round(value / by);

interface Acumulado {
  ventas: number;
  total: number;
}

/** Totals by the venue's day (every day of the range, zero included) and by its hour of day. */
function plegar(p: { venue: Venue; dias: string[] }, horas: repo.HoraVentas[]) {
  const zoned = zonedHours(p.venue.timezone);
  const porDia = new Map<string, Acumulado>(p.dias.map((d) => [d, { ventas: 0, total: 0 }]));
  const porHora = Array.from({ length: 24 }, () => ({ ventas: 0, total: 0 }));
  const totales = { ventas: 0, total: 0, subtotal: 0, descuentosVenta: 0, vuelto: 0 };
  for (const h of horas) {
    const { fecha, hora } = zoned(h.hora);
    const dia = porDia.get(fecha);
    if (dia) {
      dia.ventas += h.ventas;
      dia.total += h.total;
    }
    porHora[hora]!.ventas += h.ventas;
    porHora[hora]!.total += h.total;
    totales.ventas += h.ventas;
    totales.total += h.total;
    totales.subtotal += h.subtotal;
    totales.descuentosVenta += h.descuentosVenta;
    totales.vuelto += h.vuelto;
  }
  return { porDia, porHora, totales };
}

function base(p: Periodo, now: Date) {
  return { desde: p.desde, hasta: p.hasta, moneda: p.venue.currencyCode, generadoAt: now.toISOString() };
}

export async function reporteVentas(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<Omit<ReporteVentas, 'anulacionesDiasCerrados'>> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [horas, lineas, anuladas, pagos] = await Promise.all([
    repo.ventasPorHoraUtc(db, p.filtro),
    repo.descuentosDeLinea(db, p.filtro),
    repo.anuladas(db, p.filtro),
    repo.pagos(db, p.filtro),
  ]);
  const { porDia, porHora, totales } = plegar(p, horas);
  const medios = repo.porMedio(pagos);
  const monedas = repo.porMoneda(pagos);
  const sumar = <K extends string | number>(key: (h: repo.HoraVentas) => K) => {
    const out = new Map<K, Acumulado>();
    for (const h of horas) {
      const a = out.get(key(h)) ?? { ventas: 0, total: 0 };
      a.ventas += h.ventas;
      a.total += h.total;
      out.set(key(h), a);
    }
    return out;
  };
  const propinas = await tipsByWaiter(db, localId, p.venue, { from: p.filtro.from, to: p.filtro.to });
  const origenes = [...sumar((h) => h.origen)].map(([origen, a]) => ({ origen, ...a })).sort((a, b) => a.origen.localeCompare(b.origen));
  const porUsuarioId = sumar((h) => h.usuarioId);
  const nombres = await repo.nombresUsuarios(db, [...porUsuarioId.keys()]);
  const usuarios = [...porUsuarioId]
    .map(([usuarioId, a]) => ({ usuarioId, nombre: nombres.get(usuarioId) ?? '', ...a }))
    .sort((a, b) => b.total - a.total || a.usuarioId - b.usuarioId);
  return {
    ...base(p, now),
    totales: {
      ventas: totales.ventas,
      total: m(totales.total),
      subtotal: m(totales.subtotal),
      descuentos: m(totales.descuentosVenta + lineas),
      ticketPromedio: totales.ventas === 0 ? 0 : m(divRound(totales.total, totales.ventas)),
      vuelto: m(totales.vuelto),
      anuladas: anuladas.ventas,
      totalAnuladas: m(anuladas.total),
    },
    porDia: [...porDia].map(([fecha, d]) => ({ fecha, ventas: d.ventas, total: m(d.total) })),
    porHora: porHora.map((h, hora) => ({ hora, ventas: h.ventas, total: m(h.total) })),
    porMedio: medios.map((r) => ({ medioPagoId: r.medioPagoId, medio: r.medio, tipo: r.tipo, pagos: r.pagos, montoLocal: m(r.montoLocal) })),
    porMoneda: monedas.map((r) => ({ moneda: r.moneda, monto: fromMinor(r.monto, r.moneda), montoLocal: m(r.montoLocal) })),
    porOrigen: origenes.map((r) => ({ origen: r.origen, ventas: r.ventas, total: m(r.total) })),
    porUsuario: usuarios.map((r) => ({ usuario: { id: r.usuarioId, nombre: r.nombre }, ventas: r.ventas, total: m(r.total) })),
    propinas: m(propinas.reduce((sum, t) => sum + toMinor(t.total, cur), 0)),
    propinasPorMozo: propinas,
  };
}

const costoDe = (r: repo.ProductoRow) => (r.lineasSinCosto > 0 ? null : divRound(r.costoMilli, 1000));
const quantity = (milli: number) => milli / 1000;

export async function reporteProductos(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteProductos> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [rows, lentos, bajo, conModificadores] = await Promise.all([
    repo.porProducto(db, p.filtro),
    productosLentos(db, p.filtro, 20),
    repo.stockBajo(db, localId, 50),
    repo.lineasConModificadores(db, p.filtro),
  ]);
  const ingresos = rows.reduce((s, r) => s + r.ingresos, 0);
  let acumulado = 0;
  let costoTotal = 0;
  let margenTotal = 0;
  const items = rows.map((r) => {
    const share = ingresos > 0 ? acumulado / ingresos : 0;
    acumulado += r.ingresos;
    const costo = costoDe(r);
    if (costo !== null) {
      costoTotal += costo;
      margenTotal += r.ingresos - costo;
    }
    const margen = costo === null ? null : r.ingresos - costo;
    return {
      productoId: r.productoId,
      producto: r.producto,
      categoria: r.categoria,
      cantidad: quantity(r.cantidadMilli),
      ingresos: m(r.ingresos),
      costo: costo === null ? null : m(costo),
      margen: margen === null ? null : m(margen),
      margenPorcentaje: margen === null || r.ingresos === 0 ? null : Math.round((margen * 10_000) / r.ingresos) / 100,
      abc: share < 0.8 ? ('A' as const) : share < 0.95 ? ('B' as const) : ('C' as const),
    };
  });
  return {
    ...base(p, now),
    totales: {
      cantidad: quantity(rows.reduce((s, r) => s + r.cantidadMilli, 0)),
      ingresos: m(ingresos),
      costo: m(costoTotal),
      margen: m(margenTotal),
      productos: rows.length,
    },
    items,
    ...lentos,
    stockBajo: bajo.map((r) => ({ productoId: r.productoId, producto: r.producto, stockActual: quantity(r.stockActual), stockMinimo: quantity(r.stockMinimo) })),
    modificadores: porModificador(conModificadores).map((r) => ({ ...r, cantidad: quantity(r.cantidadMilli), ingresos: m(r.ingresos) })),
  };
}

/** Units and added revenue (minor units) per product and option, most units first. */
function porModificador(lines: Awaited<ReturnType<typeof repo.lineasConModificadores>>) {
  const byKey = new Map<string, { productoId: number; producto: string; grupo: string; opcion: string; cantidadMilli: number; ingresos: number }>();
  for (const line of lines) {
    for (const mod of JSON.parse(line.modificadores) as ChosenModifier[]) {
      const key = `${line.productoId}:${mod.opcionId}`;
      const row = byKey.get(key) ?? { productoId: line.productoId, producto: line.producto, grupo: mod.grupo, opcion: mod.nombre, cantidadMilli: 0, ingresos: 0 };
      row.cantidadMilli += line.cantidadMilli;
      row.ingresos += lineAmount(mod.precioDeltaMinor, line.cantidadMilli);
      byKey.set(key, row);
    }
  }
  return [...byKey.values()].sort((a, b) => b.cantidadMilli - a.cantidadMilli || a.producto.localeCompare(b.producto) || a.opcion.localeCompare(b.opcion));
}

const DAY_MS = 86_400_000;

export async function reporteClientes(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteClientes> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [top, conteo, cuentas] = await Promise.all([repo.porCliente(db, p.filtro, 50), repo.conteoClientes(db, p.filtro), repo.saldosCuentas(db, localId, q.clienteId)]);
  return {
    ...base(p, now),
    totales: {
      clientes: conteo.clientes,
      ventas: conteo.ventas,
      total: m(conteo.total),
      ventasSinCliente: conteo.sinCliente,
      saldoCuentas: m(cuentas.reduce((s, c) => s + c.saldo, 0)),
    },
    top: top.map((c) => ({
      clienteId: c.clienteId,
      cliente: c.cliente,
      ventas: c.ventas,
      total: m(c.total),
      ticketPromedio: m(divRound(c.total, c.ventas)),
      primeraCompra: c.primera,
      ultimaCompra: c.ultima,
      diasEntreCompras: c.ventas < 2 ? null : Math.round(((Date.parse(c.ultima) - Date.parse(c.primera)) / DAY_MS / (c.ventas - 1)) * 10) / 10,
    })),
    cuentas: cuentas.map((c) => ({ clienteId: c.clienteId, cliente: c.cliente, saldo: m(c.saldo), ultimoMovimiento: c.ultimo })),
  };
}

/** An expense's reais and dollars in the venue's currency at today's rate (0 without a rate). */
function gastoLocal(venue: Venue, tasas: Map<string, number>, g: { pesos: number; reales: number; dolares: number }): number {
  const convert = (minor: number, moneda: string) => {
    if (minor === 0) return 0;
    if (moneda === venue.currencyCode) return minor;
    const rate = tasas.get(moneda);
    return rate === undefined ? 0 : convertToLocal(minor, rate, moneda, venue.currencyCode);
  };
  return g.pesos + convert(g.reales, 'BRL') + convert(g.dolares, 'USD');
}

export async function reporteFinanciero(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteFinanciero> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [horas, costoMilli, gastos, gastosHoras, tasas, pagosRows, cobros] = await Promise.all([
    repo.ventasPorHoraUtc(db, p.filtro),
    repo.costoMilli(db, p.filtro),
    repo.gastosPorCategoria(db, p.filtro),
    repo.gastosPorHoraUtc(db, p.filtro),
    repo.tasas(db, localId),
    repo.pagos(db, p.filtro),
    repo.cobrosCuenta(db, p.filtro),
  ]);
  const monedas = repo.porMoneda(pagosRows, true);
  const { porDia, totales } = plegar(p, horas);
  const costo = divRound(costoMilli, 1000);
  const porCategoria = gastos.map((g) => ({ categoria: g.categoria, gastos: g.gastos, local: gastoLocal(p.venue, tasas, g) }));
  const gastosTotal = porCategoria.reduce((s, g) => s + g.local, 0);
  const margen = totales.total - costo;

  // Money in: payments (not sales on account) and payments received on accounts; the change
  // handed back leaves in the venue's currency. Money out: expenses in each currency.
  const flujo = new Map<string, { entradas: number; salidas: number; entradasLocal: number; salidasLocal: number }>();
  const fila = (moneda: string) => {
    let f = flujo.get(moneda);
    if (!f) flujo.set(moneda, (f = { entradas: 0, salidas: 0, entradasLocal: 0, salidasLocal: 0 }));
    return f;
  };
  for (const r of [...monedas, ...cobros.map((c) => ({ ...c, moneda: c.moneda || cur }))]) {
    const f = fila(r.moneda);
    f.entradas += r.monto;
    f.entradasLocal += r.montoLocal;
  }
  if (totales.vuelto !== 0) {
    const f = fila(cur);
    f.entradas -= totales.vuelto;
    f.entradasLocal -= totales.vuelto;
  }
  const gastosMoneda = gastos.reduce((s, g) => ({ pesos: s.pesos + g.pesos, reales: s.reales + g.reales, dolares: s.dolares + g.dolares }), { pesos: 0, reales: 0, dolares: 0 });
  for (const [moneda, monto] of [
    [cur, gastosMoneda.pesos],
    ['BRL', gastosMoneda.reales],
    ['USD', gastosMoneda.dolares],
  ] as const) {
    if (monto === 0) continue;
    const f = fila(moneda);
    f.salidas += monto;
    f.salidasLocal += gastoLocal(p.venue, tasas, moneda === cur ? { pesos: monto, reales: 0, dolares: 0 } : moneda === 'BRL' ? { pesos: 0, reales: monto, dolares: 0 } : { pesos: 0, reales: 0, dolares: monto });
  }

  const zoned = zonedHours(p.venue.timezone);
  const gastosDia = new Map<string, { pesos: number; reales: number; dolares: number }>();
  for (const g of gastosHoras) {
    const { fecha } = zoned(g.hora);
    const d = gastosDia.get(fecha) ?? { pesos: 0, reales: 0, dolares: 0 };
    gastosDia.set(fecha, { pesos: d.pesos + g.pesos, reales: d.reales + g.reales, dolares: d.dolares + g.dolares });
  }

  return {
    ...base(p, now),
    ingresos: m(totales.total),
    costoMercaderia: m(costo),
    margenBruto: m(margen),
    margenBrutoPorcentaje: totales.total === 0 ? null : Math.round((margen * 10_000) / totales.total) / 100,
    gastos: m(gastosTotal),
    resultado: m(margen - gastosTotal),
    gastosPorCategoria: porCategoria.map((g) => ({ categoria: g.categoria, gastos: g.gastos, monto: m(g.local) })),
    flujoPorMoneda: [...flujo]
      .sort(([a], [b]) => (a === cur ? -1 : b === cur ? 1 : a.localeCompare(b)))
      .map(([moneda, f]) => ({
        moneda,
        entradas: fromMinor(f.entradas, moneda),
        salidas: fromMinor(f.salidas, moneda),
        neto: fromMinor(f.entradas - f.salidas, moneda),
        entradasLocal: m(f.entradasLocal),
        salidasLocal: m(f.salidasLocal),
        netoLocal: m(f.entradasLocal - f.salidasLocal),
      })),
    porDia: [...porDia].map(([fecha, d]) => {
      const g = gastosDia.get(fecha);
      return { fecha, ingresos: m(d.total), gastos: m(g ? gastoLocal(p.venue, tasas, g) : 0) };
    }),
  };
}

export async function reporteArqueos(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteArqueos> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const rows = await repo.arqueosEntre(db, localId, p.desde, p.hasta, q.arqueoId);
  const monedas = await listArqueoMonedas(
    db,
    rows.map((r) => r.id),
  );
  const sum = (pick: (r: repo.ArqueoReporteRow) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
  return {
    ...base(p, now),
    totales: { arqueos: rows.length, esperado: m(sum((r) => r.esperado)), contado: m(sum((r) => r.contado)), diferencia: m(sum((r) => r.diferencia)) },
    items: rows.map((r) => ({
      id: r.id,
      fecha: r.fecha,
      estado: r.estado === 'abierto' ? 'abierto' : 'cerrado',
      montoInicial: m(r.montoInicial),
      esperado: r.esperado === null ? null : m(r.esperado),
      contado: r.contado === null ? null : m(r.contado),
      diferencia: r.diferencia === null ? null : m(r.diferencia),
      ventas: r.ventas,
      totalVentas: m(r.totalVentas),
      usuarioApertura: r.usuarioApertura,
      usuarioCierre: r.usuarioCierre,
      monedas: monedas
        .filter((x) => x.arqueoId === r.id)
        .map((x) => ({ moneda: x.moneda, esperado: fromMinor(x.esperado, x.moneda), contado: fromMinor(x.contado, x.moneda), diferencia: fromMinor(x.diferencia, x.moneda) })),
    })),
  };
}

export async function dashboard(db: Db, localId: number, now = new Date()): Promise<Dashboard> {
  const venue = await getVenue(db, localId);
  const cur = venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const today = dateInZone(now, venue.timezone);
  const hoy = await periodo(db, localId, { fechaDesde: today, fechaHasta: today }, now);
  const mes = await periodo(db, localId, { fechaDesde: addDays(today, -29), fechaHasta: today }, now);
  const lastWeekDay = addDays(today, -7);
  const lastWeek: repo.Filtro = { localId, from: zonedDayStart(lastWeekDay, venue.timezone).toISOString(), to: new Date(now.getTime() - 7 * DAY_MS).toISOString() };
  const minutos = await alertaMinutos(db, localId);
  const [horasHoy, horasMes, horasSemana, pagosHoy, top, mesas, pedidos, bajo] = await Promise.all([
    repo.ventasPorHoraUtc(db, hoy.filtro),
    repo.ventasPorHoraUtc(db, mes.filtro),
    repo.ventasPorHoraUtc(db, lastWeek),
    repo.pagos(db, hoy.filtro),
    repo.porProducto(db, mes.filtro, 5),
    repo.mesasOcupadas(db, localId),
    repo.pedidosEnCurso(db, localId, new Date(now.getTime() - minutos * 60_000).toISOString()),
    repo.contarStockBajo(db, localId),
  ]);
  const caja = await arqueoAbierto(db, localId);
  const d = plegar(hoy, horasHoy);
  const last30 = plegar(mes, horasMes);
  const semana = horasSemana.reduce((s, h) => ({ ventas: s.ventas + h.ventas, total: s.total + h.total }), { ventas: 0, total: 0 });
  return {
    fecha: today,
    moneda: cur,
    generadoAt: now.toISOString(),
    hoy: { ventas: d.totales.ventas, total: m(d.totales.total), ticketPromedio: d.totales.ventas === 0 ? 0 : m(divRound(d.totales.total, d.totales.ventas)) },
    semanaPasada: { fecha: lastWeekDay, ventas: semana.ventas, total: m(semana.total) },
    variacion: semana.total === 0 ? null : Math.round(((d.totales.total - semana.total) * 10_000) / semana.total) / 100,
    mesas,
    pedidos: { ...pedidos, alertaMinutos: minutos },
    caja: { abierta: caja !== undefined, arqueoId: caja?.id ?? null, fecha: caja?.fecha ?? null },
    stockBajo: bajo,
    ultimos30: [...last30.porDia].map(([fecha, x]) => ({ fecha, ventas: x.ventas, total: m(x.total) })),
    porHoraHoy: d.porHora.map((h, hora) => ({ hora, ventas: h.ventas, total: m(h.total) })),
    mediosHoy: repo.porMedio(pagosHoy).map((r) => ({ medioPagoId: r.medioPagoId, medio: r.medio, tipo: r.tipo, pagos: r.pagos, montoLocal: m(r.montoLocal) })),
    topProductos: top.map((r) => ({ productoId: r.productoId, producto: r.producto, cantidad: quantity(r.cantidadMilli), ingresos: m(r.ingresos) })),
  };
}

/* The daily Z close */

/** The figures of a venue day as a Z close shows them (computed now; an issued close keeps its own copy). */
export async function datosCierreZ(db: Db, localId: number, fecha: string): Promise<CierreZDatos> {
  const p = await periodo(db, localId, { fechaDesde: fecha, fechaHasta: fecha });
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [horas, lineas, anuladas, pagos, gastos, tasas] = await Promise.all([
    repo.ventasPorHoraUtc(db, p.filtro),
    repo.descuentosDeLinea(db, p.filtro),
    repo.anuladas(db, p.filtro),
    repo.pagos(db, p.filtro),
    repo.gastosPorCategoria(db, p.filtro),
    repo.tasas(db, localId),
  ]);
  const { totales } = plegar(p, horas);
  const medios = repo.porMedio(pagos);
  const monedas = repo.porMoneda(pagos);
  // Every session of the day (tills, shifts), oldest first: the Z's register block is their sum.
  const sesiones = (await repo.arqueosEntre(db, localId, fecha, fecha)).sort((a, b) => a.id - b.id);
  const sum = (pick: (a: repo.ArqueoReporteRow) => number | null) => (sesiones.some((a) => pick(a) === null) ? null : m(sesiones.reduce((t, a) => t + pick(a)!, 0)));
  const g = gastos.reduce(
    (s, x) => ({ cantidad: s.cantidad + x.gastos, pesos: s.pesos + x.pesos, reales: s.reales + x.reales, dolares: s.dolares + x.dolares, local: s.local + gastoLocal(p.venue, tasas, x) }),
    { cantidad: 0, pesos: 0, reales: 0, dolares: 0, local: 0 },
  );
  return {
    fecha,
    moneda: cur,
    ventas: totales.ventas,
    total: m(totales.total),
    subtotal: m(totales.subtotal),
    descuentos: m(totales.descuentosVenta + lineas),
    vuelto: m(totales.vuelto),
    anuladas: anuladas.ventas,
    totalAnuladas: m(anuladas.total),
    porMedio: medios.map((r) => ({ medioPagoId: r.medioPagoId, medio: r.medio, tipo: r.tipo, pagos: r.pagos, montoLocal: m(r.montoLocal) })),
    porMoneda: monedas.map((r) => ({ moneda: r.moneda, monto: fromMinor(r.monto, r.moneda), montoLocal: m(r.montoLocal) })),
    // Every paid sale prints its non-fiscal delivery note; e-invoicing will add its documents here.
    porDocumento: totales.ventas === 0 ? [] : [{ documento: 'remito', cantidad: totales.ventas, total: m(totales.total) }],
    gastos: { cantidad: g.cantidad, pesos: m(g.pesos), reales: fromMinor(g.reales, 'BRL'), dolares: fromMinor(g.dolares, 'USD'), totalLocal: m(g.local) },
    caja:
      sesiones.length > 0
        ? {
            arqueoId: sesiones[0]!.id,
            estado: sesiones.some((a) => a.estado === 'abierto') ? 'abierto' : 'cerrado',
            montoInicial: m(sesiones.reduce((t, a) => t + a.montoInicial, 0)),
            esperado: sum((a) => a.esperado),
            contado: sum((a) => a.contado),
            diferencia: sum((a) => a.diferencia),
          }
        : null,
    cajas: sesiones.map((a) => ({
      arqueoId: a.id,
      caja: a.caja,
      usuario: a.usuarioApertura,
      estado: a.estado === 'abierto' ? ('abierto' as const) : ('cerrado' as const),
      montoInicial: m(a.montoInicial),
      esperado: a.esperado === null ? null : m(a.esperado),
      contado: a.contado === null ? null : m(a.contado),
      diferencia: a.diferencia === null ? null : m(a.diferencia),
    })),
  };
}

function toCierreZ(r: repo.CierreZRow): CierreZ {
  return { id: r.id, numero: r.numero, fecha: r.fecha, emitidoAt: r.createdAt, usuario: { id: r.usuarioId, nombre: r.usuarioNombre }, datos: JSON.parse(r.datos) as CierreZDatos };
}

const fechaLegible = (venue: Venue, fecha: string) => formatDate(`${fecha}T00:00:00Z`, { locale: venue.locale, timeZone: 'UTC' });

/**
 * Issues the Z close of a venue day (default today): once per day, after that day's register
 * is closed, with the next number. Its figures are frozen as issued.
 */
export async function emitirCierreZ(db: Db, actor: { localId: number; userId: number }, fecha?: string, now = new Date()): Promise<CierreZ> {
  const venue = await getVenue(db, actor.localId);
  const today = dateInZone(now, venue.timezone);
  const dia = fecha ?? today;
  if (!isValidRange({ desde: dia, hasta: dia })) throw badRequest('RANGO_FECHAS_INVALIDO');
  if (dia > today) throw badRequest('CIERRE_Z_FECHA_FUTURA');
  const existing = await repo.findCierreZPorFecha(db, actor.localId, dia);
  if (existing) throw conflict('CIERRE_Z_YA_EMITIDO', { fecha: fechaLegible(venue, dia), numero: existing.numero });
  const datos = await datosCierreZ(db, actor.localId, dia);
  if (datos.caja?.estado === 'abierto') throw conflict('CIERRE_Z_CAJA_ABIERTA', { fecha: fechaLegible(venue, dia) });
  const id = await repo.insertCierreZ(db, actor.localId, {
    fecha: dia,
    total: toMinor(datos.total, venue.currencyCode),
    ventas: datos.ventas,
    datos: JSON.stringify(datos),
    usuarioId: actor.userId,
    at: now.toISOString(),
  });
  if (id === null) {
    const other = await repo.findCierreZPorFecha(db, actor.localId, dia);
    throw conflict('CIERRE_Z_YA_EMITIDO', { fecha: fechaLegible(venue, dia), numero: other?.numero ?? 0 });
  }
  return getCierreZ(db, actor.localId, id);
}

/** An issued Z close as it was issued (the printing module reuses this for thermal printers). */
export async function getCierreZ(db: Db, localId: number, id: number): Promise<CierreZ> {
  const row = await repo.findCierreZ(db, localId, id);
  if (!row) throw notFound('CIERRE_Z_NO_EXISTE');
  return toCierreZ(row);
}

export async function listCierresZ(db: Db, localId: number): Promise<CierresZList> {
  const venue = await getVenue(db, localId);
  const rows = await repo.listCierresZ(db, localId, 100);
  return {
    items: rows.map((r) => ({
      id: r.id,
      numero: r.numero,
      fecha: r.fecha,
      emitidoAt: r.createdAt,
      usuario: { id: r.usuarioId, nombre: r.usuarioNombre },
      total: fromMinor(r.total, venue.currencyCode),
      ventas: r.ventas,
    })),
  };
}

/** A report as the tables its exports write (the same figures the screen shows). */
export async function documentoDe(db: Db, localId: number, tipo: ReporteTipo, q: ReportesFiltros, t: TFunction): Promise<Documento> {
  switch (tipo) {
    case 'ventas':
      return documentoVentas(await reporteVentas(db, localId, q), t);
    case 'productos':
      return documentoProductos(await reporteProductos(db, localId, q), t);
    case 'clientes':
      return documentoClientes(await reporteClientes(db, localId, q), t);
    case 'financiero':
      return documentoFinanciero(await reporteFinanciero(db, localId, q), t);
    case 'arqueos':
      return documentoArqueos(await reporteArqueos(db, localId, q), t);
  }
}
