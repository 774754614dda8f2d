/** The catalogue: payment methods, currencies, categories, products, suppliers, prices, stock, modifiers and price lists. */
import type { Generated } from 'kysely';
import type { DbBool } from './core';

export interface MediosPagoTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  nombre_clave: string;
  tipo: string;
  orden: Generated<number>;
  activo: Generated<DbBool>;
  created_at: Generated<string>;
}

export interface TiposCambioTable {
  id: Generated<number>;
  local_id: number;
  moneda: string;
  valor_micro: number;
  es_default: Generated<DbBool>;
  updated_at: Generated<string>;
}

export interface CategoriasTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  nombre_clave: string;
  descripcion: string | null;
  orden: Generated<number>;
  activo: Generated<DbBool>;
  created_at: Generated<string>;
  /** The category type of the settings. */
  tipo: string | null;
}

export interface SubcategoriasTable {
  id: Generated<number>;
  local_id: number;
  categoria_id: number;
  nombre: string;
  nombre_clave: string;
  descripcion: string | null;
  activo: Generated<DbBool>;
  created_at: Generated<string>;
}

/** One stored size of a product's image: bytes in `datos` on PostgreSQL, a file under DATA_DIR on SQLite. */
export interface ProductoImagenesTable {
  producto_id: number;
  tamano: string;
  local_id: number;
  version: string;
  tipo: string;
  bytes: number;
  datos: Buffer | null;
  created_at: Generated<string>;
}

export interface ProductosTable {
  id: Generated<number>;
  local_id: number;
  categoria_id: number | null;
  nombre: string;
  nombre_busqueda: string;
  descripcion: string | null;
  codigo_barras: string | null;
  codigo_sku: string | null;
  precio: number;
  costo: number | null;
  unidad_medida: Generated<string>;
  controla_stock: Generated<DbBool>;
  stock_actual: Generated<number>;
  stock_minimo: Generated<number>;
  activo: Generated<DbBool>;
  visible_restaurant: Generated<DbBool>;
  visible_orders: Generated<DbBool>;
  visible_pos: Generated<DbBool>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** The catalogue's fields. */
  subcategoria_id: number | null;
  proveedor_id: number | null;
  marca: string | null;
  /** Profit over cost, scaled by 100 (12.5 % is 1250). */
  porcentaje_ganancia: number | null;
  /** 'YYYY-MM-DD'. */
  fecha_vencimiento: string | null;
  /** Changes with every new image; null without one. */
  imagen_version: string | null;
  /** IVA rate, '21', '10.5', '27', '5', '2.5', '0' or 'exento'. */
  iva_alicuota: Generated<string>;
  /** 'simple' or 'combo'. */
  tipo: Generated<string>;
  /** 0 when staff marked it sold out by hand. */
  disponible: Generated<number>;
}

export interface StockMovimientosTable {
  id: Generated<number>;
  local_id: number;
  producto_id: number;
  tipo: string;
  cantidad: number;
  stock_resultante: number;
  venta_id: number | null;
  usuario_id: number | null;
  motivo: string | null;
  created_at: Generated<string>;
  /** A purchase's supplier and invoice or delivery note. */
  proveedor_id: number | null;
  comprobante: string | null;
}

export interface ProveedoresTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** SearchKey(nombre): unique per venue. */
  nombre_clave: string;
  /** Digits only. */
  cuit: string;
  email: string | null;
  direccion: string | null;
  localidad: string;
  provincia: string;
  comentario: string | null;
  activo: Generated<DbBool>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PrecioAjustesTable {
  id: Generated<number>;
  local_id: number;
  usuario_id: number | null;
  categoria_id: number | null;
  proveedor_id: number | null;
  marca: string | null;
  modo: string;
  /** Percent scaled by 100, or minor units of the venue's currency. */
  valor: number;
  aplicar_a: string;
  redondeo_tipo: string;
  redondeo_multiplo: number | null;
  cantidad_productos: number;
  created_at: Generated<string>;
}

export interface PrecioHistorialTable {
  id: Generated<number>;
  local_id: number;
  producto_id: number;
  precio_anterior: number;
  precio_nuevo: number;
  costo_anterior: number | null;
  costo_nuevo: number | null;
  origen: string;
  ajuste_id: number | null;
  usuario_id: number | null;
  created_at: Generated<string>;
  /** The reason given for the change, if any. */
  motivo: string | null;
}

// A product's modifier groups and their options.
export interface ProductoModificadorGruposTable {
  id: Generated<number>;
  local_id: number;
  producto_id: number;
  nombre: string;
  minimo: Generated<number>;
  maximo: Generated<number>;
  orden: Generated<number>;
  updated_at: string;
}

export interface ProductoModificadorOpcionesTable {
  id: Generated<number>;
  grupo_id: number;
  nombre: string;
  precio_delta: Generated<number>;
  activo: Generated<number>;
  orden: Generated<number>;
}

export interface ListasPreciosTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** Comma-separated channels ('salon,mostrador'). */
  canales: string;
  /** Comma-separated weekdays (1 Monday ... 7 Sunday), null when the list always applies. */
  dias: string | null;
  desde: string | null;
  hasta: string | null;
  prioridad: Generated<number>;
  activa: Generated<number>;
  /** Percent scaled by 100 over the base price, null with fixed prices. */
  ajuste_porcentaje: number | null;
  created_at: string;
  updated_at: string;
}

export interface ListasPreciosProductosTable {
  id: Generated<number>;
  lista_id: number;
  producto_id: number;
  /** Minor units of the venue's currency. */
  precio: number;
}
