import type { ConsumoInsumo, ReporteConsumo, ReporteCostosRangoQuery } from '@resto/shared/contracts';
import { divRound, fromMicro, fromMinor, INSUMO_QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './reporte-consumo.repository';
import { periodo } from './reportes-periodo';

type Db = Kysely<Database>;

/** The range of a cost report, as the period of the other reports reads it. */
export function rangoDe(q: ReporteCostosRangoQuery): { rango?: ReporteCostosRangoQuery['rango']; fechaDesde?: string; fechaHasta?: string } {
  return { ...(q.rango ? { rango: q.rango } : {}), ...(q.fechaDesde ? { fechaDesde: q.fechaDesde } : {}), ...(q.fechaHasta ? { fechaHasta: q.fechaHasta } : {}) };
}

const SCALE = BigInt(INSUMO_QUANTITY_SCALE);

/**
 * Theoretical against actual use of each ingredient over the venue's days: what the sales took
 * (sales minus voids), the waste, the purchases, the stock at the start and at the end (after the
 * last movement before each bound), the actual use (start + purchases - end) and the variance
 * (actual - theoretical - waste), valued at the ingredient's cost at the end of the range. The
 * sales and the waste are valued at each movement's own cost.
 */
export async function reporteConsumo(db: Db, localId: number, q: ReporteCostosRangoQuery, now = new Date()): Promise<ReporteConsumo> {
  const p = await periodo(db, localId, rangoDe(q), now);
  const currency = p.venue.currencyCode;
  const { from, to } = p.filtro;
  const [insumos, sumas, inicio, fin] = await Promise.all([
    repo.insumosDelLocal(db, localId),
    repo.sumasPorTipo(db, localId, from, to),
    repo.stockAntesDe(db, localId, from),
    repo.stockAntesDe(db, localId, to),
  ]);
  const porInsumo = new Map<number, Map<string, repo.SumaMovimientos>>();
  for (const s of sumas) {
    const m = porInsumo.get(s.insumoId) ?? new Map<string, repo.SumaMovimientos>();
    m.set(s.tipo, s);
    porInsumo.set(s.insumoId, m);
  }
  const money = (minor: bigint | number) => fromMinor(Number(minor), currency);
  const valorMinor = (v: bigint) => divRound(v, SCALE);

  const items: (ConsumoInsumo & { orden: bigint })[] = [];
  let teoricoTotal = 0n;
  let mermaTotal = 0n;
  let varianzaTotal = 0n;
  for (const i of insumos) {
    const m = porInsumo.get(i.id);
    const stockInicial = inicio.get(i.id)?.stock ?? 0;
    const stockFinal = fin.get(i.id)?.stock ?? 0;
    // Inactive ingredients that did not move and hold nothing say nothing.
    if (!m && !i.activo && stockInicial === 0 && stockFinal === 0) continue;
    const get = (tipo: string) => m?.get(tipo) ?? { cantidad: 0, valor: 0n };
    const venta = get('venta');
    const anulacion = get('anulacion');
    const merma = get('merma');
    // 0 - x, not -x: nothing used is 0, never -0.
    const teorico = 0 - (venta.cantidad + anulacion.cantidad);
    const mermaQty = 0 - merma.cantidad;
    const compras = get('compra').cantidad;
    const real = stockInicial + compras - stockFinal;
    const varianza = real - teorico - mermaQty;
    const costo = fin.get(i.id)?.costo ?? i.costoUnitario;
    const teoricoCosto = valorMinor(-(venta.valor + anulacion.valor));
    const mermaCosto = valorMinor(-merma.valor);
    const varianzaCosto = divRound(BigInt(varianza) * BigInt(costo), SCALE);
    teoricoTotal += teoricoCosto;
    mermaTotal += mermaCosto;
    varianzaTotal += varianzaCosto;
    items.push({
      orden: varianzaCosto,
      insumoId: i.id,
      nombre: i.nombre,
      unidad: i.unidad,
      teorico: fromMicro(teorico),
      merma: fromMicro(mermaQty),
      compras: fromMicro(compras),
      stockInicial: fromMicro(stockInicial),
      stockFinal: fromMicro(stockFinal),
      real: fromMicro(real),
      varianza: fromMicro(varianza),
      costoUnitario: money(costo),
      teoricoCosto: money(teoricoCosto),
      mermaCosto: money(mermaCosto),
      varianzaCosto: money(varianzaCosto),
    });
  }
  items.sort((a, b) => (a.orden === b.orden ? a.nombre.localeCompare(b.nombre, 'es') : b.orden > a.orden ? 1 : -1));
  return {
    desde: p.desde,
    hasta: p.hasta,
    moneda: currency,
    generadoAt: now.toISOString(),
    items: items.map(({ orden: _orden, ...item }) => item),
    totales: { teoricoCosto: money(teoricoTotal), mermaCosto: money(mermaTotal), varianzaCosto: money(varianzaTotal) },
  };
}
