import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

export interface StoredMutation {
  operation: string;
  statusCode: number;
  body: unknown;
  /** The body as stored: the JSON text the first call replied with (null: no body). */
  json: string | null;
  /** Fingerprint of the request that applied it (null: recorded before fingerprints, or none given). */
  requestHash: string | null;
}

/** The JSON stored for a body: the reply's own text when given, else the body's JSON. */
function responseText(body: unknown, json: string | undefined): string | null {
  if (json !== undefined) return json;
  return body === undefined ? null : JSON.stringify(body);
}

/**
 * Claims (localId, clientMutationId) for this transaction. False when another transaction
 * already recorded it: on PostgreSQL the insert waits for a concurrent claimer to finish first.
 */
export async function claimMutation(db: Db, localId: number, clientMutationId: string, operation: string, at: string, requestHash: string | null = null): Promise<boolean> {
  const inserted = await db
    .insertInto('client_mutations')
    .values({ local_id: localId, client_mutation_id: clientMutationId, operation, status_code: 0, response: null, created_at: at, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['local_id', 'client_mutation_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function completeMutation(db: Db, localId: number, clientMutationId: string, statusCode: number, body: unknown, json?: string): Promise<void> {
  await db
    .updateTable('client_mutations')
    .set({ status_code: statusCode, response: responseText(body, json) })
    .where('local_id', '=', localId)
    .where('client_mutation_id', '=', clientMutationId)
    .execute();
}

export async function findMutation(db: Db, localId: number, clientMutationId: string): Promise<StoredMutation | null> {
  const row = await db
    .selectFrom('client_mutations')
    .select(['operation', 'status_code', 'response', 'request_hash'])
    .where('local_id', '=', localId)
    .where('client_mutation_id', '=', clientMutationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    operation: row.operation,
    statusCode: row.status_code,
    body: row.response === null ? undefined : JSON.parse(row.response),
    json: row.response,
    requestHash: row.request_hash,
  };
}

/** The stored mutations among `clientMutationIds` (one query). */
export async function findMutations(db: Db, localId: number, clientMutationIds: readonly string[]): Promise<(StoredMutation & { clientMutationId: string })[]> {
  if (clientMutationIds.length === 0) return [];
  const rows = await db
    .selectFrom('client_mutations')
    .select(['client_mutation_id', 'operation', 'status_code', 'response', 'request_hash'])
    .where('local_id', '=', localId)
    .where('client_mutation_id', 'in', [...clientMutationIds])
    .execute();
  return rows.map((row) => ({
    clientMutationId: row.client_mutation_id,
    operation: row.operation,
    statusCode: row.status_code,
    body: row.response === null ? undefined : JSON.parse(row.response),
    json: row.response,
    requestHash: row.request_hash,
  }));
}

/**
 * Records applied mutations with their result in one statement; how many were new (a smaller
 * number means another transaction recorded some of them first: PostgreSQL waits for it).
 * `json`, when given, is the body's text as the reply sends it (stored as is, not stringified again);
 * `hashOf` gives each id's request fingerprint.
 */
export async function recordMutations(
  db: Db,
  localId: number,
  clientMutationIds: readonly string[],
  operation: string,
  at: string,
  statusCode: number,
  body: unknown,
  json?: string,
  hashOf?: (clientMutationId: string) => string | null | undefined,
): Promise<number> {
  if (clientMutationIds.length === 0) return 0;
  const response = responseText(body, json);
  const rows = await db
    .insertInto('client_mutations')
    .values(
      clientMutationIds.map((id) => ({ local_id: localId, client_mutation_id: id, operation, status_code: statusCode, response, created_at: at, request_hash: hashOf?.(id) ?? null })),
    )
    .onConflict((oc) => oc.columns(['local_id', 'client_mutation_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Forgets records older than `before` (ISO); a replay after that re-applies the mutation. */
export async function pruneMutations(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('client_mutations').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
