// The fiscal rules of a voucher (pure): letter by issuer and receiver, the receiver's
// identification threshold, IVA per rate from prices with IVA included, exact to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALICUOTAS_IVA,
  calcularImportes,
  CONSUMIDOR_FINAL,
  decimal,
  distribuir,
  letraPara,
  receptorProblem,
  UMBRAL_IDENTIFICACION_CENTAVOS,
  type LineaFiscal,
} from '../src/modules/facturacion/comprobante';

const ri = { docTipo: 80, docNro: '20123456786', condicion: 'responsable_inscripto' as const, nombre: null };

describe('letter of the voucher', () => {
  it('monotributista issues C; a responsable inscripto issues A to a CUIT of RI or monotributo and B otherwise', () => {
    expect(letraPara('monotributista', ri)).toBe('C');
    expect(letraPara('responsable_inscripto', ri)).toBe('A');
    expect(letraPara('responsable_inscripto', { ...ri, condicion: 'monotributo' })).toBe('A');
    expect(letraPara('responsable_inscripto', { ...ri, condicion: 'exento' })).toBe('B');
    expect(letraPara('responsable_inscripto', CONSUMIDOR_FINAL)).toBe('B');
    expect(letraPara('responsable_inscripto', { ...ri, docTipo: 96, docNro: '30123456' })).toBe('B');
  });

  it('an unidentified final consumer is accepted below the threshold only', () => {
    expect(receptorProblem('responsable_inscripto', 'B', CONSUMIDOR_FINAL, UMBRAL_IDENTIFICACION_CENTAVOS - 1)).toBeNull();
    expect(receptorProblem('responsable_inscripto', 'B', CONSUMIDOR_FINAL, UMBRAL_IDENTIFICACION_CENTAVOS)).toBe('identificacion-requerida');
    expect(receptorProblem('monotributista', 'C', CONSUMIDOR_FINAL, UMBRAL_IDENTIFICACION_CENTAVOS)).toBe('identificacion-requerida');
    // Identified by DNI above the threshold: a B is fine.
    expect(
      receptorProblem('responsable_inscripto', 'B', { docTipo: 96, docNro: '30123456', condicion: 'consumidor_final', nombre: null }, UMBRAL_IDENTIFICACION_CENTAVOS * 2),
    ).toBeNull();
    expect(receptorProblem('responsable_inscripto', 'A', { ...ri, docTipo: 96 }, 100)).toBe('a-requiere-cuit');
  });

  it('a responsable inscripto or monotributista receiver of a responsable inscripto takes an A, so it needs its CUIT (ARCA refuses condition 1 or 6 on a B: 10243)', () => {
    const porDni = { ...ri, docTipo: 96, docNro: '30123456' };
    expect(receptorProblem('responsable_inscripto', letraPara('responsable_inscripto', porDni), porDni, 100)).toBe('a-requiere-cuit');
    expect(receptorProblem('responsable_inscripto', 'B', { ...porDni, condicion: 'monotributo' }, 100)).toBe('a-requiere-cuit');
    expect(receptorProblem('responsable_inscripto', 'B', { ...porDni, condicion: 'exento' }, 100)).toBeNull();
    // A monotributista issues C to anyone.
    expect(receptorProblem('monotributista', 'C', porDni, 100)).toBeNull();
  });
});

describe('amounts', () => {
  it('splits IVA per rate from prices with IVA; exempt goes apart; C has no IVA', () => {
    const lineas: LineaFiscal[] = [
      { descripcion: 'a', cantidad: 1, importe: 12_100, alicuota: '21' },
      { descripcion: 'b', cantidad: 1, importe: 11_050, alicuota: '10.5' },
      { descripcion: 'c', cantidad: 1, importe: 5_000, alicuota: 'exento' },
    ];
    expect(calcularImportes('B', 28_150, lineas)).toEqual({
      total: 28_150,
      neto: 20_000,
      iva: 3_150,
      exento: 5_000,
      noGravado: 0,
      lineasIva: [
        { alicuota: '21', id: 5, base: 10_000, iva: 2_100 },
        { alicuota: '10.5', id: 4, base: 10_000, iva: 1_050 },
      ],
    });
    expect(calcularImportes('C', 28_150, lineas)).toEqual({ total: 28_150, neto: 28_150, iva: 0, exento: 0, noGravado: 0, lineasIva: [] });
  });

  it('every ARCA rate: 27 %, 5 %, 2.5 % and 0 % get their AlicIva ids; non-taxed goes to ImpTotConc', () => {
    const lineas: LineaFiscal[] = [
      { descripcion: 'a', cantidad: 1, importe: 12_700, alicuota: '27' },
      { descripcion: 'b', cantidad: 1, importe: 10_500, alicuota: '5' },
      { descripcion: 'c', cantidad: 1, importe: 10_250, alicuota: '2.5' },
      { descripcion: 'd', cantidad: 1, importe: 3_000, alicuota: '0' },
      { descripcion: 'e', cantidad: 1, importe: 1_999, alicuota: 'no_gravado' },
    ];
    expect(calcularImportes('A', 38_449, lineas)).toEqual({
      total: 38_449,
      neto: 33_000,
      iva: 3_450,
      exento: 0,
      noGravado: 1_999,
      lineasIva: [
        { alicuota: '27', id: 6, base: 10_000, iva: 2_700 },
        { alicuota: '5', id: 8, base: 10_000, iva: 500 },
        { alicuota: '2.5', id: 9, base: 10_000, iva: 250 },
        { alicuota: '0', id: 3, base: 3_000, iva: 0 },
      ],
    });
  });

  it('a general discount is spread over the lines to the cent', () => {
    expect(
      distribuir(900, [
        { descripcion: 'a', cantidad: 1, importe: 500, alicuota: '21' },
        { descripcion: 'b', cantidad: 1, importe: 500, alicuota: '27' },
      ]),
    ).toEqual([450, 450]);
    expect(
      distribuir(
        100,
        [1, 1, 1].map((importe) => ({ descripcion: '', cantidad: 1, importe, alicuota: '21' as const })),
      ),
    ).toEqual([34, 33, 33]);
  });

  it('for any lines and total the parts add up to the total exactly', () => {
    const alicuotas = ALICUOTAS_IVA;
    fc.assert(
      fc.property(
        fc.array(fc.record({ importe: fc.integer({ min: 1, max: 10_000_000 }), alicuota: fc.constantFrom(...alicuotas) }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (ls, descuento) => {
          const lineas = ls.map((l) => ({ ...l, descripcion: '', cantidad: 1 }));
          const sum = lineas.reduce((a, l) => a + l.importe, 0);
          const total = Math.round((sum * (100 - descuento)) / 100);
          const shares = distribuir(total, lineas);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const r = calcularImportes('B', total, lineas);
          expect(r.neto + r.iva + r.exento + r.noGravado).toBe(total);
        },
      ),
    );
  });

  it('writes cents as ARCA decimals', () => {
    expect(decimal(0)).toBe('0.00');
    expect(decimal(5)).toBe('0.05');
    expect(decimal(1_234_567)).toBe('12345.67');
  });
});
