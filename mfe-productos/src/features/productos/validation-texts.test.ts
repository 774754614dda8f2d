import { getI18n } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import { PRODUCTOS_FILES } from '../../i18n';
import { registerProductosValidationTexts, VALIDACION_MESSAGES } from './validation-texts';

describe('catalogue validation texts', () => {
  it('the es file says what the contracts say, word for word', () => {
    expect(PRODUCTOS_FILES.productos.es.productos.validacion).toEqual(VALIDACION_MESSAGES);
  });

  it('a refused price reads in the interface language', () => {
    registerProductosValidationTexts();
    const t = getI18n().getFixedT('en', VALIDATION_NS);
    expect(t('El precio debe ser mayor a 0', { keySeparator: false, nsSeparator: false })).toBe('The price must be greater than 0');
    expect(getI18n().getFixedT('br', VALIDATION_NS)('El costo debe ser mayor a 0', { keySeparator: false, nsSeparator: false })).toBe('O custo deve ser maior que 0');
  });
});
