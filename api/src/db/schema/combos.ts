import type { Generated } from 'kysely';

/** A combo's choice groups: the guest picks exactly one option of each. */
export interface ProductoComboGruposTable {
  id: Generated<number>;
  local_id: number;
  /** The combo product. */
  producto_id: number;
  nombre: string;
  orden: Generated<number>;
}

/** A group's options: another (simple) product of the venue and what choosing it adds, in minor units. */
export interface ProductoComboOpcionesTable {
  id: Generated<number>;
  grupo_id: number;
  /** The component product. */
  producto_id: number;
  recargo: Generated<number>;
  activo: Generated<number>;
  orden: Generated<number>;
}
