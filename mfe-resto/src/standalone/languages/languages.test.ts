import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_FILES, mergeLocaleFiles } from '@resto/shared/i18n';
import * as br from './br';
import * as en from './en';

// Vitest runs in the package's folder (jsdom: import.meta.url is not a file URL).
const SRC = join(process.cwd(), 'src');
const localeFilesOnDisk = (lang: string) =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith(`locales/${lang}.json`))
    .sort();

describe("the handheld's language chunks (issue 21: only Spanish in the first script)", () => {
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
    expect(Object.keys(chunk.OWN).map((p) => p.replace(/^\.\.\/\.\.\//, '')).sort()).toEqual(onDisk);
    expect(existsSync(`${SRC}/features/waiter/locales/${lang}.json`)).toBe(true);
  });
});
