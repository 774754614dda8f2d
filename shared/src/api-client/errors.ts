import type { EnvelopeParams } from '../contracts/envelope';
import { currentLocale, getI18n, getLanguage, VALIDATION_NS } from '../i18n';

export const SESSION_EXPIRED = 'SESSION_EXPIRED';
/** Fallbacks. */
export const CONNECTION_ERROR_MESSAGE = 'Error de conexión';
export const TIMEOUT_MESSAGE = 'Tiempo de espera agotado';
export const SESSION_EXPIRED_MESSAGE = 'Sesión expirada. Redirigiendo al login...';

export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof Error && error.message === SESSION_EXPIRED;
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const CONNECTION_TEXT =
  /failed to fetch|fetch failed|network ?error|networkerror|load failed|timeout|timed out|tiempo de espera|error de conexi[oó]n|conectar (con el|ao) servidor|can't reach the server|tempo esgotado/i;

function isConnectionStatus(status: number): boolean {
  return status === 0 || status === 408 || status >= 500;
}

/**
 * Whether a failure means "cannot reach the server" rather than "the server said no":
 * failed fetch, timeout, network error, status 0, 408 or >= 500. Accepts an Error, an API
 * result (`{status, errorKind, message}`), a status code or a message.
 */
export function isConnectionError(input: unknown): boolean {
  if (input === null || input === undefined) return false;
  if (typeof input === 'number') return isConnectionStatus(input);
  if (typeof input === 'string') return CONNECTION_TEXT.test(input);
  if (typeof input !== 'object') return false;
  const value = input as { name?: unknown; message?: unknown; status?: unknown; errorKind?: unknown; success?: unknown };
  if (value.success === true) return false;
  if (value.errorKind === 'network' || value.errorKind === 'timeout') return true;
  if (value.name === 'TimeoutError') return true;
  if (typeof value.status === 'number') return isConnectionStatus(value.status);
  if (value instanceof Error || typeof value.name === 'string') {
    return typeof value.message === 'string' && CONNECTION_TEXT.test(value.message);
  }
  return false;
}

/** What the api says when it refuses: a catalogue code, its values and its Spanish message. */
export interface Refusal {
  code?: string | undefined;
  params?: EnvelopeParams | undefined;
  message?: string | undefined;
}

/** The api joins a VALIDACION refusal's field messages with this. */
const VALIDATION_SEPARATOR = '; ';

/** A VALIDACION refusal's field messages through the validation dictionary; null unless every one is in it. */
function validationText(message: string | undefined): string | null {
  if (!message) return null;
  const i18n = getI18n();
  const options = { ns: VALIDATION_NS, keySeparator: false as const, nsSeparator: false as const };
  const parts = message.split(VALIDATION_SEPARATOR);
  if (!parts.every((part) => i18n.exists(part, options))) return null;
  return parts.map((part) => i18n.t(part, options)).join(VALIDATION_SEPARATOR);
}

/**
 * The refusal in the user's language: `errors.<code>` with its params (Catalogue,
 * ERROR_CATALOGUE in contracts). In Spanish the server's message is shown as sent (it is the
 * catalogue text, and for VALIDACION it details every field). In the other languages a
 * VALIDACION refusal whose field messages the screens' validation dictionary holds reads them
 * translated, the generic text otherwise; a code this client does not know falls back to the
 * server's message.
 */
export function refusalText({ code, params, message }: Refusal): string | undefined {
  if (!code) return message;
  if (code === 'VALIDACION' && getLanguage() !== 'es') {
    const translated = validationText(message);
    if (translated !== null) return translated;
  }
  const i18n = getI18n();
  const key = `errors.${code}`;
  const { values, changed } = localizedParams(params);
  const options = { ...values };
  if (!i18n.exists(key, options)) return message;
  // The server writes decimals with a point ('quedan 0.5kg'): those are written in the user's locale.
  if (message && getLanguage() === 'es' && !changed) return message;
  return i18n.t(key, options);
}

/** A decimal the api wrote with a point, maybe followed by its unit: '0.5', '1.7kg', '-2.25 l'. */
const WIRE_DECIMAL = /^(-?\d+\.\d+)(\s*[^\d\s.,][^\d]*)?$/;

function localizedDecimal(value: string | number): string | null {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? null : String(value)) : value;
  const match = text === null ? null : WIRE_DECIMAL.exec(text);
  if (!match) return null;
  const number = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 3 }).format(match[1] as `${number}`);
  return `${number}${match[2] ?? ''}`;
}

/** The refusal's values with their decimals in the interface language's format. */
function localizedParams(params: EnvelopeParams | undefined): { values: Record<string, string | number>; changed: boolean } {
  const values: Record<string, string | number> = {};
  let changed = false;
  for (const [name, value] of Object.entries(params ?? {})) {
    const local = localizedDecimal(value);
    if (local !== null && local !== String(value)) changed = true;
    values[name] = local ?? value;
  }
  return { values, changed };
}

/** What the api client answers; only the parts a failure's text needs. */
interface FailedAnswer {
  message?: string | undefined;
  status?: number | undefined;
  errorKind?: 'http' | 'network' | 'timeout' | undefined;
  code?: string | undefined;
  gateway?: true | undefined;
}

/**
 * What a screen says when a save failed. s client texts (Failed to fetch', 'Error de
 * conexión', 'Tiempo de espera agotado') stay the api client's `message`; shown alone after a
 * save they do not say what happened to it. A save that never reached the server says so and that
 * nothing was saved; one that timed out (or a gateway's time-out) may have been applied, so it
 * says the save could not be confirmed. A refusal of the api shows its own message, else
 * `fallback`.
 */
export function saveFailureMessage(result: FailedAnswer, fallback?: string): string {
  const t = getI18n().t.bind(getI18n());
  const gateway = result.gateway === true;
  if (result.errorKind === 'network' || (gateway && (result.status === 502 || result.status === 503))) return t('feedback.guardadoSinConexion');
  if (result.errorKind === 'timeout' || (gateway && (result.status === 504 || result.status === 408))) return t('feedback.guardadoSinRespuesta');
  return result.message ?? fallback ?? '';
}
