import { z } from 'zod';
import { insumoInputSchema, type Insumo, type InsumoInput } from '@resto/shared/contracts';
import { formatNumber } from '@resto/shared/format';
import type { NumberFields } from '@resto/shared/sales-ui';

/** Quantities of an ingredient take up to 6 decimals (0,000125 kg). */
export const CANTIDAD_DECIMALES = 6;

/** A quantity as a field pre-fills it, without trailing zeros: 2.5 -> '2,5', 0.000125 -> '0,000125'. */
export const cantidadText = (value: number, locale: string) => formatNumber(value, locale, undefined, CANTIDAD_DECIMALES);

export interface InsumoFormValues {
  nombre: string;
  unidad: string;
  costoUnitario: string;
  stockActual: string;
  stockMinimo: string;
  controlaStock: boolean;
  proveedorId: string;
  activo: boolean;
  motivo: string;
}

/** The ingredient as the form pre-fills it (numbers written the way the venue writes them). */
export function insumoDefaults(insumo: Insumo | null, fields: NumberFields): InsumoFormValues {
  const qty = (v: number) => cantidadText(v, fields.locale);
  return {
    nombre: insumo?.nombre ?? '',
    unidad: insumo?.unidad ?? 'kg',
    costoUnitario: insumo?.costoUnitario != null ? fields.amountText(insumo.costoUnitario) : '',
    stockActual: insumo ? qty(insumo.stockActual) : '',
    stockMinimo: insumo && insumo.stockMinimo > 0 ? qty(insumo.stockMinimo) : '',
    controlaStock: insumo?.controlaStock ?? true,
    proveedorId: insumo?.proveedorId != null ? String(insumo.proveedorId) : '',
    activo: insumo?.activo ?? true,
    motivo: '',
  };
}

export interface InsumoSchemaOptions {
  fields: NumberFields;
  /** The ingredient being edited, or null for a new one. */
  insumo: Insumo | null;
  clientMutationId: string;
  /** The caller may see and write costs (productos.costos): without it no cost is sent. */
  costos: boolean;
  /** The text when the stock changes without a reason. */
  motivoRequerido: string;
}

/**
 * The form's texts read as the venue writes numbers, then checked by the shared contract
 * (insumoInputSchema), plus the rule the api applies on an edit: a stock changed by hand says why.
 * The body sends the stock only when it changed (a sale may have moved it since the form opened),
 * and no cost from someone who cannot see costs.
 */
export function insumoFormSchema({ fields, insumo, clientMutationId, costos, motivoRequerido }: InsumoSchemaOptions) {
  const cantidad = fields.number(CANTIDAD_DECIMALES);
  return z
    .object({
      nombre: z.string(),
      unidad: z.string(),
      costoUnitario: fields.amount(),
      stockActual: z.string(),
      stockMinimo: cantidad,
      controlaStock: z.boolean(),
      proveedorId: z.string(),
      activo: z.boolean(),
      motivo: z.string(),
    })
    .transform((v, ctx): InsumoInput => {
      let stockActual: number | undefined;
      // An untouched stock is not read again: it may be below zero (sales are never refused), which no one types.
      const sinTocar = insumo !== null && v.stockActual.trim() === cantidadText(insumo.stockActual, fields.locale);
      if (!sinTocar && v.stockActual.trim() !== '') {
        const parsed = cantidad.safeParse(v.stockActual);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['stockActual'], message: issue.message });
          return z.NEVER;
        }
        stockActual = parsed.data;
      }
      const cambiaStock = insumo !== null && stockActual !== undefined && stockActual !== insumo.stockActual;
      const checked = insumoInputSchema.safeParse({
        nombre: v.nombre,
        unidad: v.unidad,
        costoUnitario: v.costoUnitario,
        ...(stockActual !== undefined && (insumo === null || cambiaStock) ? { stockActual } : {}),
        stockMinimo: v.stockMinimo,
        controlaStock: v.controlaStock,
        proveedorId: v.proveedorId ? Number(v.proveedorId) : null,
        activo: v.activo,
        motivo: v.motivo.trim() || null,
        clientMutationId,
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      if (cambiaStock && !checked.data.motivo) {
        ctx.addIssue({ code: 'custom', path: ['motivo'], message: motivoRequerido });
        return z.NEVER;
      }
      const { costoUnitario, ...rest } = checked.data;
      return costos ? { ...rest, costoUnitario } : rest;
    });
}
