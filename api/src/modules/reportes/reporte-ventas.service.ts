import type { ReportesFiltros, ReporteVentas } from '@resto/shared/contracts';
import { fromMinor, toMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tipsByWaiter } from '../caja';
import * as repo from './reporte-ventas.repository';
import { base, divRound, periodo, plegar, type Acumulado } from './reportes-periodo';

type Db = Kysely<Database>;

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
