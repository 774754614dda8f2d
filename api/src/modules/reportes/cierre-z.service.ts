import type { CierreZ, CierreZDatos, CierresZList } from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { dateInZone, fromMinor, isValidRange, toMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue, type Venue } from '../local';
import { anulacionesDeDiasCerrados } from './ajustes-z.repository';
import * as repo from './cierre-z.repository';
import * as arqueosRepo from './reporte-arqueos.repository';
import * as financieroRepo from './reporte-financiero.repository';
import * as ventasRepo from './reporte-ventas.repository';
import { gastoLocal, periodo, plegar } from './reportes-periodo';

type Db = Kysely<Database>;

/* The daily Z close */

/** The figures of a venue day as a Z close shows them (computed now; an issued close keeps its own copy). */
export async function datosCierreZ(db: Db, localId: number, fecha: string): Promise<CierreZDatos> {
  const p = await periodo(db, localId, { fechaDesde: fecha, fechaHasta: fecha });
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [horas, lineas, anuladas, ajustes, pagos, gastos, tasas] = await Promise.all([
    ventasRepo.ventasPorHoraUtc(db, p.filtro),
    ventasRepo.descuentosDeLinea(db, p.filtro),
    ventasRepo.anuladas(db, p.filtro),
    anulacionesDeDiasCerrados(db, p.filtro),
    ventasRepo.pagos(db, p.filtro),
    financieroRepo.gastosPorCategoria(db, p.filtro),
    financieroRepo.tasas(db, localId),
  ]);
  const { totales } = plegar(p, horas);
  const medios = ventasRepo.porMedio(pagos);
  const monedas = ventasRepo.porMoneda(pagos);
  // Every session of the day (tills, shifts), oldest first: the Z's register block is their sum.
  const sesiones = (await arqueosRepo.arqueosEntre(db, localId, fecha, fecha)).sort((a, b) => a.id - b.id);
  const sum = (pick: (a: arqueosRepo.ArqueoReporteRow) => number | null) => (sesiones.some((a) => pick(a) === null) ? null : m(sesiones.reduce((t, a) => t + pick(a)!, 0)));
  const g = gastos.reduce(
    (s, x) => ({
      cantidad: s.cantidad + x.gastos,
      pesos: s.pesos + x.pesos,
      reales: s.reales + x.reales,
      dolares: s.dolares + x.dolares,
      local: s.local + gastoLocal(p.venue, tasas, x),
    }),
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
    // Its negative sales explained: voids of earlier days whose Z was already issued.
    anulacionesDiasCerrados: { ventas: ajustes.ventas, total: m(ajustes.total === 0 ? 0 : -ajustes.total) },
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
