import { z } from 'zod';
import { amountInSchema, amountSchema, decimalIntSchema, percentSchema, positiveAmountSchema } from './fields';

const issue = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ monto: schema }).safeParse({ monto: value });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('amount fields', () => {
  it('the wire takes a whole CLP amount and at most 2 decimals for any currency', () => {
    expect(issue(amountSchema, 1000)).toBeNull();
    expect(issue(amountSchema, 1234.5)).toBeNull();
    expect(issue(amountSchema, 1.005)).toBe("El campo 'monto' admite como máximo 2 decimales");
  });

  it("a form that knows the currency takes that currency's decimals only", () => {
    expect(issue(amountInSchema('CLP'), 1000)).toBeNull();
    expect(issue(amountInSchema('CLP'), 1234.5)).toBe("El campo 'monto' admite como máximo 0 decimales en CLP");
    expect(issue(amountInSchema('COP'), 0.5)).toBe("El campo 'monto' admite como máximo 0 decimales en COP");
    expect(issue(amountInSchema('ARS'), 1234.56)).toBeNull();
    expect(issue(amountInSchema('USD'), 10.005)).toBe("El campo 'monto' admite como máximo 2 decimales");
    expect(issue(amountInSchema('CLP'), -1)).toBe("El campo 'monto' no puede ser negativo");
  });
});

describe('hostile numbers', () => {
  it('a tiny positive number is not an amount, a percent or "greater than 0"', () => {
    for (const v of [1e-320, 5e-324, 1e-7]) {
      expect(issue(positiveAmountSchema(), v)).toBe("El campo 'monto' admite como máximo 2 decimales");
      expect(issue(amountSchema, v)).toBe("El campo 'monto' admite como máximo 2 decimales");
      expect(issue(percentSchema(), v)).not.toBeNull();
    }
    expect(issue(positiveAmountSchema(), 0.01)).toBeNull();
    expect(issue(amountSchema, 1e21)).not.toBeNull();
  });

  it('ids travel as decimal digits only', () => {
    const id = decimalIntSchema();
    expect(id.parse('16')).toBe(16);
    expect(id.parse(16)).toBe(16);
    for (const bad of ['0x10', '1e1', ' 16', '16 ', '', '-1', '0', '1.0', '+1', '99999999999999999']) expect(id.safeParse(bad).success, bad).toBe(false);
  });
});
