import type { Dashboard } from '@resto/shared/contracts';
import { addDays, dateInZone, fromMinor, zonedDayStart } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getVenue } from '../local';
import { alertaMinutos } from '../pedidos';
import { mesasOcupadas, pedidosEnCurso, sesionesAbiertas } from './dashboard.repository';
import { contarStockBajo, porProducto } from './reporte-productos.repository';
import { pagos, porMedio, ventasPorHoraUtc } from './reporte-ventas.repository';
import type { Filtro } from './reportes-filtro.repository';
import { DAY_MS, divRound, periodo, plegar, quantity } from './reportes-periodo';

type Db = Kysely<Database>;

export async function dashboard(db: Db, localId: number, now = new Date()): Promise<Dashboard> {
  const venue = await getVenue(db, localId);
  const cur = venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const today = dateInZone(now, venue.timezone);
  const hoy = await periodo(db, localId, { fechaDesde: today, fechaHasta: today }, now);
  const mes = await periodo(db, localId, { fechaDesde: addDays(today, -29), fechaHasta: today }, now);
  const lastWeekDay = addDays(today, -7);
  const lastWeek: Filtro = { localId, from: zonedDayStart(lastWeekDay, venue.timezone).toISOString(), to: new Date(now.getTime() - 7 * DAY_MS).toISOString() };
  const minutos = await alertaMinutos(db, localId);
  const [horasHoy, horasMes, horasSemana, pagosHoy, top, mesas, pedidos, bajo] = await Promise.all([
    ventasPorHoraUtc(db, hoy.filtro),
    ventasPorHoraUtc(db, mes.filtro),
    ventasPorHoraUtc(db, lastWeek),
    pagos(db, hoy.filtro),
    porProducto(db, mes.filtro, 5),
    mesasOcupadas(db, localId),
    pedidosEnCurso(db, localId, new Date(now.getTime() - minutos * 60_000).toISOString()),
    contarStockBajo(db, localId),
  ]);
  const sesiones = await sesionesAbiertas(db, localId, cur);
  const primera = sesiones[0];
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
    caja: {
      abierta: primera !== undefined,
      arqueoId: primera?.id ?? null,
      fecha: primera?.fecha ?? null,
      esperado: m(sesiones.reduce((sum, s) => sum + s.esperado, 0)),
      sesiones: sesiones.map((s) => ({ arqueoId: s.id, caja: s.caja, usuario: s.usuario, fecha: s.fecha, esperado: m(s.esperado) })),
    },
    stockBajo: bajo,
    ultimos30: [...last30.porDia].map(([fecha, x]) => ({ fecha, ventas: x.ventas, total: m(x.total) })),
    porHoraHoy: d.porHora.map((h, hora) => ({ hora, ventas: h.ventas, total: m(h.total) })),
    mediosHoy: porMedio(pagosHoy).map((r) => ({ medioPagoId: r.medioPagoId, medio: r.medio, tipo: r.tipo, pagos: r.pagos, montoLocal: m(r.montoLocal) })),
    topProductos: top.map((r) => ({ productoId: r.productoId, producto: r.producto, cantidad: quantity(r.cantidadMilli), ingresos: m(r.ingresos) })),
  };
}
