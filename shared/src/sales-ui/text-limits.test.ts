import { clienteUpdateSchema } from '../contracts';
import { textMaxLength } from './text-limits';

describe('text limits of the contracts', () => {
  it('reads the max of required and optional text fields', () => {
    expect(textMaxLength(clienteUpdateSchema.shape.nombre)).toBe(120);
    expect(textMaxLength(clienteUpdateSchema.shape.numero)).toBe(20);
    expect(textMaxLength(clienteUpdateSchema.shape.comentario)).toBe(1000);
    expect(textMaxLength(clienteUpdateSchema.shape.descuento)).toBeUndefined();
  });

  it('still refuses a longer name with the same message', () => {
    const parsed = clienteUpdateSchema.shape.nombre.safeParse('x'.repeat(121));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/como máximo 120 caracteres/);
  });
});
