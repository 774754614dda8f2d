// The built-in roles' seeded descriptions are the es texts the client translates (layout.rolesDescripcion).
import type { Rol } from '@resto/shared/contracts';
import { translations } from '@resto/shared/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('/api/roles built-in descriptions', () => {
  it('are stored as the es texts of layout.rolesDescripcion, which br and en translate', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.admin.get<Rol[]>('/api/roles');
    const byName = new Map(res.body.data!.map((r) => [r.nombre, r.descripcion]));
    const texts = (lang: 'es' | 'br' | 'en') => (translations[lang] as { layout: { rolesDescripcion: Record<string, string> } }).layout.rolesDescripcion;
    for (const rol of ['admin', 'empleado', 'mozo', 'cajero']) {
      expect(byName.get(rol)).toBe(texts('es')[rol]);
      expect(texts('br')[rol]).toBeTruthy();
      expect(texts('en')[rol]).not.toBe(texts('es')[rol]);
    }
  });
});
