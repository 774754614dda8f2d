import { describe, expect, it } from 'vitest';
import { fiscalIdProblem, isValidCuit } from './fiscal-id';

describe('fiscal ids', () => {
  it('checks the CUIT/CUIL check digit', () => {
    expect(isValidCuit('20-12345678-6')).toBe(true);
    expect(isValidCuit('30-71234567-1')).toBe(true);
    expect(isValidCuit('20-12345678-5')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
  });

  it('says why an id is refused, by country', () => {
    expect(fiscalIdProblem('20-12345678-6', 'AR')).toBeNull();
    expect(fiscalIdProblem('20-12345678-5', 'AR')).toBe('check-digit');
    expect(fiscalIdProblem('20-12345678-5', 'UY')).toBeNull();
    expect(fiscalIdProblem('1234567890', 'UY')).toBe('too-short');
    expect(fiscalIdProblem('20-1234567A-6', 'AR')).toBe('not-digits');
  });
});
