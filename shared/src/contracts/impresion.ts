import { z } from 'zod';
import { clientMutationIdSchema, requiredTextSchema } from './fields';

/**
 * Printers, the routing of categories to stations and the print queue.
 * A network printer speaks ESC/POS on TCP (port 9100 by default) and is reached by the api; a
 * 'navegador' printer is the browser's print dialog with an 80 or 58 mm page; a 'usb' or 'serial'
 * printer is plugged into the station's computer and reached by a browser tab there (WebUSB /
 * WebSerial), which sends the ESC/POS bytes the api encoded.
 */
export const ESTACIONES = ['cocina', 'barra', 'caja'] as const;
export const estacionSchema = z.enum(ESTACIONES);
export type Estacion = z.infer<typeof estacionSchema>;

export const CONEXIONES_IMPRESORA = ['red', 'navegador', 'usb', 'serial'] as const;
/** Connections whose jobs a browser tab at the station prints (and confirms). */
export const CONEXIONES_NAVEGADOR = ['navegador', 'usb', 'serial'] as const satisfies readonly ConexionImpresora[];
export const conexionImpresoraSchema = z.enum(CONEXIONES_IMPRESORA);
export type ConexionImpresora = z.infer<typeof conexionImpresoraSchema>;

/** Code pages a thermal printer is set to; cp858 (cp850 with €) prints á é í ó ú ñ ç ã õ. */
export const CODE_PAGES = ['cp858', 'cp850', 'cp860', 'windows1252'] as const;
export const codePageSchema = z.enum(CODE_PAGES);
export type CodePage = z.infer<typeof codePageSchema>;

export const ANCHOS_PAPEL = [80, 58] as const;
export const anchoPapelSchema = z.union([z.literal(80), z.literal(58)], { error: 'El ancho del papel es 80 o 58 mm' });

export const impresoraSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  conexion: conexionImpresoraSchema,
  host: z.string().nullable(),
  puerto: z.number().int().nullable(),
  anchoMm: anchoPapelSchema,
  codePage: codePageSchema,
  estacion: estacionSchema,
  respaldoId: z.number().int().nullable(),
  leerEstado: z.boolean(),
  activa: z.boolean(),
});
export type Impresora = z.infer<typeof impresoraSchema>;

const HOST_PATTERN = /^[A-Za-z0-9.-]+$/;

export const impresoraBodySchema = z
  .object({
    nombre: requiredTextSchema('El nombre es obligatorio', 60),
    conexion: conexionImpresoraSchema,
    host: z.string().trim().max(253).nullish(),
    puerto: z.number().int().min(1, 'El puerto va de 1 a 65535').max(65535, 'El puerto va de 1 a 65535').nullish(),
    anchoMm: anchoPapelSchema.default(80),
    codePage: codePageSchema.default('cp858'),
    estacion: estacionSchema,
    respaldoId: z.number().int().positive().nullish(),
    /** Ask the printer for its status after each ticket (DLE EOT); off for printers that do not answer. */
    leerEstado: z.boolean().default(true),
    activa: z.boolean().default(true),
    clientMutationId: clientMutationIdSchema,
  })
  .superRefine((v, ctx) => {
    if (v.conexion === 'red' && (!v.host || !HOST_PATTERN.test(v.host))) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'Ingresá la dirección IP o el nombre de la impresora' });
    }
  });
export type ImpresoraBody = z.input<typeof impresoraBodySchema>;

export const rutaImpresionSchema = z.object({ categoriaId: z.number().int().positive(), estacion: estacionSchema });
export type RutaImpresion = z.infer<typeof rutaImpresionSchema>;
export const rutasImpresionSchema = z.array(rutaImpresionSchema);
export const rutasImpresionBodySchema = z.object({ rutas: z.array(rutaImpresionSchema).max(500), clientMutationId: clientMutationIdSchema });

export const TRABAJO_ESTADOS = ['queued', 'sent', 'confirmed', 'failed'] as const;
export const trabajoEstadoSchema = z.enum(TRABAJO_ESTADOS);
export type TrabajoEstado = z.infer<typeof trabajoEstadoSchema>;
export const TRABAJO_TIPOS = ['comanda', 'recibo', 'remito', 'prueba', 'documento'] as const;
export const trabajoTipoSchema = z.enum(TRABAJO_TIPOS);

export const trabajoImpresionSchema = z.object({
  id: z.number().int(),
  clave: z.string(),
  tipo: trabajoTipoSchema,
  estacion: estacionSchema,
  impresoraId: z.number().int().nullable(),
  impresoraNombre: z.string().nullable(),
  impresoraOriginalId: z.number().int().nullable(),
  impresoraOriginalNombre: z.string().nullable(),
  titulo: z.string(),
  reimpresion: z.boolean(),
  estado: trabajoEstadoSchema,
  intentos: z.number().int(),
  error: z.string().nullable(),
  advertencia: z.string().nullable(),
  reconocida: z.boolean(),
  fechaCreacion: z.string(),
  fechaEnvio: z.string().nullable(),
  fechaFin: z.string().nullable(),
});
export type TrabajoImpresion = z.infer<typeof trabajoImpresionSchema>;
export const trabajosImpresionSchema = z.array(trabajoImpresionSchema);

export const trabajosQuerySchema = z.object({
  estado: trabajoEstadoSchema.optional(),
  advertencias: z.enum(['true', 'false']).optional(),
});

/** Pushed on /ws/mesas to the whole venue when a job changes state or a warning is raised or acknowledged. */
export { IMPRESION_CHANGED_EVENT } from './constants';
export const impresionChangedEventSchema = z.object({ trabajo: trabajoImpresionSchema });
export type ImpresionChangedEvent = z.infer<typeof impresionChangedEventSchema>;

/** The ESC/POS bytes of a test page or a job, base64, for a printer reached from the browser. */
export const impresionBytesSchema = z.object({ base64: z.string(), texto: z.string() });

/** GET /api/impresion/trabajos/pendientes?estacion=: the jobs a browser tab at that station prints. */
export const trabajosPendientesQuerySchema = z.object({ estacion: estacionSchema });

/** One printed line of a job, for the print dialog (an 80 or 58 mm page in a monospace font). */
export const lineaImpresaSchema = z.object({ texto: z.string(), negrita: z.boolean(), doble: z.boolean() });
export type LineaImpresa = z.infer<typeof lineaImpresaSchema>;

/** A job a browser tab prints: the ESC/POS bytes (WebUSB/WebSerial) and its lines (print dialog). */
export const trabajoNavegadorSchema = z.object({
  trabajo: trabajoImpresionSchema,
  conexion: z.enum(CONEXIONES_NAVEGADOR),
  anchoMm: anchoPapelSchema,
  base64: z.string(),
  lineas: z.array(lineaImpresaSchema),
  /** The ARCA QR of a fiscal ticket as a PNG data URL, printed by the dialog below the lines. */
  qrImagen: z.string().nullable(),
});
export type TrabajoNavegador = z.infer<typeof trabajoNavegadorSchema>;
export const trabajosNavegadorSchema = z.array(trabajoNavegadorSchema);

/** When a closed sale's receipt or remito prints at the register: by itself, or when asked. */
export const DOCUMENTO_VENTA_MODOS = ['automatico', 'a_pedido'] as const;
export const impresionAjustesSchema = z.object({ documentoVenta: z.enum(DOCUMENTO_VENTA_MODOS) });
export type ImpresionAjustes = z.infer<typeof impresionAjustesSchema>;
export const impresionAjustesBodySchema = impresionAjustesSchema.extend({ clientMutationId: clientMutationIdSchema });

/** POST /api/impresion/ventas/:id: prints a sale's document at the register's printer. */
export const DOCUMENTOS_IMPRIMIBLES = ['recibo', 'remito', 'fiscal'] as const;
export const imprimirVentaBodySchema = z.object({ documento: z.enum(DOCUMENTOS_IMPRIMIBLES), clientMutationId: clientMutationIdSchema });
export type ImprimirVentaBody = z.input<typeof imprimirVentaBodySchema>;
