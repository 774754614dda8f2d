/*
 * The fiscal content of a voucher, computed from a paid sale (pure functions, unit-tested):
 * its type (A, B, C and their credit notes), the receiver, and the amounts ARCA wants: net per
 * IVA rate, IVA, exempt, total. Venue prices include IVA (final-consumer prices), so each rate's
 * net is its gross / (1 + rate), rounded to the cent, and the IVA the rest: the parts always add
 * up to the sale's total exactly. Integer cents throughout.
 */

import { ALICUOTAS_IVA, UMBRAL_IDENTIFICACION_PESOS, type AlicuotaIva } from '@resto/shared/contracts';

export const CONDICIONES_IVA_EMISOR = ['responsable_inscripto', 'monotributista'] as const;
export type CondicionIvaEmisor = (typeof CONDICIONES_IVA_EMISOR)[number];

export { ALICUOTAS_IVA, type AlicuotaIva };
/** The rates with an AlicIva line (exempt and non-taxed amounts have none). */
export type AlicuotaGravada = Exclude<AlicuotaIva, 'exento' | 'no_gravado'>;

/** ARCA's AlicIva ids (FEParamGetTiposIva). */
export const ALICUOTA_ID: Record<AlicuotaGravada, number> = { '0': 3, '10.5': 4, '21': 5, '27': 6, '5': 8, '2.5': 9 };
/** The rate in tenths of a percent (21 % = 210). */
const ALICUOTA_MILESIMOS: Record<AlicuotaGravada, number> = { '0': 0, '10.5': 105, '21': 210, '27': 270, '5': 50, '2.5': 25 };

export type Letra = 'A' | 'B' | 'C';
export type Clase = 'factura' | 'nota_credito';

/** ARCA's CbteTipo per letter and class. */
export const CBTE_TIPO: Record<Letra, Record<Clase, number>> = {
  A: { factura: 1, nota_credito: 3 },
  B: { factura: 6, nota_credito: 8 },
  C: { factura: 11, nota_credito: 13 },
};

export function letraDeTipo(tipo: number): Letra {
  for (const letra of ['A', 'B', 'C'] as const) if (Object.values(CBTE_TIPO[letra]).includes(tipo)) return letra;
  throw new Error(`Tipo de comprobante desconocido: ${tipo}`);
}

export function claseDeTipo(tipo: number): Clase {
  return [3, 8, 13].includes(tipo) ? 'nota_credito' : 'factura';
}

/** Document types: 80 CUIT, 86 CUIL, 96 DNI, 99 sin identificar (consumidor final). */
export const DOC_TIPOS = { CUIT: 80, CUIL: 86, DNI: 96, CONSUMIDOR_FINAL: 99 } as const;

/** RG 5616 CondicionIVAReceptorId values the POS offers. */
export const CONDICION_IVA_RECEPTOR = {
  responsable_inscripto: 1,
  exento: 4,
  consumidor_final: 5,
  monotributo: 6,
  no_categorizado: 7,
} as const;
export type CondicionIvaReceptor = keyof typeof CONDICION_IVA_RECEPTOR;

/**
 * RG 5700 (2025): a Factura B/C to a final consumer may leave the buyer unidentified below this
 * total (in cents of ARS); from it on, the buyer's document is required.
 */
export const UMBRAL_IDENTIFICACION_CENTAVOS = UMBRAL_IDENTIFICACION_PESOS * 100;

export interface Receptor {
  docTipo: number;
  /** Digits; '0' for an unidentified final consumer. */
  docNro: string;
  condicion: CondicionIvaReceptor;
  nombre: string | null;
  /** The buyer's address, printed on the voucher (a Factura A must show it); ARCA does not receive it. */
  domicilio?: string | null;
}

export const CONSUMIDOR_FINAL: Receptor = { docTipo: DOC_TIPOS.CONSUMIDOR_FINAL, docNro: '0', condicion: 'consumidor_final', nombre: null };

/**
 * The letter ARCA requires: a monotributista issues C; a responsable inscripto issues A to
 * another responsable inscripto or a monotributista (identified by CUIT) and B to everyone else.
 */
export function letraPara(emisor: CondicionIvaEmisor, receptor: Receptor): Letra {
  if (emisor === 'monotributista') return 'C';
  const a = receptor.docTipo === DOC_TIPOS.CUIT && (receptor.condicion === 'responsable_inscripto' || receptor.condicion === 'monotributo');
  return a ? 'A' : 'B';
}

/** Receiver conditions of class A/M/C only (RG 5616, FEParamGetCondicionIvaReceptor). */
const CONDICIONES_CLASE_A: readonly CondicionIvaReceptor[] = ['responsable_inscripto', 'monotributo'];

export type ReceptorProblem = 'a-requiere-cuit' | 'identificacion-requerida' | null;

/**
 * What ARCA would refuse about the receiver: an A needs a CUIT (10013); a responsable inscripto
 * issuer's receiver that is itself responsable inscripto or monotributista takes an A, never a B
 * (FEParamGetCondicionIvaReceptor: conditions 1 and 6 are of class A/M/C only, 10243), so it needs
 * its CUIT; an unidentified final consumer only below the threshold (10015).
 */
export function receptorProblem(emisor: CondicionIvaEmisor, letra: Letra, receptor: Receptor, totalCentavos: number): ReceptorProblem {
  if (letra === 'A' && receptor.docTipo !== DOC_TIPOS.CUIT) return 'a-requiere-cuit';
  if (emisor === 'responsable_inscripto' && CONDICIONES_CLASE_A.includes(receptor.condicion) && receptor.docTipo !== DOC_TIPOS.CUIT) return 'a-requiere-cuit';
  if (receptor.docTipo === DOC_TIPOS.CONSUMIDOR_FINAL && totalCentavos >= UMBRAL_IDENTIFICACION_CENTAVOS) return 'identificacion-requerida';
  return null;
}

export interface LineaFiscal {
  descripcion: string;
  cantidad: number;
  /** Cents, IVA included: what the line costs after its own discount. */
  importe: number;
  alicuota: AlicuotaIva;
}

export interface IvaLinea {
  alicuota: AlicuotaGravada;
  id: number;
  /** Cents. */
  base: number;
  iva: number;
}

export interface Importes {
  total: number;
  neto: number;
  iva: number;
  exento: number;
  noGravado: number;
  lineasIva: IvaLinea[];
}

/**
 * Splits `total` (the sale's total after general and customer discounts) over the lines in
 * proportion to their amounts (largest remainder, exact to the cent), then per rate.
 */
export function distribuir(total: number, lineas: readonly LineaFiscal[]): number[] {
  const sum = lineas.reduce((a, l) => a + l.importe, 0);
  if (sum === 0) return lineas.map(() => 0);
  const raw = lineas.map((l) => BigInt(l.importe) * BigInt(total));
  const base = raw.map((r) => Number(r / BigInt(sum)));
  let left = total - base.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rem: r % BigInt(sum) })).sort((x, y) => (y.rem > x.rem ? 1 : y.rem < x.rem ? -1 : x.i - y.i));
  for (const { i } of order) {
    if (left <= 0) break;
    base[i]! += 1;
    left -= 1;
  }
  return base;
}

export function calcularImportes(letra: Letra, total: number, lineas: readonly LineaFiscal[]): Importes {
  // A monotributista's C voucher carries no IVA: the whole total is its net.
  if (letra === 'C') return { total, neto: total, iva: 0, exento: 0, noGravado: 0, lineasIva: [] };
  const shares = distribuir(total, lineas);
  const gross = new Map<AlicuotaIva, number>();
  lineas.forEach((l, i) => gross.set(l.alicuota, (gross.get(l.alicuota) ?? 0) + shares[i]!));
  let exento = 0;
  let noGravado = 0;
  const lineasIva: IvaLinea[] = [];
  for (const alicuota of ALICUOTAS_IVA) {
    const g = gross.get(alicuota);
    if (g === undefined) continue;
    if (alicuota === 'exento') {
      exento += g;
      continue;
    }
    if (alicuota === 'no_gravado') {
      noGravado += g;
      continue;
    }
    const m = ALICUOTA_MILESIMOS[alicuota];
    // base = g * 1000 / (1000 + m), rounded half up to the cent.
    const base = Number((BigInt(g) * 2000n + BigInt(1000 + m)) / (BigInt(1000 + m) * 2n));
    lineasIva.push({ alicuota, id: ALICUOTA_ID[alicuota], base, iva: g - base });
  }
  const neto = lineasIva.reduce((a, l) => a + l.base, 0);
  const iva = lineasIva.reduce((a, l) => a + l.iva, 0);
  return { total, neto, iva, exento, noGravado, lineasIva };
}

/** Cents as ARCA's decimal string: 12345 -> '123.45'. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** ISO currency to ARCA's MonId (FEParamGetTiposMonedas). */
const MON_ID: Record<string, string> = { ARS: 'PES', USD: 'DOL', EUR: '060', BRL: '012', UYU: '011', CLP: '033', PYG: '029' };

export function monId(currency: string): string | null {
  return MON_ID[currency.toUpperCase()] ?? null;
}

/** ARCA's MonId to its ISO currency code ('DOL' -> 'USD'). */
export function isoDeMonId(mon: string): string | null {
  return Object.entries(MON_ID).find(([, id]) => id === mon)?.[0] ?? null;
}
