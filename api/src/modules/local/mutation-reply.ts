import type { FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { mutationReplays } from '../../plugins/metrics';
import { requestFingerprint, runMutation, sendOutcome, type MutationKey, type MutationResult } from '../../plugins/client-mutation';

/**
 * Runs a route's mutation through `runMutation` (at most once per ClientMutationId), calls
 * `onApplied` with the body only when this call applied it (publish events there: a replay
 * must not repeat them), and sends the stored or fresh result. The body is serialised once, by
 * the route's response schema, inside the transaction: the stored text is the text sent.
 */
export async function replyWithMutation<B>(
  reply: FastifyReply,
  db: Kysely<Database>,
  key: MutationKey,
  work: (trx: Transaction<Database>) => Promise<MutationResult<B>>,
  onApplied?: (body: B) => void,
): Promise<FastifyReply> {
  // The validated body's fingerprint: the same id sent again with other content is refused.
  const fingerprinted = key.requestHash === undefined ? { ...key, requestHash: requestFingerprint(reply.request.body) } : key;
  const outcome = await runMutation(db, fingerprinted, work, (statusCode, body) => {
    const text = reply.code(statusCode).serialize(body);
    return typeof text === 'string' ? text : Buffer.from(text as ArrayBuffer).toString('utf8');
  });
  if (!outcome.replayed) onApplied?.(outcome.body);
  else mutationReplays.inc();
  sendOutcome(reply, outcome);
  return reply;
}
