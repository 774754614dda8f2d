// Printing test support shared by the printing and invoicing tests: a network printer added
// through the api, and the wait for the venue's print queue to settle.
import type { Impresora, TrabajoImpresion } from '@resto/shared/contracts';
import { expect } from 'vitest';
import type { ApiClient, TestVenue } from './money';

/** A printer added by the venue's admin (network, 80 mm, cp858 unless `body` says otherwise). */
export async function addPrinter(v: TestVenue, body: object): Promise<Impresora> {
  const res = await v.as.admin.post<Impresora>('/api/impresion/impresoras', { conexion: 'red', anchoMm: 80, codePage: 'cp858', ...body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

/** Waits until `count` jobs exist and every one left the queue (confirmed or failed); newest first. */
export async function settledJobs(reader: ApiClient, count: number): Promise<TrabajoImpresion[]> {
  for (;;) {
    const jobs = (await reader.get<TrabajoImpresion[]>('/api/impresion/trabajos')).body.data!;
    if (jobs.length >= count && jobs.every((j) => j.estado === 'confirmed' || j.estado === 'failed')) return jobs;
    await new Promise((r) => setTimeout(r, 50));
  }
}
