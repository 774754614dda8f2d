import type { Draft, Mesa } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type ApiClient, type Reply, type TestVenue } from './money';
import { bearer, type Envelope } from './test-app';

/** PATCH as the browser sends it (the money helpers' client has no PATCH). */
export async function patch<T = unknown>(app: FastifyInstance, c: ApiClient, url: string, payload: object): Promise<Reply<T>> {
  const res = await app.inject({ method: 'PATCH', url, headers: bearer(c.token), payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** A first plan of `cantidad` tables for the venue (numbers 1..cantidad), by the api. */
export async function planInicial(v: TestVenue, cantidad = 6): Promise<Mesa[]> {
  const res = await v.as.admin.post<Mesa[]>('/api/inicializacion/mesas', { cantidad });
  expect(res.status).toBe(201);
  return res.body.data!;
}

/** Opens table `mesa` as `c` and returns its draft. */
export async function abrirMesa(c: ApiClient, mesa: Mesa, body: object = {}): Promise<Draft> {
  const res = await c.post<Draft>(`/api/mesas/${mesa.id}/draft`, body);
  if (res.status !== 201) throw new Error(`no se pudo abrir la mesa ${mesa.numero}: ${res.status} ${res.body.message}`);
  return res.body.data!;
}

export async function agregar(c: ApiClient, draftId: number, item: object): Promise<Draft> {
  const res = await c.post<Draft>(`/api/mesas/drafts/${draftId}/items`, item);
  if (res.status !== 201) throw new Error(`no se pudo agregar: ${res.status} ${res.body.message}`);
  return res.body.data!;
}

