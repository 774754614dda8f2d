// The audit log of what the back office changes, on SQLite or PostgreSQL (TEST_DATABASE_URL): roles,
// users, prices (the product form and the bulk adjustment) and settings are written with who, when,
// what and old → new, secrets masked; the log is searched by user, action and the venue's dates.
import type { AjustePreciosResult, AuditoriaEntrada, AuditoriaPage, Rol, Usuario } from '@resto/shared/contracts';
import { dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const ZONE = 'America/Argentina/Buenos_Aires';

async function log(v: TestVenue, query: Record<string, string | number> = {}): Promise<AuditoriaPage> {
  const qs = new URLSearchParams(Object.entries({ limite: 200, ...query }).map(([k, val]) => [k, String(val)])).toString();
  const res = await v.as.admin.get<AuditoriaPage>(`/api/auditoria?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

const of = (page: AuditoriaPage, accion: string): AuditoriaEntrada[] => page.items.filter((e) => e.accion === accion);

async function rolId(c: ApiClient, nombre: string): Promise<number> {
  return (await c.get<Rol[]>('/api/roles')).body.data!.find((r) => r.nombre === nombre)!.id;
}

describe('the audit log of the back office', () => {
  it('has the role created, its permissions edited and the role deleted, with who and what changed', async () => {
    const v = await createVenue(t.app);
    const created = await v.as.admin.post<Rol>('/api/roles', { nombre: 'Encargado de barra', permisos: ['ventas.tomar'], clientMutationId: mutationId() });
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    expect((await v.as.admin.put(`/api/roles/${id}`, { permisos: ['ventas.tomar', 'ventas.vender'], clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.del(`/api/roles/${id}`, { clientMutationId: mutationId() })).status).toBe(200);

    const page = await log(v);
    const [crear] = of(page, 'crear-rol');
    expect(crear).toMatchObject({ usuario: { id: v.as.admin.userId, nombre: 'Usuario admin' }, entidad: 'rol', entidadId: id, antes: null });
    expect(crear!.despues).toMatchObject({ nombre: 'Encargado de barra', permisos: ['ventas.tomar'] });
    const [editar] = of(page, 'editar-rol');
    // Only what changed: the permissions, old → new.
    expect(editar).toMatchObject({ entidadId: id, antes: { permisos: ['ventas.tomar'] }, despues: { permisos: ['ventas.tomar', 'ventas.vender'] } });
    expect(Object.keys(editar!.despues as object)).toEqual(['permisos']);
    expect(of(page, 'eliminar-rol')[0]).toMatchObject({ entidadId: id, antes: { nombre: 'Encargado de barra' }, despues: null });
  });

  it('has every one of thirty price changes, from the product form and from the bulk adjustment', async () => {
    const v = await createVenue(t.app);
    const bulk = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', { modo: 'porcentaje', valor: 10, aplicarA: 'venta', clientMutationId: mutationId() });
    expect(bulk.status).toBe(200);
    const ajustados = bulk.body.data!.items.filter((i) => i.precioAnterior !== i.precioNuevo);
    const form = ajustados.slice(0, Math.max(5, 30 - ajustados.length));
    for (const item of form) {
      const dto = (await v.as.admin.get<Record<string, unknown> & { precio: number }>(`/api/productos/${item.id}`)).body.data!;
      const res = await v.as.admin.put(`/api/productos/dto/${item.id}`, { nombre: dto.nombre, categoriaId: dto.categoriaId, costo: dto.costo, precio: dto.precio + 100 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(ajustados.length + form.length).toBeGreaterThanOrEqual(30);

    const precios = await log(v, { accion: 'producto.precio' });
    expect(precios.total).toBe(ajustados.length + form.length);
    expect(precios.items.every((e) => e.accion === 'producto.precio' && e.usuario.id === v.as.admin.userId)).toBe(true);
    const first = form[0]!;
    const edicion = precios.items.find((e) => e.entidadId === first.id && (e.despues as { origen: string }).origen === 'edicion');
    expect(edicion).toMatchObject({ antes: { precio: first.precioNuevo }, despues: { precio: first.precioNuevo + 100, origen: 'edicion' } });
    const ajuste = precios.items.find((e) => e.entidadId === first.id && (e.despues as { origen: string }).origen === 'ajuste');
    expect(ajuste).toMatchObject({ antes: { precio: first.precioAnterior }, despues: { precio: first.precioNuevo } });
  });

  it('has the settings changed, field by field, with secrets masked', async () => {
    const v = await createVenue(t.app);
    const general = (await v.as.admin.get<{ mostrarFechaHora: boolean }>('/api/configuracion/general')).body.data!;
    expect((await v.as.admin.put('/api/configuracion/general', { mostrarFechaHora: !general.mostrarFechaHora, clientMutationId: mutationId() })).status).toBe(200);
    const secret = 'sk-secreto-que-no-se-muestra';
    const asistente = await v.as.admin.put('/api/asistente/config', {
      proveedor: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      modelo: 'eco',
      apiKey: secret,
      clientMutationId: mutationId(),
    });
    expect(asistente.status).toBe(200);

    const page = await log(v, { accion: 'editar-configuracion' });
    const byEntity = Object.fromEntries(page.items.map((e) => [e.entidad, e]));
    expect(byEntity.general).toMatchObject({ antes: { mostrarFechaHora: general.mostrarFechaHora }, despues: { mostrarFechaHora: !general.mostrarFechaHora } });
    expect(Object.keys(byEntity.general!.despues as object)).toEqual(['mostrarFechaHora']);
    expect(byEntity.asistente!.despues).toMatchObject({ proveedor: 'openai', modelo: 'eco', apiKey: '••••••' });
    expect(JSON.stringify(page)).not.toContain(secret);
  });

  it('has the user created, their role changed, deactivated and their password and PIN reset, never the secret', async () => {
    const v = await createVenue(t.app);
    const mozo = await rolId(v.as.admin, 'mozo');
    const cajero = await rolId(v.as.admin, 'cajero');
    const password = 'Contraseña-Nueva-2026';
    const created = await v.as.admin.post<Usuario>('/api/usuarios', {
      nombre: 'Ana Pérez',
      email: 'ana.perez@test.local',
      password,
      rolIds: [mozo],
      clientMutationId: mutationId(),
    });
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    expect((await v.as.admin.put(`/api/usuarios/${id}`, { rolIds: [cajero], clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.post(`/api/usuarios/${id}/password`, { password: 'Otra-Clave-Segura-99', clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.put(`/api/usuarios/${id}/pin`, { pin: '918273', clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.put(`/api/usuarios/${id}`, { activo: false, clientMutationId: mutationId() })).status).toBe(200);

    const page = await log(v);
    expect(of(page, 'crear-usuario')[0]).toMatchObject({ entidadId: id, despues: { nombre: 'Ana Pérez', email: 'ana.perez@test.local', roles: ['mozo'], activo: true } });
    expect(of(page, 'cambiar-rol-usuario')[0]).toMatchObject({ entidadId: id, antes: { roles: ['mozo'] }, despues: { roles: ['cajero'] } });
    expect(of(page, 'restablecer-password')[0]).toMatchObject({ entidadId: id });
    expect(of(page, 'cambiar-pin')[0]).toMatchObject({ entidadId: id, despues: { pin: '••••••' } });
    expect(of(page, 'desactivar-usuario')[0]).toMatchObject({ entidadId: id, antes: { activo: true }, despues: { activo: false } });
    const text = JSON.stringify(page);
    for (const secret of [password, 'Otra-Clave-Segura-99', '918273']) expect(text).not.toContain(secret);
  });

  it('is searched by user, action and the venue dates, paginated', async () => {
    const v = await createVenue(t.app);
    const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: 'Temporada', permisos: [], clientMutationId: mutationId() });
    expect(rol.status).toBe(201);
    const mozo = await rolId(v.as.admin, 'mozo');
    expect(
      (await v.as.admin.post('/api/usuarios', { nombre: 'Beto', email: 'beto@test.local', password: 'Una-Clave-Larga-77', rolIds: [mozo], clientMutationId: mutationId() })).status,
    ).toBe(201);

    const today = dateInZone(new Date(), ZONE);
    const shift = (days: number) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    expect(of(await log(v, { accion: 'crear-rol' }), 'crear-rol')).toHaveLength(1);
    expect((await log(v, { accion: 'crear-rol' })).items.every((e) => e.accion === 'crear-rol')).toBe(true);
    expect((await log(v, { usuarioId: v.as.admin.userId })).total).toBeGreaterThanOrEqual(2);
    expect((await log(v, { usuarioId: v.as.cajero.userId })).total).toBe(0);
    expect((await log(v, { fechaDesde: today, fechaHasta: today, accion: 'crear-usuario' })).total).toBe(1);
    expect((await log(v, { fechaDesde: shift(1), fechaHasta: shift(1) })).total).toBe(0);
    expect((await log(v, { fechaDesde: shift(-30), fechaHasta: shift(-1) })).total).toBe(0);
    const first = await log(v, { limite: 1, pagina: 1 });
    const second = await log(v, { limite: 1, pagina: 2 });
    expect(first.total).toBe(2);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('is refused to a role without the audit permission, and unknown filters are refused', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.cajero.get('/api/auditoria')).status).toBe(403);
    expect((await v.as.mozo.get('/api/auditoria')).status).toBe(403);
    const unknown = await v.as.admin.get('/api/auditoria?desde=2026-01-01');
    expect(unknown.status).toBe(400);
  });
});
