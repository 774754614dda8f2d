/** Table service: tables, comandas and their items, orders, reservations, split bills, tips and printing. */
import type { Generated } from 'kysely';
import type { DbBool } from './core';

export interface MesasTable {
  id: Generated<number>;
  local_id: number;
  numero: number;
  nombre: string | null;
  capacidad: number;
  tamano: string;
  x: number;
  y: number;
  estado: Generated<string>;
  zona: Generated<string>;
  forma: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface MesaDraftsTable {
  id: Generated<number>;
  local_id: number;
  mesa_id: number | null;
  mesa_numero: number;
  estado: string;
  comensales: number;
  comentario: string | null;
  camarero: string | null;
  cliente_id: number | null;
  usuario_id: number;
  descuento_tipo: string | null;
  descuento_valor: number | null;
  /** The discount amount (minor units) a manager's approval allowed for a percent discount. */
  descuento_aprobado: number | null;
  /** The table's gross (minor units) when `descuento_aprobado` was allowed. */
  descuento_aprobado_bruto: number | null;
  venta_id: number | null;
  motivo_cierre: string | null;
  fecha_apertura: string;
  ultima_actualizacion: string;
  fecha_cierre: string | null;
  /** 1 when opened, +1 on every change (the /ws/mesas events carry it). */
  version: Generated<number>;
}

/* Optional on insert: the paths that write lines without a list leave it null. */
export interface MesaDraftItemsTable {
  id: Generated<number>;
  draft_id: number;
  producto_id: number;
  producto_nombre: string;
  categoria_nombre: string | null;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
  /** The promotion the line was added under (JSON text of its id, name and rule), or null. */
  promocion: Generated<string | null>;
  tipo_descuento: string | null;
  valor_descuento: number | null;
  notas: string | null;
  mesa_vinculada_id: number | null;
  eliminado: Generated<DbBool>;
  motivo_eliminacion: string | null;
  fecha_eliminacion: string | null;
  usuario_id: number;
  fecha_creacion: string;
  fecha_modificacion: string;
  /** Options (JSON text), course and held until fired. */
  modificadores: string | null;
  /** A combo's components as the line kept them (JSON text), null for a simple product. */
  componentes: string | null;
  curso: string | null;
  en_espera: Generated<number>;
  lista_precio: Generated<string | null>;
}

export interface PedidosTable {
  id: Generated<number>;
  local_id: number;
  numero: number;
  tipo: string;
  estado: string;
  canal: string;
  mesa_id: number | null;
  mesa_numero: number | null;
  draft_id: number | null;
  cliente_id: number | null;
  venta_id: number | null;
  notas: string | null;
  usuario_id: number;
  fecha_creacion: string;
  fecha_actualizacion: string;
  cliente_nombre: string | null;
  direccion: string | null;
  programado_para: string | null;
  /** 1 while a booked order waits for its time. */
  retenido: Generated<number>;
  cancelado_por: number | null;
  motivo_cancelacion: string | null;
}

/** The orders screen's settings. */
export interface PedidosConfigTable {
  local_id: number;
  alerta_minutos: Generated<number>;
  /** The critical-orders indicator's refresh interval (ms); null: 5000. */
  refresco_ms: number | null;
}

export interface PedidoItemsTable {
  id: Generated<number>;
  pedido_id: number;
  draft_item_id: number | null;
  producto_id: number;
  producto_nombre: string;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
  notas: string | null;
  eliminado: Generated<DbBool>;
  /** Options (JSON text), course and held until fired. */
  modificadores: string | null;
  /** A combo's components as the line kept them (JSON text), null for a simple product. */
  componentes: string | null;
  curso: string | null;
  en_espera: Generated<number>;
  /** A direct order's: the price list that priced the line (its name) and its promotion's rule (JSON text). */
  lista_precio: string | null;
  promocion: string | null;
}

export interface ReservasTable {
  id: Generated<number>;
  local_id: number;
  cliente_nombre: string;
  telefono: string | null;
  email: string | null;
  fecha: string;
  hora: string;
  personas: number;
  mesa_id: number | null;
  notas: string | null;
  estado: Generated<string>;
  inicio: string;
  fin: string;
  draft_id: number | null;
  usuario_id: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ReservasConfigTable {
  local_id: number;
  duracion_minutos: Generated<number>;
}

// Printers, category routing to stations, the print queue.
export interface ImpresorasTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  conexion: string;
  host: string | null;
  puerto: number | null;
  ancho_mm: Generated<number>;
  code_page: Generated<string>;
  estacion: string;
  respaldo_id: number | null;
  leer_estado: Generated<number>;
  activa: Generated<number>;
  fecha_creacion: string;
}

export interface ImpresionRutasTable {
  local_id: number;
  categoria_id: number;
  estacion: string;
}

export interface ImpresionTrabajosTable {
  id: Generated<number>;
  local_id: number;
  clave: string;
  tipo: string;
  estacion: string;
  impresora_id: number | null;
  impresora_original_id: number | null;
  documento: string;
  reimpresion: Generated<number>;
  estado: string;
  intentos: Generated<number>;
  error: string | null;
  advertencia: string | null;
  reconocida_por: number | null;
  fecha_reconocida: string | null;
  usuario_id: number | null;
  fecha_creacion: string;
  fecha_envio: string | null;
  fecha_fin: string | null;
}

/** An item's state (its row as JSON) before a change, valid up to the draft's version `hasta_version`. */
export interface MesaDraftItemEstadosTable {
  id: Generated<number>;
  draft_id: number;
  item_id: number;
  hasta_version: number;
  fila: string;
  created_at: string;
}

export interface CuentaPartesTable {
  id: Generated<number>;
  local_id: number;
  draft_id: number;
  numero: number;
  /** The guest or the seat the part is (1-based). */
  grupo: number;
  /** 'iguales' | 'montos' | 'items' | 'asientos'. */
  modo: string;
  /** 'pendiente' | 'pagada'. */
  estado: string;
  subtotal: number;
  descuento_general: number;
  descuento_cliente: number;
  total: number;
  /** JSON: [{ itemId, cantidadMilli, bruto, descuento, subtotal }] in minor units. */
  lineas: string;
  venta_id: number | null;
  version_draft: number;
  created_at: Generated<string>;
  pagada_at: string | null;
}

export interface PropinasTable {
  id: Generated<number>;
  local_id: number;
  venta_id: number;
  arqueo_id: number | null;
  mozo_id: number | null;
  medio_pago_id: number;
  medio_nombre: string;
  medio_tipo: string;
  moneda: string;
  monto: number;
  tasa_micro: number | null;
  monto_local: number;
  created_at: Generated<string>;
}

/** The venue's printing settings. */
export interface ImpresionAjustesTable {
  local_id: number;
  documento_venta: Generated<string>;
}
