import { z } from 'zod';
import { compraInputSchema, insumoUnidadSchema, recepcionInputSchema, type Compra, type CompraInput, type Insumo, type RecepcionInput } from '@resto/shared/contracts';
import { parseNumberInput } from '@resto/shared/format';
import { divRound, INSUMO_QUANTITY_SCALE } from '@resto/shared/rules';
import type { NumberFields } from '@resto/shared/sales-ui';

/*
 * A purchase as its dialogs keep it (the ingredient as a choice, quantities and costs as typed in
 * the venue's locale) and as the api takes it; the total computed the way the api does: each
 * line's quantity times its cost, added up and rounded once to the currency.
 */

export const CANTIDAD_DECIMALS = 6;

export interface CompraLineaForm {
  insumoId: string;
  cantidad: string;
  costoUnitario: string;
}

export interface CompraFormValues {
  proveedorId: string;
  notas: string;
  lineas: CompraLineaForm[];
}

export const nuevaLineaCompra = (): CompraLineaForm => ({ insumoId: '', cantidad: '', costoUnitario: '' });

/** A quantity as a field pre-fills it: up to 6 decimals, as the venue writes numbers. */
export function cantidadText(fields: NumberFields, value: number): string {
  return new Intl.NumberFormat(fields.locale, { maximumFractionDigits: CANTIDAD_DECIMALS }).format(value).replace(/[\u00a0\u202f]/gu, ' ');
}

export function compraToForm(compra: Compra | null, fields: NumberFields): CompraFormValues {
  if (!compra) return { proveedorId: '', notas: '', lineas: [nuevaLineaCompra()] };
  return {
    proveedorId: String(compra.proveedorId),
    notas: compra.notas ?? '',
    lineas: compra.lineas.map((l) => ({ insumoId: String(l.insumoId), cantidad: cantidadText(fields, l.cantidad), costoUnitario: fields.amountText(l.costoUnitario) })),
  };
}

/** The draft's form read as typed, then the contract's rules (a supplier, 1 to 200 lines, each quantity above 0). */
export function compraFormSchema(fields: NumberFields, texts: { proveedor: string; insumo: string }) {
  const linea = z.object({
    insumoId: z
      .string()
      .refine((v) => v !== '', { message: texts.insumo })
      .transform(Number),
    cantidad: fields.number(CANTIDAD_DECIMALS, { blank: null }),
    costoUnitario: fields.amount(),
  });
  const typed = z.object({
    proveedorId: z
      .string()
      .refine((v) => v !== '', { message: texts.proveedor })
      .transform(Number),
    notas: z.string().transform((v) => (v.trim() === '' ? null : v.trim())),
    lineas: z.array(linea),
  });
  const contract = compraInputSchema.omit({ clientMutationId: true });
  return typed.pipe(contract as unknown as z.ZodType<Omit<CompraInput, 'clientMutationId'>, z.output<typeof typed>>);
}

/** Quantity times cost of every line, rounded once to the currency (minor units); lines not yet numbers count 0. */
export function totalMinor(lineas: readonly { cantidad: string; costoUnitario: string }[], fields: NumberFields): number {
  let total = 0n;
  for (const l of lineas) {
    const cantidad = parseNumberInput(l.cantidad, { locale: fields.locale, decimals: CANTIDAD_DECIMALS });
    const costo = fields.parse(l.costoUnitario, { currency: fields.currency });
    if (cantidad.ok && costo.ok) total += cantidad.scaled * costo.scaled;
  }
  return Number(divRound(total, BigInt(INSUMO_QUANTITY_SCALE)));
}

/** A reception's line: what is still to arrive of an ordered line, at the order's cost. */
export interface RecepcionLineaForm {
  insumoId: number;
  nombre: string;
  unidad: Insumo['unidad'];
  pedida: number;
  recibida: number;
  cantidad: string;
  costoUnitario: string;
}

export function recepcionToForm(compra: Compra, fields: NumberFields): RecepcionLineaForm[] {
  return compra.lineas.map((l) => {
    const pendiente = Math.max(0, Math.round((l.cantidad - l.cantidadRecibida) * INSUMO_QUANTITY_SCALE) / INSUMO_QUANTITY_SCALE);
    return {
      insumoId: l.insumoId,
      nombre: l.nombre,
      unidad: l.unidad,
      pedida: l.cantidad,
      recibida: l.cantidadRecibida,
      cantidad: pendiente > 0 ? cantidadText(fields, pendiente) : '',
      costoUnitario: fields.amountText(l.costoUnitario),
    };
  });
}

/** What arrived now (blank or 0 lines left out), then the contract's rules (at least one line). */
export function recepcionFormSchema(fields: NumberFields) {
  const linea = z.object({
    insumoId: z.number(),
    nombre: z.string(),
    unidad: insumoUnidadSchema,
    pedida: z.number(),
    recibida: z.number(),
    cantidad: fields.number(CANTIDAD_DECIMALS),
    costoUnitario: fields.amount(),
  });
  const typed = z
    .object({ lineas: z.array(linea) })
    .transform((v) => ({ lineas: v.lineas.filter((l) => l.cantidad > 0).map(({ insumoId, cantidad, costoUnitario }) => ({ insumoId, cantidad, costoUnitario })) }));
  const contract = recepcionInputSchema.omit({ clientMutationId: true });
  return typed.pipe(contract as unknown as z.ZodType<Omit<RecepcionInput, 'clientMutationId'>, z.output<typeof typed>>);
}
