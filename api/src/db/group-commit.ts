import type { ControlledTransaction, Kysely, SqliteDatabase, Transaction } from 'kysely';
import type { Database } from './schema';

interface Job {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Most mutations one commit carries. */
const MAX_GROUP = 64;

/** What a mutation running in a group commit may keep beyond itself (see `groupScope`). */
export interface GroupScope {
  /** Lives as long as the database's group commit: for what committed mutations leave to the next ones. */
  memo: Map<string, unknown>;
  /** Runs `fn` once this mutation is committed and on disk; never when it or its commit fails. */
  afterCommit(fn: () => void): void;
  /**
   * The SQLite connection this transaction holds (see `hotQuery`): a statement run on it directly
   * runs in this transaction, as kysely would run it, without kysely's promise chain.
   */
  sqlite: SqliteDatabase;
}

const scopes = new WeakMap<object, GroupScope>();

/**
 * The group scope of the transaction a mutation was given (`trx` as `work` received it), or null
 * outside a group commit (PostgreSQL, reads): then there is nothing to remember.
 */
export function groupScope(trx: object): GroupScope | null {
  return scopes.get(trx) ?? null;
}

/**
 * Group commit for SQLite. With `synchronous = FULL` every COMMIT waits for the disk, and
 * better-sqlite3 waits on the only thread: one commit per request made the disk, not the work,
 * the limit under load. Mutations that arrive together run one after the other, each in its own
 * SAVEPOINT of one transaction, and share its COMMIT: one that fails is rolled back to its
 * savepoint alone and rejected; the others are answered only once the commit is on disk (the same
 * durability as a commit each), and all of them fail if the commit does.
 *
 * A lone mutation waits one turn of the event loop (setImmediate) for company, no more.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private running = false;
  private readonly memo = new Map<string, unknown>();

  /** `sqlite`: the one connection under `db` (its savepoints go to it straight, see `commitGroup`). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqlite: SqliteDatabase,
  ) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitGroup(this.queue.splice(0, MAX_GROUP));
    } finally {
      this.running = false;
    }
  }

  private async commitGroup(jobs: Job[]): Promise<void> {
    if (jobs.length === 1) return this.commitAlone(jobs[0]!);
    const applied: { job: Job; value: unknown; committed: (() => void)[] }[] = [];
    let trx: ControlledTransaction<Database> | null = null;
    try {
      trx = await this.db.startTransaction().execute();
      for (const job of jobs) {
        const committed: (() => void)[] = [];
        // The savepoint commands go straight to the connection the transaction holds, and the
        // jobs, which run one after the other, get the transaction itself, carrying the scope of
        // the one running (kysely's savepoint objects cost more to build than to run).
        scopes.set(trx, { memo: this.memo, afterCommit: (fn) => committed.push(fn), sqlite: this.sqlite });
        this.sqlite.prepare('savepoint "mutation"').run([]);
        try {
          const value = await job.work(trx);
          this.sqlite.prepare('release "mutation"').run([]);
          applied.push({ job, value, committed });
        } catch (error) {
          this.sqlite.prepare('rollback to "mutation"').run([]);
          this.sqlite.prepare('release "mutation"').run([]);
          job.reject(error);
        } finally {
          scopes.delete(trx);
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // BEGIN, a savepoint command or COMMIT failed: nothing of the group is on disk.
      await trx
        ?.rollback()
        .execute()
        .catch(() => undefined);
      for (const { job } of applied) job.reject(error);
      for (const job of jobs) if (!applied.some((a) => a.job === job)) job.reject(error);
      return;
    }
    for (const { job, value, committed } of applied) settle(job, value, committed);
  }

  /**
   * A mutation with no company (one device at a time): its own transaction, without the
   * savepoint a group needs to roll one member back alone (two statements fewer per add).
   */
  private async commitAlone(job: Job): Promise<void> {
    const committed: (() => void)[] = [];
    let trx: ControlledTransaction<Database> | null = null;
    let value: unknown;
    try {
      trx = await this.db.startTransaction().execute();
      scopes.set(trx, { memo: this.memo, afterCommit: (fn) => committed.push(fn), sqlite: this.sqlite });
      value = await job.work(trx);
      await trx.commit().execute();
    } catch (error) {
      // The work or COMMIT failed: nothing of it is on disk.
      await trx
        ?.rollback()
        .execute()
        .catch(() => undefined);
      job.reject(error);
      return;
    }
    settle(job, value, committed);
  }
}

/** Answers a committed mutation, after what it keeps for later (`afterCommit`). */
function settle(job: Job, value: unknown, committed: readonly (() => void)[]): void {
  for (const fn of committed) {
    try {
      fn();
    } catch {
      // What a mutation keeps for later is an optimisation: its failure changes no answer.
    }
  }
  job.resolve(value);
}
