import { describe, expect, it } from 'vitest';
import { ajustarImporteMinor, ajustePreciosBodySchema } from './ajuste-precios';

const pct = (valor: number, tipo: 'ninguno' | 'unidad' | 'multiplo' = 'ninguno', multiplo?: number) => ({ modo: 'porcentaje', valor, redondeo: { tipo, multiplo } }) as const;

describe('ajustarImporteMinor', () => {
  it('raises 10% and rounds to multiples of 50 exactly', () => {
    expect(ajustarImporteMinor(123_400, pct(10), 'ARS')).toBe(135_740);
    expect(ajustarImporteMinor(123_400, pct(10, 'multiplo', 50), 'ARS')).toBe(135_000);
    // 1.375 -> halves go up.
    expect(ajustarImporteMinor(125_000, pct(10, 'multiplo', 50), 'ARS')).toBe(140_000);
    expect(ajustarImporteMinor(123_400, pct(10, 'unidad'), 'ARS')).toBe(135_700);
  });

  it('keeps centavos exact where floats would not (0.1 + 0.2)', () => {
    expect(ajustarImporteMinor(10, pct(33.33), 'ARS')).toBe(13);
    expect(ajustarImporteMinor(1_999, pct(-15.5), 'ARS')).toBe(1_689);
    expect(ajustarImporteMinor(2_000, { modo: 'monto', valor: 0.3, redondeo: { tipo: 'ninguno' } }, 'ARS')).toBe(2_030);
  });

  it('adds a fixed amount, and never rounds a positive price down to 0', () => {
    expect(ajustarImporteMinor(150_000, { modo: 'monto', valor: -250, redondeo: { tipo: 'ninguno' } }, 'ARS')).toBe(125_000);
    expect(ajustarImporteMinor(2_000, pct(5, 'multiplo', 50), 'ARS')).toBe(5_000);
  });

  it('uses the currency scale: CLP has no decimals, so a unit is 1', () => {
    expect(ajustarImporteMinor(1_990, pct(7, 'unidad'), 'CLP')).toBe(2_129);
    expect(ajustarImporteMinor(1_990, pct(7, 'multiplo', 100), 'CLP')).toBe(2_100);
  });
});

describe('ajustePreciosBodySchema', () => {
  it('reads the PascalCase-free body with defaults and refuses what makes no sense', () => {
    expect(ajustePreciosBodySchema.parse({ categoria: '3', modo: 'porcentaje', valor: 10, aplicarA: 'venta' })).toMatchObject({
      categoria: 3,
      redondeo: { tipo: 'ninguno' },
      incluirInactivos: false,
    });
    const issues = (body: object) => ajustePreciosBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ modo: 'porcentaje', valor: 0, aplicarA: 'venta' })).toEqual(['El valor del ajuste no puede ser 0']);
    expect(issues({ modo: 'porcentaje', valor: -100, aplicarA: 'venta' })).toEqual(['El porcentaje del ajuste debe ser mayor a -100']);
    expect(issues({ modo: 'monto', valor: 10, aplicarA: 'ambos', redondeo: { tipo: 'multiplo' } })).toEqual(['Indicá el múltiplo de redondeo']);
    expect(issues({ modo: 'monto', valor: 10.123, aplicarA: 'venta' })).toEqual(['El valor del ajuste admite hasta 2 decimales']);
  });
});
