import { z } from 'zod';
import { reportesQuerySchema } from './reportes';

/**
 * GET /api/reportes/ventas-bajo-costo: the paid sale lines charged below the cost the product had
 * when it was sold (the cost before its first change after the sale, else its current cost).
 * Range as the other reports (rango, or fechaDesde/fechaHasta in the venue's dates; today by
 * default); optionally one seller or one product. Needs reportes.ver and productos.costos.
 */
export const ventasBajoCostoQuerySchema = reportesQuerySchema.pick({ rango: true, fechaDesde: true, fechaHasta: true, usuarioId: true, productoId: true });
export type VentasBajoCostoQuery = z.input<typeof ventasBajoCostoQuerySchema>;

/** One line sold below cost. Money in the venue's currency; `perdida` = cost x quantity - what the line charged. */
export const ventaBajoCostoSchema = z.object({
  ventaId: z.number().int(),
  numero: z.number().int().nullable(),
  /** When the sale was charged (ISO). */
  fecha: z.string(),
  productoId: z.number().int(),
  producto: z.string(),
  /** Who took the sale. */
  vendedor: z.string().nullable(),
  cantidad: z.number(),
  precioUnitario: z.number(),
  /** What the line charged, after its own discount. */
  importe: z.number(),
  costoUnitario: z.number(),
  perdida: z.number(),
});
export type VentaBajoCosto = z.infer<typeof ventaBajoCostoSchema>;

export const reporteBajoCostoSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  moneda: z.string(),
  /** Newest first. */
  items: z.array(ventaBajoCostoSchema),
  totalPerdida: z.number(),
});
export type ReporteBajoCosto = z.infer<typeof reporteBajoCostoSchema>;
