import type { ImpresionChangedEvent, TrabajoImpresion } from '@resto/shared/contracts';
import { IMPRESION_CHANGED_EVENT } from '@resto/shared/contracts/constants';
import { useCallback, useEffect, useState } from 'react';
import { acknowledgePrintWarning, getPrintWarnings } from '../api/avisos-api';

/** What the warnings need of the realtime bus (`RealtimeBus` gives it). */
export interface PrintWarningsBus {
  on$<T>(hub: 'mesas', target: string): { subscribe(next: (value: T) => void): { unsubscribe(): void } };
  reconnected$(hub: 'mesas'): { subscribe(next: () => void): { unsubscribe(): void } };
}

/**
 * The venue's unacknowledged print warnings, kept live by ImpresionChanged on
 * /ws/mesas and re-read on reconnect. Plain React (no query client): the handheld uses it too.
 * `startAfter`: the first read waits for it (the handheld's, until its first view is shown).
 */
export function usePrintWarnings(bus: Promise<PrintWarningsBus> | PrintWarningsBus | null, startAfter?: () => Promise<void>) {
  const [warnings, setWarnings] = useState<TrabajoImpresion[]>([]);

  useEffect(() => {
    let alive = true;
    const subs: { unsubscribe(): void }[] = [];
    const load = () =>
      void getPrintWarnings().then((res) => {
        if (alive && res.success) setWarnings(res.data ?? []);
      });
    if (startAfter) void startAfter().then(() => alive && load());
    else load();
    if (bus) {
      void Promise.resolve(bus).then((b) => {
        if (!alive) return;
        subs.push(
          b.on$<ImpresionChangedEvent>('mesas', IMPRESION_CHANGED_EVENT).subscribe((e) => {
            const job = e?.trabajo;
            if (!job) return;
            setWarnings((current) => {
              const rest = current.filter((w) => w.id !== job.id);
              return job.advertencia && !job.reconocida ? [job, ...rest] : rest;
            });
          }),
          b.reconnected$('mesas').subscribe(load),
        );
      });
    }
    return () => {
      alive = false;
      subs.forEach((s) => s.unsubscribe());
    };
  }, [bus, startAfter]);

  const acknowledge = useCallback(async (id: number) => {
    const res = await acknowledgePrintWarning(id);
    if (res.success) setWarnings((current) => current.filter((w) => w.id !== id));
    return res;
  }, []);

  return { warnings, acknowledge };
}

const MOTIVOS: Record<string, string> = {
  'conexión rechazada': 'rechazada',
  'sin respuesta': 'sinRespuesta',
  'sin papel': 'sinPapel',
  'la impresora cerró la conexión': 'cerro',
  'impresora desactivada': 'desactivada',
  'sin confirmación': 'sinConfirmacion',
};

/** The i18n key and values of a warning's text. */
export function warningText(job: TrabajoImpresion, t: (key: string, values?: Record<string, unknown>) => string): string {
  const motivoKey = job.error ? MOTIVOS[job.error] : undefined;
  const motivo = motivoKey ? t(`impresionAvisos.motivos.${motivoKey}`) : (job.error ?? '');
  if (job.impresoraOriginalNombre && job.estado !== 'failed') {
    return t('impresionAvisos.reenviado', { titulo: job.titulo, original: job.impresoraOriginalNombre, impresora: job.impresoraNombre ?? '', motivo });
  }
  return t('impresionAvisos.fallo', { titulo: job.titulo, impresora: job.impresoraNombre ?? '', motivo });
}
