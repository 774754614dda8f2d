/** The sales summed by UTC hour ('YYYY-MM-DDTHH') and dimension, which the reports read. */

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
