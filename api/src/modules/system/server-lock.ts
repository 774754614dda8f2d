import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/resto.pid: written by a listening server, removed when it stops. `npm run restore`
 * refuses to replace the database while the process it names is alive.
 */
export const SERVER_LOCK_FILE = 'resto.pid';

export function writeServerLock(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_LOCK_FILE);
  fs.writeFileSync(file, `${process.pid}\n`);
  return file;
}

/** Removes the lock if it is still this process's. */
export function removeServerLock(file: string): void {
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
