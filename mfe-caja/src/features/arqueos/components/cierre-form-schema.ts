import { z } from 'zod';
import { cerrarArqueoCamposSchema, denominacionesDe } from '@resto/shared/contracts';
import type { NumberFields } from '@resto/shared/sales-ui';

/**
 * The close's contract with every figure typed in the venue's locale ('31.400', '1.234,50'),
 * each amount in its own currency's decimals. The count by denomination becomes the contract's
 * `conteo` (quantities left blank or at 0 are not sent), a declared total left blank is not
 * declared.
 */
export function cierreFormSchema(fields: NumberFields) {
  const counts = cerrarArqueoCamposSchema.shape.monedasExtranjeras.unwrap();
  const row = z.object({ moneda: z.string(), monto: z.string(), descripcion: z.string().optional() }).transform((r, ctx): z.input<typeof counts>[number] => {
    const parsed = fields.amount({ currency: r.moneda }).safeParse(r.monto);
    if (parsed.success) return { ...r, monto: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['monto'] });
    return z.NEVER;
  });
  const conteo = z.object({ moneda: z.string(), cantidades: z.array(z.string()) }).transform((r, ctx) => {
    const valores = denominacionesDe(r.moneda);
    const denominaciones: { valor: number; cantidad: number }[] = [];
    r.cantidades.forEach((text, i) => {
      const parsed = fields.number(0).safeParse(text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['cantidades', i] });
        return;
      }
      const valor = valores[i];
      if (valor !== undefined && parsed.data > 0) denominaciones.push({ valor, cantidad: parsed.data });
    });
    return { moneda: r.moneda, denominaciones };
  });
  const declarado = z.object({ medioPagoId: z.number(), monto: z.string() }).transform((r, ctx) => {
    if (r.monto.trim() === '') return null;
    const parsed = fields.amount().safeParse(r.monto);
    if (parsed.success) return { medioPagoId: r.medioPagoId, monto: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['monto'] });
    return z.NEVER;
  });
  return cerrarArqueoCamposSchema.extend({
    totalReal: fields.amount().pipe(cerrarArqueoCamposSchema.shape.totalReal.unwrap()),
    monedasExtranjeras: z.array(row).pipe(counts),
    conteo: z.array(conteo).transform((all) => all.filter((c) => c.denominaciones.length > 0)),
    declarados: z.array(declarado).transform((all) => all.filter((d) => d !== null)),
  });
}
export type CierreFormInput = z.input<ReturnType<typeof cierreFormSchema>>;
export type CierreFormOutput = z.output<ReturnType<typeof cierreFormSchema>>;

/** Minor units of a count's typed quantities (blank is 0), or null while none is typed; a quantity that is not a whole number counts as 0. */
export function conteoTotal(fields: NumberFields, moneda: string, cantidades: readonly (string | undefined)[] | undefined): number | null {
  const valores = denominacionesDe(moneda);
  let typed = false;
  let total = 0;
  (cantidades ?? []).forEach((text, i) => {
    if (!text || text.trim() === '') return;
    typed = true;
    const parsed = fields.number(0).safeParse(text);
    if (parsed.success) total += (valores[i] ?? 0) * parsed.data;
  });
  return typed ? total : null;
}
