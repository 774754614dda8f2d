import { formatMoney } from '@resto/shared/format';
import { fittingCell } from './floor-plan';
import { PLAN_CELL_MIN_PX, PLAN_CELL_PX, tileTotal } from './mesa-tile';

const ars = (decimal: number, locale = 'es-AR') => formatMoney(Math.round(decimal * 100), { currency: 'ARS', locale });

describe('tileTotal', () => {
  it('writes a total that fits a small table in full', () => {
    expect(tileTotal(18_100, ars(18_100), 'es-AR')).toMatch(/^\$\s18\.100,00$/);
    expect(tileTotal(99_999.5, ars(99_999.5), 'es-AR')).toMatch(/^\$\s99\.999,50$/);
  });

  it('writes a seven-digit total with the compact number and its currency', () => {
    expect(tileTotal(1_234_567, ars(1_234_567), 'es-AR')).toMatch(/^\$\s1,23M$/);
    expect(tileTotal(123_456, ars(123_456), 'es-AR')).toMatch(/^\$\s123,5K$/);
  });

  it('follows the venue locale', () => {
    expect(tileTotal(1_234_567, ars(1_234_567, 'en-US'), 'en-US')).toMatch(/^\D+1\.23M$/);
  });
});

describe('fittingCell', () => {
  it('shrinks the cell so a zone fits the frame, down to a finger-sized minimum, and never grows past full size', () => {
    expect(fittingCell(7, 718)).toBe(102);
    expect(fittingCell(4, 2000)).toBe(PLAN_CELL_PX);
    expect(fittingCell(12, 400)).toBe(PLAN_CELL_MIN_PX);
    expect(fittingCell(7, 0)).toBe(PLAN_CELL_PX);
  });
});
