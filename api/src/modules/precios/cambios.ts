import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { audit } from '../auditoria';
import { getVenue } from '../local';
import * as repo from './precios.repository';

type Db = Kysely<Database>;

/** One product's price and cost before and after a change (minor units), with the name the audit log shows. */
export interface CambioPrecio {
  productoId: number;
  nombre: string;
  precioAnterior: number;
  precioNuevo: number;
  costoAnterior: number | null;
  costoNuevo: number | null;
}

/**
 * Records the changes of price or cost that a person made, whatever path made them (the product
 * form, a bulk adjustment): each in the price history and in the audit log, with who, when,
 * before, after and the reason given, in the caller's transaction. Rows that change neither are
 * skipped, so a save of an unchanged product leaves no trace of a price change.
 */
export async function registrarCambiosPrecio(
  db: Db,
  actor: { localId: number; userId: number },
  cambios: readonly CambioPrecio[],
  origen: { origen: 'ajuste' | 'edicion'; ajusteId?: number | null; motivo?: string | null },
): Promise<void> {
  const reales = cambios.filter((c) => c.precioAnterior !== c.precioNuevo || c.costoAnterior !== c.costoNuevo);
  if (reales.length === 0) return;
  const ajusteId = origen.ajusteId ?? null;
  const motivo = origen.motivo?.trim() || null;
  await repo.insertPrecioHistorial(
    db,
    actor.localId,
    reales.map((c) => ({ ...c, origen: origen.origen, ajusteId, usuarioId: actor.userId, motivo })),
  );
  const { currencyCode } = await getVenue(db, actor.localId);
  const money = (minor: number | null) => (minor === null ? null : fromMinor(minor, currencyCode));
  for (const c of reales) {
    await audit(db, actor, {
      accion: 'producto.precio',
      entidad: 'producto',
      entidadId: c.productoId,
      antes: { precio: money(c.precioAnterior), costo: money(c.costoAnterior) },
      despues: { producto: c.nombre, precio: money(c.precioNuevo), costo: money(c.costoNuevo), origen: origen.origen, ...(ajusteId === null ? {} : { ajusteId }) },
      motivo,
    });
  }
}
