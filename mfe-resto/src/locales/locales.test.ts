import { LOCALE_FILES } from '@resto/shared/i18n';
import { MOTIVO_ELIMINACION_OBLIGATORIO, NO_HAY_DRAFT_ACTIVO, NO_HAY_MESA_SELECCIONADA } from '@resto/shared/contracts';
import { COMMENT_SUGGESTIONS } from '@resto/shared/rules';
import { RESTO_LOCALES } from '../i18n';
import { SUGGESTION_KEYS } from '../features/drafts/components/comment-field';

function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

describe('mfe-resto locale files', () => {
  const es = flatten(RESTO_LOCALES.es);

  it.each(['br', 'en'] as const)('%s has exactly the keys of es', (lang) => {
    expect(Object.keys(flatten(RESTO_LOCALES[lang])).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(['es', 'br', 'en'] as const)('%s has no empty text and keeps the same placeholders as es', (lang) => {
    const texts = flatten(RESTO_LOCALES[lang]);
    for (const [key, value] of Object.entries(texts)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
      const vars = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(value as string), key).toEqual(vars(es[key] as string));
    }
  });

  it("keeps the spec's Spanish texts word for word", () => {
    const r = RESTO_LOCALES.es.resto;
    expect(r.errores.noHayMesa).toBe(NO_HAY_MESA_SELECCIONADA);
    expect(r.errores.noHayDraft).toBe(NO_HAY_DRAFT_ACTIVO);
    expect(r.errores.motivoObligatorio).toBe(MOTIVO_ELIMINACION_OBLIGATORIO);
    expect(r.eliminar.ayuda).toBe(MOTIVO_ELIMINACION_OBLIGATORIO);
    expect(SUGGESTION_KEYS.map((k) => r.sugerencias[k])).toEqual([...COMMENT_SUGGESTIONS]);
  });

  it('uses its own top-level group, so merging it cannot overwrite the shell texts', () => {
    expect(Object.keys(RESTO_LOCALES.es)).toEqual(['resto']);
    expect(Object.values(LOCALE_FILES.es).flatMap((file) => Object.keys(file))).not.toContain('resto');
  });
});
