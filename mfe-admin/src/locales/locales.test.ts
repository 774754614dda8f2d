import { describeLocaleBundle, flattenTranslations } from '@resto/shared/i18n/testing';
import { PERMISSIONS, PERMISSION_AREA_NAMES } from '@resto/shared/rules';
import { SOUND_NAMES, MEDIO_PAGO_TIPOS } from '@resto/shared/contracts';
import { ADMIN_LOCALES, ADMIN_VALIDATION } from '../i18n';
import { permissionKey } from '../features/roles/rol-label';

describeLocaleBundle('mfe-admin', ADMIN_LOCALES, 'admin');

describe('mfe-admin texts that follow shared lists', () => {
  const es = flattenTranslations(ADMIN_LOCALES.es);

  it('names every permission and every area the role editor shows', () => {
    for (const permission of PERMISSIONS) expect(es, permission).toHaveProperty([permissionKey(permission)]);
    for (const area of PERMISSION_AREA_NAMES) expect(es, area).toHaveProperty([`admin.areas.${area}`]);
  });

  it('names every sound and every kind of payment method', () => {
    for (const name of SOUND_NAMES) expect(es, name).toHaveProperty([`admin.sonido.nombres.${name}`]);
    for (const tipo of MEDIO_PAGO_TIPOS) expect(es, tipo).toHaveProperty([`admin.medios.tipos.${tipo}`]);
  });

  it('keys the validation messages by their Spanish text, in the three languages', () => {
    for (const [key, text] of Object.entries(ADMIN_VALIDATION.es)) expect(text).toBe(key);
    expect(Object.keys(ADMIN_VALIDATION.br).sort()).toEqual(Object.keys(ADMIN_VALIDATION.es).sort());
    expect(Object.keys(ADMIN_VALIDATION.en).sort()).toEqual(Object.keys(ADMIN_VALIDATION.es).sort());
  });
});
