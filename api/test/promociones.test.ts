// Promotions (2x1, 3x2, the second unit at a percentage) on SQLite or PostgreSQL (TEST_DATABASE_URL):
// the CRUD with its refusals, permission and audit; the lines tagged as they arrive on a table
// (salon), a counter sale (mostrador) and a phone sale (takeaway), the discount line on the
// comanda and the sale, what the reports count; a window that opens between two adds; and a
// manual discount stacked on a promotion, measured with it against the waiter's limit.
import {
  cuentaDivisionSchema,
  parteCobradaSchema,
  trabajosNavegadorSchema,
  type Aprobacion,
  type AuditoriaPage,
  type Categoria,
  type Draft,
  type Promocion,
  type ReporteVentas,
  type Venta,
} from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { timeInZone, toMinor } from '@resto/shared/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addPrinter } from './helpers/impresion';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const TODOS = [1, 2, 3, 4, 5, 6, 7];
const PIN = '4321';

async function crear(v: TestVenue, body: object): Promise<Promocion> {
  const res = await v.as.admin.post<Promocion>('/api/promociones', { clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

async function categoriaId(c: ApiClient, nombre: string): Promise<number> {
  const res = await c.get<Categoria[]>('/api/categorias');
  const found = res.body.data!.find((x) => x.nombre === nombre);
  if (!found) throw new Error(`no existe la categoría ${nombre}`);
  return found.id;
}

/** A counter sale of `items`, paid in cash with exactly `monto`. */
async function venderMostrador(v: TestVenue, items: object[], monto: number, extra: object = {}) {
  return v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items,
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto }],
    clientMutationId: mutationId(),
    ...extra,
  });
}

describe('promotions CRUD (/api/promociones)', () => {
  it('creates, reads, replaces and deletes a promotion, each change audited with who, before and after', async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.admin, 'PIZ-001');
    const pizzas = await categoriaId(v.as.admin, 'Pizzas');
    const promo = await crear(v, {
      nombre: '2x1 Muzza',
      tipo: 'nxm',
      lleva: 2,
      paga: 1,
      productoId: muzza.id,
      canales: ['salon', 'mostrador'],
      vigencia: { dias: [5, 2], desde: '18:00', hasta: '20:00' },
    });
    expect(promo).toMatchObject({
      nombre: '2x1 Muzza',
      tipo: 'nxm',
      lleva: 2,
      paga: 1,
      porcentaje: null,
      productoId: muzza.id,
      producto: muzza.nombre,
      categoriaId: null,
      canales: ['salon', 'mostrador'],
      vigencia: { dias: [2, 5], desde: '18:00', hasta: '20:00' },
      activa: true,
    });
    // Whoever signs in reads them.
    const read = await v.as.mozo.get<Promocion[]>('/api/promociones');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([promo]);

    const put = await v.as.admin.put<Promocion>(`/api/promociones/${promo.id}`, {
      nombre: 'Segunda pizza al 50 %',
      tipo: 'segunda-unidad',
      porcentaje: 50,
      categoriaId: pizzas,
      canales: ['salon'],
      activa: false,
      clientMutationId: mutationId(),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      id: promo.id,
      tipo: 'segunda-unidad',
      lleva: null,
      paga: null,
      porcentaje: 50,
      productoId: null,
      categoriaId: pizzas,
      categoria: 'Pizzas',
      vigencia: null,
      activa: false,
    });

    expect((await v.as.admin.del(`/api/promociones/${promo.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.get<Promocion[]>('/api/promociones')).body.data).toEqual([]);
    expect((await v.as.admin.del(`/api/promociones/${promo.id}`, { clientMutationId: mutationId() })).body.code).toBe('PROMOCION_NO_EXISTE');

    const log = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?limite=200')).body.data!.items.filter((e) => e.entidad === 'promocion');
    const byAccion = new Map(log.map((e) => [e.accion, e]));
    expect(byAccion.get('crear-promocion')).toMatchObject({
      usuario: { id: v.as.admin.userId },
      entidadId: promo.id,
      antes: null,
      despues: { nombre: '2x1 Muzza', lleva: 2, paga: 1 },
    });
    expect(byAccion.get('editar-promocion')).toMatchObject({ antes: { nombre: '2x1 Muzza', tipo: 'nxm' }, despues: { nombre: 'Segunda pizza al 50 %', porcentaje: 50 } });
    expect(byAccion.get('eliminar-promocion')).toMatchObject({ antes: { nombre: 'Segunda pizza al 50 %', activa: false }, despues: null });
  });

  it('refuses bad input with a code and changes nothing, and refuses writers without precios.ajustar', async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.admin, 'PIZ-001');
    const pizzas = await categoriaId(v.as.admin, 'Pizzas');
    const post = (body: object, as = v.as.admin) => as.post('/api/promociones', { clientMutationId: mutationId(), ...body });
    const base = { nombre: 'X', tipo: 'nxm', lleva: 2, paga: 1, canales: ['salon'] };
    for (const body of [
      { ...base, productoId: muzza.id, categoriaId: pizzas },
      { ...base },
      { ...base, productoId: muzza.id, paga: 2 },
      { ...base, productoId: muzza.id, lleva: null },
      { ...base, productoId: muzza.id, tipo: 'segunda-unidad', porcentaje: null },
      { ...base, productoId: muzza.id, tipo: 'segunda-unidad', porcentaje: 120 },
      { ...base, productoId: muzza.id, canales: ['bar'] },
      { ...base, productoId: muzza.id, vigencia: { dias: [8], desde: '18:00', hasta: '20:00' } },
    ]) {
      const res = await post(body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'VALIDACION']);
    }
    expect((await post({ ...base, productoId: 999_999 })).body.code).toBe('PROMOCION_PRODUCTO_NO_EXISTE');
    expect((await post({ ...base, categoriaId: 999_999 })).body.code).toBe('PROMOCION_CATEGORIA_NO_EXISTE');
    expect((await v.as.admin.get<Promocion[]>('/api/promociones')).body.data).toEqual([]);

    await crear(v, { ...base, nombre: '2x1 Pizzas', categoriaId: pizzas });
    const dup = await post({ ...base, nombre: ' 2X1 pizzas ', productoId: muzza.id });
    expect([dup.status, dup.body.code]).toEqual([409, 'PROMOCION_NOMBRE_DUPLICADO']);
    expect((await v.as.admin.put('/api/promociones/999999', { ...base, productoId: muzza.id })).body.code).toBe('PROMOCION_NO_EXISTE');
    for (const who of [v.as.mozo, v.as.cajero, v.as.empleado]) {
      const refused = await post({ ...base, nombre: 'Z', productoId: muzza.id }, who);
      expect([refused.status, refused.body.code]).toEqual([403, 'SIN_PERMISO']);
    }
    expect((await v.as.admin.get<Promocion[]>('/api/promociones')).body.data!.map((p) => p.nombre)).toEqual(['2x1 Pizzas']);
  });
});

describe('promotions applied as the lines arrive', () => {
  it('2x1 on a table: 3 units give one free; the comanda, the charge, the sale and the report carry the discount', async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.mozo, 'PIZ-001');
    const agua = await producto(v.as.mozo, 'BEB-001');
    const promo = await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['salon'] });
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 1, clientMutationId: mutationId() });
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    const after = await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 2, clientMutationId: mutationId() });
    expect(after.items.map((i) => [i.productoId, i.promocion, i.promocionId])).toEqual([
      [muzza.id, '2x1 Muzza', promo.id],
      [agua.id, null, null],
      [muzza.id, '2x1 Muzza', promo.id],
    ]);
    expect(after.subtotal).toBe(3 * muzza.precio + agua.precio);
    expect(after.descuentoPromociones).toBe(muzza.precio);
    expect(after.promociones).toEqual([{ promocionId: promo.id, nombre: '2x1 Muzza', descuento: muzza.precio }]);
    expect(after.total).toBe(2 * muzza.precio + agua.precio);

    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.post<{ venta: Venta }>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: after.total }],
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const venta = (await v.as.cajero.get<Venta>(`/api/ventas/${res.body.data!.venta.id}`)).body.data!;
    expect(venta.total).toBe(after.total);
    expect(venta.descuentoPromociones).toBe(muzza.precio);
    expect(venta.promociones).toEqual([{ promocionId: promo.id, nombre: '2x1 Muzza', descuento: muzza.precio }]);
    expect(venta.items.map((i) => [i.promocion, i.descuentoPromocion])).toEqual([
      ['2x1 Muzza', 0],
      [null, 0],
      ['2x1 Muzza', muzza.precio],
    ]);
    const report = (await v.as.admin.get<ReporteVentas>('/api/reportes/ventas?rango=hoy')).body.data!;
    expect(report.totales.descuentos).toBe(muzza.precio);
    expect(report.totales.total).toBe(after.total);
  });

  it('3x2 at the counter: sets of 3 across lines, an incomplete set pays in full', async () => {
    const v = await createVenue(t.app);
    const empanada = await producto(v.as.cajero, 'ENT-001');
    await crear(v, { nombre: '3x2 Empanadas', tipo: 'nxm', lleva: 3, paga: 2, productoId: empanada.id, canales: ['mostrador'] });
    await abrirCaja(v.as.cajero);
    // 7 units: two full sets of 3 (two free), the seventh paid.
    const res = await venderMostrador(
      v,
      [
        { productoId: empanada.id, cantidad: 4 },
        { productoId: empanada.id, cantidad: 3 },
      ],
      5 * empanada.precio,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 7 * empanada.precio, descuentoPromociones: 2 * empanada.precio, total: 5 * empanada.precio });
    expect(res.body.data!.promociones).toEqual([expect.objectContaining({ nombre: '3x2 Empanadas', descuento: 2 * empanada.precio })]);
  });

  it('the second unit at 50 %: each pair takes half off its cheaper unit, a phone sale (takeaway) too', async () => {
    const v = await createVenue(t.app);
    const cafe = await producto(v.as.mozo, 'BEB-005');
    await crear(v, { nombre: 'Segundo café', tipo: 'segunda-unidad', porcentaje: 50, productoId: cafe.id, canales: ['takeaway'] });
    // What holds now per channel, for a screen to show the total before the charge.
    const vigentes = await v.as.cajero.get<Promocion[]>('/api/promociones/vigentes?canal=takeaway');
    expect([vigentes.status, vigentes.body.data!.map((p) => p.nombre)]).toEqual([200, ['Segundo café']]);
    expect((await v.as.cajero.get<Promocion[]>('/api/promociones/vigentes?canal=mostrador')).body.data).toEqual([]);
    expect((await v.as.cajero.get('/api/promociones/vigentes?canal=bar')).body.code).toBe('VALIDACION');
    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: cafe.id, cantidad: 5 }], clientMutationId: mutationId() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // 5 units: two pairs, each with one unit at half price.
    const off = cafe.precio;
    expect(sent.body.data).toMatchObject({ descuentoPromociones: off, total: 5 * cafe.precio - off });
    await abrirCaja(v.as.cajero);
    const paid = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${sent.body.data!.id}/finalize`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 5 * cafe.precio - off }],
      clientMutationId: mutationId(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ descuentoPromociones: off, total: 5 * cafe.precio - off });
    // The counter is another channel: no promotion there.
    const counter = await venderMostrador(v, [{ productoId: cafe.id, cantidad: 2 }], 2 * cafe.precio);
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    expect(counter.body.data).toMatchObject({ descuentoPromociones: 0, promociones: [], total: 2 * cafe.precio });
  });

  it('a category promotion mixes products: in each set, sorted from the dearest, the cheapest unit is free', async () => {
    const v = await createVenue(t.app);
    const skus = ['PIZ-001', 'PIZ-002', 'PIZ-003', 'PIZ-004'];
    const pizzas = await Promise.all(skus.map((s) => producto(v.as.mozo, s)));
    await crear(v, { nombre: '2x1 Pizzas', tipo: 'nxm', lleva: 2, paga: 1, categoriaId: await categoriaId(v.as.admin, 'Pizzas'), canales: ['salon'] });
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    let last: Draft = draft;
    for (const p of pizzas) last = await agregar(v.as.mozo, draft.id, { productoId: p.id, cantidad: 1, clientMutationId: mutationId() });
    const prices = pizzas.map((p) => p.precio).sort((a, b) => b - a);
    // Sets (1st, 2nd) and (3rd, 4th) by price: the 2nd and the 4th are free.
    const free = prices[1]! + prices[3]!;
    expect(last.descuentoPromociones).toBeCloseTo(free, 2);
    expect(last.total).toBeCloseTo(prices.reduce((s, p) => s + p, 0) - free, 2);
  });

  it('a window that opens between two adds: only the lines added inside it count', async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.mozo, 'PIZ-001');
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const t0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const zone = 'America/Argentina/Buenos_Aires';
    const desde = timeInZone(new Date(t0.getTime() + 2 * 60_000), zone);
    const hasta = timeInZone(new Date(t0.getTime() + 62 * 60_000), zone);
    await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['salon'], vigencia: { dias: TODOS, desde, hasta } });

    const before = await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 1, clientMutationId: mutationId() });
    expect(before.items.map((i) => i.promocion)).toEqual([null]);
    expect(before.descuentoPromociones).toBe(0);
    vi.setSystemTime(new Date(t0.getTime() + 3 * 60_000));
    const second = await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 1, clientMutationId: mutationId() });
    // Two pizzas, but only one inside the window: no full set yet.
    expect(second.items.map((i) => i.promocion)).toEqual([null, '2x1 Muzza']);
    expect(second.descuentoPromociones).toBe(0);
    const third = await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 1, clientMutationId: mutationId() });
    expect(third.descuentoPromociones).toBe(muzza.precio);
    expect(third.total).toBe(2 * muzza.precio);
  });

  it("a manual discount on top of a promotion is measured with it: over the waiter's limit it needs the manager's approval", async () => {
    const v = await createVenue(t.app);
    expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
    const admin = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
    const muzza = await producto(v.as.mozo, 'PIZ-001');
    await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['salon'] });
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    // The promotion alone (50 % of the gross) needs nobody's approval.
    const table = await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 2, clientMutationId: mutationId() });
    expect(table.total).toBe(muzza.precio);

    // 5 % on top: 5 % of what is left plus the free pizza, over the waiter's 10 %.
    const body = { descuentoTipo: 'porcentaje', descuentoValor: 5 };
    const refused = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, body);
    const valor = muzza.precio + Math.round(muzza.precio * 5) / 100;
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', entidadId: draft.id, valor } });
    const unchanged = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!;
    expect([unchanged.descuento, unchanged.total]).toEqual([0, muzza.precio]);

    const approval = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', { accion: 'descuento', entidadId: draft.id, valor, usuario: admin, pin: PIN, motivo: 'Cumpleaños' });
    expect(approval.status).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/mesas/drafts/${draft.id}/descuento`,
      headers: { ...bearer(v.as.mozo.token), 'x-aprobacion': approval.body.data!.token },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<Envelope<Draft>>().data!;
    expect([approved.descuentoPromociones, approved.descuento, approved.total]).toEqual([muzza.precio, muzza.precio * 0.05, muzza.precio * 0.95]);
  });

  it('a manual discount on a counter sale with a promotion is refused over the limit, the promotion counted in it', async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.cajero, 'PIZ-001');
    await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['mostrador'] });
    await abrirCaja(v.as.cajero);
    const limite = (await v.as.cajero.get<{ porcentaje: number }>('/api/ventas/limite-descuento')).body.data!.porcentaje;
    expect(limite).toBeLessThan(50);
    const refused = await venderMostrador(v, [{ productoId: muzza.id, cantidad: 2 }], muzza.precio, { descuentoTipo: 'monto', descuentoValor: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', valor: muzza.precio + 1 } });
    const alone = await venderMostrador(v, [{ productoId: muzza.id, cantidad: 2 }], muzza.precio);
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
  });

  it("prints the discount line on the pre-bill and on the receipt, by the promotion's name", async () => {
    const v = await createVenue(t.app);
    await addPrinter(v, { nombre: 'Caja', conexion: 'navegador', estacion: 'caja' });
    const muzza = await producto(v.as.mozo, 'PIZ-001');
    await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['salon'] });
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 2, clientMutationId: mutationId() });
    const compact = (text: string) => text.replace(/\s+/g, ' ').trim();
    const line = compact(`2x1 Muzza -${formatMoney(toMinor(muzza.precio, 'ARS'), { currency: 'ARS', locale: 'es-AR' })}`);
    const printed = async (tipo: string) =>
      trabajosNavegadorSchema
        .parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data)
        .filter((j) => j.trabajo.tipo === tipo)
        .map((j) => j.lineas.map((l) => compact(l.texto)));

    expect((await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/precuenta`, { clientMutationId: mutationId() })).status).toBe(200);
    const [precuenta] = await printed('documento');
    expect(precuenta, JSON.stringify(precuenta)).toContain(line);

    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: muzza.precio }],
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [recibo] = await printed('recibo');
    expect(recibo, JSON.stringify(recibo)).toContain(line);
  });

  it("a split bill shares each line's promotion with the line: the parts add up to the table with its promotion", async () => {
    const v = await createVenue(t.app);
    const muzza = await producto(v.as.mozo, 'PIZ-001');
    const agua = await producto(v.as.mozo, 'BEB-001');
    await crear(v, { nombre: '2x1 Muzza', tipo: 'nxm', lleva: 2, paga: 1, productoId: muzza.id, canales: ['salon'] });
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: muzza.id, cantidad: 2, clientMutationId: mutationId() });
    const table = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    expect(table.total).toBe(muzza.precio + agua.precio);
    await abrirCaja(v.as.cajero);
    const res = await v.as.cajero.put<{ division: unknown }>(`/api/mesas/drafts/${draft.id}/division`, { modo: 'iguales', partes: 2, clientMutationId: mutationId() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const division = cuentaDivisionSchema.parse(res.body.data!.division);
    const cents = (n: number) => Math.round(n * 100);
    expect(division.partes.reduce((sum, p) => sum + cents(p.total), 0)).toBe(cents(table.total));
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    let cobrado = 0;
    for (const parte of division.partes) {
      const paid = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/partes/${parte.id}/cobrar`, {
        pagos: [{ medioId: efectivo, monto: parte.total }],
        clientMutationId: mutationId(),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      cobrado += cents(parteCobradaSchema.parse(paid.body.data).venta.total);
    }
    expect(cobrado).toBe(cents(table.total));
    // The free pizza is a discount in the report, as a line's discount of the parts' sales.
    const report = (await v.as.admin.get<ReporteVentas>('/api/reportes/ventas?rango=hoy')).body.data!;
    expect(cents(report.totales.descuentos)).toBe(cents(muzza.precio));
  });
});
