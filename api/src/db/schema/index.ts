/**
 * Row types of the tables as the repositories see them. Both dialects return the same shapes:
 * timestamps as ISO-8601 strings, JSON columns as text, booleans as 0/1 or true/false
 * (read them with `Boolean()`), bigint counts as numbers (see database.ts). A new table goes in
 * its domain's file and in `Database` below.
 */
export type * from './promociones';
export type * from './core';
export type * from './catalogo';
export type * from './ventas';
export type * from './salon';
export type * from './reportes';
export type * from './combos';
export type * from './insumos';
import type { PromocionesTable } from './promociones';
import type {
  BackupsTable,
  ConfigBackupsTable,
  LocalesTable,
  RolesTable,
  UsuariosTable,
  UsuarioRolesTable,
  SesionesTable,
  ClientMutationsTable,
  ConfigGeneralTable,
  AppSettingsTable,
  RolPermisosTable,
  ConfigSonidoTable,
  ContadoresTable,
  HubOutboxTable,
  AprobacionesTable,
  AuditoriaTable,
  AsistenteConfigTable,
  AsistenteConversacionesTable,
  AsistenteMensajesTable,
  LoginIntentosTable,
  AprobacionPinIntentosTable,
} from './core';
import type {
  MediosPagoTable,
  TiposCambioTable,
  CategoriasTable,
  SubcategoriasTable,
  ProductoImagenesTable,
  ProductosTable,
  StockMovimientosTable,
  ProveedoresTable,
  PrecioAjustesTable,
  PrecioHistorialTable,
  ProductoModificadorGruposTable,
  ProductoModificadorOpcionesTable,
  ListasPreciosTable,
  ListasPreciosProductosTable,
} from './catalogo';
import type {
  ClientesTable,
  ArqueosTable,
  CajasTable,
  ArqueoMonedasTable,
  GastosTable,
  VentasTable,
  VentaItemsTable,
  VentaPagosTable,
  CuentaMovimientosTable,
  CajaMovimientosTable,
  CierresZTable,
  FacturacionConfigTable,
  ComprobantesTable,
  FacturacionNumeradoresTable,
  ArqueoConteosTable,
  ArqueoMediosTable,
} from './ventas';
import type {
  MesasTable,
  MesaDraftsTable,
  MesaDraftItemsTable,
  PedidosTable,
  PedidoItemsTable,
  PedidosConfigTable,
  ReservasTable,
  ReservasConfigTable,
  ImpresorasTable,
  ImpresionRutasTable,
  ImpresionTrabajosTable,
  MesaDraftItemEstadosTable,
  CuentaPartesTable,
  PropinasTable,
  ImpresionAjustesTable,
} from './salon';
import type { ResumenVentasTable, ResumenPagosTable, ResumenProductosTable, ResumenClientesTable } from './reportes';
import type { ProductoComboGruposTable, ProductoComboOpcionesTable } from './combos';
import type {
  InsumosTable,
  InsumoMovimientosTable,
  PreparacionesTable,
  RecetasTable,
  RecetaLineasTable,
  ComprasTable,
  CompraLineasTable,
  InventariosTable,
  InventarioLineasTable,
  CostoAlertasTable,
} from './insumos';

export interface Database {
  insumos: InsumosTable;
  insumo_movimientos: InsumoMovimientosTable;
  preparaciones: PreparacionesTable;
  recetas: RecetasTable;
  receta_lineas: RecetaLineasTable;
  compras: ComprasTable;
  compra_lineas: CompraLineasTable;
  inventarios: InventariosTable;
  inventario_lineas: InventarioLineasTable;
  costo_alertas: CostoAlertasTable;
  backups: BackupsTable;
  promociones: PromocionesTable;
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
  mesa_draft_item_estados: MesaDraftItemEstadosTable;
  cierres_z: CierresZTable;
  resumen_ventas: ResumenVentasTable;
  resumen_pagos: ResumenPagosTable;
  resumen_productos: ResumenProductosTable;
  resumen_clientes: ResumenClientesTable;
  facturacion_config: FacturacionConfigTable;
  comprobantes: ComprobantesTable;
  facturacion_numeradores: FacturacionNumeradoresTable;
  cuenta_partes: CuentaPartesTable;
  propinas: PropinasTable;
  asistente_config: AsistenteConfigTable;
  asistente_conversaciones: AsistenteConversacionesTable;
  asistente_mensajes: AsistenteMensajesTable;
  impresion_ajustes: ImpresionAjustesTable;
  login_intentos: LoginIntentosTable;
  arqueo_conteos: ArqueoConteosTable;
  arqueo_medios: ArqueoMediosTable;
  listas_precios: ListasPreciosTable;
  listas_precios_productos: ListasPreciosProductosTable;
  aprobacion_pin_intentos: AprobacionPinIntentosTable;
  producto_combo_grupos: ProductoComboGruposTable;
  producto_combo_opciones: ProductoComboOpcionesTable;
}
