/** Fiscal ids have at least 11 digits; separators such as '-' or '.' are ignored. */
export const FISCAL_ID_MIN_DIGITS = 11;

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The digits of a fiscal id as typed: '20-12345678-6' -> '20123456786'. */
export function fiscalIdDigits(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

/**
 * Argentina's CUIT/CUIL: 11 digits whose last one is the modulo-11 check digit of the first ten
 * (weights 5,4,3,2,7,6,5,4,3,2; a result of 11 is 0 and 10 never belongs to a valid id).
 */
export function isValidCuit(value: string): boolean {
  const digits = fiscalIdDigits(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[10]);
}

export type FiscalIdProblem = 'not-digits' | 'too-short' | 'check-digit';

/**
 * Why a fiscal id is not acceptable for a venue of `country` (ISO alpha-2), or null when it is:
 * only digits (after separators), at least 11 of them, and a valid CUIT/CUIL in Argentina.
 */
export function fiscalIdProblem(value: string, country: string): FiscalIdProblem | null {
  const digits = fiscalIdDigits(value);
  if (!/^\d+$/.test(digits)) return 'not-digits';
  if (digits.length < FISCAL_ID_MIN_DIGITS) return 'too-short';
  if (country.toUpperCase() === 'AR' && !isValidCuit(digits)) return 'check-digit';
  return null;
}
