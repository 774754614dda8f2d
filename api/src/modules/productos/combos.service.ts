import type { ComboGrupo, ComboEleccion, LineaComponente, ProductoCombo, ProductoComboInput, ProductoTipo } from '@resto/shared/contracts';
import { fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { amountIn, getVenue } from '../local';
import * as repo from './combos.repository';
import { findProductos } from './productos.repository';

/*
 * Combos and set menus: a combo product's choice groups (exactly one option of each), the check
 * and price of a combo line's choices, and the components the line keeps.
 */

type Db = Kysely<Database>;

/** A component a combo line was taken with, as kept with the line (JSON text), money in minor units. */
export interface ChosenComponent {
  grupoId: number;
  grupo: string;
  opcionId: number;
  productoId: number;
  nombre: string;
  recargoMinor: number;
  /** The component's own price then: the combo's revenue is attributed to its components by it. */
  precioBaseMinor: number;
}

function toGrupo(g: repo.ComboGrupoRow, currency: string): ComboGrupo {
  return {
    id: g.id,
    nombre: g.nombre,
    opciones: g.opciones.map((o) => ({ id: o.id, productoId: o.productoId, nombre: o.nombre, recargo: fromMinor(o.recargo, currency), activo: o.activo })),
  };
}

async function comboProducto(db: Db, localId: number, productoId: number) {
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  if (producto.tipo !== 'combo') throw badRequest('PRODUCTO_NO_ES_COMBO', { producto: producto.nombre });
  return producto;
}

export async function getCombo(db: Db, localId: number, productoId: number): Promise<ProductoCombo> {
  await comboProducto(db, localId, productoId);
  const { currencyCode } = await getVenue(db, localId);
  const groups = (await repo.findComboGroups(db, localId, [productoId])).get(productoId) ?? [];
  return { productoId, grupos: groups.map((g) => toGrupo(g, currencyCode)) };
}

/** Every active combo's groups, for the pickers of the handheld, /resto and /ventas. */
export async function listCombosMenu(db: Db, localId: number): Promise<ProductoCombo[]> {
  const ids = await repo.activeComboIds(db, localId);
  const { currencyCode } = await getVenue(db, localId);
  const byProducto = await repo.findComboGroups(db, localId, ids);
  return ids.map((productoId) => ({ productoId, grupos: (byProducto.get(productoId) ?? []).map((g) => toGrupo(g, currencyCode)) }));
}

/**
 * Replaces the combo's groups (in the caller's transaction). Each component is an active simple
 * product of the venue; the groups before and after go to the audit log (the surcharges are part
 * of what a line costs).
 */
export async function saveCombo(db: Db, actor: { localId: number; userId: number }, productoId: number, input: ProductoComboInput): Promise<ProductoCombo> {
  const { localId } = actor;
  await comboProducto(db, localId, productoId);
  const antes = await getCombo(db, localId, productoId);
  const candidates = await repo.componentCandidates(
    db,
    localId,
    input.grupos.flatMap((g) => g.opciones.map((o) => o.productoId)),
  );
  const { currencyCode } = await getVenue(db, localId);
  const groups: repo.ComboGroupValues[] = input.grupos.map((g, gi) => {
    const seen = new Set<number>();
    return {
      id: g.id,
      nombre: g.nombre.trim(),
      opciones: g.opciones.map((o, oi) => {
        const componente = candidates.get(o.productoId);
        if (!componente || !componente.activo) throw badRequest('COMBO_COMPONENTE_NO_EXISTE', { productoId: o.productoId });
        if (componente.tipo === 'combo') throw badRequest('COMBO_COMPONENTE_ES_COMBO', { producto: componente.nombre });
        // One product twice in a group would be two options the guest cannot tell apart.
        if (seen.has(o.productoId)) throw badRequest('VALIDACION', { campo: `grupos[${gi}].opciones[${oi}].productoId` });
        seen.add(o.productoId);
        return { id: o.id, productoId: o.productoId, recargo: amountIn(o.recargo ?? 0, currencyCode, `grupos[${gi}].opciones[${oi}].recargo`), activo: o.activo ?? true };
      }),
    };
  });
  const result = await repo.replaceComboGroups(db, localId, productoId, groups);
  if (result !== 'ok') throw notFound('COMBO_OPCION_NO_EXISTE');
  const saved = await getCombo(db, localId, productoId);
  await audit(db, actor, { accion: 'combo.editar', entidad: 'producto', entidadId: productoId, antes: antes.grupos, despues: saved.grupos });
  return saved;
}

/**
 * A product made a combo must not be a component of another combo (a combo is never part of
 * one); called before the product's kind is written.
 */
export async function checkTipoProducto(db: Db, localId: number, productoId: number, tipo: ProductoTipo | undefined): Promise<void> {
  if (tipo !== 'combo') return;
  const holder = await repo.comboHolding(db, localId, productoId);
  if (holder) {
    const [producto] = await findProductos(db, localId, [productoId]);
    throw badRequest('COMBO_COMPONENTE_ES_COMBO', { producto: producto?.nombre ?? holder.nombre });
  }
}

/** A line to check: its product (as the money path read it) and the choices sent. */
export interface ComboLine {
  producto: { id: number; nombre: string; tipo: ProductoTipo };
  combo?: readonly ComboEleccion[] | undefined;
}

/**
 * Each line's combo choices checked against its combo's groups: exactly one active option of
 * each group, nothing else. Returns per line the components chosen and the surcharges they add
 * to the unit price (none for a simple product); refuses the lot on the first bad line. Lines of
 * simple products cost no query.
 */
export async function resolveCombos(db: Db, localId: number, lines: readonly ComboLine[]): Promise<{ componentes: ChosenComponent[]; recargoMinor: number }[]> {
  const comboIds = lines.filter((l) => l.producto.tipo === 'combo').map((l) => l.producto.id);
  const groupsOf = comboIds.length > 0 ? await repo.findComboGroups(db, localId, comboIds) : new Map<number, repo.ComboGrupoRow[]>();
  return lines.map((line) => {
    const combo = line.producto.nombre;
    const elecciones = line.combo ?? [];
    if (line.producto.tipo !== 'combo') {
      if (elecciones.length > 0) throw badRequest('COMBO_ELECCION_INVALIDA', { combo });
      return { componentes: [], recargoMinor: 0 };
    }
    const groups = groupsOf.get(line.producto.id) ?? [];
    if (groups.length === 0) throw badRequest('COMBO_SIN_GRUPOS', { combo });
    const byGroup = new Map<number, number>();
    for (const e of elecciones) {
      if (byGroup.has(e.grupoId) || !groups.some((g) => g.id === e.grupoId)) throw badRequest('COMBO_ELECCION_INVALIDA', { combo });
      byGroup.set(e.grupoId, e.opcionId);
    }
    const componentes = groups.map((g): ChosenComponent => {
      const opcionId = byGroup.get(g.id);
      if (opcionId === undefined) throw badRequest('COMBO_ELECCION_FALTA', { grupo: g.nombre, combo });
      const opcion = g.opciones.find((o) => o.id === opcionId);
      if (!opcion || !opcion.activo || !opcion.componenteActivo || opcion.componenteTipo === 'combo') throw badRequest('COMBO_ELECCION_INVALIDA', { combo });
      return {
        grupoId: g.id,
        grupo: g.nombre,
        opcionId: opcion.id,
        productoId: opcion.productoId,
        nombre: opcion.nombre,
        recargoMinor: opcion.recargo,
        precioBaseMinor: opcion.precioBase,
      };
    });
    return { componentes, recargoMinor: componentes.reduce((sum, c) => sum + c.recargoMinor, 0) };
  });
}

/** The components to store with a line: JSON text, or null for a simple product. */
export function componentsText(chosen: readonly ChosenComponent[] | undefined): string | null {
  return chosen && chosen.length > 0 ? JSON.stringify(chosen) : null;
}

/** A line's stored components (JSON text) as kept. */
export function componentsParsed(text: string | null | undefined): ChosenComponent[] {
  return text ? (JSON.parse(text) as ChosenComponent[]) : [];
}

/** A line's stored components (JSON text) as the api shows them. */
export function componentsOf(text: string | null | undefined, currency: string): LineaComponente[] {
  return componentsParsed(text).map((c) => ({
    grupoId: c.grupoId,
    grupo: c.grupo,
    opcionId: c.opcionId,
    productoId: c.productoId,
    nombre: c.nombre,
    recargo: fromMinor(c.recargoMinor, currency),
  }));
}

/**
 * A combo line's revenue split over its components by their base prices, in minor units: each
 * gets floor(revenue x base / sum of bases), the last the remainder, so the parts sum to the
 * revenue exactly. Equal parts when every base is 0. Negative revenue (a void) splits alike.
 */
export function attributeRevenue(revenueMinor: number, components: readonly Pick<ChosenComponent, 'precioBaseMinor'>[]): number[] {
  if (components.length === 0) return [];
  const bases = components.map((c) => BigInt(Math.max(0, c.precioBaseMinor)));
  const total = bases.reduce((a, b) => a + b, 0n);
  const weights = total === 0n ? components.map(() => 1n) : bases;
  const sum = total === 0n ? BigInt(components.length) : total;
  const revenue = BigInt(revenueMinor);
  const parts = weights.map((w) => Number((revenue * w) / sum));
  parts[parts.length - 1] = revenueMinor - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}
