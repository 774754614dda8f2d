import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_FILES, mergeLocaleFiles } from '@resto/shared/i18n';
import * as br from './br';
import * as en from './en';
import { restOfSpanish, SHARED as SPANISH_FILES } from './es-rest';
import { FIRST_SPANISH_GROUPS, pickGroups, SPANISH_GROUPS_NAMED_LATER } from './first-spanish';

// Vitest runs in the package's folder (jsdom: import.meta.url is not a file URL).
const SRC = join(process.cwd(), 'src');
const localeFilesOnDisk = (lang: string) =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith(`locales/${lang}.json`))
    .sort();

describe("the handheld's language chunks (only Spanish in the first script)", () => {
  it.each([
    ['br', br],
    ['en', en],
  ] as const)('%s carries every shared text of that language, as the desktop merges them', (lang, chunk) => {
    const names = Object.keys(chunk.SHARED).map((p) => p.slice(p.lastIndexOf('/') + 1, -'.json'.length));
    expect(names.sort()).toEqual(Object.keys(LOCALE_FILES[lang]).sort());
    expect(mergeLocaleFiles(chunk.SHARED)).toEqual(mergeLocaleFiles(LOCALE_FILES[lang]));
  });

  it.each([
    ['br', br],
    ['en', en],
  ] as const)("%s carries every locale file of this remote's own features", (lang, chunk) => {
    const onDisk = localeFilesOnDisk(lang);
    expect(onDisk.length).toBeGreaterThanOrEqual(7);
    expect(
      Object.keys(chunk.OWN)
        .map((p) => p.replace(/^\.\.\/\.\.\//, ''))
        .sort(),
    ).toEqual(onDisk);
    expect(existsSync(`${SRC}/features/mozo/locales/${lang}.json`)).toBe(true);
  });
});

describe("the shared Spanish texts: the first view's groups first, the rest after the list", () => {
  const desktop = mergeLocaleFiles(LOCALE_FILES.es);

  it('the lazy chunk reads every shared Spanish file', () => {
    const names = Object.keys(SPANISH_FILES).map((p) => p.slice(p.lastIndexOf('/') + 1, -'.json'.length));
    expect(names.sort()).toEqual(Object.keys(LOCALE_FILES.es).sort());
  });

  it('the first groups and the lazy chunk together are exactly the desktop tree, with no group in both', () => {
    const first = pickGroups(desktop, (g) => FIRST_SPANISH_GROUPS.includes(g));
    const rest = restOfSpanish();
    expect(Object.keys(first).sort()).toEqual([...FIRST_SPANISH_GROUPS].sort());
    expect(Object.keys(rest).filter((g) => g in first)).toEqual([]);
    expect({ ...first, ...rest }).toEqual(desktop);
  });

  it('the refusal and failed-save texts are among those that come later (a refusal shows the server message; a save follows a tap)', () => {
    expect(SPANISH_GROUPS_NAMED_LATER).toEqual(['errors', 'feedback']);
    expect(restOfSpanish()).toHaveProperty('errors.MESA_NO_EXISTE');
    expect(restOfSpanish()).toHaveProperty('feedback.guardadoSinRespuesta');
  });
});
