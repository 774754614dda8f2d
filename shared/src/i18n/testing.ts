import { LANGUAGES } from '../contracts/config';
import { LOCALE_FILES } from './resources';

/** `{a: {b: 'x'}}` -> `{'a.b': 'x'}`: the keys as `t()` reads them. */
export function flattenTranslations(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flattenTranslations(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * The checks every remote's own texts must pass (vitest globals): br and en have exactly the keys
 * of es, no text is empty, placeholders match es, and the bundle lives under its own top-level
 * group so merging it cannot overwrite the shell's texts.
 */
export function describeLocaleBundle(name: string, locales: Record<(typeof LANGUAGES)[number], Record<string, unknown>>, group: string): void {
  describe(`${name} locale files`, () => {
    const es = flattenTranslations(locales.es);

    it.each(['br', 'en'] as const)('%s has exactly the keys of es', (lang) => {
      expect(Object.keys(flattenTranslations(locales[lang])).sort()).toEqual(Object.keys(es).sort());
    });

    it.each([...LANGUAGES])('%s has no empty text and keeps the same placeholders as es', (lang) => {
      for (const [key, value] of Object.entries(flattenTranslations(locales[lang]))) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
        expect(placeholders(value as string), key).toEqual(placeholders(es[key] as string));
      }
    });

    it('uses its own top-level group, so merging it cannot overwrite the shell texts', () => {
      expect(Object.keys(locales.es)).toEqual([group]);
      expect(Object.values(LOCALE_FILES.es).flatMap((file) => Object.keys(file))).not.toContain(group);
    });
  });
}
