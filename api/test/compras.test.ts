// Purchase orders to suppliers on SQLite or PostgreSQL (TEST_DATABASE_URL): a draft numbered per
// venue with its total rounded once, edited, sent and cancelled, the wrong transitions refused with
// their codes; a partial then a full reception raising the stock and setting the weighted average
// and the last cost; a retried reception applied once; who may call them; and the order's PDF.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AuditoriaPage, Compra, ComprasPage, Insumo, InsumoMovimientosPage, RecepcionResult, Rol } from '@resto/shared/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createVenue, mutationId, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, as a reader extracts it (no-break spaces as spaces). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ standardFontDataUrl: STANDARD_FONTS, data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\u00a0/g, ' ');
}

/** An ingredient of the venue with `stock` of its unit on hand at `costo` pesos per unit, created as its screen does. */
async function insumo(c: ApiClient, nombre: string, unidad: string, stock = 0, costo = 0, activo = true): Promise<number> {
  const res = await c.post<Insumo>('/api/insumos', { clientMutationId: mutationId(), nombre, unidad, stockActual: stock, costoUnitario: costo, activo });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

/** An ingredient's stock, average and last cost as its screen reads them (pesos per unit). */
async function insumoVisto(c: ApiClient, id: number) {
  const res = await c.get<Insumo>(`/api/insumos/${id}`);
  expect(res.status).toBe(200);
  const i = res.body.data!;
  return { stock: i.stockActual, costo: i.costoUnitario, ultimo: i.costoUltimo };
}

async function proveedorId(localId: number, nombre = 'Molino Harinero San José'): Promise<number> {
  const row = await t.app.db.selectFrom('proveedores').select('id').where('local_id', '=', localId).where('nombre', '=', nombre).executeTakeFirstOrThrow();
  return row.id;
}

async function crear(c: ApiClient, body: object) {
  return c.post<Compra>('/api/compras', { clientMutationId: mutationId(), ...body });
}

/** The audit log's entries of one purchase. */
async function auditoria(v: TestVenue, compraId: number) {
  const page = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?limite=200')).body.data!;
  return page.items.filter((e) => e.entidad === 'compra' && e.entidadId === compraId);
}

/** A user of a new role holding exactly `permisos`. */
async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Rol ${tag}`, permisos });
  expect(rol.status).toBe(201);
  const email = `u-${tag}@test.local`;
  const user = await v.as.admin.post('/api/usuarios', { nombre: `Usuario ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  expect(user.status).toBe(201);
  return apiClient(t.app, email, 'secreto123');
}

describe('purchase drafts (/api/compras)', () => {
  it('numbers drafts per venue, totals quantity by cost rounded once, and lists them newest first with filters', async () => {
    const v = await createVenue(t.app);
    const molino = await proveedorId(v.localId);
    const harina = await insumo(v.as.admin, 'Harina 000', 'kg');
    const muzza = await insumo(v.as.admin, 'Muzzarella', 'kg');
    const primera = await crear(v.as.empleado, {
      proveedorId: molino,
      notas: 'Entregar por la mañana',
      lineas: [
        { insumoId: harina, cantidad: 25, costoUnitario: 800.5 },
        { insumoId: muzza, cantidad: 2.5, costoUnitario: 9000 },
      ],
    });
    expect(primera.status, JSON.stringify(primera.body)).toBe(201);
    expect(primera.body.data).toMatchObject({
      numero: 1,
      proveedorId: molino,
      proveedorNombre: 'Molino Harinero San José',
      estado: 'borrador',
      notas: 'Entregar por la mañana',
      // 25 × 800,50 + 2,5 × 9.000
      total: 42_512.5,
      usuarioNombre: 'Usuario empleado',
      enviadaAt: null,
      recibidaAt: null,
      lineas: [
        { insumoId: harina, nombre: 'Harina 000', unidad: 'kg', cantidad: 25, costoUnitario: 800.5, cantidadRecibida: 0, subtotal: 20_012.5 },
        { insumoId: muzza, nombre: 'Muzzarella', unidad: 'kg', cantidad: 2.5, costoUnitario: 9000, cantidadRecibida: 0, subtotal: 22_500 },
      ],
    });

    // Three lines of half a centavo each: the total is rounded once (1,5 -> 2 centavos), not line by line (3).
    const a = await insumo(v.as.admin, 'Orégano', 'kg');
    const b = await insumo(v.as.admin, 'Pimentón', 'kg');
    const c = await insumo(v.as.admin, 'Comino', 'kg');
    const segunda = await crear(v.as.admin, {
      proveedorId: await proveedorId(v.localId, 'Distribuidora Norte'),
      lineas: [a, b, c].map((insumoId) => ({ insumoId, cantidad: 0.005, costoUnitario: 1 })),
    });
    expect(segunda.status).toBe(201);
    expect(segunda.body.data).toMatchObject({ numero: 2, total: 0.02 });
    expect(segunda.body.data!.lineas.map((l) => l.subtotal)).toEqual([0.01, 0.01, 0.01]);

    // Another venue counts from 1.
    const otro = await createVenue(t.app);
    const suya = await crear(otro.as.admin, {
      proveedorId: await proveedorId(otro.localId),
      lineas: [{ insumoId: await insumo(otro.as.admin, 'Harina', 'kg'), cantidad: 1, costoUnitario: 1 }],
    });
    expect(suya.body.data!.numero).toBe(1);

    const page = (await v.as.admin.get<ComprasPage>('/api/compras')).body.data!;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((x) => x.numero)).toEqual([2, 1]);
    const filtered = (await v.as.admin.get<ComprasPage>(`/api/compras?proveedorId=${molino}&estado=borrador&page=1&pageSize=1`)).body.data!;
    expect(filtered).toMatchObject({ total: 1, pageSize: 1 });
    expect(filtered.items.map((x) => x.numero)).toEqual([1]);
    expect((await v.as.admin.get('/api/compras?otro=1')).body.code).toBe('PARAMETRO_DESCONOCIDO');
    expect((await v.as.admin.get<Compra>(`/api/compras/${primera.body.data!.id}`)).body.data).toEqual(primera.body.data);
    // Another venue's purchase does not exist here.
    expect((await v.as.admin.get(`/api/compras/${suya.body.data!.id}`)).body.code).toBe('COMPRA_NO_EXISTE');
  });

  it('refuses an inactive supplier, an ingredient not of the venue or inactive, one named twice, and no lines', async () => {
    const v = await createVenue(t.app);
    const molino = await proveedorId(v.localId);
    const harina = await insumo(v.as.admin, 'Harina 000', 'kg');
    const viejo = await insumo(v.as.admin, 'Levadura vieja', 'kg', 0, 0, false);
    const otro = await createVenue(t.app);
    const ajeno = await insumo(otro.as.admin, 'Harina ajena', 'kg');
    const inactivo = await proveedorId(v.localId, 'Distribuidora Norte');
    await t.app.db.updateTable('proveedores').set({ activo: false }).where('id', '=', inactivo).execute();

    const linea = { insumoId: harina, cantidad: 1, costoUnitario: 100 };
    expect((await crear(v.as.admin, { proveedorId: inactivo, lineas: [linea] })).body).toMatchObject({ code: 'PROVEEDOR_INACTIVO' });
    const foreign = await crear(v.as.admin, { proveedorId: molino, lineas: [linea, { ...linea, insumoId: ajeno }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      code: 'COMPRA_INSUMO_INVALIDO',
      params: { insumoId: ajeno },
      message: `El insumo ${ajeno} no existe o no está activo: no puede ser parte de la compra`,
    });
    expect((await crear(v.as.admin, { proveedorId: molino, lineas: [{ ...linea, insumoId: viejo }] })).body.code).toBe('COMPRA_INSUMO_INVALIDO');
    const twice = await crear(v.as.admin, { proveedorId: molino, lineas: [linea, linea] });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: 'COMPRA_INSUMO_REPETIDO', message: "'Harina 000' está dos veces en la compra: poné toda la cantidad en una sola línea" });
    expect((await crear(v.as.admin, { proveedorId: molino, lineas: [] })).body.code).toBe('VALIDACION');
    expect((await crear(v.as.admin, { proveedorId: molino, lineas: [{ ...linea, costoUnitario: 1.005 }] })).body.code).toBe('VALIDACION');
    // Nothing was written: the next draft is still number 1.
    expect((await crear(v.as.admin, { proveedorId: molino, lineas: [linea] })).body.data!.numero).toBe(1);
  });

  it('edits only a draft, sends it once, cancels a draft or a sent order, and refuses the other transitions with codes, each audited', async () => {
    const v = await createVenue(t.app);
    const molino = await proveedorId(v.localId);
    const harina = await insumo(v.as.admin, 'Harina 000', 'kg');
    const sal = await insumo(v.as.admin, 'Sal fina', 'kg');
    const compra = (await crear(v.as.admin, { proveedorId: molino, lineas: [{ insumoId: harina, cantidad: 10, costoUnitario: 800 }] })).body.data!;

    const put = await v.as.admin.put<Compra>(`/api/compras/${compra.id}`, {
      clientMutationId: mutationId(),
      proveedorId: molino,
      notas: 'Con factura A',
      lineas: [
        { insumoId: sal, cantidad: 2, costoUnitario: 650 },
        { insumoId: harina, cantidad: 20, costoUnitario: 790 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ numero: 1, notas: 'Con factura A', total: 17_100, estado: 'borrador' });
    expect(put.body.data!.lineas.map((l) => [l.nombre, l.cantidad])).toEqual([
      ['Sal fina', 2],
      ['Harina 000', 20],
    ]);

    const sent = await v.as.admin.post<Compra>(`/api/compras/${compra.id}/enviar`, { clientMutationId: mutationId() });
    expect(sent.status).toBe(200);
    expect(sent.body.data!.estado).toBe('enviada');
    expect(sent.body.data!.enviadaAt).toEqual(expect.any(String));

    const edit = await v.as.admin.put(`/api/compras/${compra.id}`, {
      clientMutationId: mutationId(),
      proveedorId: molino,
      lineas: [{ insumoId: sal, cantidad: 1, costoUnitario: 1 }],
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'COMPRA_NO_EDITABLE', params: { numero: 1 }, message: 'La compra N° 1 ya no es un borrador: no se puede modificar' });
    const again = await v.as.admin.post(`/api/compras/${compra.id}/enviar`, { clientMutationId: mutationId() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COMPRA_NO_ENVIABLE');

    const cancel = await v.as.admin.post<Compra>(`/api/compras/${compra.id}/cancelar`, { clientMutationId: mutationId() });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data!.estado).toBe('cancelada');
    const twice = await v.as.admin.post(`/api/compras/${compra.id}/cancelar`, { clientMutationId: mutationId() });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('COMPRA_NO_CANCELABLE');
    const late = await v.as.admin.post(`/api/compras/${compra.id}/recepcion`, { clientMutationId: mutationId(), lineas: [{ insumoId: harina, cantidad: 1, costoUnitario: 790 }] });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'COMPRA_NO_RECIBIBLE', message: 'La compra N° 1 ya está recibida o cancelada: no admite otra recepción' });

    // A draft is cancelled straight away.
    const draft = (await crear(v.as.admin, { proveedorId: molino, lineas: [{ insumoId: sal, cantidad: 1, costoUnitario: 650 }] })).body.data!;
    expect((await v.as.admin.post<Compra>(`/api/compras/${draft.id}/cancelar`, {})).body.data!.estado).toBe('cancelada');
    expect((await v.as.admin.get('/api/compras/987654')).body.code).toBe('COMPRA_NO_EXISTE');

    const log = await auditoria(v, compra.id);
    expect(log.map((e) => e.accion).sort()).toEqual(['cancelar-compra', 'crear-compra', 'editar-compra', 'enviar-compra']);
  });
});

describe('receiving a purchase (/api/compras/{id}/recepcion)', () => {
  it('receives in parts: stock up, weighted average and last cost, parcial then recibida, audited, a retry applied once', async () => {
    const v = await createVenue(t.app);
    const molino = await proveedorId(v.localId);
    // 2 kg on hand at $1.000.
    const muzza = await insumo(v.as.admin, 'Muzzarella', 'kg', 2, 1000);
    const harina = await insumo(v.as.admin, 'Harina 000', 'kg', 0, 0);
    const compra = (
      await crear(v.as.admin, {
        proveedorId: molino,
        lineas: [
          { insumoId: muzza, cantidad: 3, costoUnitario: 1500 },
          { insumoId: harina, cantidad: 25, costoUnitario: 800 },
        ],
      })
    ).body.data!;

    const ajeno = await v.as.admin.post(`/api/compras/${compra.id}/recepcion`, {
      clientMutationId: mutationId(),
      lineas: [{ insumoId: await insumo(v.as.admin, 'Sal', 'kg'), cantidad: 1, costoUnitario: 1 }],
    });
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.code).toBe('COMPRA_RECEPCION_INSUMO_AJENO');
    const nada = await v.as.admin.post(`/api/compras/${compra.id}/recepcion`, { clientMutationId: mutationId(), lineas: [{ insumoId: muzza, cantidad: 0, costoUnitario: 1500 }] });
    expect(nada.status).toBe(400);
    expect(nada.body.code).toBe('COMPRA_RECEPCION_VACIA');
    const repetido = await v.as.admin.post(`/api/compras/${compra.id}/recepcion`, {
      clientMutationId: mutationId(),
      lineas: [
        { insumoId: muzza, cantidad: 1, costoUnitario: 1500 },
        { insumoId: muzza, cantidad: 2, costoUnitario: 1500 },
      ],
    });
    expect(repetido.body.code).toBe('COMPRA_RECEPCION_REPETIDO');

    // 3 kg at $1.500 arrive (the flour does not): (2 × 1.000 + 3 × 1.500) / 5 = 1.300.
    const body = { clientMutationId: mutationId(), lineas: [{ insumoId: muzza, cantidad: 3, costoUnitario: 1500 }] };
    const first = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data!.compra.estado).toBe('parcial');
    expect(first.body.data!.compra.lineas.map((l) => [l.nombre, l.cantidadRecibida])).toEqual([
      ['Muzzarella', 3],
      ['Harina 000', 0],
    ]);
    expect(first.body.data!.alertas).toEqual([]);
    expect(await insumoVisto(v.as.admin, muzza)).toEqual({ stock: 5, costo: 1300, ultimo: 1500 });

    // The same request again (a retry): the same answer, applied once.
    const retry = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await insumoVisto(v.as.admin, muzza)).toEqual({ stock: 5, costo: 1300, ultimo: 1500 });
    const movs = (await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/${muzza}/movimientos`)).body.data!.items.filter((m) => m.tipo === 'compra');
    expect(movs.map((m) => [m.cantidad, m.stockAnterior, m.stockResultante, m.compraId, m.costoUnitario, m.usuarioNombre])).toEqual([[3, 2, 5, compra.id, 1300, 'Usuario admin']]);

    // Cannot be cancelled once something arrived.
    expect((await v.as.admin.post(`/api/compras/${compra.id}/cancelar`, { clientMutationId: mutationId() })).body.code).toBe('COMPRA_NO_CANCELABLE');

    // The flour in two deliveries: still parcial after 20 kg, recibida after the last 5 (at another price).
    const dos = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, {
      clientMutationId: mutationId(),
      lineas: [{ insumoId: harina, cantidad: 20, costoUnitario: 800 }],
    });
    expect(dos.body.data!.compra.estado).toBe('parcial');
    const tres = await v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, {
      clientMutationId: mutationId(),
      lineas: [{ insumoId: harina, cantidad: 5, costoUnitario: 860 }],
    });
    expect(tres.status).toBe(200);
    expect(tres.body.data!.compra).toMatchObject({ estado: 'recibida', recibidaAt: expect.any(String) });
    expect(tres.body.data!.compra.lineas.map((l) => l.cantidadRecibida)).toEqual([3, 25]);
    // Nothing on hand before: the first delivery's cost, then (20 × 800 + 5 × 860) / 25 = 812.
    expect(await insumoVisto(v.as.admin, harina)).toEqual({ stock: 25, costo: 812, ultimo: 860 });
    const closed = await v.as.admin.post(`/api/compras/${compra.id}/recepcion`, {
      clientMutationId: mutationId(),
      lineas: [{ insumoId: harina, cantidad: 1, costoUnitario: 860 }],
    });
    expect(closed.body.code).toBe('COMPRA_NO_RECIBIBLE');

    const recepciones = (await auditoria(v, compra.id)).filter((e) => e.accion === 'recibir-compra');
    expect(recepciones).toHaveLength(3);
    expect(recepciones.every((e) => e.usuario.nombre === 'Usuario admin')).toBe(true);
  });
});

describe('two receptions of one order at once', () => {
  it('apply one after the other: each line arrives once and the order ends recibida', async () => {
    const v = await createVenue(t.app);
    const muzza = await insumo(v.as.admin, 'Muzzarella', 'kg', 0, 0);
    const harina = await insumo(v.as.admin, 'Harina 000', 'kg', 0, 0);
    const compra = (
      await crear(v.as.admin, {
        proveedorId: await proveedorId(v.localId),
        lineas: [
          { insumoId: muzza, cantidad: 1, costoUnitario: 9000 },
          { insumoId: harina, cantidad: 1, costoUnitario: 800 },
        ],
      })
    ).body.data!;
    const [a, b] = await Promise.all([
      v.as.admin.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, { clientMutationId: mutationId(), lineas: [{ insumoId: muzza, cantidad: 1, costoUnitario: 9000 }] }),
      v.as.empleado.post<RecepcionResult>(`/api/compras/${compra.id}/recepcion`, {
        clientMutationId: mutationId(),
        lineas: [{ insumoId: harina, cantidad: 1, costoUnitario: 800 }],
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data!.compra.estado, b.body.data!.compra.estado].sort()).toEqual(['parcial', 'recibida']);
    const now = (await v.as.admin.get<Compra>(`/api/compras/${compra.id}`)).body.data!;
    expect(now.estado).toBe('recibida');
    expect(now.lineas.map((l) => l.cantidadRecibida)).toEqual([1, 1]);
    expect(await insumoVisto(v.as.admin, muzza)).toEqual({ stock: 1, costo: 9000, ultimo: 9000 });
  });
});

describe('who may call the purchases', () => {
  it('refuses a waiter and a cashier (SIN_PERMISO) and whoever edits products without their costs (COSTOS_SIN_PERMISO)', async () => {
    const v = await createVenue(t.app);
    const compra = (
      await crear(v.as.admin, { proveedorId: await proveedorId(v.localId), lineas: [{ insumoId: await insumo(v.as.admin, 'Harina', 'kg'), cantidad: 1, costoUnitario: 1 }] })
    ).body.data!;
    for (const c of [v.as.mozo, v.as.cajero]) {
      expect((await c.get('/api/compras')).body.code).toBe('SIN_PERMISO');
      expect((await c.post('/api/compras', {})).status).toBe(403);
      expect((await c.post(`/api/compras/${compra.id}/recepcion`, {})).status).toBe(403);
      expect((await c.get('/api/compras/alertas')).status).toBe(403);
    }
    const sinCostos = await conPermisos(v, ['productos.editar']);
    const list = await sinCostos.get('/api/compras');
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('COSTOS_SIN_PERMISO');
    expect((await sinCostos.get(`/api/compras/${compra.id}`)).body.code).toBe('COSTOS_SIN_PERMISO');
    expect((await sinCostos.post(`/api/compras/${compra.id}/enviar`, {})).body.code).toBe('COSTOS_SIN_PERMISO');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/compras/${compra.id}/pdf`, headers: bearer(sinCostos.token) });
    expect(pdf.statusCode).toBe(403);
  });
});

describe('the purchase order PDF (/api/compras/{id}/pdf)', () => {
  it('names the venue, the supplier with its CUIT, the number, the lines with quantity, unit and cost, and the total', async () => {
    const v = await createVenue(t.app);
    const compra = (
      await crear(v.as.admin, {
        proveedorId: await proveedorId(v.localId),
        notas: 'Entregar antes de las 10',
        lineas: [
          { insumoId: await insumo(v.as.admin, 'Harina 0000 (bolsa de 25 kg, molienda fina para masa madre y pizza al molde)', 'kg'), cantidad: 50, costoUnitario: 812.35 },
          { insumoId: await insumo(v.as.admin, 'Levadura fresca', 'g'), cantidad: 500, costoUnitario: 4.5 },
          { insumoId: await insumo(v.as.admin, 'Aceite de oliva', 'l'), cantidad: 1.5, costoUnitario: 12_000 },
        ],
      })
    ).body.data!;
    const res = await t.app.inject({ method: 'GET', url: `/api/compras/${compra.id}/pdf`, headers: bearer(v.as.admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orden_compra_1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const venue = await t.app.db.selectFrom('locales').select('nombre').where('id', '=', v.localId).executeTakeFirstOrThrow();
    for (const s of [
      venue.nombre,
      'Orden de compra N° 1',
      'Proveedor: Molino Harinero San José',
      'CUIT: 30-70888771-0',
      'Notas: Entregar antes de las 10',
      'Levadura fresca',
      '50 kg',
      '$ 812,35',
      '$ 40.617,50',
      '500 g',
      '$ 4,50',
      '$ 2.250,00',
      '1,5 l',
      '$ 18.000,00',
      'Total',
      // 40.617,50 + 2.250 + 18.000
      '$ 60.867,50',
    ]) {
      expect(text).toContain(s);
    }

    const en = await pdfText((await t.app.inject({ method: 'GET', url: `/api/compras/${compra.id}/pdf?idioma=en`, headers: bearer(v.as.admin.token) })).rawPayload);
    expect(en).toContain('Purchase order No. 1');
    expect(en).toContain('Supplier: Molino Harinero San José');
    expect(en).not.toContain('Orden de compra');
  });
});
