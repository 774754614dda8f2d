import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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

const DECIMAL_TEXT = /^\d+([.,]\d*)?$/;

/**
 * A number typed by a person: digits with one optional '.' or ',' as the decimal mark (no
 * thousands separators). Blank is 0, so a required amount reads as "must be greater than 0";
 * anything else, or more than `maxDecimals` decimals, is NaN so the form says "not a number".
 */
export function parseDecimalInput(text: unknown, maxDecimals = 2): number {
  if (typeof text === 'number') return text;
  const value = String(text ?? '').trim();
  if (value === '') return 0;
  if (!DECIMAL_TEXT.test(value)) return Number.NaN;
  const [, fraction = ''] = value.replace(',', '.').split('.');
  if (fraction.length > maxDecimals) return Number.NaN;
  return Number(value.replace(',', '.'));
}
