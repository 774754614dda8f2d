import type { Estacion, TrabajoNavegador } from '../contracts';
import { base64ToBytes, type DeviceKind, type PrinterDevice } from './devices';

/*
 * One pass of a browser tab acting as its station's printer: it reads the queued jobs
 * of the station's browser, USB and serial printers, prints each (print dialog, or the ESC/POS
 * bytes to the claimed device) and confirms it. A job it cannot print stays queued: the api moves
 * it to the backup printer with a warning when no tab confirms it in time.
 */

export interface StationApi {
  pending(estacion: Estacion): Promise<TrabajoNavegador[]>;
  confirm(id: number): Promise<void>;
}

export interface StationOutputs {
  /** The print dialog (a 'navegador' printer). */
  dialog(job: TrabajoNavegador): Promise<void>;
  /** The device this tab claimed for a kind, or null when it has none yet. */
  device(kind: DeviceKind): PrinterDevice | null;
}

export interface StationPass {
  printed: number[];
  /** Kinds of device with jobs waiting and no device claimed by this tab. */
  sinDispositivo: DeviceKind[];
  /** Jobs that failed to print here (they stay queued). */
  fallidos: { id: number; error: string }[];
}

export async function runStationPass(estacion: Estacion, api: StationApi, outputs: StationOutputs, busy: Set<number> = new Set()): Promise<StationPass> {
  const result: StationPass = { printed: [], sinDispositivo: [], fallidos: [] };
  const jobs = await api.pending(estacion);
  for (const job of jobs) {
    const id = job.trabajo.id;
    if (busy.has(id)) continue;
    busy.add(id);
    try {
      if (job.conexion === 'navegador') {
        await outputs.dialog(job);
      } else {
        const device = outputs.device(job.conexion);
        if (!device) {
          if (!result.sinDispositivo.includes(job.conexion)) result.sinDispositivo.push(job.conexion);
          continue;
        }
        await device.write(base64ToBytes(job.base64));
      }
      await api.confirm(id);
      result.printed.push(id);
    } catch (error) {
      result.fallidos.push({ id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.delete(id);
    }
  }
  return result;
}
