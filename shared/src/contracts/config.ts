import { z } from 'zod';
import { COUNTRIES } from '../format/countries';
import { amountSchema, clientMutationIdSchema, percentSchema } from './fields';

import { LANGUAGES } from './constants';

export { LANGUAGES };
export { brandingOf, DEFAULT_GENERAL_CONFIG, type Branding } from './constants';
export type Language = (typeof LANGUAGES)[number];

/** The locales of the supported countries: the country picker sets one of these. */
export const SUPPORTED_LOCALES = COUNTRIES.map((c) => c.locale);
/** The venue currencies of the supported countries: formatting knows each one's scale. */
export const SUPPORTED_CURRENCIES = COUNTRIES.map((c) => c.defaultCurrency);

/** Currencies counted in the cash audit besides the venue's: ISO codes, none blank or repeated (Settings). */
const tiposCambioArqueoSchema = z
  .array(z.string())
  .max(20)
  .refine((list) => list.every((code) => code.trim() !== ''), { error: 'Moneda inválida: no puede estar vacía', abort: true })
  .refine((list) => list.every((code) => /^[A-Z]{3}$/.test(code)), { error: 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)', abort: true })
  .refine((list) => new Set(list).size === list.length, { error: 'La moneda ya existe' });

const alertaCostoSchema = percentSchema();
const foodCostObjetivoSchema = percentSchema().refine((v) => v > 0, { error: 'El food cost objetivo debe ser mayor a 0' });

/** General settings of a venue (General config). */
export const generalConfigSchema = z.object({
  mostrarFechaHora: z.boolean(),
  mostrarIconoBot: z.boolean(),
  mostrarTipoCambio: z.boolean(),
  mostrarItemsRestaurant: z.boolean(),
  barraLateralAbierta: z.boolean(),
  tiposCambioArqueo: tiposCambioArqueoSchema,
  /** One of SUPPORTED_LOCALES: the country (flag, default currency, units) follows from it. */
  locale: z.string().refine((v) => SUPPORTED_LOCALES.includes(v), { error: 'País inválido: elegí uno de la lista' }),
  currencyCode: z
    .string()
    .length(3, { abort: true })
    .refine((v) => /^[A-Z]{3}$/.test(v), { error: 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)', abort: true })
    .refine((v) => SUPPORTED_CURRENCIES.includes(v), { error: 'Moneda no soportada: elegí la de uno de los países de la lista' }),
  unitSystem: z.enum(['metric', 'imperial']),
  hour12: z.boolean(),
  language: z.enum(LANGUAGES),
  /**
   * The largest expense paid from the drawer without a manager (caja.supervisar or a manager's
   * PIN), in the venue's currency; its reais and dollars count at the venue's rates.
   */
  gastoMaximoCaja: amountSchema,
  /** The largest tip, all of a sale's tips together, in percent of the sale's total, without a manager. */
  propinaMaximaPct: percentSchema(),
  /** Several tills open at once, each session with its own opener, expected and counted cash. */
  variasCajas: z.boolean(),
  /** Shifts: a till opens again the same date once its session is closed (else one session per date). */
  variosArqueosPorDia: z.boolean(),
  /** A purchase that raises an ingredient's average cost by more than this percent tells the admins which dishes it pushed past the target. */
  alertaCostoPorcentaje: alertaCostoSchema.default(10),
  /** The food cost the venue aims at, percent of the price (the cost alerts compare each dish with it). */
  foodCostObjetivo: foodCostObjetivoSchema.default(30),
});
export type GeneralConfig = z.infer<typeof generalConfigSchema>;

/** The General settings form: every field is on screen, so none takes a default. */
export const generalConfigFormSchema = generalConfigSchema.extend({ alertaCostoPorcentaje: alertaCostoSchema, foodCostObjetivo: foodCostObjetivoSchema });

/**
 * PUT /api/configuracion/general (config.editar): any subset of the settings, omitted ones keep
 * their value. Currency codes may come in lower case. A change of `currencyCode` is refused once
 * the venue has amounts stored (MONEDA_LOCAL_CON_DATOS).
 */
export const generalConfigUpdateSchema = generalConfigSchema
  .extend({
    tiposCambioArqueo: z.array(z.string().trim().toUpperCase()).max(20).pipe(tiposCambioArqueoSchema),
    currencyCode: z.string().trim().toUpperCase().pipe(generalConfigSchema.shape.currencyCode),
    // Without their defaults: an update that omits them keeps the stored values.
    alertaCostoPorcentaje: alertaCostoSchema,
    foodCostObjetivo: foodCostObjetivoSchema,
  })
  .partial()
  .extend({ clientMutationId: clientMutationIdSchema });
export type GeneralConfigUpdate = z.input<typeof generalConfigUpdateSchema>;

/* Sound config: WebAudio beeps named by what they signal. */

export const SOUND_NAMES = ['beep', 'success', 'error', 'notification', 'click', 'delete', 'add', 'print', 'payment', 'order'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

const volumeSchema = z.number().min(0).max(1);
/** A volume is clamped to 0..1 (1.4 is stored as 1, -2 as 0). */
const clampedVolumeSchema = z.number().transform((v) => Math.min(1, Math.max(0, v)));

export const soundSpecSchema = z.object({
  /** Hz. */
  frequency: z.number().int().min(20).max(20_000),
  /** ms. */
  duration: z.number().int().min(10).max(5_000),
  /** 0..1, multiplied by the master volume. */
  volume: volumeSchema,
});
export type SoundSpec = z.infer<typeof soundSpecSchema>;

/** GET /api/configuracion/sonido. */
export const soundConfigSchema = z.object({
  enabled: z.boolean(),
  /** Master volume 0..1, default 0.5. */
  volume: volumeSchema,
  sounds: z.object(Object.fromEntries(SOUND_NAMES.map((n) => [n, soundSpecSchema])) as Record<SoundName, typeof soundSpecSchema>),
});
export type SoundConfig = z.infer<typeof soundConfigSchema>;

export const DEFAULT_SOUND_CONFIG: SoundConfig = {
  enabled: true,
  volume: 0.5,
  sounds: {
    beep: { frequency: 800, duration: 120, volume: 0.6 },
    success: { frequency: 880, duration: 180, volume: 0.6 },
    error: { frequency: 220, duration: 300, volume: 0.7 },
    notification: { frequency: 660, duration: 200, volume: 0.6 },
    click: { frequency: 1200, duration: 40, volume: 0.4 },
    delete: { frequency: 330, duration: 160, volume: 0.6 },
    add: { frequency: 990, duration: 90, volume: 0.5 },
    print: { frequency: 520, duration: 250, volume: 0.5 },
    payment: { frequency: 1046, duration: 220, volume: 0.7 },
    order: { frequency: 740, duration: 260, volume: 0.8 },
  },
};

const soundSpecUpdateSchema = soundSpecSchema.extend({ volume: clampedVolumeSchema }).partial();

/** PUT /api/configuracion/sonido (config.editar): the fields given change; volumes are clamped to 0..1. */
export const soundConfigUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  volume: clampedVolumeSchema.optional(),
  sounds: z
    .object(Object.fromEntries(SOUND_NAMES.map((n) => [n, soundSpecUpdateSchema.optional()])) as Record<SoundName, z.ZodOptional<typeof soundSpecUpdateSchema>>)
    .strict()
    .optional(),
  clientMutationId: clientMutationIdSchema,
});
export type SoundConfigUpdate = z.input<typeof soundConfigUpdateSchema>;

/* Module flags of the venue: restaurant only, POS only or hybrid. */

/** GET /api/configuracion/modulos; the session user carries the same flags (`user.modulos`). */
export const modulosConfigSchema = z.object({ restaurant: z.boolean(), posFlow: z.boolean() });
export type ModulosConfig = z.infer<typeof modulosConfigSchema>;

/** PUT /api/configuracion/modulos (config.editar): at least one module stays on. */
export const modulosConfigUpdateSchema = z.object({ restaurant: z.boolean().optional(), posFlow: z.boolean().optional(), clientMutationId: clientMutationIdSchema });
export type ModulosConfigUpdate = z.input<typeof modulosConfigUpdateSchema>;

/**
 * /ws/ventas `ConfiguracionActualizada`: a venue setting changed; every open screen of the venue
 * re-reads it (`seccion` says which) and applies it at once. Skipped by the tab that saved it
 * (same ClientMutationId).
 */
export interface ConfiguracionActualizadaEvent {
  seccion: 'general' | 'sonido' | 'modulos' | 'medios-de-pago' | 'tipos-de-cambio';
  clientMutationId: string | null;
}

/** Where each remote's entry lives, read by the shell at start (GET /api/remotes). */
export const REMOTE_NAMES = ['mfe_ventas', 'mfe_resto', 'mfe_productos', 'mfe_caja', 'mfe_admin', 'mfe_reportes'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const remoteRegistrySchema = z.array(z.object({ name: z.enum(REMOTE_NAMES), entry: z.string(), version: z.string().optional() }));
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
