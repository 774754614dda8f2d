import { LOCALE_FILES } from '@resto/shared/i18n';
import { CAJA_LOCALES } from '../i18n';

function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

describe('mfe-caja locale files', () => {
  const es = flatten(CAJA_LOCALES.es);

  it.each(['br', 'en'] as const)('%s has exactly the keys of es', (lang) => {
    expect(Object.keys(flatten(CAJA_LOCALES[lang])).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(['es', 'br', 'en'] as const)('%s has no empty text and keeps the same placeholders as es', (lang) => {
    const texts = flatten(CAJA_LOCALES[lang]);
    for (const [key, value] of Object.entries(texts)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(value as string), key).toEqual(vars(es[key] as string));
    }
  });

  it('uses its own top-level group, so merging it cannot overwrite the shell texts', () => {
    expect(Object.keys(CAJA_LOCALES.es)).toEqual(['caja']);
    expect(Object.values(LOCALE_FILES.es).flatMap((file) => Object.keys(file))).not.toContain('caja');
  });
});
