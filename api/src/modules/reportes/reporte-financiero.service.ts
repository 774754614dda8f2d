import type { ReporteFinanciero, ReportesFiltros } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './reporte-financiero.repository';
import * as productosRepo from './reporte-productos.repository';
import * as ventasRepo from './reporte-ventas.repository';
import { base, divRound, gastoLocal, periodo, plegar, zonedHours } from './reportes-periodo';

type Db = Kysely<Database>;

export async function reporteFinanciero(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteFinanciero> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [horas, costoMilli, gastos, gastosHoras, tasas, pagosRows, cobros] = await Promise.all([
    ventasRepo.ventasPorHoraUtc(db, p.filtro),
    productosRepo.costoMilli(db, p.filtro),
    repo.gastosPorCategoria(db, p.filtro),
    repo.gastosPorHoraUtc(db, p.filtro),
    repo.tasas(db, localId),
    ventasRepo.pagos(db, p.filtro),
    repo.cobrosCuenta(db, p.filtro),
  ]);
  const monedas = ventasRepo.porMoneda(pagosRows, true);
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
    f.salidasLocal += gastoLocal(
      p.venue,
      tasas,
      moneda === cur ? { pesos: monto, reales: 0, dolares: 0 } : moneda === 'BRL' ? { pesos: 0, reales: monto, dolares: 0 } : { pesos: 0, reales: 0, dolares: monto },
    );
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
