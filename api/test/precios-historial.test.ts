// Every change of a product's price or cost, whatever path made it (the product form, the bulk
// adjustment, a modifier's option), is in the price history and the audit log with who, when,
// before, after and the reason; and the reports list the lines sold below their cost.
import type { AuditoriaPage, PreciosHistorialList, Producto, ProductoModificadores, ReporteBajoCosto, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function ficha(c: ApiClient, id: number): Promise<Producto> {
  const res = await c.get<Producto>(`/api/productos/${id}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

/** The product form's body for a product as read, with some fields changed. */
function cuerpo(p: Producto, cambios: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, categoria: _c, subcategoria: _s, esPorPeso: _e, bajoStock: _b, imagen: _i, fechaModificacion: _f, porcentajeGanancia: _g, ...rest } = p;
  return { ...rest, clientMutationId: mutationId(), ...cambios };
}

async function historial(v: TestVenue, productoId: number): Promise<PreciosHistorialList> {
  const res = await v.as.admin.get<PreciosHistorialList>(`/api/precios/historial?productoId=${productoId}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

async function auditoria(v: TestVenue, accion: string): Promise<AuditoriaPage> {
  const res = await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

async function vender(v: TestVenue, productoId: number, cantidad: number): Promise<Venta> {
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId, cantidad }],
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 1_000_000 }],
    clientMutationId: mutationId(),
  });
  expect(res.status).toBe(201);
  return res.body.data!;
}

describe('every price change is recorded', () => {
  it('the product form: a price set to 1 and back is in the history and the audit log with who, before, after and the reason', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const antes = await ficha(v.as.empleado, agua.id);
    expect(antes).toMatchObject({ precio: 2_500, costo: 800 });

    const bajo = await v.as.empleado.put<Producto>(`/api/productos/dto/${agua.id}`, cuerpo(antes, { precio: 1, motivo: 'Promo del día' }));
    expect(bajo.status).toBe(200);
    expect(bajo.body.data).toMatchObject({ precio: 1, costo: 800 });
    const vuelta = await v.as.empleado.put<Producto>(`/api/productos/dto/${agua.id}`, cuerpo(antes, { precio: 2_500 }));
    expect(vuelta.status).toBe(200);
    // An edit that leaves price and cost alone is no price change.
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, cuerpo(antes, { descripcion: 'Sin gas' }))).status).toBe(200);

    const h = await historial(v, agua.id);
    expect(h.total).toBe(2);
    expect(h.items.map((i) => ({ antes: i.precioAnterior, despues: i.precioNuevo, costo: i.costoNuevo, origen: i.origen, usuario: i.usuario, motivo: i.motivo }))).toEqual([
      { antes: 1, despues: 2_500, costo: 800, origen: 'edicion', usuario: 'Usuario empleado', motivo: null },
      { antes: 2_500, despues: 1, costo: 800, origen: 'edicion', usuario: 'Usuario empleado', motivo: 'Promo del día' },
    ]);

    const log = await auditoria(v, 'producto.precio');
    expect(log.total).toBe(2);
    const [ultima, primera] = log.items;
    expect(primera).toMatchObject({
      usuario: { nombre: 'Usuario empleado' },
      entidad: 'producto',
      entidadId: agua.id,
      antes: { precio: 2_500, costo: 800 },
      // The product's name, so the log reads which product without opening it.
      despues: { producto: agua.nombre, precio: 1, costo: 800 },
      motivo: 'Promo del día',
    });
    expect(ultima).toMatchObject({ antes: { precio: 1, costo: 800 }, despues: { precio: 2_500, costo: 800 }, motivo: null });
  });

  it('a retried edit (same ClientMutationId) is recorded once', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const body = cuerpo(await ficha(v.as.empleado, agua.id), { precio: 3_000 });
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, body)).status).toBe(200);
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, body)).status).toBe(200);
    expect((await historial(v, agua.id)).total).toBe(1);
    expect((await auditoria(v, 'producto.precio')).total).toBe(1);
  });

  it('the bulk adjustment: each product it changes is in the audit log beside the history', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const res = await v.as.admin.post<{ ajusteId: number }>('/api/productos/ajuste-precios', {
      Modo: 'monto',
      Valor: 100,
      AplicarA: 'venta',
      Redondeo: { Tipo: 'ninguno' },
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(200);
    const log = await auditoria(v, 'producto.precio');
    const delAgua = log.items.find((i) => i.entidadId === agua.id);
    expect(delAgua).toMatchObject({
      usuario: { nombre: 'Usuario admin' },
      antes: { precio: 2_500, costo: 800 },
      despues: { producto: agua.nombre, precio: 2_600, costo: 800, ajusteId: res.body.data!.ajusteId },
    });
    expect(log.total).toBe((await v.as.admin.get<PreciosHistorialList>(`/api/precios/historial?ajusteId=${res.body.data!.ajusteId}`)).body.data!.total);
  });

  it("a modifier option's price change is in the audit log with before and after", async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const put = (precioDelta: number, ids: { grupoId?: number; opcionId?: number } = {}) =>
      v.as.empleado.put<ProductoModificadores>(`/api/productos/${agua.id}/modificadores`, {
        grupos: [{ id: ids.grupoId, nombre: 'Hielo', minimo: 0, maximo: 1, opciones: [{ id: ids.opcionId, nombre: 'Con limón', precioDelta }] }],
        clientMutationId: mutationId(),
      });
    const creado = await put(200);
    expect(creado.status).toBe(200);
    const grupoId = creado.body.data!.grupos[0]!.id;
    const opcionId = creado.body.data!.grupos[0]!.opciones[0]!.id;
    expect((await put(1, { grupoId, opcionId })).status).toBe(200);
    const log = await auditoria(v, 'modificador.precio');
    expect(log.items[0]).toMatchObject({
      usuario: { nombre: 'Usuario empleado' },
      entidad: 'producto',
      entidadId: agua.id,
      antes: [{ opcionId, opcion: 'Con limón', precioDelta: 200 }],
      despues: [{ opcionId, opcion: 'Con limón', precioDelta: 1 }],
    });
  });
});

describe('GET /api/reportes/ventas-bajo-costo', () => {
  it('lists the lines sold below the cost they met, with product, date, sale, seller, price, cost and the loss', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const original = await ficha(v.as.empleado, agua.id);
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, cuerpo(original, { precio: 1 }))).status).toBe(200);
    const venta = await vender(v, agua.id, 5);
    // The price goes back and the cost changes later: the report keeps the cost of the moment of the sale.
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, cuerpo(original, { precio: 2_500, costo: 900 }))).status).toBe(200);
    await vender(v, agua.id, 1);

    const res = await v.as.admin.get<ReporteBajoCosto>('/api/reportes/ventas-bajo-costo');
    expect(res.status).toBe(200);
    expect(res.body.data!.items).toEqual([
      {
        ventaId: venta.id,
        numero: venta.numero,
        fecha: expect.any(String),
        productoId: agua.id,
        producto: 'Agua mineral sin gas 500 ml',
        vendedor: 'Usuario cajero',
        cantidad: 5,
        precioUnitario: 1,
        importe: 5,
        costoUnitario: 800,
        perdida: 3_995,
      },
    ]);
    expect(res.body.data!.totalPerdida).toBe(3_995);

    const manana = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const vacio = await v.as.admin.get<ReporteBajoCosto>(`/api/reportes/ventas-bajo-costo?fechaDesde=${manana}&fechaHasta=${manana}`);
    expect(vacio.body.data).toMatchObject({ items: [], totalPerdida: 0 });
  });

  it('is for those who read reports and costs', async () => {
    const v = await createVenue(t.app);
    for (const rol of ['mozo', 'cajero', 'empleado'] as const) {
      const res = await v.as[rol].get('/api/reportes/ventas-bajo-costo');
      expect({ rol, status: res.status }).toEqual({ rol, status: 403 });
    }
  });
});
