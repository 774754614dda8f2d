import type { TicketFiscalRequest, Venta } from '@resto/shared/contracts';
import { divRound, formatScaled, isValidCuit, parseScaled, toMinor } from '@resto/shared/rules';
import type { Kysely, Selectable } from 'kysely';
import type { ComprobantesTable, Database } from '../../db/schema';
import { badRequest, unprocessable } from '../../lib/errors';
import type { VoucherRequest } from './arca/wsfe';
import {
  calcularImportes,
  CONDICION_IVA_RECEPTOR,
  CONSUMIDOR_FINAL,
  decimal,
  distribuir,
  DOC_TIPOS,
  letraPara,
  monId,
  receptorProblem,
  UMBRAL_IDENTIFICACION_CENTAVOS,
  type Importes,
  type LineaFiscal,
  type Receptor,
} from './comprobante';
import { alicuotasDeProductos } from './comprobantes.repository';
import type { EmisorConfig } from './config.service';
import { receptorDe } from './receptor.repository';

/** What a voucher asks of ARCA, kept with it (JSON) from before the first send. */
export interface Detalle {
  letra: 'A' | 'B' | 'C';
  receptor: Receptor;
  lineas: LineaFiscal[];
  importes: Importes;
  monId: string;
  monCotiz: string;
  /** The invoice a credit note cancels. */
  asociado: { tipo: number; ptoVta: number; nro: number; cuit: string; fecha: string } | null;
}

/** MonCotiz has up to 6 decimals (WSFEv1: decimal 19,6). */
const COTIZ_DECIMALS = 6;

/** A sale's invoice as it will be asked of ARCA: the receptor checked, each line with its VAT rate, the amounts in the currency charged. */
export async function detalleFactura(db: Kysely<Database>, emisor: EmisorConfig, venta: Venta, request: TicketFiscalRequest): Promise<Detalle> {
  if (monId(venta.moneda) !== 'PES') throw unprocessable('FACTURACION_MONEDA_NO_SOPORTADA', { moneda: venta.moneda });
  const receptor: Receptor = request.receptor ? await receptorDe(db, venta, request.receptor) : CONSUMIDOR_FINAL;
  // CUIT and CUIL carry a check digit (ARCA refuses a wrong one: 10015/10284).
  if ((receptor.docTipo === DOC_TIPOS.CUIT || receptor.docTipo === DOC_TIPOS.CUIL) && !isValidCuit(receptor.docNro)) {
    throw badRequest('FACTURACION_DOCUMENTO_INVALIDO', { documento: receptor.docNro });
  }
  if (receptor.docTipo === DOC_TIPOS.DNI && !/^\d{7,8}$/.test(receptor.docNro)) throw badRequest('FACTURACION_DOCUMENTO_INVALIDO', { documento: receptor.docNro });
  if (receptor.docTipo !== DOC_TIPOS.CONSUMIDOR_FINAL && receptor.docNro === emisor.cuit) throw badRequest('FACTURACION_RECEPTOR_ES_EMISOR');
  const rates = await alicuotasDeProductos(db, [...new Set(venta.items.map((i) => i.productoId))]);
  const cents = (amount: number) => centavos(amount, venta.moneda);
  const lineas: LineaFiscal[] = venta.items.map((i) => ({
    descripcion: i.producto,
    cantidad: i.cantidad,
    importe: cents(i.subtotal),
    alicuota: rates.get(i.productoId) ?? '21',
  }));
  const total = cents(venta.total);
  const letra = letraPara(emisor.condicionIva, receptor);
  // The threshold is in pesos, whatever the currency the sale was charged in.
  const problem = receptorProblem(emisor.condicionIva, letra, receptor, total);
  if (problem === 'a-requiere-cuit') throw badRequest('FACTURACION_A_REQUIERE_CUIT');
  if (problem === 'identificacion-requerida') throw badRequest('FACTURACION_IDENTIFICACION_REQUERIDA', { umbral: `$ ${decimal(UMBRAL_IDENTIFICACION_CENTAVOS)}` });
  const extranjera = monedaCobrada(venta);
  if (!extranjera) return { letra, receptor, lineas, importes: calcularImportes(letra, total, lineas), monId: 'PES', monCotiz: '1', asociado: null };
  // Charged in a foreign currency: the voucher is in it (MonId) at the rate charged (MonCotiz),
  // its amounts the pesos over the rate, rounded to the cent, spread over the lines exactly.
  const totalExt = Number(divRound(BigInt(total) * 10n ** BigInt(COTIZ_DECIMALS), extranjera.tasa));
  const shares = distribuir(totalExt, lineas);
  const lineasExt = lineas.map((l, i) => ({ ...l, importe: shares[i]! }));
  const monCotiz = formatScaled(extranjera.tasa, COTIZ_DECIMALS).replace(/\.?0+$/, '');
  return { letra, receptor, lineas: lineasExt, importes: calcularImportes(letra, totalExt, lineasExt), monId: extranjera.monId, monCotiz, asociado: null };
}

/**
 * The foreign currency a sale was charged in: every payment in the same currency ARCA knows, other
 * than the venue's, at one rate (scaled to 6 decimals). Null for pesos or mixed payments.
 */
export function monedaCobrada(venta: Pick<Venta, 'moneda' | 'pagos'>): { monId: string; tasa: bigint } | null {
  const [first] = venta.pagos;
  if (!first || first.moneda === venta.moneda || !first.tasa) return null;
  const mon = monId(first.moneda);
  const tasa = parseScaled(first.tasa, COTIZ_DECIMALS);
  if (!mon || mon === 'PES' || tasa === null || tasa <= 0n) return null;
  const same = venta.pagos.every((p) => p.moneda === first.moneda && p.tasa !== null && parseScaled(p.tasa, COTIZ_DECIMALS) === tasa);
  return same ? { monId: mon, tasa } : null;
}

/** A venue amount (decimal in its currency) in cents, as ARCA's amounts have 2 decimals. */
function centavos(amount: number, currency: string): number {
  const minor = toMinor(amount, currency);
  const scale = Math.round(toMinor(1, currency));
  return Math.round((minor * 100) / scale);
}

/** The FECAESolicitar request of a recorded voucher under the number and date it is sent with. */
export function voucherRequest(row: Selectable<ComprobantesTable>, detalle: Detalle, numero: number, fecha: string): VoucherRequest {
  const i = detalle.importes;
  return {
    ptoVta: row.punto_venta,
    cbteTipo: row.tipo,
    concepto: 1,
    docTipo: detalle.receptor.docTipo,
    docNro: detalle.receptor.docNro,
    cbteNro: numero,
    cbteFch: fecha.replaceAll('-', ''),
    impTotal: decimal(i.total),
    impTotConc: decimal(i.noGravado),
    impNeto: decimal(i.neto),
    impOpEx: decimal(i.exento),
    impTrib: decimal(0),
    impIva: decimal(i.iva),
    monId: detalle.monId,
    monCotiz: detalle.monCotiz,
    condicionIvaReceptorId: CONDICION_IVA_RECEPTOR[detalle.receptor.condicion],
    iva: i.lineasIva.map((l) => ({ id: l.id, baseImp: decimal(l.base), importe: decimal(l.iva) })),
    cbtesAsoc: detalle.asociado ? [detalle.asociado] : [],
  };
}
