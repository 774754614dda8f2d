import { getI18n } from '@resto/shared/i18n';
import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { compraInputSchema, insumoInputSchema, mermaInputSchema, preparacionInputSchema, recepcionInputSchema } from '@resto/shared/contracts';
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
});
