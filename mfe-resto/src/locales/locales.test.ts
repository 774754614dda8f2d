import { describeLocaleBundle } from '@resto/shared/i18n/testing';
import { MOTIVO_ELIMINACION_OBLIGATORIO, NO_HAY_DRAFT_ACTIVO, NO_HAY_MESA_SELECCIONADA } from '@resto/shared/contracts';
import { COMMENT_SUGGESTIONS } from '@resto/shared/rules';
import { RESTO_LOCALES } from '../i18n';
import { SUGGESTION_KEYS } from '../features/drafts/components/comment-field';

describeLocaleBundle('mfe-resto', RESTO_LOCALES, 'resto');

describe('mfe-resto texts', () => {
  it("keeps the spec's Spanish texts word for word", () => {
    const r = RESTO_LOCALES.es.resto;
    expect(r.errores.noHayMesa).toBe(NO_HAY_MESA_SELECCIONADA);
    expect(r.errores.noHayDraft).toBe(NO_HAY_DRAFT_ACTIVO);
    expect(r.errores.motivoObligatorio).toBe(MOTIVO_ELIMINACION_OBLIGATORIO);
    expect(r.eliminar.ayuda).toBe(MOTIVO_ELIMINACION_OBLIGATORIO);
    expect(SUGGESTION_KEYS.map((k) => r.sugerencias[k])).toEqual([...COMMENT_SUGGESTIONS]);
  });
});
