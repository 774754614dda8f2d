import { renderHook } from '@testing-library/react';
import { getI18n, setLanguage } from '../i18n';
import { registerSalesUiTranslations, SALES_UI_LOCALES } from './i18n';
import { parseDecimalInput, useValidationText } from './validation';

function flatten(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('sales-ui texts', () => {
  it.each(['texts', 'validation'] as const)('%s have the same keys in es, br and en', (group) => {
    const es = flatten(SALES_UI_LOCALES[group].es).sort();
    expect(flatten(SALES_UI_LOCALES[group].br).sort()).toEqual(es);
    expect(flatten(SALES_UI_LOCALES[group].en).sort()).toEqual(es);
  });

  it('keys the validation dictionary by the Spanish text itself', () => {
    for (const [key, text] of Object.entries(SALES_UI_LOCALES.validation.es)) expect(text).toBe(key);
  });
});

describe('validation texts', () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  it("shows a contract's message in the interface language, and an unknown one as the api wrote it", async () => {
    registerSalesUiTranslations();
    await setLanguage('en');
    const { result } = renderHook(() => useValidationText());
    expect(result.current({ message: 'El nombre es obligatorio', type: 'custom' })).toBe('The name is required');
    expect(result.current({ message: 'Un mensaje nuevo: con dos puntos.', type: 'custom' })).toBe('Un mensaje nuevo: con dos puntos.');
    expect(result.current({ message: 'Invalid input: expected number, received NaN', type: 'invalid_type' })).toBe('Enter a valid number, with up to 2 decimals');
    expect(result.current(undefined)).toBeUndefined();
    expect(getI18n().language).toBe('en');
  });

  it('is word for word in Spanish', () => {
    registerSalesUiTranslations();
    const { result } = renderHook(() => useValidationText());
    expect(result.current({ message: 'Ingresá al menos un monto mayor a 0 (pesos, reales o dólares)' })).toBe('Ingresá al menos un monto mayor a 0 (pesos, reales o dólares)');
  });
});

describe('numbers typed in forms', () => {
  it.each([
    ['', 0],
    ['12', 12],
    ['12,5', 12.5],
    ['0.25', 0.25],
    // Written the way es-AR writes numbers: '.' groups thousands, ',' marks decimals.
    ['1.234,5', 1234.5],
    ['12.345', 12345],
    ['20.000', 20000],
  ])('%j is %d', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it.each(['abc', '1,234', '1.23.4', '-5'])('%j is not a number (NaN)', (text) => {
    expect(parseDecimalInput(text)).toBeNaN();
  });

  it('follows the venue locale', () => {
    expect(parseDecimalInput('1,234.5', 2, 'en-US')).toBe(1234.5);
    expect(parseDecimalInput('1.234,5', 2, 'en-US')).toBeNaN();
    expect(parseDecimalInput('1.000', 0, 'es-CL')).toBe(1000);
  });

  it('takes more decimals when asked', () => {
    expect(parseDecimalInput('0,125', 3)).toBe(0.125);
  });
});
