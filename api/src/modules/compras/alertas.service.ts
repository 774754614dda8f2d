import type { CompraAlerta } from '@resto/shared/contracts';
import { divRound, fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { getVenue } from '../local';
import * as repo from './alertas.repository';

type Db = Kysely<Database>;

/** The most unseen alerts a read lists. */
const PENDIENTES_MAX = 200;

/** Percent (two decimals) of a rise from `anterior` to `nuevo`. */
export function aumentoPorcentaje(anterior: number, nuevo: number): number {
  if (anterior <= 0) return 0;
  return Number(divRound(BigInt(nuevo - anterior) * 10_000n, BigInt(anterior))) / 100;
}

const bpToPercent = (bp: number) => bp / 100;

export function shapeAlertas(rows: readonly repo.AlertaRow[], currency: string): CompraAlerta[] {
  return rows.map((r) => ({
    id: r.id,
    compraId: r.compraId,
    compraNumero: r.compraNumero,
    productoId: r.productoId,
    nombre: r.productoNombre,
    opcionId: r.opcionId,
    opcion: r.opcionNombre,
    costoAnterior: fromMinor(r.costoAnterior, currency),
    costoNuevo: fromMinor(r.costoNuevo, currency),
    precio: fromMinor(r.precio, currency),
    foodCostPorcentaje: bpToPercent(r.foodCost),
    objetivo: bpToPercent(r.objetivo),
    insumos: (JSON.parse(r.insumos) as { insumoId: number; nombre: string; costoAnterior: number; costoNuevo: number }[]).map((i) => ({
      insumoId: i.insumoId,
      nombre: i.nombre,
      costoAnterior: fromMinor(i.costoAnterior, currency),
      costoNuevo: fromMinor(i.costoNuevo, currency),
      aumentoPorcentaje: aumentoPorcentaje(i.costoAnterior, i.costoNuevo),
    })),
    fecha: r.createdAt,
    vista: r.vistaAt !== null,
  }));
}

/** The venue's alerts nobody marked seen yet, newest first. */
export async function listAlertasPendientes(db: Db, localId: number): Promise<CompraAlerta[]> {
  const { currencyCode } = await getVenue(db, localId);
  return shapeAlertas(await repo.alertasPendientes(db, localId, PENDIENTES_MAX), currencyCode);
}

/** Marks an alert seen (audited the first time), or 404 COMPRA_ALERTA_NO_EXISTE. */
export async function marcarAlertaVista(db: Db, actor: Actor, id: number): Promise<CompraAlerta> {
  const [before] = await repo.alertasPorId(db, actor.localId, [id]);
  if (!before) throw notFound('COMPRA_ALERTA_NO_EXISTE');
  const row = await repo.marcarVista(db, actor.localId, id, actor.userId, new Date().toISOString());
  if (before.vistaAt === null) await audit(db, actor, { accion: 'ver-alerta-costo', entidad: 'costo_alerta', entidadId: id, antes: { vista: false }, despues: { vista: true } });
  const { currencyCode } = await getVenue(db, actor.localId);
  return shapeAlertas([row!], currencyCode)[0]!;
}
