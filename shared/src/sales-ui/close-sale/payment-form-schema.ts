import { z } from 'zod';
import type { PagoInput } from '../../contracts';
import { summarizePayments, toPagoInputs, type PaymentContext, type PaymentLine, type SplitMode } from '../payment-lines';
import type { TipoDocumento } from '../sale-document';

export const MAX_SPLIT_PARTS = 20;

/** The close-sale form as typed: how it is split, the payment lines and the document to issue. */
export interface PaymentFormValues {
  mode: SplitMode;
  /** The number of equal parts as typed; the split follows once it is a whole number from 2 to 20. */
  partsText: string;
  lines: PaymentLine[];
  documento: TipoDocumento;
}

/** What a valid form charges: the payments as the finalize endpoints take them, and the document. */
export interface PaymentFormOutput {
  pagos: PagoInput[];
  documento: TipoDocumento;
}

export interface PaymentFormMessages {
  montoInvalido: string;
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
export function paymentFormSchema(totalMinor: number, ctx: PaymentContext, messages: PaymentFormMessages) {
  const line = z.object({ key: z.string(), medioId: z.number(), moneda: z.string(), amountText: z.string() });
  return z
    .object({
      mode: z.enum(['monto', 'partes']),
      partsText: z.string(),
      lines: z.array(line).min(1),
      documento: z.enum(['remito', 'fiscal']),
    })
    .superRefine((values, issues) => {
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
    .transform((values): PaymentFormOutput => ({ pagos: toPagoInputs(values.lines, ctx), documento: values.documento }));
}
