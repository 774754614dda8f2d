import fs from 'node:fs';

/** How the WAL reaches the disk: `fs.fdatasync` on libuv's thread pool (a test may hold it). */
export type SyncFn = (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => void;

/**
 * Durability of the api's SQLite commits without waiting for the disk on the only thread.
 *
 * With `synchronous = FULL`, SQLite calls fsync(2) on the WAL inside every COMMIT, and
 * better-sqlite3 runs it on the main thread: for about half a millisecond per commit (measured on
 * the build machine) nothing else runs, not the next request's parsing, not the next group's work.
 * The connection runs with `synchronous = NORMAL` instead (a commit writes its frames to the WAL,
 * with no sync; checkpoints still sync the WAL before copying it and the database after), and this
 * class makes up the difference: the WAL is fdatasync'ed on libuv's thread pool, and nothing that
 * could show a commit to anyone (an HTTP answer, a hub event) leaves the process before a sync
 * that started after that commit has finished. An acknowledged write is on disk exactly as with
 * FULL; what a crash can lose is only what nobody was told about yet. fdatasync is what
 * PostgreSQL uses on Linux for its own WAL: it skips the inode's timestamps, not the file's size.
 *
 * The connection calls `committed()` after every statement that may have written and left no
 * transaction open (a COMMIT, a RELEASE that ends one, a write outside any): a sync starts at once,
 * while the api goes on with the answer. Syncs do not overlap: what commits while one runs is
 * covered by the next, which starts when it ends (group commit for the disk). A failed sync leaves
 * the process unable to promise anything it has not synced (after an error Linux may drop the dirty
 * pages and report the next sync as fine), so `onFailure` is called and nothing more is released;
 * the server's handler logs and exits, and SQLite recovers from what the disk holds on the next
 * start.
 */
export class WalDurability {
  /** Commits (and writes outside a transaction) counted. */
  private commits = 0;
  /** Every commit counted up to this number is on disk. */
  private synced = 0;
  private syncing = false;
  private failed = false;
  /** What waits for the disk, in the order it asked: released in that order. */
  private readonly waiting: { upTo: number; then: () => void }[] = [];

  constructor(
    private readonly fd: number,
    private readonly onFailure: (error: Error) => void,
    private readonly sync: SyncFn = (fd, done) => fs.fdatasync(fd, done),
  ) {}

  /** After a statement that may have written and left no transaction open: syncs as soon as it can. */
  committed(): void {
    this.commits += 1;
    this.start();
  }

  /** True when a commit may not be on disk yet. */
  get pending(): boolean {
    return this.synced < this.commits || this.waiting.length > 0;
  }

  /**
   * Runs `then` once every commit so far is on disk: at once when it already is and nothing
   * earlier is waiting (the order of what waits is kept), else after the sync that covers it.
   */
  afterDurable(then: () => void): void {
    if (!this.pending) {
      then();
      return;
    }
    if (this.failed) return;
    this.waiting.push({ upTo: this.commits, then });
    this.start();
  }

  /** A promise for `afterDurable`; null when nothing needs to wait (the common case of a read). */
  whenDurable(): Promise<void> | null {
    if (!this.pending) return null;
    return new Promise((resolve) => this.afterDurable(resolve));
  }

  private start(): void {
    if (this.syncing || this.failed || this.synced >= this.commits) return;
    this.syncing = true;
    // Every commit counted so far has written its frames: a sync that starts now covers them.
    const upTo = this.commits;
    this.sync(this.fd, (error) => {
      this.syncing = false;
      if (error) {
        this.failed = true;
        this.waiting.length = 0;
        this.onFailure(error);
        return;
      }
      this.synced = Math.max(this.synced, upTo);
      let released = 0;
      while (released < this.waiting.length && this.waiting[released]!.upTo <= this.synced) released += 1;
      const ready = this.waiting.splice(0, released);
      // What committed while this sync ran: one more covers it all.
      this.start();
      for (const { then } of ready) {
        try {
          then();
        } catch (thrown) {
          // One waiter's failure is its own; the others are released all the same.
          console.error('Tras sincronizar la base de datos:', thrown);
        }
      }
    });
  }

  /** When the connection closes: one last sync on this thread releases whatever still waits. */
  close(): void {
    if (!this.failed && this.pending) {
      fs.fdatasyncSync(this.fd);
      this.synced = this.commits;
    }
    const ready = this.failed ? [] : this.waiting.splice(0);
    this.failed = true;
    this.waiting.length = 0;
    fs.closeSync(this.fd);
    for (const { then } of ready) then();
  }
}
