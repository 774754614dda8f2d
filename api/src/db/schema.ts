import type { Generated } from 'kysely';

/**
 * Row types of the tables as the repositories see them. Both dialects return the same shapes:
 * timestamps as ISO-8601 strings, JSON columns as text, booleans as 0/1 or true/false
 * (read them with `Boolean()`), bigint counts as numbers (see database.ts).
 */
export type DbBool = number | boolean;

export interface LocalesTable {
  id: Generated<number>;
  nombre: string;
  pais: string;
  locale: string;
  currency_code: string;
  timezone: string;
  modulo_restaurant: DbBool;
  modulo_pos_flow: DbBool;
  created_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  /** 0018-roles-por-local: the venue the role belongs to (name unique within it). */
  local_id: number;
  nombre: string;
  descripcion: string | null;
  /** 0009-auditoria: discount limit in percent; null: the seeded default (SEEDED_ROLE_DISCOUNT_LIMIT). */
  descuento_maximo: number | null;
}

export interface UsuariosTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  email: string;
  password_hash: string;
  activo: DbBool;
  ultimo_acceso: string | null;
  created_at: string;
  /** 0008-sesiones: must choose their own password before anything else (seeded first admin, reset). */
  debe_cambiar_password: Generated<DbBool>;
  /** 0009-auditoria: a manager's approval PIN, hashed like passwords; guesses counted. */
  pin_hash: Generated<string | null>;
  pin_fallos: Generated<number>;
  pin_bloqueado_hasta: Generated<string | null>;
}

export interface UsuarioRolesTable {
  usuario_id: number;
  rol_id: number;
}

export interface SesionesTable {
  id: string;
  usuario_id: number;
  local_id: number;
  device: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_refresh_at: string | null;
  /** 0008-sesiones: why it was revoked: logout, password, reset, deactivated. */
  reason: string | null;
}

export interface ClientMutationsTable {
  id: Generated<number>;
  local_id: number;
  client_mutation_id: string;
  operation: string;
  status_code: number;
  response: string | null;
  created_at: string;
  /** 0013: SHA-256 of the canonical request body; null on older rows. */
  request_hash: Generated<string | null>;
}

export interface ConfigGeneralTable {
  local_id: number;
  config: string;
  updated_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/* 0007-permisos: roles as data, the venue's sound config. */

export interface RolPermisosTable {
  rol_id: number;
  /** A name of PERMISSIONS (shared/rules/permissions). */
  permiso: string;
}

export interface ConfigSonidoTable {
  local_id: number;
  config: string;
  updated_at: string;
}

/* 0002-money: money in minor units, rates * 10^6, quantities and stock * 10^3, percents * 100. */

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
  /** The category type of the settings (0005). */
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
  /** 0005: the catalogue's fields. */
  subcategoria_id: number | null;
  proveedor_id: number | null;
  marca: string | null;
  /** Profit over cost, scaled by 100 (12.5 % is 1250). */
  porcentaje_ganancia: number | null;
  /** 'YYYY-MM-DD'. */
  fecha_vencimiento: string | null;
  /** Changes with every new image; null without one. */
  imagen_version: string | null;
  /** 0017: IVA rate, '21', '10.5', '27', '5', '2.5', '0' or 'exento'. */
  iva_alicuota: Generated<string>;
}

export interface ClientesTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  nombre_busqueda: string;
  email: string | null;
  telefono: string;
  direccion: string;
  numero: string | null;
  departamento: string;
  ciudad: string;
  provincia: string | null;
  cuit: string | null;
  descuento_pct: Generated<number>;
  cuenta_corriente: Generated<DbBool>;
  activo: Generated<DbBool>;
  comentario: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** 0034: the most the customer may owe on their current account (minor units); null on older accounts. */
  limite_credito: number | null;
  /** 0034: the name as look-alikes are compared (customerNameKey). */
  nombre_clave: Generated<string>;
}

export interface ArqueosTable {
  id: Generated<number>;
  local_id: number;
  fecha: string;
  estado: string;
  monto_inicial: number;
  total_esperado: number | null;
  total_real: number | null;
  diferencia: number | null;
  observaciones_apertura: string | null;
  observaciones: string | null;
  usuario_apertura_id: number;
  usuario_cierre_id: number | null;
  abierto_at: string;
  cerrado_at: string | null;
  caja_id: number;
}

/** A venue's till: each register session (arqueo) is one till's. */
export interface CajasTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  activa: Generated<DbBool>;
  creado: Generated<string>;
}

export interface ArqueoMonedasTable {
  id: Generated<number>;
  arqueo_id: number;
  moneda: string;
  esperado: number;
  contado: number;
  diferencia: number;
  descripcion: string | null;
}

export interface GastosTable {
  id: Generated<number>;
  local_id: number;
  arqueo_id: number | null;
  categoria: string;
  descripcion: string;
  notas: string | null;
  pagado_por: string;
  monto_pesos: number;
  monto_reales: number;
  monto_dolares: number;
  desde_caja: DbBool;
  usuario_id: number;
  fecha: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VentasTable {
  id: Generated<number>;
  local_id: number;
  numero: number | null;
  estado: string;
  origen: string;
  cliente_id: number | null;
  usuario_id: number;
  cajero_id: number | null;
  arqueo_id: number | null;
  subtotal: Generated<number>;
  descuento_tipo: string | null;
  descuento_valor: number | null;
  descuento_general: Generated<number>;
  descuento_cliente_pct: Generated<number>;
  descuento_cliente: Generated<number>;
  total: Generated<number>;
  pagado: Generated<number>;
  vuelto: Generated<number>;
  observaciones: string | null;
  motivo_anulacion: string | null;
  anulada_por: number | null;
  anulada_at: string | null;
  finalizada_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VentaItemsTable {
  id: Generated<number>;
  venta_id: number;
  producto_id: number;
  producto_nombre: string;
  categoria_nombre: string | null;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
  bruto: number;
  tipo_descuento: string | null;
  valor_descuento: number | null;
  descuento: number;
  subtotal: number;
  notas: string | null;
  orden: number;
  /** The options the line was taken with (JSON text), or null. */
  modificadores: string | null;
}

export interface VentaPagosTable {
  id: Generated<number>;
  venta_id: number;
  medio_pago_id: number;
  medio_nombre: string;
  medio_tipo: string;
  moneda: string;
  monto: number;
  tasa_micro: number | null;
  monto_local: number;
}

export interface CuentaMovimientosTable {
  id: Generated<number>;
  local_id: number;
  cliente_id: number;
  tipo: string;
  monto: number;
  venta_id: number | null;
  medio_pago_id: number | null;
  moneda: string | null;
  monto_moneda: number | null;
  arqueo_id: number | null;
  nota: string | null;
  usuario_id: number;
  created_at: Generated<string>;
}

export interface CajaMovimientosTable {
  id: Generated<number>;
  local_id: number;
  arqueo_id: number;
  tipo: string;
  moneda: string;
  monto: number;
  venta_id: number | null;
  gasto_id: number | null;
  cuenta_movimiento_id: number | null;
  created_at: Generated<string>;
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
  /** 0006: a purchase's supplier and invoice or delivery note. */
  proveedor_id: number | null;
  comprobante: string | null;
}

/* 0006-inventario: suppliers and the price history. */

export interface ProveedoresTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** searchKey(nombre): unique per venue. */
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
  /** 0035: the reason given for the change, if any. */
  motivo: string | null;
}

export interface ContadoresTable {
  local_id: number;
  clave: string;
  valor: number;
}

/* 0003-mesas: the floor plan, table drafts and kitchen orders. */

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
  /** 0018: the discount amount (minor units) a manager's approval allowed for a percent discount. */
  descuento_aprobado: number | null;
  /** 0032: the table's gross (minor units) when `descuento_aprobado` was allowed. */
  descuento_aprobado_bruto: number | null;
  venta_id: number | null;
  motivo_cierre: string | null;
  fecha_apertura: string;
  ultima_actualizacion: string;
  fecha_cierre: string | null;
  /** 1 when opened, +1 on every change (the /ws/mesas events carry it). */
  version: Generated<number>;
}

/** /ws/mesas events too big for a PostgreSQL NOTIFY, read by the other instances by id. */
export interface HubOutboxTable {
  id: Generated<number>;
  payload: string;
  created_at: Generated<string>;
}

export interface MesaDraftItemsTable {
  id: Generated<number>;
  draft_id: number;
  producto_id: number;
  producto_nombre: string;
  categoria_nombre: string | null;
  unidad_medida: string;
  cantidad_milli: number;
  precio_unitario: number;
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
  curso: string | null;
  en_espera: Generated<number>;
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
  /* 0011-pedidos: */
  cliente_nombre: string | null;
  direccion: string | null;
  programado_para: string | null;
  /** 1 while a booked order waits for its time. */
  retenido: Generated<number>;
  cancelado_por: number | null;
  motivo_cancelacion: string | null;
}

// --- Orders (migration 0011-pedidos) ---

export interface PedidosConfigTable {
  local_id: number;
  alerta_minutos: Generated<number>;
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
  curso: string | null;
  en_espera: Generated<number>;
}

// --- Operations (migration 0010-operacion) ---

export interface BackupsTable {
  id: Generated<number>;
  /** 'nocturna' | 'cierre' | 'manual' */
  motivo: string;
  archivo: string | null;
  bytes: number | null;
  ok: DbBool;
  error: string | null;
  created_at: Generated<string>;
}

export interface ConfigBackupsTable {
  id: number;
  hora: number;
  conservar: number;
  updated_at: Generated<string>;
}

// --- Reservations (migration 0012-reservas) ---

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

// --- Fraud from the floor (migration 0009-auditoria) ---

export interface AprobacionesTable {
  id: Generated<number>;
  local_id: number;
  /** SHA-256 (hex) of the single-use token handed to the requester. */
  token_hash: string;
  accion: string;
  entidad_id: number | null;
  motivo: string;
  aprobado_por: number;
  solicitado_por: number;
  /** 0032: the approved figure (a discount's amount, minor units), or null. */
  valor: number | null;
  created_at: Generated<string>;
  expires_at: string;
  usado_at: string | null;
}

export interface AuditoriaTable {
  id: Generated<number>;
  local_id: number;
  usuario_id: number;
  aprobado_por: number | null;
  accion: string;
  entidad: string;
  entidad_id: number | null;
  /** JSON text. */
  antes: string | null;
  despues: string | null;
  motivo: string | null;
  created_at: Generated<string>;
}

// --- Reports (migration 0015-reportes) ---

export interface CierresZTable {
  id: Generated<number>;
  local_id: number;
  numero: number;
  /** The venue's calendar date 'YYYY-MM-DD'. */
  fecha: string;
  /** Minor units of the venue's currency. */
  total: number;
  ventas: number;
  /** JSON text: the CierreZDatos snapshot as issued. */
  datos: string;
  usuario_id: number;
  created_at: Generated<string>;
}

/** Later modules add their tables here, next to their own migration file. */
export interface Database {
  backups: BackupsTable;
  config_backups: ConfigBackupsTable;
  locales: LocalesTable;
  roles: RolesTable;
  usuarios: UsuariosTable;
  usuario_roles: UsuarioRolesTable;
  sesiones: SesionesTable;
  client_mutations: ClientMutationsTable;
  config_general: ConfigGeneralTable;
  app_settings: AppSettingsTable;
  rol_permisos: RolPermisosTable;
  config_sonido: ConfigSonidoTable;
  medios_pago: MediosPagoTable;
  tipos_cambio: TiposCambioTable;
  categorias: CategoriasTable;
  subcategorias: SubcategoriasTable;
  producto_imagenes: ProductoImagenesTable;
  productos: ProductosTable;
  clientes: ClientesTable;
  arqueos: ArqueosTable;
  cajas: CajasTable;
  arqueo_monedas: ArqueoMonedasTable;
  gastos: GastosTable;
  ventas: VentasTable;
  venta_items: VentaItemsTable;
  venta_pagos: VentaPagosTable;
  cuenta_movimientos: CuentaMovimientosTable;
  caja_movimientos: CajaMovimientosTable;
  stock_movimientos: StockMovimientosTable;
  proveedores: ProveedoresTable;
  precio_ajustes: PrecioAjustesTable;
  precio_historial: PrecioHistorialTable;
  contadores: ContadoresTable;
  mesas: MesasTable;
  mesa_drafts: MesaDraftsTable;
  mesa_draft_items: MesaDraftItemsTable;
  hub_outbox: HubOutboxTable;
  pedidos: PedidosTable;
  pedido_items: PedidoItemsTable;
  aprobaciones: AprobacionesTable;
  auditoria: AuditoriaTable;
  pedidos_config: PedidosConfigTable;
  reservas: ReservasTable;
  reservas_config: ReservasConfigTable;
  impresoras: ImpresorasTable;
  impresion_rutas: ImpresionRutasTable;
  impresion_trabajos: ImpresionTrabajosTable;
  producto_modificador_grupos: ProductoModificadorGruposTable;
  producto_modificador_opciones: ProductoModificadorOpcionesTable;
}

// Printers, category routing to stations, the print queue (0016).
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

// -- (operations round): settings of the orders screen, migration 0019 ---
export interface PedidosConfigTable {
  /** The critical-orders indicator's refresh interval (ms); null: 5000. */
  refresco_ms: number | null;
}

// --, comanda writes (0020-velocidad) ---

export interface ClientMutationsTable {
  /** 0020: a comanda add's replay reference (JSON: the draft row after the add, its last item id, the message); `response` is null then. */
  replay: Generated<string | null>;
}

/** 0020: an item's state (its row as JSON) before a change, valid up to the draft's version `hasta_version`. */
export interface MesaDraftItemEstadosTable {
  id: Generated<number>;
  draft_id: number;
  item_id: number;
  hasta_version: number;
  fila: string;
  created_at: string;
}

export interface Database {
  mesa_draft_item_estados: MesaDraftItemEstadosTable;
  cierres_z: CierresZTable;
  resumen_ventas: ResumenVentasTable;
  resumen_pagos: ResumenPagosTable;
  resumen_productos: ResumenProductosTable;
  resumen_clientes: ResumenClientesTable;
  facturacion_config: FacturacionConfigTable;
  comprobantes: ComprobantesTable;
}

/* 0028-reportes-resumen: the sales summed by UTC hour ('YYYY-MM-DDTHH') and dimension. */

interface ResumenDims {
  local_id: number;
  hora: string;
  origen: string;
  usuario_id: number;
  /** 0 for a sale without register. */
  arqueo_id: number;
}

export interface ResumenVentasTable extends ResumenDims {
  ventas: number;
  total: number;
  subtotal: number;
  /** Sale-level discounts (general and customer's). */
  descuentos: number;
  vuelto: number;
  descuento_lineas: number;
  anuladas: number;
  total_anuladas: number;
}

export interface ResumenPagosTable extends ResumenDims {
  medio_pago_id: number;
  moneda: string;
  medio_nombre: string;
  medio_tipo: string;
  pagos: number;
  monto: number;
  monto_local: number;
}

export interface ResumenProductosTable extends ResumenDims {
  producto_id: number;
  producto_nombre: string;
  /** '' for a line without category. */
  categoria_nombre: string;
  lineas: number;
  cantidad_milli: number;
  subtotal: number;
}

export interface ResumenClientesTable extends ResumenDims {
  cliente_id: number;
  ventas: number;
  total: number;
}

/* 0017-facturacion: electronic invoicing with ARCA. */

export interface FacturacionConfigTable {
  id: Generated<number>;
  local_id: number;
  cuit: string;
  razon_social: string;
  domicilio: string | null;
  /** 'responsable_inscripto' | 'monotributista'. */
  condicion_iva: string;
  punto_venta: number;
  ingresos_brutos: string | null;
  /** 'YYYY-MM-DD'. */
  inicio_actividades: string | null;
  /** 'homologacion' | 'produccion'. */
  entorno: string;
  certificado: string | null;
  /** AES-256-GCM with the server's key (auth/secrets.ts); never returned. */
  clave_cifrada: string | null;
  /** WSAA's access ticket for wsfe (token, encrypted sign, ISO expiry), kept across restarts. */
  wsaa_token: string | null;
  wsaa_sign_cifrado: string | null;
  wsaa_expira: string | null;
  activo: Generated<DbBool>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ComprobantesTable {
  id: Generated<number>;
  local_id: number;
  venta_id: number;
  /** 'factura' | 'nota_credito'. */
  clase: string;
  /** The invoice a credit note cancels. */
  asociado_id: number | null;
  cuit: string;
  punto_venta: number;
  /** ARCA's CbteTipo: 1, 6, 11 (A, B, C); 3, 8, 13 (their credit notes). */
  tipo: number;
  numero: number | null;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  /** 'pendiente' | 'enviando' | 'autorizado' | 'rechazado'. */
  estado: string;
  total: number;
  moneda: string;
  /** JSON: the voucher's request data (receiver, amounts, IVA lines, currency). */
  detalle: string;
  cae: string | null;
  cae_vencimiento: string | null;
  observaciones: string | null;
  ultimo_error: string | null;
  intentos: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/* 0023-facturacion-2: SQLite's lease per (CUIT, point of sale, voucher type) while numbering. */

export interface Database {
  facturacion_numeradores: FacturacionNumeradoresTable;
}

export interface FacturacionNumeradoresTable {
  /** 'cuit|punto_venta|tipo'. */
  clave: string;
  /** The instance's run that holds it. */
  titular: string;
  /** ISO instant the lease lapses. */
  vence: string;
}

/* 0022-cuentas-divididas: split bills and tips. */

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

export interface Database {
  cuenta_partes: CuentaPartesTable;
  propinas: PropinasTable;
}

/* 0025-asistente: the venue's assistant provider. */

export interface Database {
  asistente_config: AsistenteConfigTable;
}

export interface AsistenteConfigTable {
  id: Generated<number>;
  local_id: number;
  /** 'builtin' | 'openai'. */
  proveedor: string;
  base_url: string | null;
  modelo: string | null;
  /** AES-256-GCM with the server's key (auth/secrets.ts); never returned. */
  api_key_cifrada: string | null;
  updated_at: Generated<string>;
  /** 0027: whether conversations are stored (off: nothing is). */
  guardar_conversaciones: Generated<DbBool>;
  /** 0027: days a stored conversation is kept after its last message. */
  retencion_dias: Generated<number>;
}

/* 0027-asistente-historial: a person's stored conversations, when the venue keeps them. */

export interface Database {
  asistente_conversaciones: AsistenteConversacionesTable;
  asistente_mensajes: AsistenteMensajesTable;
}

export interface AsistenteConversacionesTable {
  /** The UUID the browser named it with. */
  id: string;
  local_id: number;
  usuario_id: number;
  titulo: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AsistenteMensajesTable {
  id: Generated<number>;
  conversacion_id: string;
  /** 'user' | 'assistant'. */
  role: string;
  texto: string;
  created_at: Generated<string>;
}

// A product's modifier groups and their options (0021).
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

/* 0024-impresion-2: the venue's printing settings. */
export interface ImpresionAjustesTable {
  local_id: number;
  documento_venta: Generated<string>;
}

export interface Database {
  impresion_ajustes: ImpresionAjustesTable;
}

/* 0029-login-intentos: the sign-in limiter's counters, shared by the instances on PostgreSQL. */

export interface Database {
  login_intentos: LoginIntentosTable;
}

export interface LoginIntentosTable {
  /** 'email:<address>' or 'ip:<address>'. */
  clave: string;
  /** Attempts counted and not yet forgiven. */
  intentos: number;
  /** When the last counted attempt was let through (epoch milliseconds). */
  ultimo_ms: number;
}

/* 0037-conteo-arqueo: the register's count by denomination and the non-cash methods declared at its close. */

export interface Database {
  arqueo_conteos: ArqueoConteosTable;
  arqueo_medios: ArqueoMediosTable;
}

export interface ArqueoConteosTable {
  id: Generated<number>;
  arqueo_id: number;
  moneda: string;
  /** Minor units of `moneda`. */
  valor: number;
  cantidad: number;
}

export interface ArqueoMediosTable {
  id: Generated<number>;
  arqueo_id: number;
  medio_pago_id: number;
  medio_nombre: string;
  medio_tipo: string;
  /** Minor units of the venue's currency, frozen at the close. */
  esperado: number;
  /** What the cashier declared; null when not declared. */
  declarado: number | null;
}

/* 0038-listas-precios: price lists by channel and time, and the list each line was priced by. */

export interface Database {
  listas_precios: ListasPreciosTable;
  listas_precios_productos: ListasPreciosProductosTable;
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

/* Optional on insert: the paths that write lines without a list leave it null. */
export interface MesaDraftItemsTable {
  lista_precio: Generated<string | null>;
}

export interface VentaItemsTable {
  lista_precio: Generated<string | null>;
}

/* 0039-pin-intentos: a manager's PIN attempts per approver and requester. */

export interface Database {
  aprobacion_pin_intentos: AprobacionPinIntentosTable;
}

export interface AprobacionPinIntentosTable {
  id: Generated<number>;
  aprobador_id: number;
  solicitante_id: number;
  fallos: Generated<number>;
  bloqueado_hasta: string | null;
}
