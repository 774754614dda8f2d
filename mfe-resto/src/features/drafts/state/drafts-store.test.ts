import { getClientId } from '@resto/shared/api-client';
import type { Draft, DraftSinItems } from '@resto/shared/contracts';
import { failResponse, okResponse, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { agregado, draft, item, venta } from '../../../test/fixtures';
import { fakeMesasBus } from '../../../test/fake-bus';
import { createDraftsStore, type DraftsStore } from './drafts-actions';
import { withRecomputedTotals } from './drafts-events';

/*
 * The bus is the realtime network boundary: these feeds stand for the /ws/mesas hub's events,
 * and fetch is stubbed for the api. Everything between (the store, the api client, the shared
 * money rules) is the real code.
 */
const at = (minute: number) => `2025-05-02T20:${String(minute).padStart(2, '0')}:00.000Z`;
const otherClient = 'otro-dispositivo-1714680000000';
const gets = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

/** Resolves once the store has settled (every answer applied). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let store: DraftsStore;
let stop: () => void = () => undefined;
afterEach(() => stop());

async function started(routes: Parameters<typeof stubApi>[0], initial = [draft()]) {
  const calls = stubApi({ 'GET /mesas/drafts': () => okResponse(initial), ...routes });
  const { hub, bus } = fakeMesasBus();
  store = createDraftsStore({ bus });
  stop = store.start();
  await vi.waitFor(() => expect(store.getState().loaded).toBe(true));
  return { calls, hub };
}

describe('drafts store: loading', () => {
  it('loads the active drafts by table number, keeping only tables above 0', async () => {
    await started({}, [draft(), draft({ id: 51, numeroMesa: 0, mesaId: 9 }), draft({ id: 52, numeroMesa: 7, mesaId: 7 })]);
    expect([...store.getState().drafts.keys()].sort()).toEqual([3, 7]);
    expect(store.getState().drafts.get(3)?.id).toBe(50);
    expect(store.getState().error).toBeNull();
  });

  it("stores the server's message, or 'Error al cargar drafts' when it gives none", async () => {
    stubApi({ 'GET /mesas/drafts': () => failResponse('Base de datos no disponible', 503) });
    const { bus } = fakeMesasBus();
    store = createDraftsStore({ bus });
    expect(await store.load()).toBe(false);
    expect(store.getState().error).toBe('Base de datos no disponible');

    stubApi({ 'GET /mesas/drafts': () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }) });
    expect(await store.load()).toBe(false);
    expect(store.getState().error).toBe('Error al cargar drafts');
  });

  it('reloads every draft when the realtime connection is established and after each reconnect', async () => {
    let server = [draft()];
    const { calls, hub } = await started({ 'GET /mesas/drafts': () => okResponse(server) });
    expect(gets(calls, '/mesas/drafts')).toHaveLength(1);

    // While disconnected, table 3 was finalized and table 8 opened elsewhere.
    server = [draft({ id: 60, mesaId: 8, numeroMesa: 8 })];
    hub.reconnected.next();
    await vi.waitFor(() => expect([...store.getState().drafts.keys()]).toEqual([8]));
    expect(gets(calls, '/mesas/drafts')).toHaveLength(2);
  });

  it('a successful reload clears a loading error but not the error of an action', async () => {
    let fail = true;
    const { hub } = await started({ 'GET /mesas/drafts': () => (fail ? failResponse('Sin base', 503) : okResponse([draft()])) });
    expect(store.getState().error).toBe('Sin base');
    fail = false;
    hub.reconnected.next();
    await vi.waitFor(() => expect(store.getState().error).toBeNull());

    expect(await store.addItem(9, { productoId: 1, cantidad: 1 })).toBeNull();
    hub.reconnected.next();
    await settle();
    await vi.waitFor(() => expect(store.getState().loading).toBe(false));
    expect(store.getState().error).toBe('No hay draft activo');
  });
});

describe('drafts store: events from other devices', () => {
  it('MesaOpened and PedidoConfirmed from another client reload that table', async () => {
    const opened = draft({ id: 61, mesaId: 4, numeroMesa: 4, items: [] });
    const confirmed = draft({ id: 61, mesaId: 4, numeroMesa: 4, items: [item({ id: 20 })], ultimaActualizacion: at(5) });
    let server = opened;
    const { calls, hub } = await started({ 'GET /mesas/:mesaId/draft': () => okResponse(server) });

    hub.mesaOpened.next({ mesaNumero: 4, mesaId: 4, draftId: 61, clientMutationId: otherClient, ultimaActualizacion: at(0) });
    await vi.waitFor(() => expect(store.getState().drafts.get(4)?.id).toBe(61));
    server = confirmed;
    hub.pedidoConfirmed.next({ mesaNumero: 4, mesaId: 4, draftId: 61, clientMutationId: otherClient, ultimaActualizacion: at(5) });
    await vi.waitFor(() =>
      expect(
        store
          .getState()
          .drafts.get(4)
          ?.items.map((i) => i.id),
      ).toEqual([20]),
    );
    expect(gets(calls, '/mesas/4/draft')).toHaveLength(2);
  });

  it("ignores events carrying this client's own mutation id and tables numbered 0 or less", async () => {
    const { calls, hub } = await started({ 'GET /mesas/:mesaId/draft': () => okResponse(draft()) });
    const own = `${getClientId()}-1714680000000`;
    hub.mesaOpened.next({ mesaNumero: 4, mesaId: 4, draftId: 61, clientMutationId: own, ultimaActualizacion: at(1) });
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: own, ultimaActualizacion: at(1) });
    hub.pedidoConfirmed.next({ mesaNumero: 0, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(1) });
    hub.mesaOpened.next({ mesaNumero: -2, mesaId: 3, draftId: 50, clientMutationId: null, ultimaActualizacion: at(1) });
    hub.productoRemoved.next({ mesaNumero: 3, itemId: 11, ultimaActualizacion: at(1), clientMutationId: own });
    hub.mesaClosed.next({ mesaNumero: 3, clientMutationId: own });
    hub.mesaClosed.next({ mesaNumero: 0, clientMutationId: otherClient });
    await settle();
    expect(calls.filter((c) => c.path !== '/mesas/drafts')).toHaveLength(0);
    expect(store.getState().drafts.get(3)?.items[0]?.eliminado).toBe(false);
  });

  it('ProductoRemoved keeps the item, marks it eliminado, refreshes the update time and the totals', async () => {
    const two = draft({ items: [item({ id: 11 }), item({ id: 12, productoNombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 })] });
    const { calls, hub } = await started({}, [two]);
    expect(store.getState().drafts.get(3)?.total).toBe(3800);

    hub.productoRemoved.next({ mesaNumero: 3, itemId: 12, ultimaActualizacion: at(9), clientMutationId: otherClient, mesaId: 3, draftId: 50 });
    const after = store.getState().drafts.get(3)!;
    expect(after.items).toHaveLength(2);
    expect(after.items.find((i) => i.id === 12)?.eliminado).toBe(true);
    expect(after.ultimaActualizacion).toBe(at(9));
    expect(after.total).toBe(3000);
    expect(after.cantidadItems).toBe(1);
    expect(calls.filter((c) => c.path !== '/mesas/drafts')).toHaveLength(0);
  });

  it('ProductoRemoved of an item this tab never saw reads the table again', async () => {
    const server = draft({ items: [item(), item({ id: 30, eliminado: true, motivoEliminacion: 'Error de carga' })], ultimaActualizacion: at(9) });
    const { calls, hub } = await started({ 'GET /mesas/:mesaId/draft': () => okResponse(server) });
    hub.productoRemoved.next({ mesaNumero: 3, itemId: 30, ultimaActualizacion: at(9), clientMutationId: otherClient, mesaId: 3 });
    await vi.waitFor(() =>
      expect(
        store
          .getState()
          .drafts.get(3)
          ?.items.find((i) => i.id === 30)?.motivoEliminacion,
      ).toBe('Error de carga'),
    );
    expect(gets(calls, '/mesas/3/draft')).toHaveLength(1);
  });

  it('MesaClosed removes the draft, and a late answer about it does not bring it back', async () => {
    let release: () => void = () => undefined;
    const { hub } = await started({
      'POST /mesas/drafts/:id/items': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(okResponse(agregado(draft({ items: [item(), item({ id: 12 })], ultimaActualizacion: at(3), version: 2 }), [item({ id: 12 })]), 'Producto agregado', 201));
        }),
    });
    const adding = store.addItem(3, { productoId: 1, cantidad: 1 });
    await settle();
    hub.mesaClosed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, motivo: 'finalizado', ventaId: 9 });
    expect(store.getState().drafts.has(3)).toBe(false);
    release();
    expect(await adding).not.toBeNull();
    expect(store.getState().drafts.has(3)).toBe(false);
  });

  it('an answer of an older version than the draft shown does not replace it', async () => {
    const { hub } = await started({
      'GET /mesas/:mesaId/draft': () => okResponse(draft({ items: [item(), item({ id: 12 })], ultimaActualizacion: at(7), version: 3 })),
      'PATCH /mesas/drafts/:id/items/:itemId/cantidad': () => okResponse(draft({ items: [item({ cantidad: 3, subtotalItem: 4500 })], ultimaActualizacion: at(5), version: 2 })),
    });
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(7) });
    await vi.waitFor(() => expect(store.getState().drafts.get(3)?.items).toHaveLength(2));
    await store.changeQuantity(3, 11, 3);
    expect(store.getState().drafts.get(3)?.ultimaActualizacion).toBe(at(7));
    expect(store.getState().drafts.get(3)?.items).toHaveLength(2);
  });

  it('a reload that finds the table free does not remove a draft this tab opened meanwhile', async () => {
    let answerReload: () => void = () => undefined;
    const { hub } = await started(
      {
        'GET /mesas/:mesaId/draft': () => new Promise<Response>((resolve) => (answerReload = () => resolve(okResponse(null)))),
        'POST /mesas/:mesaId/draft': () => okResponse(draft({ id: 70, mesaId: 5, numeroMesa: 5 }), 'Mesa abierta', 201),
      },
      [],
    );
    hub.mesaClosed.next({ mesaNumero: 5, mesaId: 5, draftId: 65, clientMutationId: otherClient });
    hub.mesaOpened.next({ mesaNumero: 5, mesaId: 5, draftId: 66, clientMutationId: otherClient, ultimaActualizacion: at(1) });
    await settle();
    expect(await store.createDraft({ id: 5, numero: 5 }, { comensales: 2 })).not.toBeNull();
    answerReload();
    await settle();
    expect(store.getState().drafts.get(5)?.id).toBe(70);
  });
});

describe('drafts store: events with the draft version and data', () => {
  const flan = item({ id: 12, productoId: 2, productoNombre: 'Flan', nombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 });
  const fields = (d: Draft): DraftSinItems => {
    const { items: _items, ...rest } = d;
    return rest;
  };
  const drafts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path !== '/mesas/drafts');

  it("applies the next version's data without asking the server", async () => {
    const { calls, hub } = await started({});
    const next = draft({ items: [item(), flan], version: 2, ultimaActualizacion: at(4) });
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(4), version: 2, draft: fields(next), items: [flan] });
    const shown = store.getState().drafts.get(3)!;
    expect(shown.items.map((i) => i.nombre)).toEqual(['Milanesa napolitana', 'Flan']);
    expect(shown.total).toBe(3800);
    expect(shown.version).toBe(2);
    await settle();
    expect(drafts(calls)).toHaveLength(0);
  });

  it('a table opened elsewhere shows its new draft from the event alone', async () => {
    const { calls, hub } = await started({}, []);
    const opened = draft({ id: 61, mesaId: 4, numeroMesa: 4, items: [], comensales: 6, version: 1 });
    hub.mesaOpened.next({ mesaNumero: 4, mesaId: 4, draftId: 61, clientMutationId: otherClient, ultimaActualizacion: at(0), version: 1, draft: fields(opened) });
    expect(store.getState().drafts.get(4)?.comensales).toBe(6);
    await settle();
    expect(drafts(calls)).toHaveLength(0);
  });

  it('an item deleted elsewhere comes with its reason, and a version already shown changes nothing', async () => {
    const two = draft({ items: [item(), flan], version: 4 });
    const { calls, hub } = await started({}, [two]);
    const removed = { ...flan, eliminado: true, motivoEliminacion: 'Se equivocó' };
    const next = draft({ items: [item(), removed], version: 5, ultimaActualizacion: at(6) });
    const event = {
      mesaNumero: 3,
      mesaId: 3,
      draftId: 50,
      itemId: 12,
      clientMutationId: otherClient,
      ultimaActualizacion: at(6),
      version: 5,
      draft: fields(next),
      items: [removed],
    };
    hub.productoRemoved.next(event);
    const shown = store.getState().drafts.get(3)!;
    expect(shown.items.find((i) => i.id === 12)?.motivoEliminacion).toBe('Se equivocó');
    expect(shown.total).toBe(3000);
    // The same event again (or an older one): already shown.
    hub.productoRemoved.next(event);
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(2), version: 3, draft: fields(two), items: [] });
    expect(store.getState().drafts.get(3)).toBe(shown);
    await settle();
    expect(drafts(calls)).toHaveLength(0);
  });

  it('a skipped version reads the table once, and the read is what is shown', async () => {
    const server = draft({ items: [item(), flan, item({ id: 13, nombre: 'Café', subtotalItem: 500 })], version: 3, ultimaActualizacion: at(8) });
    const { calls, hub } = await started({ 'GET /mesas/:mesaId/draft': () => okResponse(server) });
    // Version 2 was lost on the way: this is 3.
    const third = item({ id: 13, nombre: 'Café', subtotalItem: 500 });
    hub.pedidoConfirmed.next({
      mesaNumero: 3,
      mesaId: 3,
      draftId: 50,
      clientMutationId: otherClient,
      ultimaActualizacion: at(8),
      version: 3,
      draft: fields(server),
      items: [third],
    });
    await vi.waitFor(() =>
      expect(
        store
          .getState()
          .drafts.get(3)
          ?.items.map((i) => i.id),
      ).toEqual([11, 12, 13]),
    );
    expect(gets(calls, '/mesas/3/draft')).toHaveLength(1);
    expect(store.getState().drafts.get(3)?.version).toBe(3);
  });

  it('the handheld follows only the tables it read: events of others ask nothing', async () => {
    const calls = stubApi({ 'GET /mesas/:mesaId/draft': () => okResponse(draft({ mesaId: 3, numeroMesa: 3 })) });
    const { hub, bus } = fakeMesasBus();
    store = createDraftsStore({ scope: 'viewed' });
    stop = store.connect(bus);
    hub.pedidoConfirmed.next({ mesaNumero: 4, mesaId: 4, draftId: 61, clientMutationId: otherClient, ultimaActualizacion: at(1), version: 9 });
    await settle();
    expect(calls).toHaveLength(0);

    await store.loadMesa({ id: 3, numero: 3 });
    expect(store.getState().tables.get(3)?.status).toBe('ready');
    const next = draft({ items: [item(), flan], version: 2 });
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(4), version: 2, draft: fields(next), items: [flan] });
    expect(store.getState().drafts.get(3)?.items).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });
});

describe('drafts store: actions', () => {
  it("creating without a table gives 'No hay mesa seleccionada' and asks nothing", async () => {
    const { calls } = await started({});
    expect(await store.createDraft(null, { comensales: 2 })).toBeNull();
    expect(store.getState().error).toBe('No hay mesa seleccionada');
    expect(calls).toHaveLength(1);
  });

  it("every item, discount, cancel or finalize action without an active draft gives 'No hay draft activo'", async () => {
    const { calls } = await started({}, []);
    const attempts = [
      () => store.addItem(3, { productoId: 1, cantidad: 1 }),
      () => store.changeQuantity(3, 11, 2),
      () => store.deleteItem(3, 11, 'Se equivocó'),
      () => store.restoreItem(3, 11),
      () => store.setDiscount(3, 'porcentaje', 10),
      () => store.cancelDraft(3),
      () => store.finalizeDraft(3, [{ medioId: 1, monto: 10 }], 'x-1'),
    ];
    for (const attempt of attempts) {
      store.clearError();
      expect(await attempt()).toBeFalsy();
      expect(store.getState().error).toBe('No hay draft activo');
    }
    expect(calls).toHaveLength(1);
  });

  it('opens a table with a mutation id and shows the new draft; its own MesaOpened is not applied twice', async () => {
    const created = draft({ id: 70, mesaId: 5, numeroMesa: 5, items: [], comensales: 4, comentario: 'Cumpleaños' });
    const { calls, hub } = await started({ 'POST /mesas/:mesaId/draft': () => okResponse(created, 'Mesa abierta', 201) });
    const result = await store.createDraft({ id: 5, numero: 5 }, { comensales: 4, comentario: 'Cumpleaños', camarero: 'Ana' });
    expect(result?.id).toBe(70);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/mesas/5/draft');
    const body = post.body as Record<string, unknown>;
    expect(body).toMatchObject({ mesaId: 5, comensales: 4, comentario: 'Cumpleaños', camarero: 'Ana' });
    expect(String(body.clientMutationId)).toMatch(new RegExp(`^${getClientId()}-\\d+`));
    expect(store.getState().drafts.get(5)?.comentario).toBe('Cumpleaños');

    hub.mesaOpened.next({ mesaNumero: 5, mesaId: 5, draftId: 70, clientMutationId: String(body.clientMutationId), ultimaActualizacion: at(0) });
    await settle();
    expect(gets(calls, '/mesas/5/draft')).toHaveLength(0);
  });

  it("an add answers only its change: the new line is appended and the totals are the answer's, without reading the table", async () => {
    const added = item({ id: 12, productoId: 4, productoNombre: 'Flan', nombre: 'Flan', cantidad: 1, precioUnitario: 800, subtotalItem: 800 });
    const after = draft({ items: [item(), added], ultimaActualizacion: at(4), version: 2 });
    const { calls } = await started({ 'POST /mesas/drafts/:id/items': () => okResponse(agregado(after, [added]), 'Producto agregado', 201) });
    const result = await store.addItem(3, { productoId: 4, cantidad: 1 });
    const shown = store.getState().drafts.get(3)!;
    expect(result).toEqual(shown);
    expect(shown.items.map((i) => i.id)).toEqual([11, 12]);
    expect(shown).toMatchObject({ version: 2, total: 3800, subtotal: 3800, ultimaActualizacion: at(4) });
    expect(gets(calls, '/mesas/3/draft')).toHaveLength(0);
  });

  it('an add whose own event came first changes nothing more; one that skipped a version reads the table once', async () => {
    const added = item({ id: 12, cantidad: 1, subtotalItem: 1500 });
    const v2 = draft({ items: [item(), added], ultimaActualizacion: at(4), version: 2 });
    const v4 = draft({ items: [item(), added, item({ id: 13 }), item({ id: 14 })], ultimaActualizacion: at(9), version: 4 });
    let answer = agregado(v2, [added]);
    const { calls, hub } = await started({
      'POST /mesas/drafts/:id/items': () => okResponse(answer, 'Producto agregado', 201),
      'GET /mesas/:mesaId/draft': () => okResponse(v4),
    });
    // The add's own PedidoConfirmed (another tab's view of it) arrives before the answer.
    const { items: _items, ...header } = v2;
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: otherClient, ultimaActualizacion: at(4), version: 2, draft: header, items: [added] });
    await settle();
    await store.addItem(3, { productoId: 1, cantidad: 1 });
    expect(
      store
        .getState()
        .drafts.get(3)!
        .items.map((i) => i.id),
    ).toEqual([11, 12]);
    expect(gets(calls, '/mesas/3/draft')).toHaveLength(0);

    // Version 3 was never seen here: the answer of version 4 cannot be appended, the table is read.
    answer = agregado(v4, [item({ id: 14 })]);
    await store.addItem(3, { productoId: 1, cantidad: 1 });
    await vi.waitFor(() =>
      expect(
        store
          .getState()
          .drafts.get(3)!
          .items.map((i) => i.id),
      ).toEqual([11, 12, 13, 14]),
    );
    expect(gets(calls, '/mesas/3/draft')).toHaveLength(1);
  });

  it('a table opened meanwhile on another device: its draft is shown and the reason stored', async () => {
    const theirs = draft({ id: 71, mesaId: 5, numeroMesa: 5 });
    await started({ 'POST /mesas/:mesaId/draft': () => failResponse('La mesa 5 ya tiene un draft activo', 409, theirs) });
    expect(await store.createDraft({ id: 5, numero: 5 }, {})).toBeNull();
    expect(store.getState().error).toBe('La mesa 5 ya tiene un draft activo');
    expect(store.getState().drafts.get(5)?.id).toBe(71);
  });

  it('deleting needs a non-blank reason, and sends it trimmed', async () => {
    const deleted = draft({ items: [item({ eliminado: true, motivoEliminacion: 'Cliente cambió de idea' })], ultimaActualizacion: at(2) });
    const { calls } = await started({ 'DELETE /mesas/drafts/:id/items/:itemId': () => okResponse(deleted) });
    expect(await store.deleteItem(3, 11, '   ')).toBeNull();
    expect(store.getState().error).toBe('El motivo es obligatorio para llevar un registro de las eliminaciones');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    expect(await store.deleteItem(3, 11, '  Cliente cambió de idea ')).not.toBeNull();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/mesas/drafts/50/items/11');
    expect(del.body).toMatchObject({ motivoEliminacion: 'Cliente cambió de idea' });
    expect(store.getState().drafts.get(3)?.items[0]?.eliminado).toBe(true);
  });

  it.each([
    ['addItem', 'POST /mesas/drafts/:id/items', 'Error al agregar producto', (s: DraftsStore) => s.addItem(3, { productoId: 1, cantidad: 1 })],
    ['changeQuantity', 'PATCH /mesas/drafts/:id/items/:itemId/cantidad', 'Error al actualizar cantidad', (s: DraftsStore) => s.changeQuantity(3, 11, 4)],
    ['deleteItem', 'DELETE /mesas/drafts/:id/items/:itemId', 'Error al eliminar producto', (s: DraftsStore) => s.deleteItem(3, 11, 'Motivo')],
    ['setDiscount', 'PATCH /mesas/drafts/:id/descuento', 'Error al aplicar descuento', (s: DraftsStore) => s.setDiscount(3, 'monto', 100)],
    ['cancelDraft', 'DELETE /mesas/drafts/:id', 'Error al cancelar draft', (s: DraftsStore) => s.cancelDraft(3)],
    ['finalizeDraft', 'POST /mesas/drafts/:id/finalizar', 'Error al finalizar draft', (s: DraftsStore) => s.finalizeDraft(3, [{ medioId: 1, monto: 30 }], 'x-1')],
    ['createDraft', 'POST /mesas/:mesaId/draft', 'Error al crear draft', (s: DraftsStore) => s.createDraft({ id: 4, numero: 4 }, {})],
  ] as const)('%s without a server message stores %s... the spec fallback', async (_name, route, fallback, run) => {
    // An answer that says it failed and gives no reason.
    await started({ [route]: () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }) });
    expect(await run(store)).toBeFalsy();
    expect(store.getState().error).toBe(fallback);
    // The draft is still there: nothing was applied.
    expect(store.getState().drafts.get(3)?.id).toBe(50);
  });

  it("a refused action stores the server's message", async () => {
    await started({ 'PATCH /mesas/drafts/:id/descuento': () => failResponse('El descuento supera el subtotal', 400) });
    expect(await store.setDiscount(3, 'monto', 99999)).toBeNull();
    expect(store.getState().error).toBe('El descuento supera el subtotal');
  });

  it("a network failure stores the client's connection text", async () => {
    const calls = stubApi({ 'GET /mesas/drafts': () => okResponse([draft()]) });
    const { bus } = fakeMesasBus();
    store = createDraftsStore({ bus });
    await store.load();
    vi.stubGlobal('fetch', () => Promise.reject(new Error('')));
    expect(await store.restoreItem(3, 11)).toBeNull();
    expect(store.getState().error).toBe('Error de conexión');
    expect(calls).toHaveLength(1);
  });

  it('cancel and finalize clear the draft locally; finalize gives the sale', async () => {
    const { calls } = await started(
      {
        'DELETE /mesas/drafts/:id': () => okResponse(draft({ estado: 'cancelado' }), 'Mesa cerrada'),
        'POST /mesas/drafts/:id/finalizar': () => okResponse({ ventaId: 90, venta: venta(), draft: draft({ id: 52, mesaId: 7, numeroMesa: 7, estado: 'finalizado' }) }),
      },
      [draft(), draft({ id: 52, mesaId: 7, numeroMesa: 7 })],
    );
    expect(await store.cancelDraft(3)).toBe(true);
    expect(store.getState().drafts.has(3)).toBe(false);

    const done = await store.finalizeDraft(
      7,
      [
        { medioId: 1, monto: 1000 },
        { medioId: 2, monto: 2000 },
      ],
      'tab-1-99',
    );
    expect(done?.ventaId).toBe(90);
    expect(store.getState().drafts.has(7)).toBe(false);
    const post = calls.find((c) => c.path === '/mesas/drafts/52/finalizar')!;
    expect(post.body).toEqual({
      pagos: [
        { medioId: 1, monto: 1000 },
        { medioId: 2, monto: 2000 },
      ],
      clientMutationId: 'tab-1-99',
    });
  });

  it("edits a line's note with a mutation id, sends it trimmed (blank clears it) and shows the answer", async () => {
    const { calls } = await started({
      'PATCH /mesas/drafts/:id/items/:itemId/notas': (call) => okResponse(draft({ items: [item({ notas: (call.body as { notas: string | null }).notas })], version: 2 })),
    });
    expect((await store.setNotas(3, 11, '  sin sal  '))?.items[0]?.notas).toBe('sin sal');
    expect(store.getState().drafts.get(3)?.items[0]?.notas).toBe('sin sal');
    await store.setNotas(3, 11, '   ');
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.path)).toEqual(['/mesas/drafts/50/items/11/notas', '/mesas/drafts/50/items/11/notas']);
    expect(patches[0]!.body).toMatchObject({ notas: 'sin sal' });
    expect(patches[1]!.body).toMatchObject({ notas: null });
    expect(String((patches[0]!.body as { clientMutationId: string }).clientMutationId)).toMatch(new RegExp(`^${getClientId()}-`));
    expect(store.getState().drafts.get(3)?.items[0]?.notas).toBeNull();
  });

  it("a refused note keeps the line as it was and stores 'Error al actualizar la nota' when the server gives no reason", async () => {
    await started({ 'PATCH /mesas/drafts/:id/items/:itemId/notas': () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }) });
    expect(await store.setNotas(3, 11, 'bien cocida')).toBeNull();
    expect(store.getState().error).toBe('Error al actualizar la nota');
    expect(store.getState().drafts.get(3)?.items[0]?.notas).toBeNull();
  });

  it('notifies its subscribers on every change', async () => {
    await started({ 'PATCH /mesas/drafts/:id': () => okResponse(draft({ comensales: 5, ultimaActualizacion: at(4) })) });
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().drafts.get(3)?.comensales ?? 0));
    await store.patchDraft(3, { comensales: 5 });
    unsubscribe();
    expect(seen.at(-1)).toBe(5);
  });
});

describe('recomputed totals', () => {
  it('apply the item, draft and customer discounts with the shared rules', () => {
    const d = draft({
      items: [item({ precioUnitario: 1000, cantidad: 2, subtotalItem: 2000 }), item({ id: 12, precioUnitario: 500.5, cantidad: 1, subtotalItem: 500.5, eliminado: true })],
      descuentoTipo: 'porcentaje',
      descuentoValor: 10,
      descuentoClientePorcentaje: 5,
    });
    const t = withRecomputedTotals(d, 'ARS');
    expect(t.subtotal).toBe(2000);
    expect(t.descuento).toBe(200);
    expect(t.descuentoCliente).toBe(90);
    expect(t.total).toBe(1710);
    expect(t.cantidadItems).toBe(1);
  });

  it("round to the venue currency's smallest unit (whole Chilean pesos)", () => {
    const d = draft({ items: [item({ precioUnitario: 1005, cantidad: 1, subtotalItem: 1005 })], descuentoTipo: 'porcentaje', descuentoValor: 10, descuentoClientePorcentaje: 0 });
    expect(withRecomputedTotals(d, 'ARS')).toMatchObject({ descuento: 100.5, total: 904.5 });
    expect(withRecomputedTotals(d, 'CLP')).toMatchObject({ descuento: 101, total: 904 });
  });
});
