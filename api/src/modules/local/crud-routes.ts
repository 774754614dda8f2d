import { idParamsSchema, mutationOnlyBodySchema } from '@resto/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { BEARER_SECURITY } from '../../lib/route-options';
import { replyWithMutation } from './mutation-reply';

type Trx = Transaction<Database>;
type Auth = FastifyRequest['auth'];
/** A mutation body: its fields and the optional ClientMutationId every mutation may carry. */
type BodySchema = z.ZodType<{ clientMutationId?: string | null | undefined }>;
type Input<B extends BodySchema> = Omit<z.output<B>, 'clientMutationId'>;

/**
 * The create, update and delete routes of a venue's entity (a payment method, a rate, a category):
 * each one behind the session, run once per ClientMutationId in one transaction (with its audit
 * entry when the entity is audited), and followed by `onApplied` only when it was applied (a replay publishes nothing). Which
 * permission each route needs stays in the route table (auth/permissions.ts).
 */
export interface CrudRoutes<T extends { id: number }, C extends BodySchema, U extends BodySchema> {
  /** The collection's path: POST on it, PUT and DELETE on `path/:id`. */
  path: string;
  tags: string[];
  /** The ClientMutationId's operation prefix: `operation.create`, `operation.update:7`, `operation.delete:7`. */
  operation: string;
  /** The entity as the api answers it. */
  entity: z.ZodType<T>;
  /**
   * Who changed what, for an entity whose changes the audit log keeps: `find` reads it before a
   * change (null when it does not exist) and `record` writes the entry (null when created or deleted).
   */
  audit?: {
    find: (trx: Trx, localId: number, id: number) => Promise<T | null>;
    record: (trx: Trx, auth: Auth, before: T | null, after: T | null, id: number) => Promise<void>;
  };
  /** After a change was applied (not on a replay): e.g. tell the open screens to read again. */
  onApplied?: (localId: number, clientMutationId: string | null | undefined) => void;
  create?: { summary: string; body: C; message: string; run: (trx: Trx, auth: Auth, input: Input<C>) => Promise<T> };
  update?: { summary: string; body: U; message: string; run: (trx: Trx, auth: Auth, id: number, input: Input<U>) => Promise<T> };
  remove?: { summary: string; message: string; run: (trx: Trx, auth: Auth, id: number) => Promise<void> };
}

function withoutMutationId<B extends { clientMutationId?: string | null | undefined }>(body: B): Omit<B, 'clientMutationId'> {
  const { clientMutationId: _id, ...input } = body;
  return input;
}

export function crudRoutes<T extends { id: number }, C extends BodySchema, U extends BodySchema>(app: FastifyInstance, spec: CrudRoutes<T, C, U>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: spec.tags, security: BEARER_SECURITY };
  const applied = (localId: number, clientMutationId: string | null | undefined) => () => spec.onApplied?.(localId, clientMutationId);

  const { create, update, remove } = spec;
  if (create) {
    r.post(
      spec.path,
      { preHandler: app.authenticate, schema: { ...schema, summary: create.summary, body: create.body, response: { 201: okSchema(spec.entity) } } },
      async (request, reply) => {
        const body = request.body as z.output<C>;
        const { localId } = request.auth;
        return replyWithMutation(
          reply,
          app.db,
          { localId, clientMutationId: body.clientMutationId, operation: `${spec.operation}.create` },
          async (trx) => {
            const created = await create.run(trx, request.auth, withoutMutationId(body));
            await spec.audit?.record(trx, request.auth, null, created, created.id);
            return { statusCode: 201, body: ok(created, create.message) };
          },
          applied(localId, body.clientMutationId),
        );
      },
    );
  }

  if (update) {
    r.put(
      `${spec.path}/:id`,
      {
        preHandler: app.authenticate,
        schema: { ...schema, summary: update.summary, params: idParamsSchema, body: update.body, response: { 200: okSchema(spec.entity) } },
      },
      async (request, reply) => {
        const body = request.body as z.output<U>;
        const { id } = request.params;
        const { localId } = request.auth;
        return replyWithMutation(
          reply,
          app.db,
          { localId, clientMutationId: body.clientMutationId, operation: `${spec.operation}.update:${id}` },
          async (trx) => {
            const before = (await spec.audit?.find(trx, localId, id)) ?? null;
            const updated = await update.run(trx, request.auth, id, withoutMutationId(body));
            await spec.audit?.record(trx, request.auth, before, updated, id);
            return { statusCode: 200, body: ok(updated, update.message) };
          },
          applied(localId, body.clientMutationId),
        );
      },
    );
  }

  if (remove) {
    r.delete(
      `${spec.path}/:id`,
      {
        preHandler: app.authenticate,
        schema: { ...schema, summary: remove.summary, params: idParamsSchema, body: mutationOnlyBodySchema, response: { 200: emptyOkSchema } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { localId } = request.auth;
        const clientMutationId = request.body?.clientMutationId;
        return replyWithMutation(
          reply,
          app.db,
          { localId, clientMutationId, operation: `${spec.operation}.delete:${id}` },
          async (trx) => {
            const before = (await spec.audit?.find(trx, localId, id)) ?? null;
            await remove.run(trx, request.auth, id);
            await spec.audit?.record(trx, request.auth, before, null, id);
            return { statusCode: 200, body: { success: true, message: remove.message } };
          },
          applied(localId, clientMutationId),
        );
      },
    );
  }
}
