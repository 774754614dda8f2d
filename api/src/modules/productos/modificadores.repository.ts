import type { ModifierGroupRule } from '@resto/shared/rules';
import type { Kysely, Selectable } from 'kysely';
import { hotQuery } from '../../db/hot-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A product's modifier group as stored (option deltas in minor units), in its order. */
export interface ModifierGroupRow extends ModifierGroupRule {
  productoId: number;
  orden: number;
}

/** The groups of one product: what every comanda add of one line asks, compiled once (see hotQuery). */
const groupsOfOne = hotQuery<Selectable<Database['producto_modificador_grupos']>, [number, number]>(
  (db, p) => db.selectFrom('producto_modificador_grupos').selectAll().where('local_id', '=', p(0)).where('producto_id', '=', p(1)).orderBy('orden').orderBy('id'),
  { cached: ['producto_modificador_grupos'] },
);

/** The groups of these products (one query for the groups, one for their options), by product. */
export async function findGroups(db: Db, localId: number, productoIds: readonly number[]): Promise<Map<number, ModifierGroupRow[]>> {
  const byProducto = new Map<number, ModifierGroupRow[]>();
  if (productoIds.length === 0) return byProducto;
  const ids = [...new Set(productoIds)];
  const groups =
    ids.length === 1
      ? await groupsOfOne(db, localId, ids[0]!)
      : await db
          .selectFrom('producto_modificador_grupos')
          .selectAll()
          .where('local_id', '=', localId)
          .where('producto_id', 'in', ids)
          .orderBy('producto_id')
          .orderBy('orden')
          .orderBy('id')
          .execute();
  if (groups.length === 0) return byProducto;
  const options = await db
    .selectFrom('producto_modificador_opciones')
    .selectAll()
    .where(
      'grupo_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('grupo_id')
    .orderBy('orden')
    .orderBy('id')
    .execute();
  const byGroup = new Map<number, ModifierGroupRule['opciones'][number][]>();
  for (const o of options) {
    const list = byGroup.get(o.grupo_id) ?? [];
    list.push({ id: o.id, nombre: o.nombre, precioDeltaMinor: Number(o.precio_delta), activo: Boolean(o.activo) });
    byGroup.set(o.grupo_id, list);
  }
  for (const g of groups) {
    const list = byProducto.get(g.producto_id) ?? [];
    list.push({ id: g.id, productoId: g.producto_id, nombre: g.nombre, minimo: g.minimo, maximo: g.maximo, orden: g.orden, opciones: byGroup.get(g.id) ?? [] });
    byProducto.set(g.producto_id, list);
  }
  return byProducto;
}

/** Every group of the venue's active products (the pickers' menu). */
export async function findGroupsOfActiveProducts(db: Db, localId: number): Promise<Map<number, ModifierGroupRow[]>> {
  const ids = await db
    .selectFrom('producto_modificador_grupos as g')
    .innerJoin('productos as p', 'p.id', 'g.producto_id')
    .select('g.producto_id')
    .distinct()
    .where('g.local_id', '=', localId)
    .where('p.activo', '=', true)
    .execute();
  return findGroups(
    db,
    localId,
    ids.map((r) => r.producto_id),
  );
}

export interface GroupValues {
  id?: number | undefined;
  nombre: string;
  minimo: number;
  maximo: number;
  opciones: { id?: number | undefined; nombre: string; precioDeltaMinor: number; activo: boolean }[];
}

/**
 * Replaces a product's groups with `groups`: existing ones (by id) are updated in place, so the
 * ids of options that stay are kept; new ones are inserted; missing ones are deleted. Returns
 * false when an id given is not one of the product's (nothing is half-written: the caller's
 * transaction rolls back).
 */
export async function replaceGroups(db: Db, localId: number, productoId: number, groups: readonly GroupValues[], at: string): Promise<'ok' | 'grupo' | 'opcion'> {
  const current = (await findGroups(db, localId, [productoId])).get(productoId) ?? [];
  const currentGroups = new Map(current.map((g) => [g.id, g]));
  const keptGroups = new Set<number>();
  for (const [orden, group] of groups.entries()) {
    let grupoId: number;
    if (group.id !== undefined) {
      const existing = currentGroups.get(group.id);
      if (!existing) return 'grupo';
      grupoId = existing.id;
      await db
        .updateTable('producto_modificador_grupos')
        .set({ nombre: group.nombre, minimo: group.minimo, maximo: group.maximo, orden, updated_at: at })
        .where('id', '=', grupoId)
        .execute();
    } else {
      const row = await db
        .insertInto('producto_modificador_grupos')
        .values({ local_id: localId, producto_id: productoId, nombre: group.nombre, minimo: group.minimo, maximo: group.maximo, orden, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      grupoId = row.id;
    }
    keptGroups.add(grupoId);
    const currentOptions = new Set((currentGroups.get(grupoId)?.opciones ?? []).map((o) => o.id));
    const keptOptions: number[] = [];
    for (const [ordenOpcion, option] of group.opciones.entries()) {
      const values = { nombre: option.nombre, precio_delta: option.precioDeltaMinor, activo: option.activo ? 1 : 0, orden: ordenOpcion };
      if (option.id !== undefined) {
        if (!currentOptions.has(option.id)) return 'opcion';
        await db.updateTable('producto_modificador_opciones').set(values).where('id', '=', option.id).execute();
        keptOptions.push(option.id);
      } else {
        const row = await db
          .insertInto('producto_modificador_opciones')
          .values({ grupo_id: grupoId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        keptOptions.push(row.id);
      }
    }
    let stale = db.deleteFrom('producto_modificador_opciones').where('grupo_id', '=', grupoId);
    if (keptOptions.length > 0) stale = stale.where('id', 'not in', keptOptions);
    await stale.execute();
  }
  const removed = current.filter((g) => !keptGroups.has(g.id)).map((g) => g.id);
  if (removed.length > 0) {
    await db.deleteFrom('producto_modificador_opciones').where('grupo_id', 'in', removed).execute();
    await db.deleteFrom('producto_modificador_grupos').where('id', 'in', removed).execute();
  }
  return 'ok';
}
