import type { Estacion, TrabajoEstado } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface TrabajoRow {
  id: number;
  localId: number;
  clave: string;
  tipo: string;
  estacion: Estacion;
  impresoraId: number | null;
  impresoraOriginalId: number | null;
  documento: string;
  reimpresion: boolean;
  estado: TrabajoEstado;
  intentos: number;
  error: string | null;
  advertencia: string | null;
  reconocidaPor: number | null;
  fechaReconocida: string | null;
  usuarioId: number | null;
  fechaCreacion: string;
  fechaEnvio: string | null;
  fechaFin: string | null;
}

const TRABAJO_COLUMNS = [
  'id',
  'local_id',
  'clave',
  'tipo',
  'estacion',
  'impresora_id',
  'impresora_original_id',
  'documento',
  'reimpresion',
  'estado',
  'intentos',
  'error',
  'advertencia',
  'reconocida_por',
  'fecha_reconocida',
  'usuario_id',
  'fecha_creacion',
  'fecha_envio',
  'fecha_fin',
] as const;

type TrabajoDbRow = {
  id: number;
  local_id: number;
  clave: string;
  tipo: string;
  estacion: string;
  impresora_id: number | null;
  impresora_original_id: number | null;
  documento: string;
  reimpresion: number;
  estado: string;
  intentos: number;
  error: string | null;
  advertencia: string | null;
  reconocida_por: number | null;
  fecha_reconocida: string | null;
  usuario_id: number | null;
  fecha_creacion: string;
  fecha_envio: string | null;
  fecha_fin: string | null;
};

function toTrabajo(r: TrabajoDbRow): TrabajoRow {
  return {
    id: r.id,
    localId: r.local_id,
    clave: r.clave,
    tipo: r.tipo,
    estacion: r.estacion as Estacion,
    impresoraId: r.impresora_id,
    impresoraOriginalId: r.impresora_original_id,
    documento: r.documento,
    reimpresion: Number(r.reimpresion) === 1,
    estado: r.estado as TrabajoEstado,
    intentos: Number(r.intentos),
    error: r.error,
    advertencia: r.advertencia,
    reconocidaPor: r.reconocida_por,
    fechaReconocida: r.fecha_reconocida,
    usuarioId: r.usuario_id,
    fechaCreacion: r.fecha_creacion,
    fechaEnvio: r.fecha_envio,
    fechaFin: r.fecha_fin,
  };
}

export interface NewTrabajo {
  localId: number;
  clave: string;
  tipo: string;
  estacion: Estacion;
  impresoraId: number | null;
  documento: string;
  reimpresion: boolean;
  usuarioId: number | null;
  fechaCreacion: string;
}

/** Queues jobs; a key already queued in the venue is skipped (each job prints once). */
export async function insertTrabajos(db: Db, jobs: readonly NewTrabajo[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('impresion_trabajos')
    .values(
      jobs.map((j) => ({
        local_id: j.localId,
        clave: j.clave,
        tipo: j.tipo,
        estacion: j.estacion,
        impresora_id: j.impresoraId,
        documento: j.documento,
        reimpresion: j.reimpresion ? 1 : 0,
        estado: 'queued',
        usuario_id: j.usuarioId,
        fecha_creacion: j.fechaCreacion,
      })),
    )
    .onConflict((oc) => oc.columns(['local_id', 'clave']).doNothing())
    .execute();
}

export async function findTrabajo(db: Db, localId: number, id: number): Promise<TrabajoRow | null> {
  const row = await db.selectFrom('impresion_trabajos').select(TRABAJO_COLUMNS).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toTrabajo(row) : null;
}

export async function findTrabajoById(db: Db, id: number): Promise<TrabajoRow | null> {
  const row = await db.selectFrom('impresion_trabajos').select(TRABAJO_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toTrabajo(row) : null;
}

export async function findTrabajoByClave(db: Db, localId: number, clave: string): Promise<TrabajoRow | null> {
  const row = await db.selectFrom('impresion_trabajos').select(TRABAJO_COLUMNS).where('local_id', '=', localId).where('clave', '=', clave).executeTakeFirst();
  return row ? toTrabajo(row) : null;
}

export async function listTrabajos(db: Db, localId: number, filter: { estado?: TrabajoEstado; advertencias?: boolean }, limit = 200): Promise<TrabajoRow[]> {
  let q = db.selectFrom('impresion_trabajos').select(TRABAJO_COLUMNS).where('local_id', '=', localId);
  if (filter.estado) q = q.where('estado', '=', filter.estado);
  if (filter.advertencias) q = q.where('advertencia', 'is not', null).where('fecha_reconocida', 'is', null);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toTrabajo);
}

export async function countReimpresiones(db: Db, localId: number, clave: string): Promise<number> {
  const row = await db
    .selectFrom('impresion_trabajos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('local_id', '=', localId)
    .where('clave', 'like', `${clave}#R%`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Queued jobs of network printers (oldest first), and jobs left 'sent' since before `staleBefore` (an instance stopped mid-send). */
export async function dueTrabajos(db: Db, staleBefore: string, limit: number): Promise<TrabajoRow[]> {
  const rows = await db
    .selectFrom('impresion_trabajos as t')
    .innerJoin('impresoras as i', 'i.id', 't.impresora_id')
    .select(TRABAJO_COLUMNS.map((c) => `t.${c}` as const))
    .where('i.conexion', '=', 'red')
    .where((eb) => eb.or([eb('t.estado', '=', 'queued'), eb.and([eb('t.estado', '=', 'sent'), eb('t.fecha_envio', '<', staleBefore)])]))
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTrabajo);
}

/** Takes a job for sending; false when another run took it first. */
export async function claimTrabajo(db: Db, job: TrabajoRow, at: string): Promise<boolean> {
  const res = await db
    .updateTable('impresion_trabajos')
    .set({ estado: 'sent', fecha_envio: at, intentos: job.intentos + 1 })
    .where('id', '=', job.id)
    .where('estado', '=', job.estado)
    .where('intentos', '=', job.intentos)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateTrabajo(
  db: Db,
  id: number,
  set: Partial<{
    estado: TrabajoEstado;
    error: string | null;
    advertencia: string | null;
    impresoraId: number | null;
    impresoraOriginalId: number | null;
    fechaFin: string | null;
  }>,
  onlyIfEstado?: TrabajoEstado,
): Promise<boolean> {
  let q = db
    .updateTable('impresion_trabajos')
    .set({
      ...(set.estado !== undefined ? { estado: set.estado } : {}),
      ...(set.error !== undefined ? { error: set.error } : {}),
      ...(set.advertencia !== undefined ? { advertencia: set.advertencia } : {}),
      ...(set.impresoraId !== undefined ? { impresora_id: set.impresoraId } : {}),
      ...(set.impresoraOriginalId !== undefined ? { impresora_original_id: set.impresoraOriginalId } : {}),
      ...(set.fechaFin !== undefined ? { fecha_fin: set.fechaFin } : {}),
    })
    .where('id', '=', id);
  if (onlyIfEstado) q = q.where('estado', '=', onlyIfEstado);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function acknowledgeTrabajo(db: Db, localId: number, id: number, userId: number, at: string): Promise<void> {
  await db
    .updateTable('impresion_trabajos')
    .set({ reconocida_por: userId, fecha_reconocida: at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('fecha_reconocida', 'is', null)
    .execute();
}

/** Jobs that still point at a printer being deleted lose it (they stay in the history). */
export async function detachImpresora(db: Db, localId: number, id: number): Promise<void> {
  await db.updateTable('impresion_trabajos').set({ impresora_id: null }).where('local_id', '=', localId).where('impresora_id', '=', id).execute();
  await db.updateTable('impresion_trabajos').set({ impresora_original_id: null }).where('local_id', '=', localId).where('impresora_original_id', '=', id).execute();
}

/** Queued jobs of the station's printers of these connections (browser, USB, serial), oldest first. */
export async function queuedTrabajosOfPrinters(db: Db, localId: number, conexiones: readonly string[], estacion: Estacion, limit: number): Promise<TrabajoRow[]> {
  const rows = await db
    .selectFrom('impresion_trabajos as t')
    .innerJoin('impresoras as i', 'i.id', 't.impresora_id')
    .select(TRABAJO_COLUMNS.map((c) => `t.${c}` as const))
    .where('t.local_id', '=', localId)
    .where('i.estacion', '=', estacion)
    .where('i.conexion', 'in', [...conexiones])
    .where('t.estado', '=', 'queued')
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTrabajo);
}

/** Jobs of browser, USB and serial printers still queued since before `before` (no tab printed them). */
export async function lateBrowserTrabajos(db: Db, conexiones: readonly string[], before: string, limit: number): Promise<TrabajoRow[]> {
  const rows = await db
    .selectFrom('impresion_trabajos as t')
    .innerJoin('impresoras as i', 'i.id', 't.impresora_id')
    .select(TRABAJO_COLUMNS.map((c) => `t.${c}` as const))
    .where('i.conexion', 'in', [...conexiones])
    .where('t.estado', '=', 'queued')
    .where((eb) => eb.or([eb.and([eb('t.fecha_envio', 'is', null), eb('t.fecha_creacion', '<', before)]), eb('t.fecha_envio', '<', before)]))
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTrabajo);
}
