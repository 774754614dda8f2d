// The venue's settings: general config and sound config.
import { DEFAULT_SOUND_CONFIG, SOUND_NAMES, type GeneralConfig, type LoginResponse, type ModulosConfig, type SoundConfig } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VENTAS_GROUP } from '../src/hubs';
import { createVenue, mutationId } from './helpers/money';
import { createTestApp, DEVICE_INFO, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The /ws/ventas pushes of one venue's settings, as the hub would send them. */
function configEvents(localId: number) {
  const spy = vi.spyOn(t.app.hubs, 'toGroup');
  return {
    seen: () =>
      spy.mock.calls
        .filter(([hub, local, group, target]) => hub === 'ventas' && local === localId && group === VENTAS_GROUP && target === 'ConfiguracionActualizada')
        .map((call) => call[4][0]),
    restore: () => spy.mockRestore(),
  };
}

describe('general config', () => {
  it('reads every field of the General config for any signed-in user, and saves only for config.editar', async () => {
    const v = await createVenue(t.app);
    const read = await v.as.mozo.get<GeneralConfig>('/api/configuracion/general');
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.data!).sort()).toEqual(
      // SPEC's fields, and beside them the drawer's limits (an expense from the drawer, a tip), the tills and shifts, and the purchases' cost alerts.
      [
        'alertaCostoPorcentaje',
        'foodCostObjetivo',
        'barraLateralAbierta',
        'currencyCode',
        'hour12',
        'language',
        'locale',
        'mostrarFechaHora',
        'mostrarIconoBot',
        'mostrarItemsRestaurant',
        'mostrarTipoCambio',
        'tiposCambioArqueo',
        'unitSystem',
        'gastoMaximoCaja',
        'propinaMaximaPct',
        'variasCajas',
        'variosArqueosPorDia',
      ].sort(),
    );
    for (const role of ['mozo', 'cajero', 'empleado'] as const) {
      const refused = await v.as[role].put('/api/configuracion/general', { mostrarItemsRestaurant: false });
      expect({ role, status: refused.status, message: refused.body.message }).toEqual({ role, status: 403, message: 'No tenés permisos para realizar esta acción' });
    }
    expect((await v.as.mozo.get<GeneralConfig>('/api/configuracion/general')).body.data!.mostrarItemsRestaurant).toBe(true);
  });

  it('saves the fields sent, tells every open screen of the venue once, and not again on a replay', async () => {
    const v = await createVenue(t.app);
    const events = configEvents(v.localId);
    try {
      const cmid = mutationId();
      const change = {
        mostrarItemsRestaurant: false,
        barraLateralAbierta: false,
        hour12: true,
        locale: 'es-UY',
        language: 'br',
        tiposCambioArqueo: ['usd', ' eur '],
        clientMutationId: cmid,
      };
      const saved = await v.as.admin.put<GeneralConfig>('/api/configuracion/general', change);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        mostrarItemsRestaurant: false,
        barraLateralAbierta: false,
        hour12: true,
        locale: 'es-UY',
        language: 'br',
        tiposCambioArqueo: ['USD', 'EUR'],
        mostrarFechaHora: true,
      });
      expect(events.seen()).toEqual([{ seccion: 'general', clientMutationId: cmid }]);
      expect((await v.as.admin.put<GeneralConfig>('/api/configuracion/general', change)).body.data).toEqual(saved.body.data);
      expect(events.seen()).toHaveLength(1);
      // Another user of the venue reads the new settings.
      expect((await v.as.mozo.get<GeneralConfig>('/api/configuracion/general')).body.data).toEqual(saved.body.data);
    } finally {
      events.restore();
    }
  });

  it('validates with their messages: currencies non-empty and not repeated, a supported country', async () => {
    const v = await createVenue(t.app);
    const put = (body: object) => v.as.admin.put('/api/configuracion/general', body);
    const cases: [object, string][] = [
      [{ tiposCambioArqueo: ['USD', 'usd'] }, 'La moneda ya existe'],
      [{ tiposCambioArqueo: ['USD', '  '] }, 'Moneda inválida: no puede estar vacía'],
      [{ tiposCambioArqueo: ['DOLAR'] }, 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)'],
      [{ locale: 'fr-FR' }, 'País inválido: elegí uno de la lista'],
      [{ unitSystem: 'nautical' }, "El campo 'unitSystem' debe ser uno de: metric, imperial"],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect((await v.as.admin.get<GeneralConfig>('/api/configuracion/general')).body.data).toMatchObject({ tiposCambioArqueo: ['USD', 'BRL'], locale: 'es-AR' });
  });
});

describe('payment methods and exchange rates', () => {
  it('push the change to every open screen too (the header shows the default rate)', async () => {
    const v = await createVenue(t.app);
    const events = configEvents(v.localId);
    try {
      const rates = (await v.as.admin.get<{ id: number; moneda: string }[]>('/api/tipos-de-cambio')).body.data!;
      const usd = rates.find((r) => r.moneda === 'USD')!;
      const cmid = mutationId();
      expect((await v.as.admin.put(`/api/tipos-de-cambio/${usd.id}/default`, { clientMutationId: cmid })).status).toBe(200);
      expect((await v.as.admin.post('/api/medios-de-pago', { nombre: 'Vale' })).status).toBe(201);
      expect(events.seen()).toEqual([
        { seccion: 'tipos-de-cambio', clientMutationId: cmid },
        { seccion: 'medios-de-pago', clientMutationId: null },
      ]);
      // Refused changes push nothing.
      expect((await v.as.cajero.post('/api/medios-de-pago', { nombre: 'Cheque' })).status).toBe(403);
      expect(events.seen()).toHaveLength(2);
    } finally {
      events.restore();
    }
  });
});

describe('sound config', () => {
  it('starts enabled at volume 0.5 with every named sound, and clamps volumes to 0..1', async () => {
    const v = await createVenue(t.app);
    const read = await v.as.cajero.get<SoundConfig>('/api/configuracion/sonido');
    expect(read.body.data).toEqual(DEFAULT_SOUND_CONFIG);
    expect(Object.keys(read.body.data!.sounds)).toEqual([...SOUND_NAMES]);

    const events = configEvents(v.localId);
    try {
      const loud = await v.as.admin.put<SoundConfig>('/api/configuracion/sonido', { volume: 1.7, sounds: { payment: { frequency: 1200, volume: -0.4 } } });
      expect(loud.status).toBe(200);
      expect(loud.body.data).toMatchObject({
        enabled: true,
        volume: 1,
        sounds: { payment: { frequency: 1200, duration: DEFAULT_SOUND_CONFIG.sounds.payment.duration, volume: 0 } },
      });
      expect(loud.body.data!.sounds.beep).toEqual(DEFAULT_SOUND_CONFIG.sounds.beep);
      expect(events.seen()).toEqual([{ seccion: 'sonido', clientMutationId: null }]);
    } finally {
      events.restore();
    }
    const quiet = await v.as.admin.put<SoundConfig>('/api/configuracion/sonido', { enabled: false, volume: -2 });
    expect(quiet.body.data).toMatchObject({ enabled: false, volume: 0, sounds: { payment: { frequency: 1200, volume: 0 } } });
    expect((await v.as.mozo.get<SoundConfig>('/api/configuracion/sonido')).body.data).toEqual(quiet.body.data);
  });

  it('refuses unknown sounds and impossible tones, and anyone without config.editar', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.admin.put('/api/configuracion/sonido', { sounds: { bocina: { frequency: 400 } } })).status).toBe(400);
    const tone = await v.as.admin.put('/api/configuracion/sonido', { sounds: { beep: { frequency: 5 } } });
    expect({ status: tone.status, message: tone.body.message }).toEqual({ status: 400, message: "El campo 'sounds.beep.frequency' debe ser mayor o igual a 20" });
    expect((await v.as.empleado.put('/api/configuracion/sonido', { volume: 0.2 })).status).toBe(403);
    expect((await v.as.admin.get<SoundConfig>('/api/configuracion/sonido')).body.data).toEqual(DEFAULT_SOUND_CONFIG);
  });
});

describe('module flags', () => {
  it('selects restaurant-only, POS-only or hybrid; the session user carries them; one stays on', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.mozo.get<ModulosConfig>('/api/configuracion/modulos')).body.data).toEqual({ restaurant: true, posFlow: true });
    const pos = await v.as.admin.put<ModulosConfig>('/api/configuracion/modulos', { restaurant: false });
    expect(pos.body.data).toEqual({ restaurant: false, posFlow: true });
    const none = await v.as.admin.put('/api/configuracion/modulos', { posFlow: false });
    expect({ status: none.status, code: none.body.code, message: none.body.message }).toEqual({
      status: 400,
      code: 'MODULOS_AL_MENOS_UNO',
      message: 'Al menos un módulo debe quedar activo: restaurante o punto de venta',
    });
    expect((await v.as.cajero.put('/api/configuracion/modulos', { restaurant: true })).status).toBe(403);

    const users = (await v.as.admin.get<{ email: string; roles: { nombre: string }[] }[]>('/api/usuarios')).body.data!;
    const email = users.find((u) => u.roles.some((r) => r.nombre === 'cajero'))!.email;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: email, password: 'secreto123', deviceInfo: DEVICE_INFO } });
    const session = login.json<Envelope<LoginResponse>>().data!;
    expect(session.user.modulos).toEqual({ restaurant: false, posFlow: true });
    expect(session.permisos).toContain('ventas.vender');
  });
});
