import type { ErrorTemplate } from './template';

/** Refusals of electronic invoicing with ARCA; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/facturacion.json. */
export const FACTURACION_ERRORS = {
  FACTURACION_CONFIG_NO_EXISTE: 'La configuración de facturación electrónica no existe',
  FACTURACION_CONFIG_YA_EXISTE: 'El local ya tiene configurada la facturación electrónica',
  FACTURACION_CUIT_INVALIDO: 'El CUIT del emisor no es válido: el dígito verificador no coincide',
  FACTURACION_CERTIFICADO_INVALIDO: 'El certificado o la clave privada no son válidos: {{motivo}}',
  FACTURACION_SIN_CERTIFICADO: 'Cargá el certificado y la clave privada antes de conectar con ARCA',
  FACTURACION_CONEXION_FALLIDA: 'No se pudo conectar con ARCA: {{motivo}}',
  FACTURACION_A_REQUIERE_CUIT: 'La Factura A requiere el CUIT del receptor',
  FACTURACION_IDENTIFICACION_REQUERIDA: 'Para un total de {{umbral}} o más hay que identificar al comprador con su DNI o CUIT',
  FACTURACION_MONEDA_NO_SOPORTADA: 'La moneda {{moneda}} no está habilitada para facturar en ARCA',
  FACTURACION_RECHAZADA: 'ARCA rechazó el comprobante: {{motivo}}',
  FACTURACION_SIN_COMPROBANTE: 'La venta no tiene comprobante fiscal',
  FACTURACION_DOCUMENTO_INVALIDO: 'El documento del receptor no es válido: {{documento}}',
  FACTURACION_RECEPTOR_ES_EMISOR: 'El receptor no puede ser el mismo emisor',
} as const satisfies Record<string, ErrorTemplate>;
