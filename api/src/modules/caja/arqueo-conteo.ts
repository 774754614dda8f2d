import { denominacionesDe, esMedioDeclarable, totalConteo, type ArqueoMedio, type ConteoArqueo } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { amountIn } from '../local';
import * as repo from './arqueo-conteo.repository';

type Db = Kysely<Database>;

/*
 * The register's count at its close, beside the SPEC's totals: the cash by denomination per
 * currency (the api sums it; a total sent with it must agree, never trusted over it) and what each
 * non-cash method's terminal reports (stored with what the session charged through it; a
 * difference is shown, not refused, as a cash difference is).
 */

export interface ConteoInput {
  moneda: string;
  denominaciones: readonly { valor: number; cantidad: number }[];
}

/** The validated count: its rows (quantities of 0 left out) and each currency's total, minor units. */
export interface Conteo {
  rows: Omit<repo.ConteoRow, 'arqueoId'>[];
  totales: Map<string, number>;
}

/** Checks a count against the shared denomination lists; 400 naming the first problem. */
export function parseConteo(conteo: readonly ConteoInput[]): Conteo {
  const rows: Conteo['rows'] = [];
  const totales = new Map<string, number>();
  for (const c of conteo) {
    if (totales.has(c.moneda)) throw badRequest('ARQUEO_CONTEO_MONEDA_REPETIDA', { moneda: c.moneda });
    const validas = denominacionesDe(c.moneda);
    if (validas.length === 0) throw badRequest('ARQUEO_CONTEO_SIN_DENOMINACIONES', { moneda: c.moneda });
    const vistas = new Set<number>();
    for (const d of c.denominaciones) {
      if (!validas.includes(d.valor)) throw badRequest('ARQUEO_CONTEO_DENOMINACION_INVALIDA', { moneda: c.moneda, valor: fromMinor(d.valor, c.moneda) });
      if (vistas.has(d.valor)) throw badRequest('ARQUEO_CONTEO_DENOMINACION_REPETIDA', { moneda: c.moneda, valor: fromMinor(d.valor, c.moneda) });
      vistas.add(d.valor);
      if (d.cantidad > 0) rows.push({ moneda: c.moneda, valor: d.valor, cantidad: d.cantidad });
    }
    totales.set(c.moneda, totalConteo(c.denominaciones));
  }
  return { rows, totales };
}

/** 400 when a total the caller sent disagrees with its count (both minor units of `moneda`). */
function requireAgreement(moneda: string, enviado: number, conteo: number): void {
  if (enviado !== conteo) throw badRequest('ARQUEO_CONTEO_NO_COINCIDE', { moneda, enviado: fromMinor(enviado, moneda), conteo: fromMinor(conteo, moneda) });
}

/**
 * The counted cash of the venue's currency (minor units): `totalReal` as sent, or its count's sum;
 * foreign currencies counted by denomination and not sent as amounts join `counted`. Refuses a
 * total that disagrees with its count, and a close with neither.
 */
export function countedCash(
  venueCurrency: string,
  input: { totalReal?: number | undefined },
  conteo: Conteo,
  counted: Map<string, { monto: number; descripcion: string | null }>,
): number {
  for (const [moneda, total] of conteo.totales) {
    if (moneda === venueCurrency) continue;
    const sent = counted.get(moneda);
    if (sent) requireAgreement(moneda, sent.monto, total);
    else counted.set(moneda, { monto: total, descripcion: null });
  }
  const local = conteo.totales.get(venueCurrency);
  if (input.totalReal === undefined) {
    if (local === undefined) throw badRequest('ARQUEO_TOTAL_REAL_REQUERIDO', { moneda: venueCurrency });
    return local;
  }
  const sent = amountIn(input.totalReal, venueCurrency, 'totalReal');
  if (local !== undefined) requireAgreement(venueCurrency, sent, local);
  return sent;
}

/** The declared totals by method (minor units of the venue's currency), each a non-cash method of the venue. */
export async function parseDeclarados(db: Db, localId: number, venueCurrency: string, declarados: readonly { medioPagoId: number; monto: number }[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const [i, d] of declarados.entries()) {
    const medio = await repo.findMedio(db, localId, d.medioPagoId);
    if (!medio) throw badRequest('ARQUEO_MEDIO_NO_EXISTE', { id: d.medioPagoId });
    if (!esMedioDeclarable(medio.tipo)) throw badRequest('ARQUEO_MEDIO_NO_DECLARABLE', { nombre: medio.nombre });
    if (out.has(medio.id)) throw badRequest('ARQUEO_MEDIO_REPETIDO', { nombre: medio.nombre });
    out.set(medio.id, amountIn(d.monto, venueCurrency, `declarados[${i}].monto`));
  }
  return out;
}

/** The non-cash methods of a session: active ones and any that charged in it, with what each charged. */
async function liveMedios(db: Db, localId: number, arqueoId: number): Promise<Omit<repo.MedioRow, 'declarado'>[]> {
  const expected = await repo.expectedByMedio(db, localId, [arqueoId]);
  const medios = await repo.listDeclarableMedios(db, localId);
  return medios
    .map((m) => ({ arqueoId, medioPagoId: m.id, nombre: m.nombre, tipo: m.tipo, esperado: expected.find((e) => e.medioPagoId === m.id)?.monto ?? 0, activo: m.activo }))
    .filter((m) => m.activo || m.esperado !== 0)
    .map(({ activo: _activo, ...m }) => m);
}

/** Stores the count and, per non-cash method, what it charged (frozen now) beside what was declared. */
export async function saveConteo(db: Db, localId: number, arqueoId: number, conteo: Conteo, declarados: Map<number, number>): Promise<void> {
  await repo.insertConteos(
    db,
    conteo.rows.map((r) => ({ ...r, arqueoId })),
  );
  const medios = await liveMedios(db, localId, arqueoId);
  await repo.insertMedios(
    db,
    medios.map((m) => ({ ...m, declarado: declarados.get(m.medioPagoId) ?? null })),
  );
}

/** Per session, its count by denomination and its non-cash methods as the api shows them. */
export async function conteosOf(
  db: Db,
  localId: number,
  venueCurrency: string,
  rows: readonly { id: number; estado: 'abierto' | 'cerrado' }[],
): Promise<Map<number, { conteo: ConteoArqueo[]; medios: ArqueoMedio[] }>> {
  const ids = rows.map((r) => r.id);
  const conteos = await repo.listConteos(db, ids);
  const stored = await repo.listMedios(db, ids);
  const local = (minor: number) => fromMinor(minor, venueCurrency);
  const out = new Map<number, { conteo: ConteoArqueo[]; medios: ArqueoMedio[] }>();
  for (const row of rows) {
    const conteo: ConteoArqueo[] = [];
    for (const c of conteos.filter((x) => x.arqueoId === row.id)) {
      let entry = conteo.find((e) => e.moneda === c.moneda);
      if (!entry) conteo.push((entry = { moneda: c.moneda, denominaciones: [], total: 0 }));
      entry.denominaciones.push({ valor: c.valor, cantidad: c.cantidad });
      entry.total += c.valor * c.cantidad;
    }
    const medios = row.estado === 'abierto' ? (await liveMedios(db, localId, row.id)).map((m) => ({ ...m, declarado: null })) : stored.filter((m) => m.arqueoId === row.id);
    out.set(row.id, {
      conteo,
      medios: medios.map((m) => ({
        medioPagoId: m.medioPagoId,
        nombre: m.nombre,
        tipo: m.tipo,
        esperado: local(m.esperado),
        declarado: m.declarado === null ? null : local(m.declarado),
        diferencia: m.declarado === null ? null : local(m.declarado - m.esperado),
      })),
    });
  }
  return out;
}
