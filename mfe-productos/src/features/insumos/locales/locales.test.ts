import { getI18n } from '@resto/shared/i18n';
import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { compraInputSchema, insumoInputSchema, mermaInputSchema, preparacionInputSchema, recepcionInputSchema, recetaLineasInputSchema } from '@resto/shared/contracts';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import { PRODUCTOS_FILES, PRODUCTOS_VALIDATION } from '../../../i18n';

describeLocaleBundle('mfe-productos (insumos)', PRODUCTOS_FILES.insumos, 'insumos');

describe('the ingredient forms’ validation texts', () => {
  it('are keyed by their Spanish text, in the three languages', () => {
    for (const [key, text] of Object.entries(PRODUCTOS_VALIDATION.es)) expect(text).toBe(key);
    expect(Object.keys(PRODUCTOS_VALIDATION.br).sort()).toEqual(Object.keys(PRODUCTOS_VALIDATION.es).sort());
    expect(Object.keys(PRODUCTOS_VALIDATION.en).sort()).toEqual(Object.keys(PRODUCTOS_VALIDATION.es).sort());
  });

  it('translate what the shared contracts refuse', () => {
    const messages = [
      insumoInputSchema.safeParse({ nombre: ' ', unidad: 'kg' }),
      mermaInputSchema.safeParse({ cantidad: 0, motivo: '' }),
      preparacionInputSchema.safeParse({ nombre: '', unidad: 'g', rendimiento: 0, lineas: [] }),
      compraInputSchema.safeParse({ proveedorId: 1, lineas: [] }),
      recepcionInputSchema.safeParse({ lineas: [] }),
    ].flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThanOrEqual(8);
    const en = getI18n().getFixedT('en', VALIDATION_NS);
    for (const message of messages) expect(Object.keys(PRODUCTOS_VALIDATION.es), message).toContain(message);
    expect(en('Indicá el motivo de la merma', { keySeparator: false, nsSeparator: false })).toBe('Say why it was wasted');
    expect(en('Indicá qué llegó de la compra', { keySeparator: false, nsSeparator: false })).toBe('Say what arrived of the purchase');
  });

  it('name a recipe line’s quantity and waste the same for every line, in the three languages', () => {
    const linea = { insumoId: 1, cantidad: 0.25, unidad: 'kg' };
    const lineas = [linea, { ...linea, cantidad: 0.1234567 }, { ...linea, mermaPorcentaje: 100 }, { ...linea, cantidad: 2_000_000_000, mermaPorcentaje: 0.001 }];
    const messages = [
      ...(recetaLineasInputSchema.safeParse(lineas).error?.issues ?? []),
      ...(preparacionInputSchema.safeParse({ nombre: 'Salsa', unidad: 'g', rendimiento: 1, lineas }).error?.issues ?? []),
    ].map((i) => i.message);
    expect(new Set(messages)).toEqual(
      new Set([
        'La cantidad de cada línea de la receta debe ser de 0 o más, con hasta 6 decimales',
        'La merma de cada línea de la receta debe ser un porcentaje de 0 a menos de 100, con hasta 2 decimales',
      ]),
    );
    const options = { keySeparator: false as const, nsSeparator: false as const };
    const [cantidad, merma] = [...new Set(messages)] as [string, string];
    expect([cantidad, merma].map((m) => getI18n().getFixedT('es', VALIDATION_NS)(m, options))).toEqual([cantidad, merma]);
    expect([cantidad, merma].map((m) => getI18n().getFixedT('br', VALIDATION_NS)(m, options))).toEqual([
      'A quantidade de cada linha da receita deve ser 0 ou mais, com até 6 casas decimais',
      'A perda de cada linha da receita deve ser uma porcentagem de 0 a menos de 100, com até 2 casas decimais',
    ]);
    expect([cantidad, merma].map((m) => getI18n().getFixedT('en', VALIDATION_NS)(m, options))).toEqual([
      "Each recipe line's quantity must be 0 or more, with up to 6 decimals",
      "Each recipe line's waste must be a percentage from 0 to less than 100, with up to 2 decimals",
    ]);
  });
});
