import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../format/money';
import { parseNumberInput } from '../format/number-input';
import { VALIDATION_NS } from './i18n';

/** What react-hook-form keeps of a failed rule (zodResolver puts the zod issue code in `type`). */
export interface ValidationError {
  message?: string | undefined;
  type?: unknown;
}

/**
 * The text to show for a validation message of the shared contracts. Those messages are the
 * api's Spanish texts; here they are translated into the interface language through the
 * `validation` namespace (keyed by the Spanish text), and one the dictionary lacks is shown as
 * the server wrote it. A value that is not a number at all gets the generic number message.
 */
export function useValidationText(): (error: ValidationError | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (error.type === 'invalid_type') return t('salesUi.numeroInvalido');
      const message = error.message;
      if (!message) return undefined;
      return t(message, { ns: VALIDATION_NS, keySeparator: false, nsSeparator: false, defaultValue: message });
    },
    [t],
  );
}

/**
 * A number typed by a person, the way the venue writes it (`parseNumberInput`: '1.234,5' and
 * '20.000' in es-AR, plain digits too). Blank is 0, so a required amount reads as "must be greater
 * than 0"; anything else that is not a number, a negative, or more than `maxDecimals` decimals is
 * NaN so the form says "not a number". Prefer `parseNumberInput` where the reason matters.
 */
export function parseDecimalInput(text: unknown, maxDecimals = 2, locale: string = DEFAULT_LOCALE): number {
  if (typeof text === 'number') return text;
  const parsed = parseNumberInput(String(text ?? ''), { locale, decimals: maxDecimals });
  if (parsed.ok) return parsed.value;
  return parsed.reason === 'empty' ? 0 : Number.NaN;
}
