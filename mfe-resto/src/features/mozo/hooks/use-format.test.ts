import { renderHook } from '@testing-library/react';
import { setGeneralConfig } from '@resto/shared/session';
import { setLanguage } from '@resto/shared/i18n';
import { useMoney, useQuantity } from './use-format';

const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

afterEach(async () => {
  await setLanguage('es');
  setGeneralConfig({ currencyCode: 'ARS', locale: 'es-AR' });
});

describe('money on the handheld', () => {
  it("reads the api's decimals at the venue currency's scale: 1000 Chilean pesos are 1.000, not 100.000", () => {
    setGeneralConfig({ currencyCode: 'CLP' });
    const { result } = renderHook(() => useMoney());
    expect(norm(result.current(1000))).toMatch(/^\S+ ?1\.000$/);
    expect(norm(result.current(1000, true))).toMatch(/^\S+ ?1\.000$/);
  });

  it('keeps centavos for pesos argentinos', () => {
    const { result } = renderHook(() => useMoney());
    expect(norm(result.current(1234.5))).toBe('$ 1.234,50');
    expect(norm(result.current(123450, true))).toBe('$ 1.234,50');
  });

  it("writes money in the venue's locale whatever the interface language: an es-AR venue reads '$ 3.200,00' in English", async () => {
    await setLanguage('en');
    const { result } = renderHook(() => useMoney());
    expect(norm(result.current(3200))).toBe('$ 3.200,00');
    const quantity = renderHook(() => useQuantity());
    expect(quantity.result.current(1.5)).toBe('1,5');
  });

  it("follows the venue when it writes the other way: a US venue reads 'US$' amounts with a decimal point in Spanish", async () => {
    await setLanguage('es');
    setGeneralConfig({ currencyCode: 'USD', locale: 'en-US' });
    const { result } = renderHook(() => useMoney());
    expect(norm(result.current(1234.5))).toMatch(/1,234\.50/);
  });
});
