import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import * as repo from '../db/client-mutations.repository';
import { dialectOf, isUniqueViolation, sqliteHandleOf } from '../db/database';
import { GroupCommit } from '../db/group-commit';
import type { Database } from '../db/schema';
import { conflict } from '../lib/errors';

export interface MutationResult<B = unknown> {
  statusCode: number;
  body: B;
  /**
   * What a replay rebuilds this answer from (`MutationKey.rebuild`), stored instead of the body:
   * for answers much bigger than what determines them (a comanda add answers the whole comanda).
   */
  replay?: string | undefined;
}

export interface MutationOutcome<B = unknown> extends MutationResult<B> {
  /** True when this is the stored result of an earlier call: publish no events, change nothing. */
  replayed: boolean;
  /** The body's JSON as the reply sends it (serialised once: stored and sent as the same text). */
  json?: string | undefined;
}

/** The route's serialiser of a body for a status code (`reply.serialize` after `reply.code`). */
export type SerializeBody = (statusCode: number, body: unknown) => string;

export interface MutationKey {
  localId: number;
  /** The client's ClientMutationId; absent or empty: the work simply runs in a transaction. */
  clientMutationId?: string | null | undefined;
  /** Route name, e.g. 'mesas.draft.create'; a reused id on another operation is a 409. */
  operation: string;
  /** The request's fingerprint (`requestFingerprint`); a reused id with another one is a 409. */
  requestHash?: string | null | undefined;
  /** The first answer's body from what the work stored as `replay` (read in the replaying transaction). */
  rebuild?: ((db: Kysely<Database>, replay: string) => Promise<unknown>) | undefined;
}

/** JSON with object keys sorted at every level: equal values, equal text. */
function canonicalJson(value: unknown): string {
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64'));
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a mutation's request: SHA-256 of its validated body in canonical JSON,
 * without the ClientMutationId itself (which the same request repeats with). The path's ids are
 * part of the operation's name.
 */
export function requestFingerprint(body: unknown): string {
  // An uploaded file (the CSV import) is hashed as its bytes: walking 2 MB as an object of
  // numbered keys took a third of the import's time.
  if (body instanceof Uint8Array) return createHash('sha256').update(body).digest('hex');
  let content = body;
  if (content !== null && typeof content === 'object' && !Array.isArray(content)) {
    const { clientMutationId: _id, ...rest } = content as Record<string, unknown>;
    content = rest;
  }
  return createHash('sha256')
    .update(canonicalJson(content ?? null))
    .digest('hex');
}

/** The same id with another request: refused, like a payment API's idempotency key. */
function sameRequest(stored: { requestHash: string | null }, requestHash: string | null | undefined): boolean {
  return !stored.requestHash || !requestHash || stored.requestHash === requestHash;
}

class ReplayRace extends Error {}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/**
 * Runs `work` in a transaction: on SQLite through the database's group commit (mutations that
 * arrive together share one COMMIT, see GroupCommit), on PostgreSQL in a transaction of its own.
 */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    const sqlite = sqliteHandleOf(db);
    if (!sqlite) throw new Error('A SQLite database for mutations is made by createDatabase');
    group = new GroupCommit(db, sqlite);
    groups.set(db, group);
  }
  return group.run(work);
}

async function replay<B>(db: Kysely<Database>, key: MutationKey & { clientMutationId: string }, serialize?: SerializeBody): Promise<MutationOutcome<B> | null> {
  const stored = await repo.findMutation(db, key.localId, key.clientMutationId);
  if (!stored) return null;
  if (stored.operation !== key.operation) throw conflict('MUTACION_REUTILIZADA');
  if (!sameRequest(stored, key.requestHash)) throw conflict('MUTACION_CUERPO_DISTINTO');
  if (stored.replay !== null) {
    // The first answer rebuilt from what it was made of, serialised as it was the first time.
    if (!key.rebuild) throw new Error(`La operación ${key.operation} no sabe reconstruir su respuesta`);
    const body = (await key.rebuild(db, stored.replay)) as B;
    return { statusCode: stored.statusCode, body, replayed: true, json: serialize?.(stored.statusCode, body) };
  }
  return { statusCode: stored.statusCode, body: stored.body as B, replayed: true, json: stored.json ?? undefined };
}

/**
 * Applies a client mutation at most once per (venue, ClientMutationId). In one transaction:
 * claim the id, run `work(trx)`, store its {statusCode, body}. A repeated id, even one sent
 * concurrently, gets the stored result back and `work` does not run. A `work` that throws
 * rolls everything back and records nothing, so the client may retry with the same id.
 *
 * `work` must use `trx` only: on SQLite the single connection is held by the transaction and a
 * query on `db` inside it would wait forever.
 *
 * With `serialize` (the route's reply serialiser) the body is turned into JSON once, inside the
 * transaction: that text is both what is stored for replays and what `sendOutcome` sends.
 */
export async function runMutation<B>(
  db: Kysely<Database>,
  key: MutationKey,
  work: (trx: Transaction<Database>) => Promise<MutationResult<B>>,
  serialize?: SerializeBody,
): Promise<MutationOutcome<B>> {
  const clientMutationId = key.clientMutationId?.trim();
  if (!clientMutationId) {
    const { replay: _replay, ...result } = await inTransaction(db, work);
    return { ...result, replayed: false };
  }
  const fullKey = { ...key, clientMutationId };
  try {
    if (dialectOf(db) === 'sqlite') {
      // One connection runs one transaction at a time: look the id up, and record it with its
      // result once applied (one write instead of a claim and its update).
      return await inTransaction(db, async (trx) => {
        const stored = await replay<B>(trx, fullKey, serialize);
        if (stored) return stored;
        const { replay: ref, ...result } = await work(trx);
        const json = serialize?.(result.statusCode, result.body);
        const recorded = await repo.recordMutations(
          trx,
          key.localId,
          [clientMutationId],
          key.operation,
          new Date().toISOString(),
          result.statusCode,
          result.body,
          json,
          () => key.requestHash,
          ref,
        );
        if (recorded === 0) throw new ReplayRace();
        return { ...result, replayed: false, json };
      });
    }
    return await db.transaction().execute(async (trx) => {
      const claimed = await repo.claimMutation(trx, key.localId, clientMutationId, key.operation, new Date().toISOString(), key.requestHash ?? null);
      if (!claimed) {
        const stored = await replay<B>(trx, fullKey, serialize);
        if (!stored) throw new ReplayRace();
        return stored;
      }
      const { replay: ref, ...result } = await work(trx);
      const json = serialize?.(result.statusCode, result.body);
      await repo.completeMutation(trx, key.localId, clientMutationId, result.statusCode, result.body, json, ref);
      return { ...result, replayed: false, json };
    });
  } catch (error) {
    // The claim lost a race the database reported as a violation (or a claimer vanished between
    // our insert and read): whatever got committed is the answer.
    if (error instanceof ReplayRace || isUniqueViolation(error)) {
      const stored = await replay<B>(db, fullKey, serialize);
      if (stored) return stored;
    }
    throw error;
  }
}

export interface LineMutationKey {
  localId: number;
  /** Every line's operation (a line is one mutation, whichever request carries it). */
  operation: string;
  /** One per line, distinct. */
  clientMutationIds: readonly string[];
  /** Each line's fingerprint (`requestFingerprint` of the line); a reused id with another one is a 409. */
  hashOf?: (clientMutationId: string) => string | null | undefined;
}

/**
 * Several mutations in one request and one transaction (a batch whose every line has its own
 * ClientMutationId): `work(trx, fresh)` applies the lines whose ids are not recorded yet, and
 * each of those is recorded with `lineBody` (what a later call with that id alone replays), or
 * with `lineReplay` (what that call's `rebuild` makes it from). An
 * id recorded for another operation is a 409. A concurrent call that recorded some of the same
 * ids first makes this one roll back and run again, so each line applies exactly once.
 */
export async function runLineMutations<B>(
  db: Kysely<Database>,
  key: LineMutationKey,
  work: (trx: Transaction<Database>, fresh: ReadonlySet<string>) => Promise<MutationResult<B> & { lineBody?: unknown; lineReplay?: string | undefined }>,
): Promise<MutationResult<B>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(db, async (trx) => {
        const stored = await repo.findMutations(trx, key.localId, key.clientMutationIds);
        if (stored.some((m) => m.operation !== key.operation)) throw conflict('MUTACION_REUTILIZADA');
        if (stored.some((m) => !sameRequest(m, key.hashOf?.(m.clientMutationId)))) throw conflict('MUTACION_CUERPO_DISTINTO');
        const known = new Set(stored.map((m) => m.clientMutationId));
        const fresh = new Set(key.clientMutationIds.filter((id) => !known.has(id)));
        const { lineBody, lineReplay, replay: _replay, ...result } = await work(trx, fresh);
        if (fresh.size > 0) {
          const recorded = await repo.recordMutations(trx, key.localId, [...fresh], key.operation, new Date().toISOString(), 201, lineBody, undefined, key.hashOf, lineReplay);
          if (recorded < fresh.size) throw new ReplayRace();
        }
        return result;
      });
    } catch (error) {
      if ((error instanceof ReplayRace || isUniqueViolation(error)) && attempt < 3) continue;
      throw error;
    }
  }
}

interface OutcomeReply {
  code(statusCode: number): OutcomeReply;
  type(contentType: string): OutcomeReply;
  send(body: unknown): unknown;
}

/**
 * Sends a mutation's outcome as the route's reply (status and stored body alike). A body already
 * serialised (`json`: the first reply's text, fresh or stored) goes out as it is, not parsed and
 * serialised again.
 */
export function sendOutcome(reply: OutcomeReply, outcome: MutationOutcome | MutationResult): void {
  const json = 'json' in outcome ? outcome.json : undefined;
  if (json !== undefined) reply.code(outcome.statusCode).type('application/json; charset=utf-8').send(json);
  else reply.code(outcome.statusCode).send(outcome.body);
}
