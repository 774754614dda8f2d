import { currencyScale } from '@resto/shared/format';
import { computeSaleTotals, convertToLocal } from '@resto/shared/rules';
import type { ClienteRow } from '../modules/clientes';
import type { ProductoRow } from '../modules/productos';
import { DEMO_MENU } from './demo-menu';

/** Small deterministic generator, so every fresh demo shows the same history. */
export function mulberry32(seed: number): () => number {
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

/**
 * How a simulated customer pays: cash rounded up (change in pesos), sometimes dollars, else cards
 * and QR. Amounts are minor units at each currency's scale (`currencyScale`).
 */
export function pickPayment(rng: () => number, total: number, usd: number, currency: string) {
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

export function buildSale(rng: () => number, productos: readonly ProductoRow[], clientes: readonly ClienteRow[], cuentaClienteId: number) {
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
