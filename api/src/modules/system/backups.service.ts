import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_ALERTA_HORAS, BACKUP_FILE_PATTERN, type BackupArchivo, type BackupMotivo, type BackupsEstadoConSecretos } from '@resto/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { getBackupConfig, hasBackupSince, insertBackupIntento, lastBackupIntento, secretosPorReingresar } from './backups.repository';
import { encryptionKey } from '../auth';
import { SELLO_TABLA, sellarClave } from './backups.sellado';
import { backupSqliteFile, copyWithSeal } from './sqlite-backup';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** resto-20261125-031500-nocturna.db (server local time); a suffix when that second is taken. */
function backupFileName(dir: string, at: Date, motivo: BackupMotivo): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  let name = `resto-${stamp}-${motivo}.db`;
  for (let i = 2; fs.existsSync(path.join(dir, name)); i++) name = `resto-${stamp}-${i}-${motivo}.db`;
  return name;
}

export interface BackupResult {
  ok: boolean;
  archivo: string | null;
  bytes: number | null;
  error: string | null;
}

/**
 * The server's automatic backups of its SQLite file into DATA_DIR/backups: one at a
 * time, each attempt recorded (a failure is logged and shown to admins), the newest N files kept.
 * On PostgreSQL there is no file to copy: operators use pg_dump (README).
 */
export class BackupService {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  get available(): boolean {
    return this.config.database.kind === 'sqlite';
  }

  get dir(): string {
    return path.join(this.config.dataDir, 'backups');
  }

  /** Runs one backup after any running one; never throws (failures are recorded). */
  run(motivo: BackupMotivo, at?: Date): Promise<BackupResult> {
    const next = this.chain.then(() => this.runNow(motivo, at ?? new Date()));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Resolves once no backup is running. */
  async idle(): Promise<void> {
    await this.chain;
  }

  private async runNow(motivo: BackupMotivo, at: Date): Promise<BackupResult> {
    let result: BackupResult;
    try {
      if (this.config.database.kind !== 'sqlite') throw new Error('PostgreSQL: use pg_dump');
      fs.mkdirSync(this.dir, { recursive: true });
      const archivo = backupFileName(this.dir, at, motivo);
      const bytes = backupSqliteFile(this.config.database.file, path.join(this.dir, archivo));
      result = { ok: true, archivo, bytes, error: null };
      this.log.info({ backup: archivo, bytes, motivo }, 'backup written');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result = { ok: false, archivo: null, bytes: null, error: message };
      this.log.error({ motivo, err: message }, 'backup failed');
    }
    try {
      await insertBackupIntento(this.db, { motivo, ...result, at: at.toISOString() });
      if (result.ok) await this.prune();
    } catch (error) {
      this.log.error({ err: error }, 'backup bookkeeping failed');
    }
    return result;
  }

  /** Keeps the newest `conservar` backup files. */
  private async prune(): Promise<void> {
    const { conservar } = await getBackupConfig(this.db);
    for (const file of this.listFiles().slice(conservar)) fs.rmSync(path.join(this.dir, file.archivo), { force: true });
  }

  /** Backup files in DATA_DIR/backups, newest first. */
  listFiles(): BackupArchivo[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      // No folder yet, or something else in its place (a failed backup says so).
      return [];
    }
    return names
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .map((archivo) => {
        const stat = fs.statSync(path.join(this.dir, archivo));
        return { archivo, bytes: stat.size, fecha: stat.mtime.toISOString() };
      })
      .sort((a, b) => (a.fecha === b.fecha ? b.archivo.localeCompare(a.archivo) : b.fecha.localeCompare(a.fecha)));
  }

  /** The path of a kept backup file, or null. */
  filePath(archivo: string): string | null {
    if (!BACKUP_FILE_PATTERN.test(archivo)) return null;
    const file = path.join(this.dir, archivo);
    return fs.existsSync(file) ? file : null;
  }

  /**
   * A copy of a kept backup for download, carrying the server's key sealed under `frase` (see
   * backups.sellado.ts), in a temporary file the caller removes once sent; null when no such file.
   */
  async sealedCopy(archivo: string, frase: string): Promise<string | null> {
    const file = this.filePath(archivo);
    if (!file) return null;
    const sello = await sellarClave(encryptionKey(this.config.secretKey, this.config.dataDir), frase);
    // Beside the kept files (same disk), under a name the listing never shows.
    const tmp = path.join(this.dir, `.descarga-${randomUUID()}.tmp`);
    copyWithSeal(file, tmp, SELLO_TABLA, sello);
    return tmp;
  }

  /** Removes download copies a stopped server left behind (each holds a sealed key). */
  removeStaleDownloads(): void {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) if (/^\.descarga-[0-9a-f-]+\.tmp$/.test(name)) fs.rmSync(path.join(this.dir, name), { force: true });
  }

  /** `db`: a transaction when called inside one (SQLite has one connection). */
  async estado(now = new Date(), db: Db = this.db): Promise<BackupsEstadoConSecretos> {
    const config = await getBackupConfig(db);
    const ultima = await lastBackupIntento(db, false);
    const ultimaCorrecta = await lastBackupIntento(db, true);
    const stale = ultimaCorrecta !== null && now.getTime() - Date.parse(ultimaCorrecta.fecha) > BACKUP_ALERTA_HORAS * 3_600_000;
    return {
      disponible: this.available,
      config,
      ultima,
      ultimaCorrecta,
      alerta: this.available && (ultima?.ok === false || stale),
      archivos: this.available ? this.listFiles() : [],
      secretosPorReingresar: await secretosPorReingresar(db),
    };
  }

  /** The nightly backup: due once the configured hour has come today and none was made since. */
  async runNightlyIfDue(now = new Date()): Promise<BackupResult | null> {
    if (!this.available) return null;
    const { hora } = await getBackupConfig(this.db);
    if (now.getHours() < hora) return null;
    const since = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hora).toISOString();
    if (await hasBackupSince(this.db, 'nocturna', since)) return null;
    return this.run('nocturna', now);
  }
}
