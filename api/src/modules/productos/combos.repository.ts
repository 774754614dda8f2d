import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A combo's option as stored: the component product (its name, price and kind now) and the surcharge in minor units. */
export interface ComboOpcionRow {
  id: number;
  productoId: number;
  nombre: string;
  /** The component's own price (minor units): what the combo's revenue is attributed by. */
  precioBase: number;
  componenteActivo: boolean;
  componenteTipo: string;
  recargo: number;
  activo: boolean;
}

export interface ComboGrupoRow {
  id: number;
  productoId: number;
  nombre: string;
  opciones: ComboOpcionRow[];
}

/** The groups of these combos with their options, in their order, by combo. */
export async function findComboGroups(db: Db, localId: number, productoIds: readonly number[]): Promise<Map<number, ComboGrupoRow[]>> {
  const byProducto = new Map<number, ComboGrupoRow[]>();
  const ids = [...new Set(productoIds)];
  if (ids.length === 0) return byProducto;
  const groups = await db
    .selectFrom('producto_combo_grupos')
    .selectAll()
    .where('local_id', '=', localId)
    .where('producto_id', 'in', ids)
    .orderBy('producto_id')
    .orderBy('orden')
    .orderBy('id')
    .execute();
  if (groups.length === 0) return byProducto;
  const options = await db
    .selectFrom('producto_combo_opciones as o')
    .innerJoin('productos as p', 'p.id', 'o.producto_id')
    .select(['o.id', 'o.grupo_id', 'o.producto_id', 'o.recargo', 'o.activo', 'p.nombre', 'p.precio', 'p.activo as producto_activo', 'p.tipo'])
    .where(
      'o.grupo_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('o.grupo_id')
    .orderBy('o.orden')
    .orderBy('o.id')
    .execute();
  const byGroup = new Map<number, ComboOpcionRow[]>();
  for (const o of options) {
    const list = byGroup.get(o.grupo_id) ?? [];
    list.push({
      id: o.id,
      productoId: o.producto_id,
      nombre: o.nombre,
      precioBase: Number(o.precio),
      componenteActivo: Boolean(o.producto_activo),
      componenteTipo: o.tipo,
      recargo: Number(o.recargo),
      activo: Boolean(o.activo),
    });
    byGroup.set(o.grupo_id, list);
  }
  for (const g of groups) {
    const list = byProducto.get(g.producto_id) ?? [];
    list.push({ id: g.id, productoId: g.producto_id, nombre: g.nombre, opciones: byGroup.get(g.id) ?? [] });
    byProducto.set(g.producto_id, list);
  }
  return byProducto;
}

/** The ids of the venue's active combos. */
export async function activeComboIds(db: Db, localId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('productos')
    .select('id')
    .where('local_id', '=', localId)
    .where('tipo', '=', 'combo')
    .where('activo', '=', true)
    .orderBy('nombre')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Products of the venue by id, with what a component must be (active, simple). */
export async function componentCandidates(db: Db, localId: number, ids: readonly number[]): Promise<Map<number, { id: number; nombre: string; activo: boolean; tipo: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'nombre', 'activo', 'tipo'])
    .where('local_id', '=', localId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, nombre: r.nombre, activo: Boolean(r.activo), tipo: r.tipo }]));
}

/** The first combo (by name) that holds this product as a component, if any. */
export async function comboHolding(db: Db, localId: number, productoId: number): Promise<{ id: number; nombre: string } | null> {
  const row = await db
    .selectFrom('producto_combo_opciones as o')
    .innerJoin('producto_combo_grupos as g', 'g.id', 'o.grupo_id')
    .innerJoin('productos as p', 'p.id', 'g.producto_id')
    .select(['p.id', 'p.nombre'])
    .where('g.local_id', '=', localId)
    .where('o.producto_id', '=', productoId)
    .orderBy('p.nombre')
    .executeTakeFirst();
  return row ?? null;
}

export interface ComboGroupValues {
  id?: number | undefined;
  nombre: string;
  opciones: { id?: number | undefined; productoId: number; recargo: number; activo: boolean }[];
}

/**
 * Replaces a combo's groups: existing ones (by id) are updated in place so the ids lines name
 * stay, new ones inserted, missing ones deleted. 'grupo' or 'opcion' when an id given is not the
 * combo's (the caller's transaction rolls back what was written).
 */
export async function replaceComboGroups(db: Db, localId: number, productoId: number, groups: readonly ComboGroupValues[]): Promise<'ok' | 'grupo' | 'opcion'> {
  const current = (await findComboGroups(db, localId, [productoId])).get(productoId) ?? [];
  const currentGroups = new Map(current.map((g) => [g.id, g]));
  const keptGroups = new Set<number>();
  for (const [orden, group] of groups.entries()) {
    let grupoId: number;
    if (group.id !== undefined) {
      if (!currentGroups.has(group.id)) return 'grupo';
      grupoId = group.id;
      await db.updateTable('producto_combo_grupos').set({ nombre: group.nombre, orden }).where('id', '=', grupoId).execute();
    } else {
      const row = await db
        .insertInto('producto_combo_grupos')
        .values({ local_id: localId, producto_id: productoId, nombre: group.nombre, orden })
        .returning('id')
        .executeTakeFirstOrThrow();
      grupoId = row.id;
    }
    keptGroups.add(grupoId);
    const currentOptions = new Set((currentGroups.get(grupoId)?.opciones ?? []).map((o) => o.id));
    const keptOptions: number[] = [];
    for (const [ordenOpcion, option] of group.opciones.entries()) {
      const values = { producto_id: option.productoId, recargo: option.recargo, activo: option.activo ? 1 : 0, orden: ordenOpcion };
      if (option.id !== undefined) {
        if (!currentOptions.has(option.id)) return 'opcion';
        await db.updateTable('producto_combo_opciones').set(values).where('id', '=', option.id).execute();
        keptOptions.push(option.id);
      } else {
        const row = await db
          .insertInto('producto_combo_opciones')
          .values({ grupo_id: grupoId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        keptOptions.push(row.id);
      }
    }
    let stale = db.deleteFrom('producto_combo_opciones').where('grupo_id', '=', grupoId);
    if (keptOptions.length > 0) stale = stale.where('id', 'not in', keptOptions);
    await stale.execute();
  }
  const removed = current.filter((g) => !keptGroups.has(g.id)).map((g) => g.id);
  if (removed.length > 0) {
    await db.deleteFrom('producto_combo_opciones').where('grupo_id', 'in', removed).execute();
    await db.deleteFrom('producto_combo_grupos').where('id', 'in', removed).execute();
  }
  return 'ok';
}
