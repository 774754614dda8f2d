import { z } from 'zod';
import { decimalIntSchema } from './fields';

/*
 * Electronic invoicing with ARCA: the venue's configuration (/facturaelectronicaconfig) and the fiscal vouchers of sales.
 */

export const CONDICIONES_IVA_EMISOR = ['responsable_inscripto', 'monotributista'] as const;
export const ENTORNOS_ARCA = ['homologacion', 'produccion'] as const;
/**
 * A product's IVA rate: ARCA's AlicIva ids 5 (21 %), 4 (10.5 %), 6 (27 %), 8 (5 %), 9 (2.5 %), 3 (0 %);
 * 'exento' goes to ImpOpEx and 'no_gravado' to ImpTotConc (neither has an AlicIva line).
 */
export const ALICUOTAS_IVA = ['21', '10.5', '27', '5', '2.5', '0', 'exento', 'no_gravado'] as const;
export type AlicuotaIva = (typeof ALICUOTAS_IVA)[number];
export const ALICUOTA_IVA_DEFAULT: AlicuotaIva = '21';
export const CONDICIONES_IVA_RECEPTOR = ['consumidor_final', 'responsable_inscripto', 'monotributo', 'exento', 'no_categorizado'] as const;
export const ESTADOS_COMPROBANTE = ['pendiente', 'enviando', 'autorizado', 'rechazado'] as const;

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/;
const PEM_KEY = /-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----/;

const configFields = {
  cuit: z.string().trim().min(1).max(13),
  razonSocial: z.string().trim().min(1).max(120),
  domicilio: z.string().trim().max(200).nullish(),
  condicionIva: z.enum(CONDICIONES_IVA_EMISOR),
  /** ARCA's points of sale go from 1 to 99998. */
  puntoVenta: z.number().int().min(1).max(99998),
  ingresosBrutos: z.string().trim().max(30).nullish(),
  inicioActividades: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  entorno: z.enum(ENTORNOS_ARCA),
  /** PEM of the certificate ARCA issued for the venue's key. */
  certificado: z.string().max(20_000).regex(PEM_CERT, 'Certificado PEM inválido').nullish(),
  /** PEM of the private key: stored encrypted, never returned. */
  clavePrivada: z.string().max(20_000).regex(PEM_KEY, 'Clave privada PEM inválida').nullish(),
  activo: z.boolean().optional(),
  clientMutationId: z.string().max(100).optional(),
};

/** POST /api/facturaelectronicaconfig. */
export const facturacionConfigCreateSchema = z.object(configFields);
export type FacturacionConfigCreate = z.infer<typeof facturacionConfigCreateSchema>;

/** PUT /api/facturaelectronicaconfig/{id}: the fields sent; without certificate or key the stored ones are kept. */
export const facturacionConfigUpdateSchema = z.object(configFields).partial();
export type FacturacionConfigUpdate = z.infer<typeof facturacionConfigUpdateSchema>;

export const facturacionConfigSchema = z.object({
  id: z.number().int(),
  restauranteId: z.number().int(),
  cuit: z.string(),
  razonSocial: z.string(),
  domicilio: z.string().nullable(),
  condicionIva: z.enum(CONDICIONES_IVA_EMISOR),
  /** The letters this venue issues: A and B, or C. */
  letras: z.array(z.enum(['A', 'B', 'C'])),
  puntoVenta: z.number().int(),
  ingresosBrutos: z.string().nullable(),
  inicioActividades: z.string().nullable(),
  entorno: z.enum(ENTORNOS_ARCA),
  tieneCertificado: z.boolean(),
  tieneClavePrivada: z.boolean(),
  certificadoSujeto: z.string().nullable(),
  certificadoVence: z.string().nullable(),
  activo: z.boolean(),
});
export type FacturacionConfig = z.infer<typeof facturacionConfigSchema>;

/** POST /api/facturaelectronicaconfig/{id}/probar: ARCA's last authorised number of each type. */
export const pruebaConexionSchema = z.object({
  ok: z.literal(true),
  puntoVenta: z.number().int(),
  ultimos: z.array(z.object({ tipo: z.number().int(), letra: z.enum(['A', 'B', 'C']), numero: z.number().int() })),
});
export type PruebaConexion = z.infer<typeof pruebaConexionSchema>;

export const restauranteParamsSchema = z.object({ restauranteId: decimalIntSchema() });

/** POST /api/ventas/{id}/ticket-fiscal: the receiver (optional: a final consumer without id). */
export const ticketFiscalRequestSchema = z.object({
  clientMutationId: z.string().max(100).optional(),
  receptor: z
    .object({
      docTipo: z.enum(['CUIT', 'CUIL', 'DNI']),
      docNro: z.string().regex(/^\d{7,11}$/),
      condicionIva: z.enum(CONDICIONES_IVA_RECEPTOR),
      nombre: z.string().trim().max(120).nullish(),
      /** Printed on the voucher (a Factura A shows the buyer's address); the sale's customer's when missing. */
      domicilio: z.string().trim().max(200).nullish(),
    })
    .optional(),
  formato: z.enum(['ticket', 'a4']).optional(),
});
export type TicketFiscalRequest = z.infer<typeof ticketFiscalRequestSchema>;
/** The identified receiver of an invoice. */
export type ReceptorFiscal = NonNullable<TicketFiscalRequest['receptor']>;

/**
 * RG 5700 (2025): a Factura B or C to a final consumer may leave them unidentified below this
 * total (pesos); from it on, the buyer's DNI or CUIT is required (ARCA's 10015).
 */
export const UMBRAL_IDENTIFICACION_PESOS = 10_000_000;

export const comprobanteSchema = z.object({
  id: z.number().int(),
  ventaId: z.number().int(),
  clase: z.enum(['factura', 'nota_credito']),
  letra: z.enum(['A', 'B', 'C']),
  tipo: z.number().int(),
  puntoVenta: z.number().int(),
  numero: z.number().int().nullable(),
  fecha: z.string(),
  estado: z.enum(ESTADOS_COMPROBANTE),
  total: z.number(),
  moneda: z.string(),
  cae: z.string().nullable(),
  caeVencimiento: z.string().nullable(),
  observaciones: z.array(z.object({ code: z.number().int(), msg: z.string() })),
  ultimoError: z.string().nullable(),
  /** The RG 4892 QR's URL, once authorised. */
  qrUrl: z.string().nullable(),
});
export type Comprobante = z.infer<typeof comprobanteSchema>;

/** The printable fiscal ticket: the voucher and a whole HTML page (80 mm or A4). */
export const documentoFiscalSchema = z.object({
  tipo: z.literal('fiscal'),
  formato: z.enum(['ticket', 'a4']),
  comprobante: comprobanteSchema,
  html: z.string(),
});
export type DocumentoFiscal = z.infer<typeof documentoFiscalSchema>;

export const documentoFiscalQuerySchema = z.object({ formato: z.enum(['ticket', 'a4']).default('ticket') });
