// On SQLite or PostgreSQL (TEST_DATABASE_URL): printers as settings, category routing,
// the print queue with fake network printers on loopback (bytes recorded and decoded), a round
// printed once per station however its confirmation is retried, a dead printer's job moved to
// the backup with a warning on /ws/mesas until acknowledged, reprints, and the test page.
import type { HubConnection } from '@microsoft/signalr';
import type { Draft, DraftAgregado, DraftLoteResultado, Impresora, Mesa, Pedido, RutaImpresion, TrabajoImpresion } from '@resto/shared/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakePrinter } from './helpers/fake-printer';
import { addPrinter, settledJobs } from './helpers/impresion';
import { buildClient, Inbox } from './helpers/hub-server';
import { abrirMesa, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
const printers: FakePrinter[] = [];
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false, buildOptions: { impresion: { intervalMs: 50, confirmTimeoutMs: 400 } } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterEach(async () => {
  await Promise.all(printers.splice(0).map((p) => p.stop()));
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

async function fakePrinter(): Promise<FakePrinter> {
  const p = new FakePrinter();
  await p.start();
  printers.push(p);
  return p;
}

const settled = (v: TestVenue, count: number) => settledJobs(v.as.mozo, count);

const lote = (v: TestVenue, draftId: number, items: object[]) => v.as.mozo.post<DraftLoteResultado>(`/api/mesas/drafts/${draftId}/items/lote`, { Items: items });

async function mesaAbierta(v: TestVenue): Promise<{ mesa: Mesa; draft: Draft }> {
  const [mesa] = await planInicial(v, 4);
  return { mesa: mesa!, draft: await abrirMesa(v.as.mozo, mesa!) };
}

describe('printers as settings', () => {
  it('saves network and browser printers with a backup, refuses a bad backup, and only config.editar may change them', async () => {
    const v = await createVenue(t.app);
    const cocina = await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: 9100, estacion: 'cocina' });
    const navegador = await addPrinter(v, { nombre: 'Caja (navegador)', conexion: 'navegador', anchoMm: 58, estacion: 'caja' });
    expect(navegador).toMatchObject({ conexion: 'navegador', host: null, puerto: null, anchoMm: 58 });
    const backup = await addPrinter(v, { nombre: 'Respaldo', host: '127.0.0.2', estacion: 'cocina' });
    expect(backup.puerto).toBe(9100);

    const put = await v.as.admin.put<Impresora>(`/api/impresion/impresoras/${cocina.id}`, { ...cocina, respaldoId: backup.id });
    expect(put.status).toBe(200);
    expect(put.body.data!.respaldoId).toBe(backup.id);

    const self = await v.as.admin.put(`/api/impresion/impresoras/${cocina.id}`, { ...cocina, respaldoId: cocina.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('La impresora de respaldo debe ser otra impresora del local');
    const cycle = await v.as.admin.put(`/api/impresion/impresoras/${backup.id}`, { ...backup, respaldoId: cocina.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe('La impresora de respaldo no puede tener a esta impresora como respaldo');
    const noHost = await v.as.admin.post('/api/impresion/impresoras', { nombre: 'X', conexion: 'red', estacion: 'barra' });
    expect(noHost.status).toBe(400);
    const inUse = await v.as.admin.del(`/api/impresion/impresoras/${backup.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe("La impresora es el respaldo de 'Cocina': elegí otro respaldo antes de eliminarla");

    const waiter = await v.as.mozo.post('/api/impresion/impresoras', { nombre: 'Mía', conexion: 'red', host: '10.0.0.9', estacion: 'cocina' });
    expect(waiter.status).toBe(403);
    expect((await v.as.mozo.get<Impresora[]>('/api/impresion/impresoras')).body.data!.map((p) => p.nombre)).toEqual(['Cocina', 'Caja (navegador)', 'Respaldo']);
    // Another venue sees none of them.
    const other = await createVenue(t.app, { withMenu: false });
    expect((await other.as.admin.get<Impresora[]>('/api/impresion/impresoras')).body.data).toEqual([]);
    expect((await other.as.admin.put(`/api/impresion/impresoras/${cocina.id}`, { ...cocina })).status).toBe(404);
  });

  it('prints a test page with every accent and tells when the printer does not answer', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const fake = await fakePrinter();
    const p = await addPrinter(v, { nombre: 'Barra', host: '127.0.0.1', puerto: fake.port, estacion: 'barra', anchoMm: 58 });
    const res = await v.as.admin.post(`/api/impresion/impresoras/${p.id}/prueba`);
    expect(res.status).toBe(200);
    const [page] = fake.tickets();
    expect(page!.text).toContain('PRUEBA');
    expect(page!.text).toContain('áéíóú ÁÉÍÓÚ ñÑ çÇ ãõ');
    expect(page!.cuts).toBe(1);
    fake.mode = 'paper-out';
    const out = await v.as.admin.post(`/api/impresion/impresoras/${p.id}/prueba`);
    expect(out.status).toBe(409);
    expect(out.body.message).toBe('La impresora no respondió: sin papel');
    await fake.stop();
    const off = await v.as.admin.post(`/api/impresion/impresoras/${p.id}/prueba`);
    expect(off.body.message).toBe('La impresora no respondió: conexión rechazada');
  });
});

describe('kitchen tickets', () => {
  it('prints a confirmed round once per station (categories routed), however the confirmation is retried', async () => {
    const v = await createVenue(t.app);
    const cocinaFake = await fakePrinter();
    const barraFake = await fakePrinter();
    await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: cocinaFake.port, estacion: 'cocina' });
    await addPrinter(v, { nombre: 'Barra', host: '127.0.0.1', puerto: barraFake.port, estacion: 'barra' });
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const agua = await producto(v.as.mozo, 'BEB-001');
    const rutas = await v.as.admin.put<RutaImpresion[]>('/api/impresion/rutas', { rutas: [{ categoriaId: agua.categoriaId, estacion: 'barra' }] });
    expect(rutas.status).toBe(200);
    expect(rutas.body.data).toEqual([{ categoriaId: agua.categoriaId, estacion: 'barra' }]);

    const { draft } = await mesaAbierta(v);
    const lines = [
      { ProductoId: pizza.id, Cantidad: 2, Notas: 'Sin orégano, más jamón', ClientMutationId: mutationId() },
      { ProductoId: agua.id, Cantidad: 3, ClientMutationId: mutationId() },
    ];
    expect((await lote(v, draft.id, lines)).status).toBe(201);
    // The waiter's phone lost the answer and sends the same confirmation twice more.
    expect((await lote(v, draft.id, lines)).status).toBe(200);
    expect((await lote(v, draft.id, lines)).status).toBe(200);
    // And one of its lines through the single add, with its ClientMutationId: the batch's change, nothing new.
    const single = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, lines[0]!);
    expect(single.status).toBe(201);
    expect(single.body.data!.items.map((i) => [i.productoId, i.cantidad])).toEqual([
      [pizza.id, 2],
      [agua.id, 3],
    ]);
    const jobs = await settled(v, 2);
    expect(jobs.map((j) => [j.estacion, j.estado, j.titulo])).toEqual([
      ['barra', 'confirmed', 'Comanda mesa 1 · barra · ronda 1'],
      ['cocina', 'confirmed', 'Comanda mesa 1 · cocina · ronda 1'],
    ]);

    const kitchen = cocinaFake.tickets();
    expect(kitchen).toHaveLength(1);
    expect(kitchen[0]!.boldDouble).toContain('MESA 1');
    expect(kitchen[0]!.text).toContain('Mozo: Usuario mozo');
    expect(kitchen[0]!.boldDouble.some((l) => l.startsWith('2x') && l.includes('Pizza'))).toBe(true);
    expect(kitchen[0]!.text).toContain('>> Sin orégano, más jamón');
    expect(kitchen[0]!.text).not.toContain('Agua');
    expect(kitchen[0]!.cuts).toBe(1);
    const bar = barraFake.tickets();
    expect(bar).toHaveLength(1);
    expect(bar[0]!.text).toContain('BARRA');
    expect(bar[0]!.boldDouble.some((l) => l.startsWith('3x') && l.includes('Agua'))).toBe(true);
    expect(bar[0]!.text).not.toContain('Pizza');

    // The single add of the next confirmation prints only where it goes, numbered with the round
    // the screens show for the order it joined (the kitchen display, /pedidos, the waiter).
    const next = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: pizza.id, Cantidad: 1, ClientMutationId: mutationId() });
    expect(next.status).toBe(201);
    expect(next.body.data!.items.map((i) => [i.productoId, i.cantidad])).toEqual([[pizza.id, 1]]);
    const third = (await settled(v, 3)).find((j) => !jobs.some((old) => old.id === j.id))!;
    expect(cocinaFake.tickets()).toHaveLength(2);
    expect(barraFake.tickets()).toHaveLength(1);
    const orders = (await v.as.admin.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data!;
    const joined = orders.reduce((a, b) => (b.id > a.id ? b : a));
    expect(third.titulo).toBe(`Comanda mesa 1 · cocina · ronda ${joined.ronda}`);
    expect(cocinaFake.tickets()[1]!.text).toContain(`Ronda ${joined.ronda}`);

    // A deleted item prints at its station marked ANULADO, once.
    const pizzaItem = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!.items[0]!;
    const del = await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${pizzaItem.id}`, { motivoEliminacion: 'Se equivocó de mesa', clientMutationId: 'borrar-pizza' });
    expect(del.status).toBe(200);
    await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${pizzaItem.id}`, { motivoEliminacion: 'Se equivocó de mesa', clientMutationId: 'borrar-pizza' });
    const [anulacion] = await settled(v, 4);
    expect(anulacion!.titulo).toBe('Anulación mesa 1 · cocina');
    const voided = cocinaFake.tickets();
    expect(voided).toHaveLength(3);
    expect(voided[2]!.text).toContain('*** ANULADO ***');
    expect(voided[2]!.text).toContain('(Pizza muzzarella)');
    expect(barraFake.tickets()).toHaveLength(1);
  });

  it("moves a dead printer's job to the backup, raises the warning on /ws/mesas until someone acknowledges it, and reprints marked", async () => {
    const v = await createVenue(t.app);
    const cocinaFake = await fakePrinter();
    const backupFake = await fakePrinter();
    const backup = await addPrinter(v, { nombre: 'Caja térmica', host: '127.0.0.1', puerto: backupFake.port, estacion: 'caja' });
    await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: cocinaFake.port, estacion: 'cocina', respaldoId: backup.id });
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const connection = buildClient(baseUrl, 'mesas', { token: v.as.mozo.token });
    connections.push(connection);
    const inbox = new Inbox(connection, ['ImpresionChanged']);
    await connection.start();
    await connection.invoke('JoinGlobalMesasGroup');

    const { draft } = await mesaAbierta(v);
    await lote(v, draft.id, [{ ProductoId: pizza.id, Cantidad: 1, ClientMutationId: mutationId() }]);
    await settled(v, 1);
    expect(cocinaFake.tickets()).toHaveLength(1);
    expect((await v.as.mozo.get<TrabajoImpresion[]>('/api/impresion/trabajos?advertencias=true')).body.data).toEqual([]);

    // The kitchen printer is switched off: the next round goes to the backup.
    await cocinaFake.stop();
    await lote(v, draft.id, [{ ProductoId: pizza.id, Cantidad: 2, Notas: 'Bien cocida', ClientMutationId: mutationId() }]);
    const [moved] = await settled(v, 2);
    expect(moved).toMatchObject({
      estado: 'confirmed',
      impresoraNombre: 'Caja térmica',
      impresoraOriginalNombre: 'Cocina',
      error: 'conexión rechazada',
      advertencia: 'No se confirmó la impresión en Cocina (conexión rechazada): se envió a Caja térmica',
      reconocida: false,
    });
    const atBackup = backupFake.tickets();
    expect(atBackup).toHaveLength(1);
    expect(atBackup[0]!.text).toContain('COCINA');
    // Numbered as the screens number the order these lines went to.
    const ronda = (await v.as.admin.get<Pedido[]>(`/api/pedidos?draftId=${draft.id}`)).body.data!.reduce((a, b) => (b.id > a.id ? b : a)).ronda;
    expect(atBackup[0]!.text).toContain(`Ronda ${ronda}`);
    expect(atBackup[0]!.text).toContain('>> Bien cocida');
    const warnings = (await v.as.empleado.get<TrabajoImpresion[]>('/api/impresion/trabajos?advertencias=true')).body.data!;
    expect(warnings.map((w) => w.id)).toEqual([moved!.id]);
    await inbox.waitForCount(1);
    const heard = inbox.payloads('ImpresionChanged') as { trabajo: TrabajoImpresion }[];
    expect(heard.some((e) => e.trabajo.id === moved!.id && e.trabajo.advertencia !== null)).toBe(true);

    // Acknowledged once, by anyone on the floor: gone from every screen, pushed live.
    const before = inbox.received.length;
    const ack = await v.as.mozo.post<TrabajoImpresion>(`/api/impresion/trabajos/${moved!.id}/reconocer`);
    expect(ack.status).toBe(200);
    expect(ack.body.data!.reconocida).toBe(true);
    await inbox.waitForCount(before + 1);
    expect((inbox.received.at(-1)!.args[0] as { trabajo: TrabajoImpresion }).trabajo).toMatchObject({ id: moved!.id, reconocida: true });
    expect((await v.as.mozo.get<TrabajoImpresion[]>('/api/impresion/trabajos?advertencias=true')).body.data).toEqual([]);

    // A reprint on demand needs impresion.reimprimir (a waiter cannot get a second plate unnoticed)…
    const refused = await v.as.mozo.post(`/api/impresion/trabajos/${moved!.id}/reimprimir`);
    expect(refused.status).toBe(403);
    // …is marked, audited, and goes to the station's printer (its backup while it is down).
    const again = await v.as.cajero.post<TrabajoImpresion>(`/api/impresion/trabajos/${moved!.id}/reimprimir`);
    expect(again.status).toBe(200);
    const auditoria = (await v.as.admin.get<{ items: { accion: string; entidad: string; entidadId: number | null; usuario: { nombre: string } }[] }>('/api/auditoria')).body.data!;
    expect(auditoria.items.find((e) => e.accion === 'reimprimir')).toMatchObject({ entidad: 'impresion', entidadId: moved!.id });
    expect(again.body.data!.reimpresion).toBe(true);
    await settled(v, 3);
    const reprinted = backupFake.tickets();
    expect(reprinted).toHaveLength(2);
    expect(reprinted[1]!.lines.filter((l) => l.trim() === 'REIMPRESIÓN')).toHaveLength(2);
    expect(reprinted[1]!.text).toContain('Bien cocida');
  });

  it('fails with the warning when a printer hangs or is out of paper and the backup is dead too', async () => {
    const v = await createVenue(t.app);
    const cocinaFake = await fakePrinter();
    const backupFake = await fakePrinter();
    const backup = await addPrinter(v, { nombre: 'Respaldo', host: '127.0.0.1', puerto: backupFake.port, estacion: 'barra' });
    await addPrinter(v, { nombre: 'Cocina', host: '127.0.0.1', puerto: cocinaFake.port, estacion: 'cocina', respaldoId: backup.id });
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const { draft } = await mesaAbierta(v);

    cocinaFake.mode = 'hang';
    backupFake.mode = 'paper-out';
    await lote(v, draft.id, [{ ProductoId: pizza.id, Cantidad: 1, ClientMutationId: mutationId() }]);
    const [job] = await settled(v, 1);
    expect(job).toMatchObject({ estado: 'failed', error: 'sin papel', advertencia: 'No se pudo imprimir en Respaldo (sin papel)', impresoraOriginalNombre: 'Cocina' });
    // Both printers got the bytes; neither confirmed.
    expect(cocinaFake.tickets()).toHaveLength(1);
    expect(backupFake.tickets()).toHaveLength(1);
  });

  it('queues nothing for a venue without printers and keeps the comanda working', async () => {
    const v = await createVenue(t.app);
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const { draft } = await mesaAbierta(v);
    expect((await lote(v, draft.id, [{ ProductoId: pizza.id, Cantidad: 1, ClientMutationId: mutationId() }])).status).toBe(201);
    expect((await v.as.mozo.get<TrabajoImpresion[]>('/api/impresion/trabajos')).body.data).toEqual([]);
  });
});
