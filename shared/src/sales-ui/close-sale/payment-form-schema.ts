import { z } from 'zod';
import type { FacturacionConfig, PagoInput, PropinaInput, ReceptorFiscal } from '../../contracts';
import { readNumberField } from '../number-field';
import { summarizePayments, toPagoInputs, type PaymentContext, type PaymentLine, type SplitMode } from '../payment-lines';
import type { TipoDocumento } from '../sale-document';
import { receptorFormSchema, type ReceptorFormValues } from './receptor-fiscal-step';

export const MAX_SPLIT_PARTS = 20;

/** The close-sale form as typed: how it is split, the payment lines and the document to issue. */
export interface PaymentFormValues {
  mode: SplitMode;
  /** The number of equal parts as typed; the split follows once it is a whole number from 2 to 20. */
  partsText: string;
  lines: PaymentLine[];
  documento: TipoDocumento;
  /** The invoice's receiver (with e-invoicing set up). */
  receptor: ReceptorFormValues;
  /** A tip added at payment (apart from the sale), as typed. */
  propinaTipo: TipoPropina;
  propinaText: string;
  propinaMedioId: number;
}

/** No tip, a percent of the sale, or an amount in the venue's currency. */
export type TipoPropina = 'ninguna' | 'porcentaje' | 'monto';

/** What a valid form charges: the payments as the finalize endpoints take them, and the document. */
export interface PaymentFormOutput {
  pagos: PagoInput[];
  documento: TipoDocumento;
  receptor: ReceptorFiscal | null;
  propinas: PropinaInput[];
}

export interface PaymentFormMessages {
  montoInvalido: string;
  propinaInvalida: string;
  pagosInsuficientes: string;
  vueltoSoloEfectivo: string;
}

/** Where the form's refusals about the payments as a whole go (not a field of the form). */
export const PAYMENTS_ERROR = 'pagos';

/**
 * The close-sale form's schema: every line an amount above 0 in its currency (typed as the venue
 * writes it), the lines covering the total, change only from cash (the shared rules the api
 * charges with); out comes what is sent.
 */
export function paymentFormSchema(totalMinor: number, ctx: PaymentContext, messages: PaymentFormMessages, facturacion: FacturacionConfig | null = null) {
  // The receiver counts only for an invoice; the threshold is in pesos.
  const totalPesos = ctx.localCurrency === 'ARS' ? totalMinor / 100 : null;
  const receptor = receptorFormSchema(totalPesos, facturacion?.condicionIva ?? null);
  const line = z.object({ key: z.string(), medioId: z.number(), moneda: z.string(), amountText: z.string() });
  return z
    .object({
      mode: z.enum(['monto', 'partes']),
      partsText: z.string(),
      lines: z.array(line).min(1),
      documento: z.enum(['remito', 'fiscal']),
      receptor: z.custom<ReceptorFormValues>(),
      propinaTipo: z.enum(['ninguna', 'porcentaje', 'monto']),
      propinaText: z.string(),
      propinaMedioId: z.number(),
    })
    .superRefine((values, issues) => {
      if (values.documento === 'fiscal' && facturacion) {
        const r = receptor.safeParse(values.receptor);
        for (const issue of r.error?.issues ?? []) issues.addIssue({ code: 'custom', message: issue.message, path: ['receptor', ...issue.path] });
      }
      if (values.propinaTipo !== 'ninguna' && tipValue(values, ctx.locale) === null) {
        issues.addIssue({ code: 'custom', message: messages.propinaInvalida, path: ['propinaText'] });
      }
      const summary = summarizePayments(totalMinor, values.lines, ctx);
      if (!summary.allValid) {
        summary.lines.forEach((l, i) => {
          if (!l.valid) issues.addIssue({ code: 'custom', message: messages.montoInvalido, path: ['lines', i, 'amountText'] });
        });
        issues.addIssue({ code: 'custom', message: messages.montoInvalido, path: [PAYMENTS_ERROR] });
        return;
      }
      const s = summary.settlement;
      if (!s.ok) {
        const message = s.reason === 'insufficient' ? messages.pagosInsuficientes : messages.vueltoSoloEfectivo;
        issues.addIssue({ code: 'custom', message, path: [PAYMENTS_ERROR] });
      }
    })
    .transform((values): PaymentFormOutput => ({
      pagos: toPagoInputs(values.lines, ctx),
      documento: values.documento,
      receptor: values.documento === 'fiscal' && facturacion ? (receptor.safeParse(values.receptor).data ?? null) : null,
      propinas: values.propinaTipo === 'ninguna' ? [] : [{ tipo: values.propinaTipo, valor: tipValue(values, ctx.locale)!, medioId: values.propinaMedioId }],
    }));
}

/** The tip typed: a percent above 0 up to 100, or an amount above 0 (2 decimals); null otherwise. */
export function tipValue(values: Pick<PaymentFormValues, 'propinaTipo' | 'propinaText'>, locale: string): number | null {
  const n = readNumberField(values.propinaText, { locale, decimals: 2, blank: null });
  if (n === null || n <= 0) return null;
  return values.propinaTipo === 'porcentaje' && n > 100 ? null : n;
}
