import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { authorityOf, type Authority } from '../auditoria';
import { replyWithTableEvents } from './drafts.events';
import type { DraftChange } from './drafts.service';

/* What the comanda's route groups share: their OpenAPI tag and security, and how a change replies. */

export const TAGS = ['mesas'];
export const security = [{ bearerAuth: [] }];

/** One draft change: runs `change` once per ClientMutationId and replies with the draft. */
export function draftMutation(app: FastifyInstance) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    op: { operation: string; clientMutationId: string | null | undefined; statusCode?: number; message: string },
    change: (trx: Transaction<Database>, actor: Authority) => Promise<DraftChange>,
  ) => {
    const actor = authorityOf(request);
    return replyWithTableEvents(app, reply, { localId: actor.localId, clientMutationId: op.clientMutationId, operation: op.operation }, async (trx) => {
      const { draft, event, more = [] } = await change(trx, actor);
      return { statusCode: op.statusCode ?? 200, body: ok(draft, op.message), events: [event, ...more] };
    });
  };
}
