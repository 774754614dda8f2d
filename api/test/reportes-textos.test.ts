import { describe, expect, it } from 'vitest';
import { TEXTOS_EXPORT, textosExport } from '../src/modules/reportes/textos-export';

/** Every key path of a locale tree. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('the report exports texts', () => {
  it('have the same keys, none empty, in es, br and en', () => {
    const es = keys(TEXTOS_EXPORT.es).sort();
    expect(keys(TEXTOS_EXPORT.br).sort()).toEqual(es);
    expect(keys(TEXTOS_EXPORT.en).sort()).toEqual(es);
    for (const lang of ['es', 'br', 'en'] as const) for (const key of es) expect(textosExport(lang)(key), `${lang} ${key}`).not.toBe('');
  });

  it('fill in the range and the generation time in each language', () => {
    expect(textosExport('es')('rangoPdf', { desde: '1/3/2026', hasta: '31/3/2026', moneda: 'ARS' })).toBe('Del 1/3/2026 al 31/3/2026 · Moneda ARS');
    expect(textosExport('en')('generadoPdf', { fecha: '3/31/2026' })).toBe('Generated on 3/31/2026');
    expect(textosExport()('titulos.ventas')).toBe('Reporte de ventas');
  });
});
