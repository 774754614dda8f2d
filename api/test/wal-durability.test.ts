// SQLite commits made durable off the main thread (issue 18, db/wal-durability.ts): the connection
// runs with synchronous NORMAL and the api fdatasyncs the WAL on libuv's pool, and nothing that
// tells of a commit (an HTTP answer, a hub event, a ticket sent to a printer) leaves before a sync
// that started after it has finished. SQLite only (PostgreSQL's COMMIT is durable by itself): the
// app here runs on a SQLite file in both passes of the suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import type { Draft } from '@resto/shared/contracts';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { durabilityOf } from '../src/db/database';
import { WalDurability, type SyncFn } from '../src/db/wal-durability';
import { FakePrinter } from './helpers/fake-printer';
import { buildClient, delay, Inbox, waitFor } from './helpers/hub-server';
import { addPrinter } from './helpers/impresion';
import { abrirMesa, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp, type TestDatabase } from './helpers/test-app';

/** A sync the test finishes by hand: `pending` holds the callbacks of syncs started and not finished. */
function heldSync() {
  const pending: ((error: NodeJS.ErrnoException | null) => void)[] = [];
  const sync: SyncFn = (_fd, done) => {
    pending.push(done);
  };
  return { sync, pending, finish: (error: NodeJS.ErrnoException | null = null) => pending.shift()!(error) };
}

describe('WalDurability', () => {
  const failures: Error[] = [];
  const make = (sync: SyncFn) => new WalDurability(-1, (e) => failures.push(e), sync);
  afterEach(() => {
    failures.length = 0;
  });

  it('lets a read go at once while nothing waits for the disk', () => {
    const held = heldSync();
    const d = make(held.sync);
    expect(d.whenDurable()).toBeNull();
    const ran: string[] = [];
    d.afterDurable(() => ran.push('now'));
    expect(ran).toEqual(['now']);
    expect(held.pending).toHaveLength(0);
  });

  it('starts a sync at each commit and releases what waits once a sync that started after the commit ends', async () => {
    const held = heldSync();
    const d = make(held.sync);
    d.committed();
    expect(held.pending).toHaveLength(1);
    const ran: string[] = [];
    d.afterDurable(() => ran.push('first'));
    // A second commit while the first sync runs: that sync does not cover it.
    d.committed();
    expect(held.pending).toHaveLength(1);
    d.afterDurable(() => ran.push('second'));
    held.finish();
    expect(ran).toEqual(['first']);
    // The next sync started as the first one ended, and covers the second commit.
    expect(held.pending).toHaveLength(1);
    // Asked while a sync is pending: waits behind what waits already, in order.
    d.afterDurable(() => ran.push('third'));
    held.finish();
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(held.pending).toHaveLength(0);
    expect(d.whenDurable()).toBeNull();

    d.committed();
    const onDisk = d.whenDurable();
    expect(onDisk).not.toBeNull();
    let settled = false;
    void onDisk!.then(() => (settled = true));
    await delay(10);
    expect(settled).toBe(false);
    held.finish();
    await onDisk;
    expect(settled).toBe(true);
  });

  it('releases nothing more after a failed sync, and says so', () => {
    const held = heldSync();
    const d = make(held.sync);
    d.committed();
    const ran: string[] = [];
    d.afterDurable(() => ran.push('lost'));
    held.finish(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    expect(failures.map((e) => e.message)).toEqual(['EIO: i/o error, fdatasync']);
    d.afterDurable(() => ran.push('later'));
    d.committed();
    expect(ran).toEqual([]);
    expect(held.pending).toHaveLength(0);
  });

  it('syncs what is pending and releases it when the connection closes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-wal-'));
    try {
      const fd = fs.openSync(path.join(dir, 'x-wal'), fs.constants.O_RDONLY | fs.constants.O_CREAT);
      const held = heldSync();
      const d = new WalDurability(fd, (e) => failures.push(e), held.sync);
      d.committed();
      const ran: string[] = [];
      d.afterDurable(() => ran.push('released'));
      d.close();
      expect(ran).toEqual(['released']);
      expect(() => fs.fstatSync(fd)).toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the api on SQLite', () => {
  let t: TestApp;
  let database: TestDatabase;
  let baseUrl: string;
  let v: TestVenue;
  const connections: HubConnection[] = [];

  beforeAll(async () => {
    // SQLite in both passes of the suite: this is the SQLite connection's own behaviour.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-api-test-'));
    database = { kind: 'sqlite', env: { DATA_DIR: dir }, dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    t = await createTestApp({ seed: false, database, buildOptions: { impresion: { intervalMs: 50, confirmTimeoutMs: 400 } } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
    baseUrl = `http://127.0.0.1:${address.port}`;
    v = await createVenue(t.app);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
    await database?.drop();
  });

  const sqliteFile = () => {
    if (t.config.database.kind !== 'sqlite') throw new Error('SQLite esperado');
    return t.config.database.file;
  };

  /** Holds every fdatasync the api starts until the test lets it go; `fds` are the files synced. */
  function holdSyncs() {
    const held: (() => void)[] = [];
    const fds: number[] = [];
    const real = fs.fdatasync;
    const spy = vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, done: (e: NodeJS.ErrnoException | null) => void) => {
      fds.push(fd);
      held.push(() => real(fd, done));
    }) as typeof fs.fdatasync);
    return {
      held,
      fds,
      releaseAll: () => {
        spy.mockRestore();
        for (const go of held.splice(0)) go();
      },
    };
  }

  it('runs the connection with synchronous NORMAL and syncs the WAL itself', () => {
    const check = new BetterSqlite3(sqliteFile(), { readonly: true });
    try {
      expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      check.close();
    }
    expect(durabilityOf(t.app.db)).toBeInstanceOf(WalDurability);
  });

  it('answers a comanda add, and tells the other devices, only once its commit is on disk', async () => {
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!, { comensales: 2 });
    const agua = await producto(v.as.mozo, 'BEB-001');
    const connection = buildClient(baseUrl, 'mesas', { token: v.as.cajero.token });
    connections.push(connection);
    const inbox = new Inbox(connection, ['PedidoConfirmed']);
    await connection.start();
    await connection.invoke('JoinGlobalMesasGroup');
    // Nothing waits for the disk now: a read is answered without a sync.
    const syncs = holdSyncs();
    expect((await v.as.mozo.get(`/api/mesas/${mesa!.id}/draft`)).status).toBe(200);
    expect(syncs.held).toHaveLength(0);

    const id = mutationId();
    let answered = false;
    const answer = v.as.mozo.post<Draft>(`/api/mesas/drafts/${draft.id}/items`, { productoId: agua.id, cantidad: 1, clientMutationId: id }).then((r) => {
      answered = true;
      return r;
    });
    // Committed (another connection reads it), its sync started, and nobody told yet.
    const reader = new BetterSqlite3(sqliteFile(), { readonly: true });
    try {
      const committed = () => reader.prepare('select count(*) as n from client_mutations where client_mutation_id = ?').get(id) as { n: number };
      const deadline = Date.now() + 3000;
      while (committed().n === 0 && Date.now() < deadline) await delay(10);
      expect(committed().n).toBe(1);
    } finally {
      reader.close();
    }
    expect(syncs.held.length).toBeGreaterThanOrEqual(1);
    // The file synced is the WAL the connection writes.
    const wal = fs.statSync(`${sqliteFile()}-wal`);
    expect(syncs.fds.every((fd) => fs.fstatSync(fd).ino === wal.ino)).toBe(true);
    // A read that could show the commit waits for the same disk.
    let readAnswered = false;
    const read = v.as.cajero.get<Draft>(`/api/mesas/${mesa!.id}/draft`).then((r) => {
      readAnswered = true;
      return r;
    });
    await delay(150);
    expect(answered).toBe(false);
    expect(readAnswered).toBe(false);
    expect(inbox.received).toEqual([]);

    syncs.releaseAll();
    const reply = await answer;
    expect(reply.status).toBe(201);
    expect(reply.body.data!.items.map((i) => i.productoId)).toEqual([agua.id]);
    expect((await read).body.data!.items).toHaveLength(1);
    await inbox.waitForCount(1);
    expect(inbox.payloads('PedidoConfirmed')).toMatchObject([{ draftId: draft.id, clientMutationId: id }]);
  });

  it('sends a kitchen ticket to the printer only once the round is on disk', async () => {
    const w = await createVenue(t.app);
    const printer = new FakePrinter();
    await printer.start();
    try {
      await addPrinter(w, { nombre: 'Cocina', host: '127.0.0.1', puerto: printer.port, estacion: 'cocina' });
      const [mesa] = await planInicial(w, 1);
      const draft = await abrirMesa(w.as.mozo, mesa!, { comensales: 2 });
      const pizza = await producto(w.as.mozo, 'PIZ-001');
      const syncs = holdSyncs();
      const answer = w.as.mozo.post<Draft>(`/api/mesas/drafts/${draft.id}/items`, { productoId: pizza.id, cantidad: 1, clientMutationId: mutationId() });
      await waitFor(() => syncs.held.length > 0, 3000, 'la sincronización de la ronda');
      // The dispatcher runs every 50 ms: several turns, and nothing reaches the paper.
      await delay(400);
      expect(printer.tickets()).toEqual([]);
      syncs.releaseAll();
      const added = await answer;
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await waitFor(() => printer.tickets().length === 1, 5000, 'la comanda impresa');
      expect(printer.tickets()[0]!.text).toContain(pizza.nombre);
    } finally {
      await printer.stop();
    }
  });
});
