import { describe, expect, it } from 'vitest';
import { searchKey, searchWords } from './search-text';

describe('searchKey', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(searchKey('  Café  con LECHE ')).toBe('cafe con leche');
    expect(searchKey('Ñoquis a la CREMA')).toBe('noquis a la crema');
    expect(searchKey('Tarjeta de Débito')).toBe(searchKey('tarjeta de debito'));
    expect(searchWords(' Pizza  MUZZA ')).toEqual(['pizza', 'muzza']);
    expect(searchWords('   ')).toEqual([]);
  });
});
