import { renderHook } from '@testing-library/react';
import { setGeneralConfig } from '@resto/shared/session';
import { useMoney } from './use-format';

const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

afterEach(() => {
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
});
