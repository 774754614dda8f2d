// Two built api instances on one PostgreSQL behind Debian's nginx, with
// deploy/nginx.conf as shipped (round-robin, WebSocket upgrade, no sticky sessions). The clients
// are the browsers' own realtime bus (official @microsoft/signalr client: negotiate, then
// WebSockets) and every request goes through the proxy. Runs on PostgreSQL (TEST_DATABASE_URL);
// there nginx is required: without it the test fails and says how to install it (CI installs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRealtimeBus, LogLevel, type RealtimeBus } from '@resto/shared/bus';
import { PEDIDO_CHANGED_EVENT, type LoginResponse, type Pedido, type PedidoChangedEvent, type ProductoVenta } from '@resto/shared/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers/hub-server';
import { DEVICE_INFO, TEST_DATABASE_URL, type Envelope } from './helpers/test-app';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => fs.existsSync(p));

/** Whether nothing listens on `port` of loopback right now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A free port below the system's ephemeral range (32768 and up on Linux). A port the system hands
 * out for `listen(0)` may be handed again to another test file's server between this check and
 * the instance's own bind; then the proxy would front that server. Ports the system never picks
 * by itself stay ours.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await portIsFree(port)) return port;
  }
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
  log: string;
}

/** A metric's value as the instance itself reports it (scraped directly, from localhost). */
async function metric(instance: Instance, line: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${instance.port}/api/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

const hubConnections = (i: Instance) => metric(i, 'resto_hub_connections{hub="mesas"}');

/** What an orders screen shows: the list read on (re)connect, then every PedidoChanged applied. */
class Screen {
  readonly events: PedidoChangedEvent[] = [];
  readonly pedidos = new Map<number, Pedido>();
  reconnecting = 0;
  reloads = 0;

  constructor(
    readonly bus: RealtimeBus,
    private readonly reload: () => Promise<Pedido[]>,
  ) {
    bus.on$<PedidoChangedEvent>('mesas', PEDIDO_CHANGED_EVENT).subscribe((e) => {
      this.events.push(e);
      this.apply(e.pedido);
    });
    bus.state$('mesas').subscribe((s) => {
      if (s.status === 'reconnecting') this.reconnecting += 1;
    });
    bus.reconnected$('mesas').subscribe(() => {
      void this.reload().then((list) => {
        for (const p of list) this.apply(p);
        this.reloads += 1;
      });
    });
  }

  private apply(p: Pedido): void {
    const known = this.pedidos.get(p.id);
    if (!known || known.fechaActualizacion <= p.fechaActualizacion) this.pedidos.set(p.id, p);
  }

  seen(): string[] {
    return this.events.map((e) => `${e.pedido.id}:${e.pedido.estado}`).sort();
  }

  view(): string[] {
    return [...this.pedidos.values()].map((p) => `${p.id}:${p.estado}`).sort();
  }
}

const databaseUrl = TEST_DATABASE_URL;

describe.runIf(databaseUrl)('two api instances behind nginx (deploy/nginx.conf)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-proxy-'));
  const instances: Instance[] = [];
  const buses: RealtimeBus[] = [];
  let nginx: ChildProcess | undefined;
  let proxy = '';
  let token = '';

  async function api<T>(method: string, url: string, body?: object): Promise<{ status: number; body: Envelope<T> }> {
    const res = await fetch(`${proxy}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  function startInstance(name: string, port: number, env: Record<string, string>): Instance {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, name),
        STATIC_ROOT: path.join(tmp, 'no-static'),
        LOG_LEVEL: 'warn',
        SEED_FIRST_ADMIN: 'false',
        TRUST_PROXY: '127.0.0.1',
        SECRET_KEY: 'clave-compartida-por-las-dos-instancias-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { name, port, process: child, exited: new Promise((r) => child.on('exit', (code) => r(code))), log: '' };
    child.stdout?.on('data', (d: Buffer) => (instance.log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (instance.log += d.toString()));
    instances.push(instance);
    return instance;
  }

  async function ready(instance: Instance): Promise<void> {
    await until(`${instance.name} listo (${instance.log.slice(-2000)})`, async () => {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      return res.ok ? true : undefined;
    });
  }

  beforeAll(async () => {
    if (!NGINX) {
      throw new Error("nginx no está instalado: 'apt-get install -y nginx-light' (Debian). Esta prueba corre en PostgreSQL y lo necesita.");
    }
    // The built server, as operators run it: `npm test` has built it once already and says so.
    if (process.env.API_BUNDLE_BUILT !== '1') {
      const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`build del api: ${build.stderr}`);
    }

    const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}proxy_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);

    const [p1, p2, pp] = [await freePort(), await freePort(), await freePort()];
    // The first one migrates and seeds; the second starts on the same database.
    const api1 = startInstance('api1', p1, { DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
    await ready(api1);
    const api2 = startInstance('api2', p2, { DATABASE_URL: url.toString(), SEED_DEMO: 'false' });
    await ready(api2);

    // deploy/nginx.conf as shipped; only the upstream addresses and the listen port change.
    const shipped = fs.readFileSync(NGINX_CONF, 'utf8');
    const site = shipped
      .replace('server api1:3000', `server 127.0.0.1:${p1}`)
      .replace('server api2:3000', `server 127.0.0.1:${p2}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${pp};`);
    expect(site).not.toBe(shipped);
    expect(site).not.toMatch(/api[12]:3000|listen 80;/);
    const prefix = path.join(tmp, 'nginx');
    fs.mkdirSync(prefix, { recursive: true });
    fs.chmodSync(tmp, 0o755);
    fs.chmodSync(prefix, 0o777);
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${prefix}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t}_temp;`),
        site,
        '}',
      ].join('\n'),
    );
    const nginxProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { stdio: 'ignore' });
    nginx = nginxProcess;
    proxy = `http://127.0.0.1:${pp}`;
    await until('nginx', async () => ((await fetch(`${proxy}/api/health`)).ok ? true : undefined));

    const login = await fetch(`${proxy}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombreUsuario: 'admin@demo.local', password: 'admin123', deviceInfo: DEVICE_INFO }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as Envelope<LoginResponse>).data!.token;
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(buses.map((b) => b.stop()));
    nginx?.kill('SIGQUIT');
    for (const i of instances) if (i.process.exitCode === null) i.process.kill('SIGTERM');
    await Promise.allSettled(instances.map((i) => i.exited));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("delivers every change to the clients of both instances, and a SIGTERMed instance's clients come back through the proxy missing nothing", async () => {
    const [api1, api2] = instances as [Instance, Instance];
    const reload = async (): Promise<Pedido[]> => {
      const res = await api<Pedido[]>('GET', '/api/pedidos');
      if (res.status !== 200) throw new Error(`GET /api/pedidos ${res.status}`);
      return res.body.data!;
    };

    // Browsers connect through the proxy until each instance holds at least two of them. The
    // negotiate and the WebSocket are two requests, round-robin: they land on different instances
    // unless something in between shifts the turn (a health check here, other traffic in a venue).
    const screens: Screen[] = [];
    for (let i = 0; i < 12 && (Math.min(await hubConnections(api1), await hubConnections(api2)) < 2 || screens.length < 4); i++) {
      if (i % 2 === 1) await fetch(`${proxy}/api/health`);
      const bus = createRealtimeBus();
      buses.push(bus);
      const screen = new Screen(bus, reload);
      screens.push(screen);
      await bus.start({ baseUrl: proxy, accessTokenFactory: () => token, logLevel: LogLevel.None });
      await waitFor(() => screen.reloads >= 1, 10_000, 'primera lectura');
    }
    const onApi1 = await hubConnections(api1);
    const onApi2 = await hubConnections(api2);
    expect(onApi1).toBeGreaterThanOrEqual(2);
    expect(onApi2).toBeGreaterThanOrEqual(2);
    expect(onApi1 + onApi2).toBe(screens.length);

    // Changes through the proxy: new orders and their status moves, served by both instances.
    const agua = (await api<ProductoVenta[]>('GET', '/api/productos/buscar?q=BEB-001')).body.data!.find((p) => p.codigoSku === 'BEB-001')!;
    const expected: string[] = [];
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const created = await api<Pedido>('POST', '/api/pedidos', { tipo: 'takeaway', items: [{ productoId: agua.id, cantidad: n + 1 }], clienteNombre: `Cliente ${n}` });
      expect(created.status, created.body.message).toBe(201);
      ids.push(created.body.data!.id);
      expected.push(`${created.body.data!.id}:pendiente`);
    }
    for (const id of ids) {
      const moved = await api<Pedido>('PATCH', `/api/pedidos/${id}/estado`, { estado: 'preparacion' });
      expect(moved.status, moved.body.message).toBe(200);
      expected.push(`${id}:preparacion`);
    }
    const writes = (i: Instance) =>
      Promise.all([
        metric(i, 'resto_http_requests_total{method="POST",route="/api/pedidos",status="201"}'),
        metric(i, 'resto_http_requests_total{method="PATCH",route="/api/pedidos/:id/estado",status="200"}'),
      ]).then(([a, b]) => a + b);
    expect(await writes(api1)).toBeGreaterThan(0);
    expect(await writes(api2)).toBeGreaterThan(0);

    await waitFor(() => screens.every((s) => s.events.length >= expected.length), 10_000, 'los 6 eventos en cada pantalla');
    for (const s of screens) {
      expect(s.seen()).toEqual([...expected].sort());
      expect(s.view()).toEqual(ids.map((id) => `${id}:preparacion`).sort());
    }

    // api1 stops (SIGTERM): its hub sockets close, its browsers reconnect through the proxy to
    // api2. A change made meanwhile reaches them live or through the re-read on reconnect.
    api1.process.kill('SIGTERM');
    // A request that nginx hands to api1 while it drains gets 503: the client sends it again
    // with the same ClientMutationId (applied once), as a device that lost its instance does.
    const body = { estado: 'listo', clientMutationId: `proxy-listo-${process.pid}` };
    let listo = await api<Pedido>('PATCH', `/api/pedidos/${ids[0]}/estado`, body);
    for (let retry = 0; retry < 20 && (listo.status === 502 || listo.status === 503); retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      listo = await api<Pedido>('PATCH', `/api/pedidos/${ids[0]}/estado`, body);
    }
    expect(listo.status, listo.body.message).toBe(200);
    expect(await api1.exited).toBe(0);

    await waitFor(() => screens.filter((s) => s.reconnecting > 0).length === onApi1, 15_000, 'los clientes de api1 reconectando');
    const moved = screens.filter((s) => s.reconnecting > 0);
    await waitFor(() => moved.every((s) => s.reloads >= 2), 30_000, 'los clientes de api1 de vuelta');
    expect(await hubConnections(api2)).toBe(screens.length);
    for (const s of screens.filter((x) => x.reconnecting === 0)) {
      await waitFor(() => s.events.length >= 7, 10_000, 'el evento listo en api2');
    }

    // After the reconnect, a new order reaches every browser live, wherever it was before.
    const after = await api<Pedido>('POST', '/api/pedidos', { tipo: 'mostrador', items: [{ productoId: agua.id, cantidad: 1 }] });
    expect(after.status, after.body.message).toBe(201);
    await waitFor(() => screens.every((s) => s.pedidos.has(after.body.data!.id)), 10_000, 'el pedido nuevo en cada pantalla');

    const truth = (await reload()).map((p) => `${p.id}:${p.estado}`).sort();
    expect(truth).toEqual([`${ids[0]}:listo`, `${ids[1]}:preparacion`, `${ids[2]}:preparacion`, `${after.body.data!.id}:pendiente`].sort());
    for (const s of screens) {
      expect(s.view()).toEqual(truth);
      expect(s.events.map((e) => `${e.pedido.id}:${e.pedido.estado}`)).toContain(`${after.body.data!.id}:pendiente`);
    }
  }, 180_000);

  it("counts sign-in attempts by the client's real address: an X-Forwarded-For sent by the client cannot pose as many", async () => {
    // nginx is the edge: it replaces the client's X-Forwarded-For with the address it sees, so
    // a guesser who invents a new address per attempt is still one address to the limiter.
    const statuses: number[] = [];
    for (let n = 0; n < 44; n++) {
      const res = await fetch(`${proxy}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 1}` },
        body: JSON.stringify({ nombreUsuario: `nadie${n}@demo.local`, password: 'adivinanza', deviceInfo: DEVICE_INFO }),
      });
      statuses.push(res.status);
    }
    // Each instance keeps its own count (20 per address): within 44 attempts one of them refuses.
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses).toContain(429);
  }, 120_000);
});
