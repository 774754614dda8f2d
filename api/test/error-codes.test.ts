// Every refusal carries a stable `code` (and `params` when its text has values) beside
// the Spanish `message`, so the client can show it in the user's language.
import { ERROR_CATALOGUE, ERROR_CODES, errorMessage, type Draft } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue } from './helpers/money';
import { call, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('refusal codes', () => {
  it('answers a wrong password with 401 CREDENCIALES_INCORRECTAS', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { nombreUsuario: 'admin@demo.local', password: 'no-es-esta' },
      remoteAddress: '10.18.0.1',
    });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ success: false, requestId: expect.any(String), code: 'CREDENCIALES_INCORRECTAS', message: 'Credenciales incorrectas' });
  });

  it('answers a role without access with 403 SIN_PERMISO', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.mozo.post('/api/arqueos', { montoInicial: 100 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, requestId: expect.any(String), code: 'SIN_PERMISO', message: 'No tenés permisos para realizar esta acción' });
  });

  it('answers a second audit on the same date with 409 ARQUEO_YA_EXISTE_FECHA', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero, 1_000);
    const open = await v.as.cajero.post('/api/arqueos', { montoInicial: 500 });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'ARQUEO_YA_ABIERTO', message: 'Ya hay un arqueo abierto. Cerralo antes de abrir otro.' });
    expect((await v.as.cajero.post(`/api/arqueos/${id}/cerrar`, { totalReal: 1_000, observaciones: 'Sin diferencias' })).status).toBe(200);
    const again = await v.as.cajero.post('/api/arqueos', { montoInicial: 500 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, requestId: expect.any(String), code: 'ARQUEO_YA_EXISTE_FECHA', message: 'Ya existe un arqueo para esta fecha' });
  });

  it('answers opening a table that already has a draft with 409 DRAFT_ACTIVO_EXISTE, the table number and the open draft', async () => {
    const v = await createVenue(t.app);
    const [, mesa] = await planInicial(v, 3);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const second = await v.as.empleado.post<Draft>(`/api/mesas/${mesa!.id}/draft`, {});
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      code: 'DRAFT_ACTIVO_EXISTE',
      params: { numero: 2 },
      message: 'La mesa 2 ya tiene un draft activo',
      data: { id: draft.id },
    });
  });

  it('answers a schema failure with 400 VALIDACION naming the first field', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.cajero.post('/api/arqueos', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDACION',
      params: { campo: 'montoInicial' },
      message: "El campo 'montoInicial' es obligatorio",
      data: { errores: [{ campo: 'montoInicial', mensaje: "El campo 'montoInicial' es obligatorio" }] },
    });
  });

  it('answers a missing record with 404 and its code, and a value-bearing refusal with params', async () => {
    const v = await createVenue(t.app);
    const missing = await v.as.cajero.get('/api/clientes/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, requestId: expect.any(String), code: 'CLIENTE_NO_EXISTE', message: 'El cliente no existe' });

    const repeated = await v.as.admin.post('/api/tipos-de-cambio', { moneda: 'USD', valor: 1000 });
    expect(repeated.status).toBe(409);
    expect(repeated.body).toEqual({ success: false, requestId: expect.any(String), code: 'MONEDA_DUPLICADA', message: 'La moneda ya existe' });
  });
});

describe('error catalogue', () => {
  it('renders each text with its values, choosing the plural by count', () => {
    expect(errorMessage('ARQUEO_MONEDA_REPETIDA', { moneda: 'USD' })).toBe('La moneda USD está repetida en el conteo');
    expect(errorMessage('DEMASIADOS_INTENTOS', { count: 1 })).toBe('Demasiados intentos fallidos. Esperá 1 minuto e intentá nuevamente.');
    expect(errorMessage('DEMASIADOS_INTENTOS', { count: 15 })).toBe('Demasiados intentos fallidos. Esperá 15 minutos e intentá nuevamente.');
  });

  it('has codes in SCREAMING_SNAKE_CASE and a distinct text for each', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*[A-Z0-9]$/);
    const texts = ERROR_CODES.map((code) => JSON.stringify(ERROR_CATALOGUE[code]));
    expect(new Set(texts).size).toBe(texts.length);
  });
});
