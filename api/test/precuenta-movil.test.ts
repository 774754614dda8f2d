// The table's bill from the handheld, on SQLite or PostgreSQL (TEST_DATABASE_URL): the pre-bill
// printed at the register's printer, the charge within the role's permission (the table freed),
// and the manager picked from a list of names for an approval.
import { precuentaSchema, trabajosNavegadorSchema, type Aprobacion, type AuditoriaPage, type Autorizante, type Draft, type Mesa, type Rol } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrinter } from './helpers/impresion';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, apiClient, createVenue, medioId, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** A user of a new role holding exactly `permisos`. */
async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Mozo cobrador ${tag}`, permisos });
  expect(rol.status).toBe(201);
  const email = `mozo-${tag}@test.local`;
  const user = await v.as.admin.post('/api/usuarios', { nombre: `Mozo ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  expect(user.status).toBe(201);
  return apiClient(t.app, email, 'secreto123');
}

/** Table 1 opened by `mozo` with two waters and a steak with its cooking point and cheese. */
async function mesaConPedido(v: TestVenue, mozo: ApiClient = v.as.mozo): Promise<{ mesa: Mesa; draft: Draft }> {
  const [mesa] = await planInicial(v, 2);
  const draft = await abrirMesa(mozo, mesa!, { comensales: 3 });
  const agua = await producto(mozo, 'BEB-001');
  const bife = await producto(mozo, 'PRI-001');
  const grupos = (await mozo.get<{ grupos: { opciones: { id: number; nombre: string }[] }[] }>(`/api/productos/${bife.id}/modificadores`)).body.data!.grupos;
  const opcion = (nombre: string) => grupos.flatMap((g) => g.opciones).find((o) => o.nombre === nombre)!.id;
  await agregar(mozo, draft.id, { productoId: agua.id, cantidad: 2, clientMutationId: mutationId() });
  const full = await agregar(mozo, draft.id, { productoId: bife.id, cantidad: 1, modificadores: [opcion('A punto'), opcion('Queso')], clientMutationId: mutationId() });
  return { mesa: mesa!, draft: full };
}

const money = (amount: number) => formatMoney(toMinor(amount, 'ARS'), { currency: 'ARS', locale: 'es-AR' });
const compact = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the pre-bill (precuenta)', () => {
  it("prints at the register's printer the table's lines with their options, the discount and the api's total, once per mutation id, audited", async () => {
    const v = await createVenue(t.app);
    const caja = await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const { draft } = await mesaConPedido(v);
    const discounted = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { descuentoTipo: 'porcentaje', descuentoValor: 10 });
    expect(discounted.status).toBe(200);
    const table = discounted.body.data!;

    const cmid = mutationId();
    const res = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: cmid });
    expect(res.status, res.body.message).toBe(200);
    const precuenta = precuentaSchema.parse(res.body.data);
    expect(precuenta).toMatchObject({ numeroMesa: table.numeroMesa, subtotal: table.subtotal, descuento: table.descuento, total: table.total });
    expect(precuenta.trabajo).toMatchObject({ estacion: 'caja', impresoraId: caja.id });

    const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
    expect(pending).toHaveLength(1);
    const text = pending[0]!.lineas.map((l) => compact(l.texto));
    expect(text).toContain('PRECUENTA');
    expect(text).toContain(`Mesa ${table.numeroMesa}`);
    expect(text).toContain('3 comensales');
    const agua = table.items.find((i) => i.cantidad === 2)!;
    const bife = table.items.find((i) => i.modificadores?.length)!;
    expect(text.some((l) => l.startsWith(`2 ${agua.nombre}`) && l.endsWith(compact(money(agua.subtotalItem))))).toBe(true);
    expect(text.some((l) => l.startsWith(`1 ${bife.nombre}`.slice(0, 20)))).toBe(true);
    expect(text).toContain('A punto');
    expect(text).toContain('Queso');
    expect(text.some((l) => l.startsWith('Descuento') && l.endsWith(compact(`-${money(table.descuento)}`)))).toBe(true);
    const total = pending[0]!.lineas.find((l) => compact(l.texto).startsWith('TOTAL'))!;
    expect(compact(total.texto).endsWith(compact(money(table.total)))).toBe(true);
    expect(total.negrita).toBe(true);
    expect(text).toContain('No válido como factura');

    // The same request again (a retry from the phone) prints nothing more.
    const again = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: cmid });
    expect(again.status).toBe(200);
    expect(precuentaSchema.parse(again.body.data).trabajo.id).toBe(precuenta.trabajo.id);
    expect((await v.as.cajero.get<unknown[]>('/api/impresion/trabajos/pendientes?estacion=caja')).body.data).toHaveLength(1);

    const log = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=precuenta')).body.data!;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ usuario: { id: v.as.mozo.userId }, entidad: 'mesa', entidadId: draft.id, despues: { numeroMesa: table.numeroMesa, total: table.total } });
    // The table is still open: a pre-bill charges nothing.
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${table.mesaId}/draft`)).body.data).toMatchObject({ id: draft.id, estado: 'activo' });
  });

  it('is refused to a role that does not attend tables, for an empty table, and without a printer at the register', async () => {
    const v = await createVenue(t.app);
    const { draft } = await mesaConPedido(v);
    const noPrinter = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: mutationId() });
    expect(noPrinter.status).toBe(409);
    expect(noPrinter.body).toMatchObject({
      code: 'PRECUENTA_SIN_IMPRESORA',
      message: `No hay una impresora activa en la caja para imprimir la precuenta de la mesa ${draft.numeroMesa}`,
    });

    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const cajero = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: mutationId() });
    expect(cajero.status).toBe(403);
    expect(cajero.body).toMatchObject({ code: 'SIN_PERMISO' });

    const [, otra] = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    const empty = await abrirMesa(v.as.mozo, otra!);
    const none = await v.as.mozo.post(`/api/mesas/drafts/${empty.id}/precuenta`, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'PRECUENTA_SIN_PRODUCTOS', message: `La mesa ${empty.numeroMesa} no tiene productos para la precuenta` });
    expect((await v.as.cajero.get<unknown[]>('/api/impresion/trabajos/pendientes?estacion=caja')).body.data).toEqual([]);
    expect((await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=precuenta')).body.data!.items).toEqual([]);
  });
});

describe('charging the table from the handheld', () => {
  it("with several tills open and none the waiter's, names the open tills and charges into the one the waiter picks", async () => {
    const v = await createVenue(t.app);
    expect((await v.as.admin.put('/api/configuracion/general', { variasCajas: true })).status).toBe(200);
    const principal = await abrirCaja(v.as.cajero, 10_000);
    const barraCaja = await v.as.admin.post<{ id: number }>('/api/cajas', { nombre: 'Barra' });
    expect(barraCaja.status).toBe(201);
    const barra = await v.as.admin.post<{ id: number }>('/api/arqueos', { montoInicial: 5_000, cajaId: barraCaja.body.data!.id });
    expect(barra.status).toBe(201);
    const cobrador = await conPermisos(v, ['mesas.atender', 'ventas.tomar', 'ventas.vender']);
    const { mesa, draft } = await mesaConPedido(v, cobrador);
    const efectivo = await medioId(cobrador, 'efectivo');
    const body = { pagos: [{ medioId: efectivo, monto: draft.total }], clientMutationId: mutationId() };

    const ask = await cobrador.post(`/api/mesas/drafts/${draft.id}/finalizar`, body);
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({ code: 'ARQUEO_ELEGIR_CAJA' });
    expect((ask.body.data as { abiertos: { arqueoId: number; caja: string }[] }).abiertos).toEqual(
      expect.arrayContaining([
        { arqueoId: principal, caja: 'Caja principal' },
        { arqueoId: barra.body.data!.id, caja: 'Barra' },
      ]),
    );
    expect((await cobrador.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data).toMatchObject({ id: draft.id, estado: 'activo' });

    const charged = await cobrador.post<{ ventaId: number }>(`/api/mesas/drafts/${draft.id}/finalizar`, { ...body, arqueoId: barra.body.data!.id });
    expect(charged.status, charged.body.message).toBe(200);
    const esperado = async (id: number) => (await v.as.admin.get<{ totalEsperado: number }>(`/api/arqueos/${id}`)).body.data!.totalEsperado;
    expect(await esperado(barra.body.data!.id)).toBe(5_000 + draft.total);
    expect(await esperado(principal)).toBe(10_000);
  });

  it("refuses a waiter without ventas.vender and leaves the table open; a waiter's role with it charges in cash and the table is free", async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const cobrador = await conPermisos(v, ['mesas.atender', 'ventas.tomar', 'ventas.vender']);
    const { mesa, draft } = await mesaConPedido(v);
    const efectivo = await medioId(v.as.mozo, 'efectivo');
    const body = { pagos: [{ medioId: efectivo, monto: draft.total }], clientMutationId: mutationId() };

    const refused = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/finalizar`, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SIN_PERMISO' });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data).toMatchObject({ id: draft.id, estado: 'activo' });

    const charged = await cobrador.post<{ ventaId: number; venta: { total: number; pagos: { medio: string }[] } }>(`/api/mesas/drafts/${draft.id}/finalizar`, body);
    expect(charged.status, charged.body.message).toBe(200);
    expect(charged.body.data!.venta.total).toBe(draft.total);
    expect((await v.as.mozo.get<Draft | null>(`/api/mesas/${mesa.id}/draft`)).body.data).toBeNull();
    // Free on every floor view: no active draft holds it.
    expect((await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!.some((d) => d.mesaId === mesa.id)).toBe(false);
    // Retried with the same mutation id (the phone lost the answer): one sale.
    const retried = await cobrador.post<{ ventaId: number }>(`/api/mesas/drafts/${draft.id}/finalizar`, body);
    expect(retried.body.data!.ventaId).toBe(charged.body.data!.ventaId);
  });
});

describe('picking the manager for an approval', () => {
  it('lists the active users who can approve, by id and name only; an approval by usuarioId passes with the right PIN and a wrong one is refused, counted and audited', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.mozo.get<Autorizante[]>('/api/aprobaciones/autorizantes')).body.data).toEqual([]);
    expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '4321' })).status).toBe(200);
    // A cashier with a PIN approves nothing a waiter needs for a discount.
    expect((await v.as.admin.put(`/api/usuarios/${v.as.cajero.userId}/pin`, { pin: '5555' })).status).toBe(200);

    const all = await v.as.mozo.get<Autorizante[]>('/api/aprobaciones/autorizantes');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      { id: v.as.admin.userId, nombre: 'Usuario admin' },
      { id: v.as.cajero.userId, nombre: 'Usuario cajero' },
    ]);
    expect(JSON.stringify(all.body)).not.toMatch(/@|email|pin|rol/i);
    const forDiscount = await v.as.mozo.get<Autorizante[]>('/api/aprobaciones/autorizantes?accion=descuento');
    expect(forDiscount.body.data).toEqual([{ id: v.as.admin.userId, nombre: 'Usuario admin' }]);
    expect((await v.as.mozo.get('/api/aprobaciones/autorizantes?rol=admin')).status).toBe(400);

    const { draft } = await mesaConPedido(v);
    const ask = { accion: 'cancelar-mesa', entidadId: draft.id, motivo: 'Se fueron' };
    const nobody = await v.as.mozo.post('/api/aprobaciones', { ...ask, pin: '4321' });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toMatchObject({ code: 'APROBADOR_REQUERIDO' });

    const wrong = await v.as.mozo.post('/api/aprobaciones', { ...ask, usuarioId: v.as.admin.userId, pin: '1111' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'PIN_INCORRECTO' });
    const failed = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=aprobacion-pin-incorrecto')).body.data!;
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ usuario: { id: v.as.mozo.userId }, despues: { aprobador: { id: v.as.admin.userId } } });

    const right = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', { ...ask, usuarioId: v.as.admin.userId, pin: '4321' });
    expect(right.status).toBe(201);
    expect(right.body.data).toMatchObject({ accion: 'cancelar-mesa', entidadId: draft.id, aprobadoPor: { id: v.as.admin.userId, nombre: 'Usuario admin' } });
    const notManager = await v.as.mozo.post('/api/aprobaciones', { ...ask, usuarioId: v.as.cajero.userId, pin: '5555' });
    expect(notManager.status).toBe(403);
    expect(notManager.body).toMatchObject({ code: 'APROBADOR_SIN_PERMISO' });
    // Another venue's user id is no approver here.
    const other = await createVenue(t.app);
    expect((await other.as.admin.put(`/api/usuarios/${other.as.admin.userId}/pin`, { pin: '4321' })).status).toBe(200);
    const foreign = await v.as.mozo.post('/api/aprobaciones', { ...ask, usuarioId: other.as.admin.userId, pin: '4321' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'PIN_INCORRECTO' });
  });
});
