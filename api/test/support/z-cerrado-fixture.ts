// What the tests of Z-closed days share: a closed day of sales moved back to yesterday, a void of
// one of its sales the day after (with the manager's approval), and the reports read as a screen does.
import type { Aprobacion, Arqueo, Venta } from '@resto/shared/contracts';
import { addDays, dateInZone } from '@resto/shared/rules';
import { expect } from 'vitest';
import { reconstruirResumen } from '../../src/modules/ventas/resumen.repository';
import { abrirCaja, medioId, producto, type ApiClient, type TestVenue } from '../helpers/money';
import { bearer, type Envelope, type TestApp } from '../helpers/test-app';

const PIN = '1357';

export async function approve(v: TestVenue, c: ApiClient, accion: string, entidadId: number, motivo: string): Promise<string> {
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const email = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  const res = await c.post<Aprobacion>('/api/aprobaciones', { accion, entidadId, usuario: email, pin: PIN, motivo });
  expect(res.status).toBe(201);
  return res.body.data!.token;
}

/** A sale of `cantidad` units of the product `sku`, paid whole with the venue's method of kind `medio`. */
export async function vender(c: ApiClient, opts: { sku?: string; cantidad?: number; medio?: string; clienteId?: number } = {}): Promise<Venta> {
  const item = await producto(c, opts.sku ?? 'BEB-001');
  const cantidad = opts.cantidad ?? 2;
  const res = await c.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: item.id, cantidad }],
    pagos: [{ medioId: await medioId(c, opts.medio ?? 'efectivo'), monto: item.precio * cantidad }],
    ...(opts.clienteId === undefined ? {} : { clienteId: opts.clienteId }),
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

/** Closes a register counting exactly the cash it expects. */
export async function cerrarCaja(c: ApiClient, arqueoId: number): Promise<void> {
  const esperado = (await c.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!.totalEsperado;
  expect((await c.post<Arqueo>(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: esperado, observaciones: 'Cierre' })).status).toBe(200);
}

/**
 * Yesterday's register with the sales `vender` makes (two cash sales by default), closed; the
 * sales and the register moved back a day and the summaries rebuilt, as if sold then.
 */
export async function diaDeAyer(
  t: TestApp,
  v: TestVenue,
  ventasDelDia: () => Promise<Venta[]> = async () => [await vender(v.as.cajero), await vender(v.as.cajero)],
): Promise<{ ayer: string; hoy: string; arqueoId: number; ventas: Venta[] }> {
  const timezone = (await t.app.db.selectFrom('locales').select('timezone').where('id', '=', v.localId).executeTakeFirstOrThrow()).timezone;
  const hoy = dateInZone(new Date(), timezone);
  const ayer = addDays(hoy, -1);
  const arqueoId = await abrirCaja(v.as.cajero, 10_000);
  const ventas = await ventasDelDia();
  await cerrarCaja(v.as.cajero, arqueoId);
  const dayBefore = new Date(Date.now() - 24 * 3_600_000).toISOString();
  await t.app.db.updateTable('ventas').set({ finalizada_at: dayBefore, created_at: dayBefore }).where('local_id', '=', v.localId).execute();
  await t.app.db.updateTable('arqueos').set({ fecha: ayer }).where('id', '=', arqueoId).execute();
  await reconstruirResumen(t.app.db, v.localId);
  return { ayer, hoy, arqueoId, ventas };
}

/** Voids a sale of an earlier register with the manager's approval, as the cashier. */
export async function anularAnterior(t: TestApp, v: TestVenue, venta: Venta): Promise<void> {
  const token = await approve(v, v.as.cajero, 'anular-venta-anterior', venta.id, 'Devolución autorizada');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ventas/${venta.id}/anular`,
    headers: { ...bearer(v.as.cajero.token), 'x-aprobacion': token },
    payload: { motivo: 'El cliente lo devolvió' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json<Envelope<Venta>>().data!.estado).toBe('anulada');
}

/** A report of the days `desde`..`hasta` with extra filters (`clienteId=3`, …), as the screen asks for it. */
export async function reporteDe<T>(c: ApiClient, tipo: 'ventas' | 'productos' | 'clientes' | 'financiero', desde: string, hasta = desde, filtros = ''): Promise<T> {
  const res = await c.get<T>(`/api/reportes/${tipo}?fechaDesde=${desde}&fechaHasta=${hasta}${filtros ? `&${filtros}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}
