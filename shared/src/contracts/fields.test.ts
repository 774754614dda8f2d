import { z } from 'zod';
import { amountInSchema, amountSchema } from './fields';

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
