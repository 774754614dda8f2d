import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelKey } from '../src/lib/case';
import { fieldName } from '../src/lib/validation-messages';

describe('camelKey / camelizeKeys', () => {
  it('turns the spec PascalCase names into camelCase', () => {
    expect(['ClientMutationId', 'MesaId', 'MedioNombre', 'ID', 'CUIT', 'URLPath', 'mesaId', 'x', ''].map(camelKey)).toEqual([
      'clientMutationId',
      'mesaId',
      'medioNombre',
      'id',
      'cuit',
      'urlPath',
      'mesaId',
      'x',
      '',
    ]);
  });

  it('walks nested objects and arrays, and prefers an existing camelCase key', () => {
    expect(
      camelizeKeys({
        Redondeo: { Tipo: 'multiplo', Multiplo: 10 },
        Items: [{ ProductoId: 1, Notas: null }, 3, 'Texto'],
        MesaId: 1,
        mesaId: 2,
      }),
    ).toEqual({ redondeo: { tipo: 'multiplo', multiplo: 10 }, items: [{ productoId: 1, notas: null }, 3, 'Texto'], mesaId: 2 });
    expect(camelizeKeys([{ MedioId: 1, Monto: 500 }])).toEqual([{ medioId: 1, monto: 500 }]);
  });
});

describe('fieldName', () => {
  it('names nested and array fields the way a reader expects', () => {
    expect(fieldName('/deviceInfo/platform')).toBe('deviceInfo.platform');
    expect(fieldName('/items/0/cantidad')).toBe('items[0].cantidad');
    expect(fieldName('/0/monto')).toBe('[0].monto');
    expect(fieldName('/')).toBe('');
  });
});
