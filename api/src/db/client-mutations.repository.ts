import type { Kysely } from 'kysely';
import { dialectOf } from './database';
import { hotQuery } from './hot-query';
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
  /** What the first answer is rebuilt from instead of a stored body (a comanda add, 0020); null: `json` is the answer. */
  replay: string | null;
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

export async function completeMutation(db: Db, localId: number, clientMutationId: string, statusCode: number, body: unknown, json?: string, replay?: string): Promise<void> {
  await db
    .updateTable('client_mutations')
    .set(replay === undefined ? { status_code: statusCode, response: responseText(body, json) } : { status_code: statusCode, response: null, replay })
    .where('local_id', '=', localId)
    .where('client_mutation_id', '=', clientMutationId)
    .execute();
}

// Every mutation with an id looks it up and records it: compiled once (see hotQuery).
const mutationById = hotQuery<{ operation: string; status_code: number; response: string | null; request_hash: string | null; replay: string | null }, [number, string]>((db, p) =>
  db.selectFrom('client_mutations').select(['operation', 'status_code', 'response', 'request_hash', 'replay']).where('local_id', '=', p(0)).where('client_mutation_id', '=', p(1)),
);
const recordOne = hotQuery<{ id: number }, [number, string, string, number, string | null, string, string | null, string | null]>((db, p) =>
  db
    .insertInto('client_mutations')
    .values({ local_id: p(0), client_mutation_id: p(1), operation: p(2), status_code: p(3), response: p(4), created_at: p(5), request_hash: p(6), replay: p(7) })
    .onConflict((oc) => oc.columns(['local_id', 'client_mutation_id']).doNothing())
    .returning('id'),
);

export async function findMutation(db: Db, localId: number, clientMutationId: string): Promise<StoredMutation | null> {
  const [row] = await mutationById(db, localId, clientMutationId);
  if (!row) return null;
  return {
    operation: row.operation,
    statusCode: row.status_code,
    body: row.response === null ? undefined : JSON.parse(row.response),
    json: row.response,
    requestHash: row.request_hash,
    replay: row.replay,
  };
}

/** The stored mutations among `clientMutationIds` (one query). */
export async function findMutations(db: Db, localId: number, clientMutationIds: readonly string[]): Promise<(StoredMutation & { clientMutationId: string })[]> {
  if (clientMutationIds.length === 0) return [];
  const rows = await db
    .selectFrom('client_mutations')
    .select(['client_mutation_id', 'operation', 'status_code', 'response', 'request_hash', 'replay'])
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
    replay: row.replay,
  }));
}

/**
 * Records applied mutations with their result in one statement; how many were new (a smaller
 * number means another transaction recorded some of them first: PostgreSQL waits for it).
 * `json`, when given, is the body's text as the reply sends it (stored as is, not stringified again);
 * `hashOf` gives each id's request fingerprint. With `replay` (what the answer is rebuilt from)
 * no body is stored.
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
  replay?: string,
): Promise<number> {
  if (clientMutationIds.length === 0) return 0;
  const response = replay === undefined ? responseText(body, json) : null;
  if (clientMutationIds.length === 1) {
    const id = clientMutationIds[0]!;
    return (await recordOne(db, localId, id, operation, statusCode, response, at, hashOf?.(id) ?? null, replay ?? null)).length;
  }
  const rows = await db
    .insertInto('client_mutations')
    .values(
      clientMutationIds.map((id) => ({
        local_id: localId,
        client_mutation_id: id,
        operation,
        status_code: statusCode,
        response,
        created_at: at,
        request_hash: hashOf?.(id) ?? null,
        replay: replay ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['local_id', 'client_mutation_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Ids a pruning statement covers on SQLite (a few milliseconds of the only writer each). */
export const PRUNE_ID_RANGE = 5_000;

/**
 * Forgets records older than `before` (ISO); a replay after that re-applies the mutation.
 * No index on `created_at` (0031: it cost every mutation one more page to commit; pruning is
 * hourly): PostgreSQL scans the table in one statement beside the other transactions; SQLite,
 * whose one connection every request shares, walks it in id ranges of PRUNE_ID_RANGE, yielding
 * between them, so no request waits behind a long scan.
 */
export async function pruneMutations(db: Db, before: string, idRange = PRUNE_ID_RANGE): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    const result = await db.deleteFrom('client_mutations').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const bounds = await db
    .selectFrom('client_mutations')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .executeTakeFirst();
  if (bounds?.lo == null || bounds.hi == null) return 0;
  let deleted = 0;
  for (let from = Number(bounds.lo); from <= Number(bounds.hi); from += idRange) {
    const result = await db
      .deleteFrom('client_mutations')
      .where('id', '>=', from)
      .where('id', '<', from + idRange)
      .where('created_at', '<', before)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return deleted;
}
