import { numberField, readNumberField } from './number-field';
import { formatAmountInput, parseAmountInput } from '../format';

const message = (reason: string, decimals: number) => `${reason}/${decimals}`;
const issue = (schema: ReturnType<typeof numberField>, text: string) => {
  const parsed = schema.safeParse(text);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('number fields in the venue locale', () => {
  const ars = numberField({ locale: 'es-AR', currency: 'ARS' }, message);

  it.each([
    ['20.000', 20000],
    ['1.234,50', 1234.5],
    ['1234,5', 1234.5],
    ['10.000', 10000],
    ['1.000', 1000],
    ['12.5', 12.5],
    ['20000', 20000],
    ['', 0],
  ])('es-AR %j is %d', (text, value) => {
    expect(ars.parse(text)).toBe(value);
  });

  it('reads en-US and pt-BR the way they write numbers', () => {
    expect(readNumberField('1,234.50', { locale: 'en-US', currency: 'USD' })).toBe(1234.5);
    expect(readNumberField('20,000', { locale: 'en-US', currency: 'USD' })).toBe(20000);
    expect(readNumberField('1.234,50', { locale: 'pt-BR', currency: 'BRL' })).toBe(1234.5);
  });

  it('says what is wrong: a letter, too many decimals, a negative', () => {
    expect(issue(ars, '12a')).toBe('invalid/2');
    expect(issue(ars, '1,234')).toBe('too-many-decimals/2');
    expect(issue(ars, '-5')).toBe('negative/2');
    expect(issue(ars, '1.23.4')).toBe('invalid/2');
  });

  it('refuses decimals in a currency that has none (CLP)', () => {
    const clp = numberField({ locale: 'es-CL', currency: 'CLP' }, message);
    expect(clp.parse('20.000')).toBe(20000);
    expect(issue(clp, '1.234,50')).toBe('too-many-decimals/0');
  });

  it('blank is an error when the field says so', () => {
    expect(issue(numberField({ locale: 'es-AR', decimals: 0, blank: null }, message), ' ')).toBe('empty/0');
  });

  it('reads back what the fields pre-fill', () => {
    const text = formatAmountInput(123450, { locale: 'es-AR', currency: 'ARS' });
    expect(text).toBe('1.234,50');
    expect(ars.parse(text)).toBe(1234.5);
    expect(parseAmountInput(text, { locale: 'es-AR', currency: 'ARS' })).toEqual({ ok: true, scaled: 123450n, value: 1234.5 });
  });
});
