import type { Generated } from 'kysely';

/*
 * Ingredients, recipes, purchases and counts. Quantities are integers in millionths of their unit
 * (INSUMO_QUANTITY_SCALE in shared/rules/recetas); costs are minor units of the venue's currency
 * per whole unit; percentages are basis points.
 */

export interface InsumosTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** 'kg' | 'g' | 'l' | 'ml' | 'unidad'. */
  unidad: string;
  /** Weighted average cost per unit, minor units. */
  costo_unitario: Generated<number>;
  /** The last purchase's cost per unit; null before the first. */
  costo_ultimo: number | null;
  stock_actual: Generated<number>;
  stock_minimo: Generated<number>;
  controla_stock: Generated<number>;
  proveedor_id: number | null;
  activo: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface InsumoMovimientosTable {
  id: Generated<number>;
  local_id: number;
  insumo_id: number;
  /** 'venta' | 'anulacion' | 'compra' | 'merma' | 'ajuste' | 'inventario' | 'transferencia'. */
  tipo: string;
  /** Signed: what came in (+) or went out (-). */
  cantidad: number;
  stock_anterior: number;
  stock_resultante: number;
  /** The ingredient's cost per unit when it moved, to value it. */
  costo_unitario: Generated<number>;
  venta_id: number | null;
  compra_id: number | null;
  inventario_id: number | null;
  usuario_id: number | null;
  motivo: string | null;
  created_at: string;
}

/** A sub-recipe (a tomato sauce) made of ingredients or other preparations. */
export interface PreparacionesTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** The unit its yield is measured in. */
  unidad: string;
  rendimiento: number;
  activo: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A product's recipe header: the portions its lines yield. */
export interface RecetasTable {
  id: Generated<number>;
  local_id: number;
  producto_id: number;
  rendimiento: number;
  updated_at: string;
  updated_by: number | null;
}

/** A line of one owner (product, modifier option or preparation) naming one component. */
export interface RecetaLineasTable {
  id: Generated<number>;
  local_id: number;
  producto_id: number | null;
  opcion_id: number | null;
  de_preparacion_id: number | null;
  insumo_id: number | null;
  preparacion_id: number | null;
  cantidad: number;
  unidad: string;
  merma_porcentaje: Generated<number>;
  /** 1 on a modifier option's line that takes the component out of the dish. */
  quitar: Generated<number>;
  orden: Generated<number>;
}

export interface ComprasTable {
  id: Generated<number>;
  local_id: number;
  numero: number;
  proveedor_id: number;
  /** 'borrador' | 'enviada' | 'parcial' | 'recibida' | 'cancelada'. */
  estado: string;
  notas: string | null;
  total: Generated<number>;
  usuario_id: number | null;
  created_at: string;
  updated_at: string;
  enviada_at: string | null;
  recibida_at: string | null;
}

export interface CompraLineasTable {
  id: Generated<number>;
  compra_id: number;
  insumo_id: number;
  cantidad: number;
  costo_unitario: number;
  cantidad_recibida: Generated<number>;
  orden: Generated<number>;
}

export interface InventariosTable {
  id: Generated<number>;
  local_id: number;
  usuario_id: number | null;
  notas: string | null;
  created_at: string;
}

export interface InventarioLineasTable {
  id: Generated<number>;
  inventario_id: number;
  insumo_id: number;
  cantidad_sistema: number;
  cantidad_contada: number;
  costo_unitario: number;
}

/** A dish a purchase's reception pushed above the venue's food-cost target, until an admin marks it seen. */
export interface CostoAlertasTable {
  id: Generated<number>;
  local_id: number;
  compra_id: number;
  producto_id: number;
  /** The modifier option the risen ingredient is in, when it is not in the dish's own recipe. */
  opcion_id: number | null;
  /** One portion's cost before and after the reception, minor units. */
  costo_anterior: number;
  costo_nuevo: number;
  precio: number;
  /** Basis points. */
  food_cost: number;
  objetivo: number;
  /** JSON: [{ insumoId, nombre, costoAnterior, costoNuevo }] in minor units per whole unit. */
  insumos: string;
  created_at: string;
  vista_at: string | null;
  vista_por: number | null;
}
