import { z } from 'zod';

export const LANGUAGES = ['es', 'br', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** General settings of a venue (SPEC §3 General config). */
export const generalConfigSchema = z.object({
  mostrarFechaHora: z.boolean(),
  mostrarIconoBot: z.boolean(),
  mostrarTipoCambio: z.boolean(),
  mostrarItemsRestaurant: z.boolean(),
  barraLateralAbierta: z.boolean(),
  tiposCambioArqueo: z.array(z.string()),
  locale: z.string(),
  currencyCode: z.string().length(3),
  unitSystem: z.enum(['metric', 'imperial']),
  hour12: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type GeneralConfig = z.infer<typeof generalConfigSchema>;

export const DEFAULT_GENERAL_CONFIG: GeneralConfig = {
  mostrarFechaHora: true,
  mostrarIconoBot: true,
  mostrarTipoCambio: true,
  mostrarItemsRestaurant: true,
  barraLateralAbierta: true,
  tiposCambioArqueo: ['USD', 'BRL'],
  locale: 'es-AR',
  currencyCode: 'ARS',
  unitSystem: 'metric',
  hour12: false,
  language: 'es',
};

/** Where each remote's entry lives, read by the shell at start (GET /api/remotes). */
export const REMOTE_NAMES = [
  'mfe_ventas',
  'mfe_resto',
  'mfe_productos',
  'mfe_caja',
  'mfe_admin',
  'mfe_reportes',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const remoteRegistrySchema = z.array(
  z.object({ name: z.enum(REMOTE_NAMES), entry: z.string(), version: z.string().optional() }),
);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
