/** Sales, customers' accounts, registers and their counts, expenses, the Z close and e-invoicing. */
import type { Generated } from 'kysely';
import type { DbBool } from './core';

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
  /** The most the customer may owe on their current account (minor units); null on older accounts. */
  limite_credito: number | null;
  /** The name as look-alikes are compared (customerNameKey). */
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
  /** The promotions' discount, off the subtotal before the sale's discount. */
  descuento_promocion: Generated<number>;
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
  /** The promotion the line was added under (JSON text of its id, name and rule), and its share of the discount. */
  promocion: Generated<string | null>;
  descuento_promocion: Generated<number>;
  bruto: number;
  tipo_descuento: string | null;
  valor_descuento: number | null;
  descuento: number;
  subtotal: number;
  notas: string | null;
  orden: number;
  /** The options the line was taken with (JSON text), or null. */
  modificadores: string | null;
  /** A combo's components as the line kept them (JSON text), null for a simple product. */
  componentes: string | null;
  lista_precio: Generated<string | null>;
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

export interface FacturacionNumeradoresTable {
  /** 'cuit|punto_venta|tipo'. */
  clave: string;
  /** The instance's run that holds it. */
  titular: string;
  /** ISO instant the lease lapses. */
  vence: string;
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
