/*
 * The api's refusals: one stable code per distinct refusal, with its Spanish text.
 * The api renders the text from this catalogue, so a refusal's `message` is always the Spanish
 * below; the client translates `errors.<CODE>` (es = these texts word for word, br, en) with the
 * same `{{param}}` values. Texts with a count have i18next plural forms (`one`/`other`).
 */

import { FRAUDE_ERRORS } from './errors/fraude';
import { PROMOCIONES_ERRORS } from './errors/promociones';
import { COMPRAS_ERRORS } from './errors/compras';
import { OPERACION_ERRORS } from './errors/operacion';
import { PEDIDOS_ERRORS } from './errors/pedidos';
import { RESERVAS_ERRORS } from './errors/reservas';
import { REPORTES_ERRORS } from './errors/reportes';
import { IMPRESION_ERRORS } from './errors/impresion';
import { FACTURACION_ERRORS } from './errors/facturacion';
import { SERVICIO_ERRORS } from './errors/servicio';
import { ASISTENTE_ERRORS } from './errors/asistente';
import { PLATAFORMA_ERRORS } from './errors/plataforma';
import { SESIONES_ERRORS } from './errors/sesiones';
import { SOLICITUDES_ERRORS } from './errors/solicitudes';
import { DESCUENTOS_ERRORS } from './errors/descuentos';
import { EFECTIVO_ERRORS } from './errors/efectivo';
import { CUENTAS_ERRORS } from './errors/cuentas';
import { RESPALDO_ERRORS } from './errors/respaldo';
import { CONTRATO_ERRORS } from './errors/contrato';
import { COSTOS_ERRORS } from './errors/costos';
import { TURNOS_ERRORS } from './errors/turnos';
import { CUENTA_MESA_ERRORS } from './errors/cuenta-mesa';
import { LISTAS_PRECIOS_ERRORS } from './errors/listas-precios';
import { COMBOS_ERRORS } from './errors/combos';
import { RECETAS_ERRORS } from './errors/recetas';
import { INSUMOS_ERRORS } from './errors/insumos';
import type { ErrorTemplate } from './errors/template';

export type { ErrorTemplate } from './errors/template';

const CORE_ERRORS = {
  // Session, permissions and the request itself
  SESION_EXPIRADA: 'Sesión expirada',
  SIN_PERMISO: 'No tenés permisos para realizar esta acción',
  CREDENCIALES_INCORRECTAS: 'Credenciales incorrectas',
  DEMASIADOS_INTENTOS: {
    one: 'Demasiados intentos fallidos. Esperá {{count}} minuto e intentá nuevamente.',
    other: 'Demasiados intentos fallidos. Esperá {{count}} minutos e intentá nuevamente.',
  },
  ERROR_INTERNO: 'Error interno del servidor',
  BASE_DE_DATOS_NO_DISPONIBLE: 'Base de datos no disponible',
  JSON_INVALIDO: 'El cuerpo de la solicitud no es JSON válido',
  TIPO_CONTENIDO_NO_SOPORTADO: 'Tipo de contenido no soportado',
  CUERPO_DEMASIADO_GRANDE: 'El cuerpo de la solicitud es demasiado grande',
  SOLICITUD_INVALIDA: 'Solicitud inválida',
  RUTA_NO_ENCONTRADA: 'Ruta no encontrada: {{metodo}} {{ruta}}',
  MUTACION_REUTILIZADA: 'El ClientMutationId ya se usó para otra operación',
  /** Schema validation: the api's message is the detailed one; `campo` is the first field's path. */
  VALIDACION: "El campo '{{campo}}' no es válido",
  RANGO_FECHAS_INVALIDO: 'El rango de fechas no es válido: la fecha desde debe ser anterior o igual a la fecha hasta',
  LOCAL_NO_EXISTE: 'El local no existe',

  // Roles, users and settings
  ROL_NO_EXISTE: 'El rol no existe',
  ROL_DUPLICADO: 'El rol ya existe',
  ROL_CON_USUARIOS: {
    one: 'No se puede eliminar el rol: tiene {{count}} usuario asignado. Quitalo o reasignalo a otro rol primero.',
    other: 'No se puede eliminar el rol: tiene {{count}} usuarios asignados. Quitalos o reasignalos a otro rol primero.',
  },
  ROL_SISTEMA_NO_ELIMINABLE: 'No se puede eliminar el rol {{rol}}: es uno de los roles del sistema',
  ROL_SISTEMA_NO_RENOMBRABLE: 'No se puede cambiar el nombre del rol {{rol}}: es uno de los roles del sistema',
  ROL_ADMIN_PERMISO_REQUERIDO: 'El rol admin no puede perder el permiso de administrar usuarios y roles',
  USUARIO_NO_EXISTE: 'El usuario no existe',
  USUARIO_EMAIL_DUPLICADO: 'Ya existe un usuario con el e-mail {{email}}',
  ULTIMO_ADMIN: 'No se puede eliminar, desactivar ni quitarle el rol admin al último administrador activo',
  MODULOS_AL_MENOS_UNO: 'Al menos un módulo debe quedar activo: restaurante o punto de venta',

  // Cash audits
  ARQUEO_YA_ABIERTO: 'Ya hay un arqueo abierto. Cerralo antes de abrir otro.',
  ARQUEO_YA_EXISTE_FECHA: 'Ya existe un arqueo para esta fecha',
  ARQUEO_NO_EXISTE: 'El arqueo no existe',
  ARQUEO_YA_CERRADO: 'El arqueo ya está cerrado',
  ARQUEO_MONEDA_LOCAL_EN_CONTEO: '{{moneda}} es la moneda del local: contala en totalReal',
  ARQUEO_MONEDA_REPETIDA: 'La moneda {{moneda}} está repetida en el conteo',
  SIN_CAJA_PARA_VENDER: 'No hay una caja abierta. Abrí la caja para poder vender.',
  SIN_CAJA_PARA_GASTO: 'No hay una caja abierta: abrí la caja para registrar un gasto pagado con su efectivo',
  SIN_CAJA_PARA_DEVOLVER: 'No hay una caja abierta: abrí la caja para devolver el efectivo de la venta anulada',
  SIN_CAJA_PARA_COBRO: 'No hay una caja abierta: abrí la caja para cobrar en efectivo',

  // Expenses and orders
  GASTO_NO_EXISTE: 'El gasto no existe',
  GASTO_DE_CAJA_CERRADA: 'El gasto es de un arqueo cerrado: ya no se puede modificar ni eliminar',
  PEDIDO_NO_EXISTE: 'El pedido no existe',
  PEDIDO_TRANSICION_INVALIDA: 'El pedido está {{estado}}: no puede pasar a {{nuevoEstado}}',

  // Payment methods and exchange rates
  MEDIO_PAGO_DUPLICADO: 'El medio de pago ya existe',
  MEDIO_PAGO_NO_EXISTE: 'El medio de pago no existe',
  MEDIO_PAGO_INACTIVO: 'El medio de pago {{medioId}} no existe o está inactivo',
  SIN_MEDIOS_DE_PAGO: 'No hay medios de pago configurados',
  MONEDA_DUPLICADA: 'La moneda ya existe',
  TIPO_CAMBIO_NO_EXISTE: 'El tipo de cambio no existe',
  TIPO_CAMBIO_VALOR_INVALIDO: 'Valor inválido: debe ser un número mayor o igual a 0 con hasta 6 decimales',
  TIPO_CAMBIO_MONEDA_LOCAL_VALOR: 'Valor inválido: {{moneda}} es la moneda del local y su valor es 0',
  TIPO_CAMBIO_COTIZACION_CERO: 'Valor inválido: la cotización de {{moneda}} debe ser mayor a 0',
  MONEDA_LOCAL_NO_MODIFICABLE: 'Moneda inválida: {{moneda}} es la moneda del local y no se puede cambiar',
  MONEDA_LOCAL_NO_ELIMINABLE: 'No se puede eliminar {{moneda}}: es la moneda del local',
  MONEDA_LOCAL_CON_DATOS: 'No se puede cambiar la moneda del local: ya tiene importes guardados en {{moneda}}',
  TIPO_CAMBIO_DEFAULT_NO_ELIMINABLE: 'No se puede eliminar el tipo de cambio por defecto: elegí otro por defecto primero',
  TIPO_CAMBIO_NO_CARGADO: 'No hay un tipo de cambio cargado para {{moneda}}',

  // Products, lines and discounts
  PRODUCTO_NO_EXISTE: 'El producto no existe',
  PRODUCTO_INACTIVO: 'El producto {{productoId}} no existe o no está activo',
  PRODUCTO_YA_NO_ACTIVO: "El producto '{{producto}}' ya no está activo: quitalo de la venta",
  PRODUCTO_SE_VENDE_POR_UNIDAD: "'{{producto}}' se vende por unidad: indicá la cantidad",
  CANTIDAD_DEBE_SER_ENTERA: "'{{producto}}' se vende por unidad: la cantidad debe ser un número entero",
  CANTIDAD_O_PESO_REQUERIDO: "Indicá la cantidad o el peso de '{{producto}}'",
  CANTIDAD_MAYOR_A_CERO: 'La cantidad debe ser mayor a 0',
  STOCK_INSUFICIENTE: "Stock insuficiente de '{{producto}}': quedan {{cantidad}}",
  DESCUENTO_SIN_TIPO: 'Indicá el tipo de descuento: porcentaje o monto',
  DESCUENTO_PORCENTAJE_INVALIDO: 'El porcentaje de descuento debe estar entre 0 y 100',
  DESCUENTO_SUPERA_ITEM: "El descuento de '{{producto}}' supera el importe del ítem",
  DESCUENTO_SUPERA_SUBTOTAL_VENTA: 'El descuento supera el subtotal de la venta',
  DESCUENTO_SUPERA_SUBTOTAL_DRAFT: 'El descuento supera el subtotal de la mesa',

  // Catalogue: products, images, categories and subcategories
  CATEGORIA_NO_EXISTE: 'La categoría no existe',
  CATEGORIA_INACTIVA: "La categoría '{{categoria}}' está inactiva: elegí otra o reactivala",
  CATEGORIA_DUPLICADA: "La categoría '{{nombre}}' ya existe",
  CATEGORIA_CON_PRODUCTOS: {
    one: 'No se puede eliminar la categoría: tiene {{count}} producto. Movelo a otra categoría primero.',
    other: 'No se puede eliminar la categoría: tiene {{count}} productos. Movelos a otra categoría primero.',
  },
  SUBCATEGORIA_NO_EXISTE: 'La subcategoría no existe',
  SUBCATEGORIA_DUPLICADA: "La subcategoría '{{nombre}}' ya existe en esta categoría",
  SUBCATEGORIA_DE_OTRA_CATEGORIA: "La subcategoría '{{subcategoria}}' no pertenece a la categoría elegida",
  SUBCATEGORIA_CON_PRODUCTOS: {
    one: 'No se puede eliminar la subcategoría: tiene {{count}} producto. Movelo a otra subcategoría primero.',
    other: 'No se puede eliminar la subcategoría: tiene {{count}} productos. Movelos a otra subcategoría primero.',
  },
  CODIGO_BARRAS_DUPLICADO: "El código de barras {{codigo}} ya es de '{{producto}}'",
  CODIGO_SKU_DUPLICADO: "El SKU {{codigo}} ya es de '{{producto}}'",
  PRODUCTOS_LOTE_RECHAZADO: {
    one: 'No se creó ningún producto: {{count}} fila tiene errores',
    other: 'No se creó ningún producto: {{count}} filas tienen errores',
  },
  IMAGEN_FORMATO_INVALIDO: 'Error al leer el archivo: la imagen debe ser JPG o PNG',
  IMAGEN_DEMASIADO_GRANDE: 'Error al leer el archivo: la imagen supera los 2 MB',
  IMAGEN_REQUERIDA: 'Error al leer el archivo: no se recibió ninguna imagen',
  PRODUCTO_SIN_IMAGEN: 'El producto no tiene imagen',

  // Sales
  VENTA_NO_EXISTE: 'La venta no existe',
  VENTA_ANULADA: 'La venta está anulada',
  VENTA_YA_COBRADA: 'La venta ya fue cobrada',
  VENTA_YA_ANULADA: 'La venta ya está anulada',
  VENTA_NO_ES_BORRADOR: 'La venta ya fue cobrada: no es un borrador',
  VENTA_NO_COBRADA: 'La venta todavía no fue cobrada',
  VENTA_SOLO_PAGADAS_ANULABLES: 'Solo se pueden anular ventas pagadas',
  VENTA_SIN_PRODUCTOS: 'La venta no tiene productos',
  CARRITO_VACIO: 'El carrito no tiene productos: agregá al menos uno antes de enviarlo a caja',
  PAGOS_INSUFICIENTES: 'Pagos insuficientes',
  VUELTO_SOLO_EFECTIVO: 'El vuelto solo puede darse en efectivo: los pagos que no son en efectivo superan el total',
  CUENTA_CORRIENTE_SIN_CLIENTE: 'Para cobrar a cuenta corriente elegí un cliente con cuenta corriente habilitada',
  TICKET_FISCAL_NO_CONFIGURADO: 'No se pudo generar el ticket fiscal: la facturación electrónica no está configurada para este local',

  // Customers
  CLIENTE_NO_EXISTE: 'El cliente no existe',
  CLIENTE_INACTIVO: 'El cliente no existe o está inactivo',
  CLIENTE_SIN_CUENTA_CORRIENTE: 'El cliente no tiene cuenta corriente habilitada',
  TELEFONO_INVALIDO: 'El teléfono no es válido para {{pais}}',
  CUIT_DIGITO_VERIFICADOR: 'El CUIT/CUIL no es válido: el dígito verificador no coincide',
  CUIT_LONGITUD: 'El CUIT/CUIL debe tener al menos 11 dígitos',
  PAGO_CON_MISMA_CUENTA_CORRIENTE: 'Un pago a cuenta no puede hacerse con la misma cuenta corriente',
  PAGO_SUPERA_SALDO: 'El pago supera el saldo de la cuenta corriente ({{saldo}})',
  /** An amount with more decimals than its currency has (CLP and COP: none). */
  IMPORTE_DECIMALES_MONEDA: "El campo '{{campo}}' admite como máximo {{decimales}} decimales en {{moneda}}",

  // Tables and drafts
  MESA_NO_EXISTE: 'La mesa no existe',
  MESA_VINCULADA_NO_EXISTE: 'La mesa vinculada no existe',
  MESA_NO_COINCIDE: 'El MesaId del cuerpo no coincide con la mesa de la ruta',
  MESA_NUMERO_REPETIDO: 'El número de mesa {{numero}} está repetido',
  MESA_REPETIDA_EN_PLANO: 'La mesa {{numero}} aparece dos veces en el plano',
  MESA_CON_DRAFT_NO_SE_QUITA: 'La mesa {{numero}} tiene un draft activo: cancelalo o finalizalo antes de quitarla del plano',
  MESA_CON_DRAFT_NO_SE_RENUMERA: 'La mesa {{numero}} tiene un draft activo: cancelalo o finalizalo antes de cambiarle el número',
  PLANO_YA_EXISTE: 'El local ya tiene un plano de mesas',
  PLANO_CAMBIO: 'El plano de mesas cambió mientras se guardaba: recargalo y volvé a intentar',
  DRAFT_ACTIVO_EXISTE: 'La mesa {{numero}} ya tiene un draft activo',
  NO_HAY_DRAFT_ACTIVO: 'No hay draft activo',
  DRAFT_ITEM_NO_EXISTE: 'El producto no está en este draft',
  DRAFT_ITEM_ELIMINADO: 'El producto está eliminado: restauralo para cambiar su cantidad',
  DRAFT_ITEM_YA_ELIMINADO: 'El producto ya fue eliminado',
  DRAFT_ITEM_NO_ELIMINADO: 'El producto no está eliminado',
  DRAFT_SIN_PRODUCTOS: 'El draft no tiene productos para cobrar: agregá productos o cancelalo',

  // Suppliers, stock movements, price adjustment, CSV import
  PROVEEDOR_NO_EXISTE: 'El proveedor no existe',
  PROVEEDOR_INACTIVO: 'El proveedor no existe o está inactivo',
  PROVEEDOR_YA_EXISTE: "Ya existe un proveedor con el nombre '{{nombre}}'",
  STOCK_NO_CONTROLADO: "'{{producto}}' no controla stock: activá el control de stock para ajustarlo",
  STOCK_AJUSTE_NEGATIVO: "El ajuste dejaría el stock de '{{producto}}' por debajo de 0: hay {{cantidad}}",
  AJUSTE_PRECIOS_SIN_PRODUCTOS: 'Ningún producto coincide con los filtros del ajuste de precios',
  AJUSTE_PRECIO_NO_POSITIVO: "El ajuste deja el precio de '{{producto}}' en {{precio}}: debe ser mayor a 0",
  AJUSTE_COSTO_NO_POSITIVO: "El ajuste deja el costo de '{{producto}}' en {{costo}}: debe ser mayor a 0",
  CSV_ARCHIVO_REQUERIDO: 'Error al leer el archivo: adjuntá el archivo CSV de productos',
  CSV_ILEGIBLE: 'Error al leer el archivo: no es un CSV válido (línea {{linea}})',
  CSV_COLUMNAS_FALTANTES: 'El CSV no tiene las columnas correctas: faltan {{columnas}}',
  CSV_COLUMNAS_DESCONOCIDAS: 'El CSV no tiene las columnas correctas: no se reconocen {{columnas}}',
  CSV_COLUMNA_REPETIDA: 'El CSV no tiene las columnas correctas: {{columna}} está repetida',
  CSV_SIN_FILAS: 'El archivo CSV no tiene productos',
  CSV_DEMASIADAS_FILAS: 'El archivo tiene más de {{max}} productos: dividilo en partes',
  PRODUCTOS_IMPORTACION_RECHAZADA: {
    one: 'Error al importar productos: no se importó ninguno porque {{count}} fila tiene errores',
    other: 'Error al importar productos: no se importó ninguno porque {{count}} filas tienen errores',
  },
} as const satisfies Record<string, ErrorTemplate>;

/** Every refusal: the core catalogue above plus one part per domain (contracts/errors/*.ts). */
export const ERROR_CATALOGUE = {
  ...CORE_ERRORS,
  ...PROMOCIONES_ERRORS,
  ...COMPRAS_ERRORS,
  ...SESIONES_ERRORS,
  ...SOLICITUDES_ERRORS,
  ...FRAUDE_ERRORS,
  ...OPERACION_ERRORS,
  ...PEDIDOS_ERRORS,
  ...RESERVAS_ERRORS,
  ...REPORTES_ERRORS,
  ...IMPRESION_ERRORS,
  ...FACTURACION_ERRORS,
  ...SERVICIO_ERRORS,
  ...ASISTENTE_ERRORS,
  ...PLATAFORMA_ERRORS,
  ...DESCUENTOS_ERRORS,
  ...EFECTIVO_ERRORS,
  ...CUENTAS_ERRORS,
  ...RESPALDO_ERRORS,
  ...CONTRATO_ERRORS,
  ...COSTOS_ERRORS,
  ...TURNOS_ERRORS,
  ...CUENTA_MESA_ERRORS,
  ...LISTAS_PRECIOS_ERRORS,
  ...COMBOS_ERRORS,
  ...RECETAS_ERRORS,
  ...INSUMOS_ERRORS,
} as const satisfies Record<string, ErrorTemplate>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

type TemplateText<T> = T extends string ? T : T extends { one: infer O; other: infer X } ? O | X : never;
type ParamNamesOf<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | ParamNamesOf<Rest> : never;

/** The values a code's text interpolates, e.g. `{ moneda: 'USD' }` for ARQUEO_MONEDA_REPETIDA. */
export type ErrorParamName<C extends ErrorCode> = ParamNamesOf<TemplateText<(typeof ERROR_CATALOGUE)[C]>>;
export type ErrorParams<C extends ErrorCode = ErrorCode> = Record<ErrorParamName<C>, string | number>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}

function interpolate(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The Spanish text of a refusal with its values filled in (what the api sends as `message`). */
export function errorMessage(code: ErrorCode, params: Readonly<Record<string, string | number>> = {}): string {
  const template: ErrorTemplate = ERROR_CATALOGUE[code];
  const text = typeof template === 'string' ? template : params.count === 1 ? template.one : template.other;
  return interpolate(text, params);
}
