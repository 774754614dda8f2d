import { getI18n } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';

// The catalogue contracts' messages are in the shared validation dictionary, like every other form's.
describe('catalogue validation texts', () => {
  it('a refused price reads in the interface language', () => {
    const t = getI18n().getFixedT('en', VALIDATION_NS);
    expect(t('El precio debe ser mayor a 0', { keySeparator: false, nsSeparator: false })).toBe('The price must be greater than 0');
    expect(getI18n().getFixedT('br', VALIDATION_NS)('El costo debe ser mayor a 0', { keySeparator: false, nsSeparator: false })).toBe('O custo deve ser maior que 0');
  });
});
