import { useCallback, useEffect, useRef, useState } from 'react';
import { api, newClientMutationId } from '../api-client';
import { IMPRESION_CHANGED_EVENT, trabajosNavegadorSchema, type Estacion } from '../contracts';
import { DeviceError, isSupported, rememberedDevice, requestDevice, type DeviceKind, type PrinterDevice } from './devices';
import { printInDialog } from './print-dialog';
import { runStationPass, type StationApi } from './station';

/** What the hook needs of the realtime bus (`RealtimeBus` gives it): a nudge when a job changes. */
export interface PrintStationBus {
  on$<T>(hub: 'mesas', target: string): { subscribe(next: (value: T) => void): { unsubscribe(): void } };
}

export const PRINT_STATION_POLL_MS = 5000;

export const stationApi: StationApi = {
  async pending(estacion) {
    const res = await api.get('/impresion/trabajos/pendientes', { query: { estacion } });
    if (!res.success) throw new Error(res.message ?? 'pendientes');
    return trabajosNavegadorSchema.parse(res.data);
  },
  async confirm(id) {
    const res = await api.post(`/impresion/trabajos/${id}/confirmar`, { clientMutationId: newClientMutationId() });
    if (!res.success) throw new Error(res.message ?? 'confirmar');
  },
};

export interface PrintStationState {
  /** Kinds with jobs waiting for this tab to claim the device (a click on 'Conectar'). */
  sinDispositivo: DeviceKind[];
  /** Kinds this browser cannot reach at all (no WebUSB / WebSerial). */
  noSoportado: DeviceKind[];
  /** The last job that failed to print here, if any. */
  error: string | null;
  /** Claims the device of a kind (must run from a click); then prints what waits. */
  connect(kind: DeviceKind): Promise<void>;
}

/**
 * Makes this tab the printer of its station for browser, USB and serial printers: checks the
 * queue every few seconds and whenever a print job changes (ImpresionChanged on /ws/mesas),
 * prints and confirms. USB and serial printers the browser already granted are claimed without
 * asking; otherwise the banner offers to connect them.
 */
export function usePrintStation(
  estacion: Estacion,
  bus?: Promise<PrintStationBus> | PrintStationBus | null,
  opts: { pollMs?: number; stationApi?: StationApi; nav?: unknown } = {},
): PrintStationState {
  const devices = useRef(new Map<DeviceKind, PrinterDevice>());
  const busy = useRef(new Set<number>());
  const running = useRef(false);
  const [sinDispositivo, setSinDispositivo] = useState<DeviceKind[]>([]);
  const [noSoportado, setNoSoportado] = useState<DeviceKind[]>([]);
  const [error, setError] = useState<string | null>(null);
  const apiImpl = opts.stationApi ?? stationApi;
  const nav = opts.nav;
  const pollMs = opts.pollMs ?? PRINT_STATION_POLL_MS;

  const pass = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      // A device the browser already granted is claimed here; then the same pass prints its jobs.
      for (let round = 0; round < 2; round += 1) {
        const result = await runStationPass(estacion, apiImpl, { dialog: (job) => printInDialog(job), device: (kind) => devices.current.get(kind) ?? null }, busy.current);
        const missing: DeviceKind[] = [];
        const unsupported: DeviceKind[] = [];
        let claimed = false;
        for (const kind of result.sinDispositivo) {
          if (!isSupported(kind, nav)) {
            unsupported.push(kind);
            continue;
          }
          const remembered = await rememberedDevice(kind, { nav }).catch(() => null);
          if (remembered) {
            devices.current.set(kind, remembered);
            claimed = true;
          } else missing.push(kind);
        }
        setSinDispositivo(missing);
        setNoSoportado(unsupported);
        setError(result.fallidos[0]?.error ?? null);
        if (!claimed) break;
      }
    } catch {
      // Offline or the session ended: the next pass tries again.
    } finally {
      running.current = false;
    }
  }, [estacion, apiImpl, nav]);

  useEffect(() => {
    const first = setTimeout(() => void pass(), 0);
    const timer = setInterval(() => void pass(), pollMs);
    let sub: { unsubscribe(): void } | null = null;
    let alive = true;
    if (bus) {
      void Promise.resolve(bus).then((b) => {
        if (alive) sub = b.on$('mesas', IMPRESION_CHANGED_EVENT).subscribe(() => void pass());
      });
    }
    return () => {
      alive = false;
      clearTimeout(first);
      clearInterval(timer);
      sub?.unsubscribe();
    };
  }, [pass, bus, pollMs]);

  const connect = useCallback(
    async (kind: DeviceKind) => {
      try {
        devices.current.set(kind, await requestDevice(kind, { nav }));
        setError(null);
        await pass();
      } catch (e) {
        setError(e instanceof DeviceError ? e.code : e instanceof Error ? e.message : String(e));
      }
    },
    [pass, nav],
  );

  return { sinDispositivo, noSoportado, error, connect };
}
