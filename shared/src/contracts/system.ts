import { z } from 'zod';
import { backupsEstadoSchema } from './operacion';

/** GET /api/health data. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** One failed field of a 400 validation response: data.errores[]. */
export const fieldErrorSchema = z.object({ campo: z.string(), mensaje: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const validationErrorDataSchema = z.object({ errores: z.array(fieldErrorSchema) });
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;

/*
 * A backup downloaded from /config carries the server's key (the one that encrypts the stored
 * signing secrets, the ARCA private key and the assistant's API key) sealed under a passphrase the
 * admin chooses at download time, so that it restores alone on a new machine. The passphrase goes
 * in the X-Frase-Respaldo header (URI-encoded, so any character travels) and is never stored.
 */
export const RESPALDO_FRASE_MINIMO = 12;
export const RESPALDO_FRASE_MAXIMO = 1024;
export const RESPALDO_FRASE_HEADER = 'x-frase-respaldo';
export const respaldoFraseSchema = z.string().min(RESPALDO_FRASE_MINIMO).max(RESPALDO_FRASE_MAXIMO);

/** What a restore with fresh secrets (passphrase lost) cleared and the admin must enter again. */
export const SECRETOS_REINGRESAR = ['arca', 'asistente'] as const;
export const secretoPorReingresarSchema = z.object({
  /** 'arca': the e-invoicing private key (Settings › Facturación electrónica); 'asistente': the provider's API key (Settings › Asistente). */
  tipo: z.enum(SECRETOS_REINGRESAR),
  localId: z.number().int(),
});
export type SecretoPorReingresar = z.infer<typeof secretoPorReingresarSchema>;

/** GET/POST /api/sistema/backups, PUT …/config: the backups' state and what is left to re-enter after a restore with fresh secrets. */
export const backupsEstadoConSecretosSchema = backupsEstadoSchema.extend({
  secretosPorReingresar: z.array(secretoPorReingresarSchema),
});
export type BackupsEstadoConSecretos = z.infer<typeof backupsEstadoConSecretosSchema>;
