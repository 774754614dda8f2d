// Moving a comanda and joining tables as the other devices hear them on /ws/mesas,
// with the official @microsoft/signalr client, on SQLite or PostgreSQL (TEST_DATABASE_URL): each
// operation publishes the events a floor plan needs once, after the commit, with the caller's
// ClientMutationId, to the global tables group and to each table's group; a retried request
// publishes nothing; a second device that applies them as the drafts store does (an event of the
// next version applied as sent, anything else read again from the api) shows every line on the
// table where it now is.
import type { HubConnection } from '@microsoft/signalr';
import {
  draftSchema,
  pedidoSchema,
  type Draft,
  type DraftItem,
  type MesaClosedEvent,
  type MesaOpenedEvent,
  type Mesa,
  type Pedido,
  type PedidoConfirmedEvent,
} from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, Inbox } from './helpers/hub-server';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

const TABLE_EVENTS = ['MesaOpened', 'PedidoConfirmed', 'ProductoRemoved', 'MesaClosed'];

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

/** A started official client that joined the global tables group and/or some tables' groups. */
async function listener(token: string, join: { global?: boolean; mesas?: number[] }): Promise<Inbox> {
  const connection = buildClient(baseUrl, 'mesas', { token });
  connections.push(connection);
  const inbox = new Inbox(connection, TABLE_EVENTS);
  await connection.start();
  if (join.global) await connection.invoke('JoinGlobalMesasGroup');
  for (const numero of join.mesas ?? []) await connection.invoke('JoinMesaGroup', numero);
  return inbox;
}

/** Items upserted by id, as the drafts store merges an event's items. */
function upsert(current: readonly DraftItem[], items: readonly DraftItem[]): DraftItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const next = current.map((i) => byId.get(i.id) ?? i);
  for (const i of items) if (!current.some((c) => c.id === i.id)) next.push(i);
  return next;
}

/**
 * Another device's floor plan (the rules of mfe-resto's drafts store): the active drafts by table
 * number, kept by the events it hears; an event it cannot apply as sent makes it read that table.
 */
class SecondDevice {
  readonly tables = new Map<number, Draft>();
  readonly reads: number[] = [];
  private applied = 0;

  constructor(
    private readonly client: ApiClient,
    private readonly inbox: Inbox,
    private readonly mesas: readonly Mesa[],
  ) {}

  async load(): Promise<void> {
    const drafts = (await this.client.get<Draft[]>('/api/mesas/drafts')).body.data!;
    for (const d of drafts) this.tables.set(d.numeroMesa, draftSchema.parse(d));
  }

  /** Applies every event heard since the last call, in order. */
  async catchUp(): Promise<void> {
    for (const { target, args } of this.inbox.received.slice(this.applied)) {
      this.applied += 1;
      const event = args[0] as MesaOpenedEvent | PedidoConfirmedEvent | MesaClosedEvent;
      const current = this.tables.get(event.mesaNumero);
      if (target === 'MesaClosed') {
        this.tables.delete(event.mesaNumero);
      } else if (target === 'MesaOpened') {
        const e = event as MesaOpenedEvent;
        // Only a new draft (version 1) is known whole from its event: a moved one is read.
        if (e.version === 1 && e.draft) this.tables.set(e.mesaNumero, { ...e.draft, items: [] });
        else await this.read(e.mesaNumero);
      } else if (target === 'PedidoConfirmed') {
        const e = event as PedidoConfirmedEvent;
        if (current && e.draft && e.version === current.version + 1 && current.id === e.draftId)
          this.tables.set(e.mesaNumero, { ...e.draft, items: upsert(current.items, e.items ?? []) });
        else if (!current || e.version === undefined || e.version > current.version) await this.read(e.mesaNumero);
      }
    }
  }

  private async read(numero: number): Promise<void> {
    this.reads.push(numero);
    const mesa = this.mesas.find((m) => m.numero === numero)!;
    const draft = (await this.client.get<Draft | null>(`/api/mesas/${mesa.id}/draft`)).body.data;
    if (draft) this.tables.set(numero, draftSchema.parse(draft));
    else this.tables.delete(numero);
  }
}

const lines = (d: Draft | undefined) => (d?.items ?? []).map((i) => [i.id, i.nombre, i.mesaVinculadaId]);

async function pedidosDe(v: TestVenue, draftId: number): Promise<Pedido[]> {
  return (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draftId}`)).body.data!.map((p) => pedidoSchema.parse(p));
}

describe('moving a comanda and joining tables, heard live', () => {
  it('each publish what the other devices need once, with the ClientMutationId, and a second device shows every line on its table', async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 4);
    const [m1, m2, m3, m4] = mesas as [Mesa, Mesa, Mesa, Mesa];
    const agua = await producto(v.as.mozo, 'BEB-001');
    const flan = await producto(v.as.mozo, 'POS-001');
    const a = await abrirMesa(v.as.mozo, m1, { Comensales: 2 });
    await agregar(v.as.mozo, a.id, { ProductoId: agua.id, Cantidad: 2 });
    const b = await abrirMesa(v.as.admin, m2, { Comensales: 3 });
    await agregar(v.as.admin, b.id, { ProductoId: flan.id, Cantidad: 1 });
    const b2 = await agregar(v.as.admin, b.id, { ProductoId: agua.id, Cantidad: 1 });

    const global = await listener(v.as.cajero.token, { global: true });
    const groups = { 1: await listener(v.as.mozo.token, { mesas: [1] }), 2: await listener(v.as.mozo.token, { mesas: [2] }), 3: await listener(v.as.mozo.token, { mesas: [3] }) };
    const other = await listener(v.as.mozo.token, { mesas: [4] });
    const device = new SecondDevice(v.as.cajero, global, mesas);
    await device.load();
    expect(device.tables.get(1)!.items).toHaveLength(1);

    // Table 1's comanda moves to table 3; the request is retried with the same id.
    const moveId = mutationId();
    const move = { mesaId: m3.id, clientMutationId: moveId };
    const moved = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/mover`, move);
    expect(moved.status).toBe(200);
    const retried = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/mover`, move);
    expect(retried.body).toEqual(moved.body);
    const afterMove = moved.body.data!;
    expect(afterMove).toMatchObject({ id: a.id, numeroMesa: 3, mesaId: m3.id });

    // A marker after the retry: anything the retry had published would have arrived before it.
    const marker = mutationId();
    await v.as.mozo.post(`/api/mesas/${m4.id}/draft`, { ClientMutationId: marker });
    await global.waitForCount(3);
    const { items: _items, ...movedFields } = afterMove;
    expect(global.received).toEqual([
      { target: 'MesaClosed', args: [{ mesaNumero: 1, mesaId: m1.id, draftId: a.id, motivo: 'movida', ventaId: null, version: afterMove.version, clientMutationId: moveId }] },
      {
        target: 'MesaOpened',
        args: [
          {
            mesaNumero: 3,
            mesaId: m3.id,
            draftId: a.id,
            ultimaActualizacion: afterMove.ultimaActualizacion,
            version: afterMove.version,
            draft: movedFields,
            clientMutationId: moveId,
          },
        ],
      },
      { target: 'MesaOpened', args: [expect.objectContaining({ mesaNumero: 4, clientMutationId: marker })] },
    ]);
    // Each table's group hears its own table only.
    await groups[1].waitForCount(1);
    await groups[3].waitForCount(1);
    expect(groups[1].received).toEqual([global.received[0]]);
    expect(groups[3].received).toEqual([global.received[1]]);
    expect(groups[2].received).toEqual([]);

    await device.catchUp();
    expect(device.tables.has(1)).toBe(false);
    expect(device.tables.get(3)!.id).toBe(a.id);
    expect(lines(device.tables.get(3))).toEqual(lines(afterMove));
    expect(lines(device.tables.get(3))).toHaveLength(1);
    expect(device.tables.get(2)!.items).toHaveLength(2);
    // The kitchen's order follows the comanda to table 3.
    expect((await pedidosDe(v, a.id)).map((p) => p.mesaNumero)).toEqual([3]);

    // Table 2 joins table 3, retried too.
    const joinId = mutationId();
    const join = { mesaId: m2.id, clientMutationId: joinId };
    const joined = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/unir`, join);
    expect(joined.status).toBe(200);
    expect((await v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/unir`, join)).body).toEqual(joined.body);
    const afterJoin = joined.body.data!;
    const marker2 = mutationId();
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${a.id}`, { Comentario: 'Cumpleaños', ClientMutationId: marker2 })).status).toBe(200);
    await global.waitForCount(6);
    const { items: _joinedItems, ...joinedFields } = afterJoin;
    const fromTwo = afterJoin.items.filter((i) => i.mesaVinculadaId === m2.id);
    expect(fromTwo.map((i) => i.id).sort()).toEqual(b2.items.map((i) => i.id).sort());
    expect(global.received.slice(3)).toEqual([
      { target: 'MesaClosed', args: [{ mesaNumero: 2, mesaId: m2.id, draftId: b.id, motivo: 'unida', ventaId: null, version: expect.any(Number), clientMutationId: joinId }] },
      {
        target: 'PedidoConfirmed',
        args: [
          {
            mesaNumero: 3,
            mesaId: m3.id,
            draftId: a.id,
            ultimaActualizacion: afterJoin.ultimaActualizacion,
            version: afterMove.version + 1,
            draft: joinedFields,
            items: fromTwo,
            clientMutationId: joinId,
          },
        ],
      },
      { target: 'PedidoConfirmed', args: [expect.objectContaining({ mesaNumero: 3, clientMutationId: marker2 })] },
    ]);
    await groups[2].waitForCount(1);
    await groups[3].waitForCount(3);
    expect(groups[2].received).toEqual([global.received[3]]);
    expect(groups[3].received.slice(1)).toEqual(global.received.slice(4));
    await other.waitForCount(1);
    expect(other.received.map((r) => (r.args[0] as { clientMutationId: string }).clientMutationId)).toEqual([marker]);

    // The second device applies the join from the events alone (no read) and shows table 2's
    // lines on table 3, with their origin; table 2 is free.
    const readsBefore = device.reads.length;
    await device.catchUp();
    expect(device.reads.slice(readsBefore)).toEqual([]);
    expect(device.tables.has(2)).toBe(false);
    const shown = device.tables.get(3)!;
    expect(shown.comensales).toBe(5);
    expect(shown.comentario).toBe('Cumpleaños');
    const now = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${m3.id}/draft`)).body.data);
    expect(lines(shown)).toEqual(lines(now));
    expect(lines(shown)).toEqual([
      [afterMove.items[0]!.id, 'Agua mineral sin gas 500 ml', null],
      [fromTwo[0]!.id, 'Flan casero con dulce de leche', m2.id],
      [fromTwo[1]!.id, 'Agua mineral sin gas 500 ml', m2.id],
    ]);
    expect(shown.total).toBe(now.total);
  });
});
