import { RESPALDO_FRASE_HEADER, RESPALDO_FRASE_MAXIMO, RESPALDO_FRASE_MINIMO, respaldoFraseSchema } from '@resto/shared/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { badRequest } from '../../lib/errors';

/**
 * The passphrase a download is sealed under, from its header (URI-encoded so any character
 * travels). Every download carries the server's key, so none goes without one.
 */
export function fraseDeDescarga(headers: IncomingHttpHeaders): string {
  const raw = headers[RESPALDO_FRASE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) throw badRequest('RESPALDO_FRASE_REQUERIDA');
  let frase: string;
  try {
    frase = decodeURIComponent(value);
  } catch {
    throw badRequest('RESPALDO_FRASE_REQUERIDA');
  }
  const parsed = respaldoFraseSchema.safeParse(frase);
  if (parsed.success) return parsed.data;
  if (frase.length < RESPALDO_FRASE_MINIMO) throw badRequest('RESPALDO_FRASE_CORTA', { minimo: RESPALDO_FRASE_MINIMO });
  throw badRequest('RESPALDO_FRASE_LARGA', { maximo: RESPALDO_FRASE_MAXIMO });
}
