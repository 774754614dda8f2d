import { DRAFT_LOTE_MAX_ITEMS } from '@resto/shared/contracts';
import { Outbox } from './outbox';
import { BATCH_MAX_ITEMS, isRetryable } from './outbox-requests';
import type { OutboxOp, SettledEvent } from './outbox-types';

/*
 * The outbox against a stand-in for the api at the network boundary (fetch): a server that, like
 * the real one, applies each ClientMutationId once and answers a repeat with the first result.
 */

interface Item {
  id: number;
  productoId: number;
  cantidad: number;
  notas: string | null;
}

function fakeServer() {
  const drafts = new Map<number, { id: number; mesaId: number; items: Item[] }>();
  const applied = new Map<string, { status: number; body: unknown }>();
  const log: string[] = [];
  let nextDraft = 100;
  let nextItem = 1;
  /** Set to make the next request reach the server but lose its answer (a dropped connection). */
  let loseNextAnswer = false;
  let down = false;

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const handle = (method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } => {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = path.match(/^\/api\/mesas\/(\d+)\/draft$/))) {
      const draft = [...drafts.values()].find((d) => d.mesaId === Number(m![1])) ?? null;
      return { status: 200, body: { success: true, data: draft } };
    }
    if (method === 'POST' && (m = path.match(/^\/api\/mesas\/drafts\/(\d+)\/items\/lote$/))) {
      // Like the api: all lines or none, and a line whose id was already applied is not added again.
      const draft = drafts.get(Number(m[1]));
      if (!draft) return { status: 409, body: { success: false, message: 'No hay draft activo' } };
      const lines = body.items as { productoId: number; cantidad: number; notas: string | null; clientMutationId: string }[];
      if (lines.some((l) => l.productoId === 666)) return { status: 400, body: { success: false, message: 'El producto no existe' } };
      const fates = lines.map((l) => {
        if (applied.has(l.clientMutationId)) return { clientMutationId: l.clientMutationId, aplicado: false, itemId: null };
        const added = { id: nextItem++, productoId: l.productoId, cantidad: l.cantidad, notas: l.notas ?? null };
        draft.items.push(added);
        applied.set(l.clientMutationId, { status: 201, body: { success: true, data: structuredClone(draft) } });
        return { clientMutationId: l.clientMutationId, aplicado: true, itemId: added.id };
      });
      log.push(`${method} ${path} ${lines.map((l) => l.clientMutationId).join(',')}`);
      return { status: 201, body: { success: true, data: { draft: structuredClone(draft), items: fates } } };
    }
    const cmid = String(body.clientMutationId);
    const stored = applied.get(cmid);
    if (stored) return stored;
    let answer: { status: number; body: unknown };
    if (method === 'POST' && (m = path.match(/^\/api\/mesas\/(\d+)\/draft$/))) {
      const mesaId = Number(m[1]);
      const open = [...drafts.values()].find((d) => d.mesaId === mesaId);
      if (open) answer = { status: 409, body: { success: false, message: 'La mesa ya tiene un draft activo', data: open } };
      else {
        const draft = { id: nextDraft++, mesaId, items: [] };
        drafts.set(draft.id, draft);
        answer = { status: 201, body: { success: true, data: structuredClone(draft) } };
      }
    } else if (method === 'POST' && (m = path.match(/^\/api\/mesas\/drafts\/(\d+)\/items$/))) {
      const draft = drafts.get(Number(m[1]));
      if (!draft) return { status: 409, body: { success: false, message: 'No hay draft activo' } };
      if (body.productoId === 666) return { status: 400, body: { success: false, message: 'El producto no existe' } };
      const added = { id: nextItem++, productoId: Number(body.productoId), cantidad: Number(body.cantidad), notas: (body.notas as string | null) ?? null };
      draft.items.push(added);
      // A product added alone answers the change: the draft without items and the new line.
      const { items: _items, ...header } = structuredClone(draft);
      answer = { status: 201, body: { success: true, data: { draft: header, items: [structuredClone(added)] } } };
    } else if (method === 'PATCH' && (m = path.match(/^\/api\/mesas\/drafts\/(\d+)\/items\/(\d+)\/notas$/))) {
      const draft = drafts.get(Number(m[1]));
      const line = draft?.items.find((i) => i.id === Number(m![2]));
      if (!draft || !line) return { status: 404, body: { success: false, message: 'Producto no encontrado' } };
      line.notas = (body.notas as string | null) ?? null;
      answer = { status: 200, body: { success: true, data: structuredClone(draft) } };
    } else {
      return { status: 404, body: { success: false, message: 'Ruta desconocida' } };
    }
    applied.set(cmid, answer);
    log.push(`${method} ${path} ${cmid}`);
    return answer;
  };

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (down) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = handle(init?.method ?? 'GET', url.pathname, body);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return json(answer.status, answer.body);
  };

  return {
    fetchStub,
    drafts,
    log,
    openDraft(mesaId: number) {
      const draft = { id: nextDraft++, mesaId, items: [] };
      drafts.set(draft.id, draft);
      return draft.id;
    },
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const add = (draftId: number | null, productoId: number, notas: string | null = null): OutboxOp => ({
  kind: 'agregarProducto',
  mesaId: 5,
  mesaNumero: 5,
  draftId,
  productoId,
  nombre: `Producto ${productoId}`,
  precio: 100,
  cantidad: 1,
  notas,
});

describe('waiter outbox', () => {
  let server: ReturnType<typeof fakeServer>;
  let online = true;

  beforeEach(() => {
    server = fakeServer();
    online = true;
    vi.stubGlobal('fetch', vi.fn(server.fetchStub));
  });

  const outbox = () => new Outbox({ storageKey: 'outbox-test', isOnline: () => online, retryDelayMs: 60_000 });

  it('keeps changes made offline on the phone, across a reload, and sends them in order once back', async () => {
    const draftId = server.openDraft(5);
    online = false;
    const first = outbox();
    const queued = first.enqueue([add(draftId, 1, 'sin sal'), add(draftId, 2)]);
    await first.flush();
    expect(server.drafts.get(draftId)!.items).toEqual([]);
    expect(first.getState().entries.map((e) => e.id)).toEqual(queued.map((e) => e.id));

    // The page reloads: a new outbox reads the same entries with the same ClientMutationIds.
    const reloaded = outbox();
    expect(reloaded.getState().entries.map((e) => e.id)).toEqual(queued.map((e) => e.id));
    online = true;
    await reloaded.flush();
    expect(server.drafts.get(draftId)!.items.map((i) => [i.productoId, i.notas])).toEqual([
      [1, 'sin sal'],
      [2, null],
    ]);
    expect(reloaded.getState().entries).toEqual([]);
    expect(localStorage.getItem('outbox-test')).toBe('[]');
  });

  it('resends with the same ClientMutationId after a lost answer, so the kitchen gets the product once', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    server.loseNextAnswer();
    const [entry] = box.enqueue([add(draftId, 7)]);
    await box.flush();
    // The server applied it but the phone never heard back: still waiting, with the error.
    expect(box.getState().entries).toHaveLength(1);
    expect(box.getState().entries[0]).toMatchObject({ id: entry!.id, attempts: 1, lastError: 'Failed to fetch' });

    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    await box.flush();
    await box.flush();
    expect(server.drafts.get(draftId)!.items).toHaveLength(1);
    expect(settled).toHaveLength(1);
    // The replayed answer is the add's change: the draft without items and the one line it added.
    expect(settled[0]).toMatchObject({ outcome: 'sent', batchDone: true, draft: null, change: { draft: { id: draftId }, items: [{ productoId: 7 }] } });
    const sentIds = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init!.body)).clientMutationId);
    expect(sentIds).toEqual([entry!.id, entry!.id]);
  });

  it('stops at a connection failure and keeps the order for the next attempt', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    server.setDown(true);
    box.enqueue([add(draftId, 1), add(draftId, 2), add(draftId, 3)]);
    await box.flush();
    expect(box.getState().entries.map((e) => (e.op as { productoId: number }).productoId)).toEqual([1, 2, 3]);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    server.setDown(false);
    await box.flush();
    expect(server.drafts.get(draftId)!.items.map((i) => i.productoId)).toEqual([1, 2, 3]);
  });

  it('sends products of a table opened offline to the draft its opening created', async () => {
    online = false;
    const box = outbox();
    box.enqueue([{ kind: 'abrirMesa', mesaId: 9, mesaNumero: 9, comensales: 3, comentario: null, camarero: 'Martín' }]);
    box.enqueue([{ ...add(null, 4), mesaId: 9, mesaNumero: 9 }]);
    online = true;
    await box.flush();
    const [draft] = [...server.drafts.values()];
    expect(draft).toMatchObject({ mesaId: 9, items: [{ productoId: 4 }] });
    expect(box.knownDraftId(9)).toBe(draft!.id);
  });

  it('works on the draft another phone opened first (409 with that draft)', async () => {
    const existing = server.openDraft(9);
    const box = outbox();
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([
      { kind: 'abrirMesa', mesaId: 9, mesaNumero: 9, comensales: 2, comentario: null, camarero: null },
      { ...add(null, 4), mesaId: 9 },
    ]);
    await box.flush();
    expect(settled.map((e) => e.outcome)).toEqual(['sent', 'sent']);
    expect(server.drafts.get(existing)!.items.map((i) => i.productoId)).toEqual([4]);
  });

  it('drops a change the server refuses, says why, and goes on with the next', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([add(draftId, 666)], 'batch-1');
    box.enqueue([add(draftId, 2)], 'batch-2');
    await box.flush();
    expect(settled.map((e) => [e.outcome, e.batchDone])).toEqual([
      ['rejected', true],
      ['sent', true],
    ]);
    expect(settled[0]).toMatchObject({ message: 'El producto no existe', status: 400 });
    expect(server.drafts.get(draftId)!.items.map((i) => i.productoId)).toEqual([2]);
    expect(box.getState().entries).toEqual([]);
  });

  it('sends a confirmed list as one request, each product with its own ClientMutationId', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    const queued = box.enqueue([add(draftId, 1, 'sin sal'), add(draftId, 2), add(draftId, 3)]);
    await box.flush();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe(`/api/mesas/drafts/${draftId}/items/lote`);
    const sent = JSON.parse(String(init!.body)) as { items: { productoId: number; notas: string | null; clientMutationId: string }[] };
    expect(sent.items.map((i) => [i.productoId, i.notas, i.clientMutationId])).toEqual([
      [1, 'sin sal', queued[0]!.id],
      [2, null, queued[1]!.id],
      [3, null, queued[2]!.id],
    ]);
    expect(server.drafts.get(draftId)!.items.map((i) => i.productoId)).toEqual([1, 2, 3]);
    expect(settled.map((e) => [e.outcome, e.batchDone])).toEqual([
      ['sent', false],
      ['sent', false],
      ['sent', true],
    ]);
    expect(settled[2]).toMatchObject({ draft: { id: draftId } });
  });

  it('resends a batch whose answer was lost with the same ids: the kitchen gets each product once', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    server.loseNextAnswer();
    box.enqueue([add(draftId, 1), add(draftId, 2)]);
    await box.flush();
    expect(box.getState().entries.map((e) => e.attempts)).toEqual([1, 1]);
    await box.flush();
    expect(server.drafts.get(draftId)!.items.map((i) => i.productoId)).toEqual([1, 2]);
    expect(box.getState().entries).toEqual([]);
    const bodies = vi.mocked(fetch).mock.calls.map(([, init]) => String(init!.body));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe(bodies[1]);
  });

  it('a product of the list sent alone before is not added again by the batch', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    // An older version of the app sent the first product alone and lost the answer.
    const [first, second] = box.enqueue([add(draftId, 1), add(draftId, 2)], 'batch-1');
    await fetch(`/api/mesas/drafts/${draftId}/items`, { method: 'POST', body: JSON.stringify({ productoId: 1, cantidad: 1, notas: null, clientMutationId: first!.id }) });
    await box.flush();
    expect(server.drafts.get(draftId)!.items.map((i) => i.productoId)).toEqual([1, 2]);
    expect(server.log.at(-1)).toContain(`${first!.id},${second!.id}`);
  });

  it('one refused product refuses the whole list: every line goes back, told once per batch', async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([add(draftId, 1), add(draftId, 666), add(draftId, 3)]);
    await box.flush();
    expect(settled.map((e) => [e.outcome, e.batchDone])).toEqual([
      ['rejected', false],
      ['rejected', false],
      ['rejected', true],
    ]);
    expect(settled[0]).toMatchObject({ message: 'El producto no existe', status: 400 });
    expect(server.drafts.get(draftId)!.items).toEqual([]);
    expect(box.getState().entries).toEqual([]);
  });

  it("changes a sent line's note with its own ClientMutationId, once however often it is resent", async () => {
    const draftId = server.openDraft(5);
    const box = outbox();
    box.enqueue([add(draftId, 1)]);
    await box.flush();
    const itemId = server.drafts.get(draftId)!.items[0]!.id;
    server.loseNextAnswer();
    const [entry] = box.enqueue([{ kind: 'cambiarNota', mesaId: 5, mesaNumero: 5, draftId, itemId, nombre: 'Producto 1', notas: 'bien cocido' }]);
    await box.flush();
    await box.flush();
    expect(server.drafts.get(draftId)!.items[0]!.notas).toBe('bien cocido');
    expect(box.getState().entries).toEqual([]);
    expect(server.log.filter((l) => l.startsWith('PATCH'))).toEqual([`PATCH /api/mesas/drafts/${draftId}/items/${itemId}/notas ${entry!.id}`]);
  });

  it('never sends a batch larger than the api takes', () => {
    expect(BATCH_MAX_ITEMS).toBe(DRAFT_LOTE_MAX_ITEMS);
  });

  it('refuses products for a table that has no open draft any more', async () => {
    const box = outbox();
    const settled: SettledEvent[] = [];
    box.onSettled((e) => settled.push(e));
    box.enqueue([{ ...add(null, 1), mesaId: 42 }]);
    await box.flush();
    expect(settled[0]).toMatchObject({ outcome: 'rejected', message: 'No hay draft activo' });
  });
});

describe('isRetryable', () => {
  it('keeps a change the api refused because this copy of the handheld is outdated (426), and gives up on a plain refusal', () => {
    expect(isRetryable({ status: 426, errorKind: 'http' })).toBe(true);
    expect(isRetryable({ status: 409, errorKind: 'http' })).toBe(false);
    expect(isRetryable({ status: 0, errorKind: 'network' })).toBe(true);
  });
});
