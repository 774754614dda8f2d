import { randomBytes } from 'node:crypto';
import type { ProductoVenta, Role } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/auth/password';
import { MONEY_SEED_STEPS } from '../../src/seed/money-seed';
import { insertUser, insertVenue } from '../../src/seed/seed.repository';
import { bearer, login, type Envelope } from './test-app';

export interface Reply<T> {
  status: number;
  body: Envelope<T> & { data?: T };
}

/** Calls the api as one signed-in user: what a browser would send and see. */
export interface ApiClient {
  token: string;
  userId: number;
  localId: number;
  get<T = unknown>(url: string): Promise<Reply<T>>;
  post<T = unknown>(url: string, payload?: object): Promise<Reply<T>>;
  put<T = unknown>(url: string, payload?: object): Promise<Reply<T>>;
  del<T = unknown>(url: string, payload?: object): Promise<Reply<T>>;
}

export async function apiClient(app: FastifyInstance, email: string, password: string): Promise<ApiClient> {
  const session = await login(app, email, password);
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Reply<T>> => {
    const res = await app.inject({ method, url, headers: bearer(session.token), ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  };
  return {
    token: session.token,
    userId: session.user.id,
    localId: session.user.local.id,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload ?? {}),
    put: (url, payload) => send('PUT', url, payload ?? {}),
    del: (url, payload) => send('DELETE', url, payload),
  };
}

export interface VenueOptions {
  pais?: string;
  currencyCode?: string;
  timezone?: string;
  /** Run the money seed steps (payment methods, rates, menu, customers) without the history. Default true. */
  withMenu?: boolean;
  roles?: Role[];
}

export interface TestVenue {
  localId: number;
  /** One client per role, e.g. venue.as.cajero. */
  as: Record<Role, ApiClient>;
}

/**
 * A new venue with a user per role and, unless told otherwise, the demo's payment methods, rates,
 * menu and customers but no past sales: each test gets a register of its own.
 */
export async function createVenue(app: FastifyInstance, opts: VenueOptions = {}): Promise<TestVenue> {
  const tag = randomBytes(4).toString('hex');
  const roles = opts.roles ?? (['admin', 'cajero', 'empleado', 'mozo'] as Role[]);
  const password = 'secreto123';
  const passwordHash = await hashPassword(password);
  const localId = await app.db.transaction().execute(async (trx) => {
    const id = await insertVenue(trx, {
      nombre: `Local ${tag}`,
      pais: opts.pais ?? 'AR',
      locale: 'es-AR',
      currencyCode: opts.currencyCode ?? 'ARS',
      timezone: opts.timezone ?? 'America/Argentina/Buenos_Aires',
      moduloRestaurant: true,
      moduloPosFlow: true,
    });
    for (const rol of roles) {
      await insertUser(trx, { localId: id, nombre: `Usuario ${rol}`, email: `${rol}-${tag}@test.local`, passwordHash, roles: [rol] });
    }
    if (opts.withMenu ?? true) {
      const ctx = { localId: id, users: {}, now: new Date(), timezone: opts.timezone ?? 'America/Argentina/Buenos_Aires' };
      for (const step of MONEY_SEED_STEPS.filter((s) => s.name !== 'ventas-historicas')) await step.run(trx, ctx);
    }
    return id;
  });
  const as = {} as Record<Role, ApiClient>;
  for (const rol of roles) as[rol] = await apiClient(app, `${rol}-${tag}@test.local`, password);
  return { localId, as };
}

/** A product of the menu by its SKU, as the desk finds it. */
export async function producto(c: ApiClient, sku: string): Promise<ProductoVenta> {
  const res = await c.get<ProductoVenta[]>(`/api/productos/buscar?q=${encodeURIComponent(sku)}`);
  const found = res.body.data?.find((p) => p.codigoSku === sku);
  if (!found) throw new Error(`no existe el producto ${sku}`);
  return found;
}

/** The id of a payment method by its kind. */
export async function medioId(c: ApiClient, tipo: string): Promise<number> {
  const res = await c.get<{ id: number; tipo: string }[]>('/api/medios-de-pago');
  const found = res.body.data?.find((m) => m.tipo === tipo);
  if (!found) throw new Error(`no hay medio de pago ${tipo}`);
  return found.id;
}

/** Opens the venue's register with `monto`; returns the audit's id. */
export async function abrirCaja(c: ApiClient, monto = 10_000): Promise<number> {
  const res = await c.post<{ id: number }>('/api/arqueos', { montoInicial: monto });
  if (res.status !== 201) throw new Error(`no se pudo abrir la caja: ${res.status} ${res.body.message}`);
  return res.body.data!.id;
}

let counter = 0;
/** A client mutation id as the browser builds it: client id plus a timestamp. */
export function mutationId(): string {
  counter += 1;
  return `test-client-${Date.now()}-${counter}`;
}
