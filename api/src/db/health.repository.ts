import { sql, type Kysely } from 'kysely';

/** How long /api/health waits for the database before saying it is not ready. */
export const PING_TIMEOUT_MS = 5_000;

/**
 * True when the database answers a trivial query within `timeoutMs`: a server that does not
 * answer (a new PostgreSQL connection would hang) makes the instance not ready instead of
 * hanging the health check.
 */
export async function pingDatabase(db: Kysely<any>, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const answer = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
