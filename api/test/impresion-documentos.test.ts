// Sale documents, on SQLite or PostgreSQL (TEST_DATABASE_URL): a closed sale's receipt at
// the register (automatic or on demand), the remito in the venue's language, change and void
// tickets after a round was sent, jobs of browser printers picked up by a tab at the station and
// confirmed (or moved to the backup with a warning when no tab prints them), and the Z close on
// 58 mm paper. Fake network printers on loopback record the bytes, decoded back to text.
import { trabajoImpresionSchema, trabajosNavegadorSchema, type CierreZ, type Draft, type TrabajoImpresion, type Venta } from '@resto/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakePrinter } from './helpers/fake-printer';
import { addPrinter, settledJobs } from './helpers/impresion';
import { abrirMesa, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const printers: FakePrinter[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: { impresion: { intervalMs: 50, confirmTimeoutMs: 400, browserTimeoutMs: 1500 } } });
});
afterEach(async () => {
  await Promise.all(printers.splice(0).map((p) => p.stop()));
});
afterAll(async () => {
  await t?.close();
});

async function fakePrinter(): Promise<FakePrinter> {
  const p = new FakePrinter();
  await p.start();
  printers.push(p);
  return p;
}

const settled = (v: TestVenue, count: number) => settledJobs(v.as.cajero, count);

async function venta(v: TestVenue): Promise<Venta> {
  const agua = await producto(v.as.cajero, 'BEB-001');
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: agua.id, cantidad: 2 }],
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 10_000 }],
    clientMutationId: mutationId(),
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

describe('documents of a sale at the register', () => {
  it('prints the receipt of a closed sale by itself, once, with the drawer kick; on demand when set so; the remito in the venue language', async () => {
    const v = await createVenue(t.app);
    const caja = await fakePrinter();
    await addPrinter(v, { nombre: 'Caja', host: '127.0.0.1', puerto: caja.port, estacion: 'caja', anchoMm: 58 });
    await abrirCaja(v.as.cajero);
    expect((await v.as.cajero.get('/api/impresion/ajustes')).body.data).toEqual({ documentoVenta: 'automatico' });

    const first = await venta(v);
    const [recibo] = await settled(v, 1);
    expect(recibo).toMatchObject({ tipo: 'recibo', estacion: 'caja', estado: 'confirmed', titulo: `Recibo ${String(first.numero).padStart(8, '0')}` });
    const [ticket] = caja.tickets();
    expect(ticket!.text).toContain('Agua');
    expect(ticket!.text).toContain('TOTAL');
    expect(ticket!.text).toContain('Vuelto');
    expect(ticket!.text).toContain('No válido como factura');
    expect(ticket!.drawerKicks).toBe(1);
    expect(ticket!.cuts).toBe(1);
    // Printing it again from the sale's screen does not print twice: the job is the sale's receipt.
    const again = await v.as.cajero.post<TrabajoImpresion>(`/api/impresion/ventas/${first.id}`, { documento: 'recibo' });
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(recibo!.id);

    // On demand: a sale prints nothing until someone presses print.
    expect((await v.as.cajero.put('/api/impresion/ajustes', { documentoVenta: 'a_pedido' })).status).toBe(403);
    expect((await v.as.admin.put('/api/impresion/ajustes', { documentoVenta: 'a_pedido' })).body.data).toEqual({ documentoVenta: 'a_pedido' });
    const second = await venta(v);
    expect((await v.as.cajero.get<TrabajoImpresion[]>('/api/impresion/trabajos')).body.data).toHaveLength(1);

    // The venue works in Portuguese: its remito prints in Portuguese.
    await t.app.db.updateTable('locales').set({ locale: 'pt-BR' }).where('id', '=', v.localId).execute();
    const remito = await v.as.cajero.post<TrabajoImpresion>(`/api/impresion/ventas/${second.id}`, { documento: 'remito', clientMutationId: mutationId() });
    expect(remito.status).toBe(200);
    expect(trabajoImpresionSchema.parse(remito.body.data)).toMatchObject({ tipo: 'remito', titulo: `Remito ${String(second.numero).padStart(8, '0')}` });
    await settled(v, 2);
    const printed = caja.tickets()[1]!;
    expect(printed.text).toContain('ROMANEIO');
    expect(printed.text).toContain('Recebi conforme');
    expect(printed.text).not.toContain('REMITO');
    expect(printed.drawerKicks).toBe(0);

    // A fiscal ticket needs an invoice with its CAE; a waiter cannot print at the register.
    const fiscal = await v.as.cajero.post(`/api/impresion/ventas/${second.id}`, { documento: 'fiscal' });
    expect(fiscal.status).toBe(404);
    expect((await v.as.mozo.post(`/api/impresion/ventas/${second.id}`, { documento: 'recibo' })).status).toBe(403);
  });

  it('says so when the register has no printer', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const sale = await venta(v);
    const res = await v.as.cajero.post(`/api/impresion/ventas/${sale.id}`, { documento: 'recibo' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No hay una impresora activa en la estación caja');
  });

  it('prints an issued Z close at the register on 58 mm paper', async () => {
    const v = await createVenue(t.app);
    const caja = await fakePrinter();
    await addPrinter(v, { nombre: 'Caja', host: '127.0.0.1', puerto: caja.port, estacion: 'caja', anchoMm: 58 });
    await v.as.admin.put('/api/impresion/ajustes', { documentoVenta: 'a_pedido' });
    const arqueoId = await abrirCaja(v.as.cajero);
    await venta(v);
    expect((await v.as.cajero.post(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 15_000, observaciones: 'Cierre del día' })).status).toBe(200);
    const z = await v.as.cajero.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(z.status, z.body.message).toBe(201);
    const res = await v.as.cajero.post<TrabajoImpresion>(`/api/impresion/cierres-z/${z.body.data!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data!.titulo).toBe(`Cierre Z ${z.body.data!.numero}`);
    await settled(v, 1);
    const [ticket] = caja.tickets();
    expect(ticket!.text).toContain(`CIERRE Z N° ${z.body.data!.numero}`);
    expect(ticket!.text).toContain('Total vendido');
    expect(ticket!.text).toContain('Efectivo contado');
    // 58 mm: 32 columns, nothing wider.
    expect(Math.max(...ticket!.lines.map((l) => l.length))).toBeLessThanOrEqual(32);
    expect((await v.as.mozo.post(`/api/impresion/cierres-z/${z.body.data!.id}`)).status).toBe(403);
  });
});

describe('change and void tickets', () => {
  it("prints '+1' under CAMBIO when a sent line's quantity changes, and ANULADO when it is removed, in the venue language", async () => {
    const v = await createVenue(t.app);
    const cocina = await fakePrinter();
    await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: cocina.port, estacion: 'cocina' });
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    expect((await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, { Items: [{ ProductoId: pizza.id, Cantidad: 1, ClientMutationId: mutationId() }] })).status).toBe(201);
    await settled(v, 1);
    const item = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!.items[0]!;

    const cambio = mutationId();
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${item.id}/cantidad`, { cantidad: 2, clientMutationId: cambio })).status).toBe(200);
    // The same change retried prints nothing more.
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${item.id}/cantidad`, { cantidad: 2, clientMutationId: cambio });
    const [changed] = await settled(v, 2);
    expect(changed!.titulo).toBe('Cambio mesa 1 · cocina');
    const tickets = cocina.tickets();
    expect(tickets).toHaveLength(2);
    expect(tickets[1]!.text).toContain('*** CAMBIO ***');
    expect(tickets[1]!.boldDouble.some((l) => l.startsWith('+1') && l.includes('Pizza'))).toBe(true);

    // Fewer of what the kitchen has: a manager's change (mesas.cancelar).
    expect((await patch(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/items/${item.id}/cantidad`, { cantidad: 1, clientMutationId: mutationId() })).status).toBe(200);
    await settled(v, 3);
    expect(cocina.tickets()[2]!.boldDouble.some((l) => l.startsWith('-1') && l.includes('Pizza'))).toBe(true);

    // In Brazil the kitchen reads Portuguese.
    await t.app.db.updateTable('locales').set({ locale: 'pt-BR' }).where('id', '=', v.localId).execute();
    // The waiter takes it off with a manager's approval: the ticket still names the waiter.
    expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '2468' })).status).toBe(200);
    const admin = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
    const approval = await v.as.mozo.post<{ token: string }>('/api/aprobaciones', {
      accion: 'anular-item',
      entidadId: draft.id,
      usuario: admin,
      pin: '2468',
      motivo: 'No la quiere',
    });
    expect(approval.status).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/mesas/drafts/${draft.id}/items/${item.id}`,
      headers: { authorization: `Bearer ${v.as.mozo.token}`, 'x-aprobacion': approval.body.data!.token },
      payload: { motivoEliminacion: 'No la quiere', clientMutationId: mutationId() },
    });
    expect(removed.statusCode).toBe(200);
    await settled(v, 4);
    const voided = cocina.tickets()[3]!;
    expect(voided.text).toContain('COZINHA');
    expect(voided.text).toContain('*** CANCELADO ***');
    expect(voided.text).toContain('Garçom: Usuario mozo');
    expect(voided.text).not.toContain('ANULADO');
    expect(cocina.tickets()).toHaveLength(4);
  });
});

describe('browser, USB and serial printers', () => {
  it('hands a tab at the station its jobs with bytes and lines, takes its confirmation, and moves a job no tab printed to the backup with a warning', async () => {
    const v = await createVenue(t.app);
    const backupFake = await fakePrinter();
    const backup = await addPrinter(v, { nombre: 'Respaldo', host: '127.0.0.1', puerto: backupFake.port, estacion: 'barra' });
    const usb = await addPrinter(v, { nombre: 'Caja USB', conexion: 'usb', estacion: 'caja', anchoMm: 80, respaldoId: backup.id });
    expect(usb).toMatchObject({ conexion: 'usb', host: null });
    await abrirCaja(v.as.cajero);
    await venta(v);

    const pending = trabajosNavegadorSchema.parse((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ conexion: 'usb', anchoMm: 80, qrImagen: null });
    expect(pending[0]!.lineas.some((l) => l.texto.startsWith('TOTAL') && l.negrita)).toBe(true);
    expect(Buffer.from(pending[0]!.base64, 'base64').subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=cocina')).body.data).toEqual([]);

    const confirmed = await v.as.cajero.post<TrabajoImpresion>(`/api/impresion/trabajos/${pending[0]!.trabajo.id}/confirmar`);
    expect(confirmed.body.data).toMatchObject({ estado: 'confirmed', advertencia: null });
    expect((await v.as.cajero.get('/api/impresion/trabajos/pendientes?estacion=caja')).body.data).toEqual([]);

    // No tab prints the next one: it goes to the backup with the warning, like a dead network printer.
    await venta(v);
    const [moved] = await settled(v, 2);
    expect(moved).toMatchObject({
      estado: 'confirmed',
      impresoraNombre: 'Respaldo',
      impresoraOriginalNombre: 'Caja USB',
      advertencia: 'No se confirmó la impresión en Caja USB (ninguna pantalla de la estación la imprimió): se envió a Respaldo',
    });
    expect(backupFake.tickets()).toHaveLength(1);
    // A network job is not the browser's to confirm.
    expect((await v.as.cajero.post(`/api/impresion/trabajos/${moved!.id}/confirmar`)).status).toBe(409);
  });
});
