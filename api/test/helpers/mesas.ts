import { draftAgregadoSchema, type Draft, type DraftAgregado, type Mesa } from '@resto/shared/contracts';
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

/**
 * The single add's reply checked against its contract: the change the add made, the
 * draft without its `items` key and the line(s) the add created, nothing more (zod drops unknown
 * keys, so the parsed value equals the reply only when it has none).
 */
export function cambioAgregado(data: unknown): DraftAgregado {
  const cambio = draftAgregadoSchema.parse(data);
  expect(data).toEqual(cambio);
  expect(Object.keys((data as { draft: object }).draft)).not.toContain('items');
  return cambio;
}

/** The active draft `draft` (its id and table) read back from the api, whole: by its table, or among the active drafts when it has none. */
export async function leerDraft(c: ApiClient, draft: { id: number; mesaId: number | null }): Promise<Draft> {
  if (draft.mesaId !== null) {
    const res = await c.get<Draft | null>(`/api/mesas/${draft.mesaId}/draft`);
    if (res.status !== 200) throw new Error(`no se pudo leer la mesa ${draft.mesaId}: ${res.status} ${res.body.message}`);
    if (res.body.data?.id === draft.id) return res.body.data;
  }
  const res = await c.get<Draft[]>('/api/mesas/drafts');
  if (res.status !== 200) throw new Error(`no se pudieron leer los drafts activos: ${res.status} ${res.body.message}`);
  const found = res.body.data!.find((d) => d.id === draft.id);
  if (!found) throw new Error(`el draft ${draft.id} no está activo`);
  return found;
}

/** The single add as a caller sees it: 201 and the change it made, checked against the contract. */
export async function agregarCambio(c: ApiClient, draftId: number, item: object): Promise<DraftAgregado> {
  const res = await c.post<DraftAgregado>(`/api/mesas/drafts/${draftId}/items`, item);
  if (res.status !== 201) throw new Error(`no se pudo agregar: ${res.status} ${res.body.message}`);
  expect(res.body).toMatchObject({ success: true, message: 'Producto agregado' });
  const cambio = cambioAgregado(res.body.data);
  expect(cambio.draft.id).toBe(draftId);
  expect(cambio.items.length).toBeGreaterThan(0);
  return cambio;
}

/** Adds `item` to the draft with the single add and returns the whole comanda, read back from the api. */
export async function agregar(c: ApiClient, draftId: number, item: object): Promise<Draft> {
  const cambio = await agregarCambio(c, draftId, item);
  const draft = await leerDraft(c, cambio.draft);
  // Another change may have run since the add: the comanda is at its version or a later one.
  expect(draft.version).toBeGreaterThanOrEqual(cambio.draft.version);
  return draft;
}
