import type { ErrorTemplate } from './template';

/** Refusals of fraud from the floor: prices, discounts, voids, approvals; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/fraude.json. */
export const FRAUDE_ERRORS = {
  /** A line sent with a price other than the product's, by a user without ventas.precio-libre. */
  PRECIO_LIBRE_SIN_PERMISO: "No podés cambiar el precio de '{{producto}}': se cobra el precio del producto",
  /** A price override (with ventas.precio-libre) needs its reason, recorded in the audit log. */
  PRECIO_LIBRE_SIN_MOTIVO: "Indicá el motivo del cambio de precio de '{{producto}}'",
  /** A discount above the caller's role limit, without ventas.descuento-libre nor an approval: `data.accion` says what to approve. */
  DESCUENTO_SUPERA_LIMITE: 'El descuento de {{porcentaje}} % supera tu límite de {{limite}} %: necesita la aprobación de un encargado',
  /** Cancelling a table with lines sent to the kitchen, without mesas.cancelar nor an approval. */
  CANCELAR_MESA_REQUIERE_APROBACION: 'La mesa {{numero}} tiene productos enviados a cocina: cancelarla necesita la aprobación de un encargado',
  /** Deleting a line the kitchen already has, or lowering its quantity, without mesas.cancelar nor an approval. */
  ANULAR_ITEM_REQUIERE_APROBACION: "'{{producto}}' ya fue enviado a cocina: quitarlo de la mesa {{numero}} necesita la aprobación de un encargado",
  /** A void without ventas.anular nor an approval. */
  ANULAR_REQUIERE_APROBACION: 'Anular la venta necesita la aprobación de un encargado',
  /** An action above the caller's limits, done with a permission or an approval, always says why. */
  MOTIVO_OBLIGATORIO: 'El motivo es obligatorio para esta acción',
  /** A customer's discount above the caller's role limit, without clientes.descuento. */
  CLIENTE_DESCUENTO_SUPERA_LIMITE: 'El descuento del cliente ({{porcentaje}} %) supera tu límite de {{limite}} %',
  /** The approval token is unknown, used, expired, of another action or of another entity. */
  APROBACION_INVALIDA: 'La aprobación no es válida o ya venció: pedila de nuevo',
  PIN_INCORRECTO: 'Usuario o PIN incorrectos',
  /** The PIN's back-off (as sign-in's): seconds until that approver's PIN may be tried again. */
  PIN_EN_ESPERA: {
    one: 'Demasiados intentos con el PIN. Esperá {{count}} segundo e intentá nuevamente.',
    other: 'Demasiados intentos con el PIN. Esperá {{count}} segundos e intentá nuevamente.',
  },
  APROBADOR_SIN_PERMISO: '{{usuario}} no puede aprobar esta acción',
  /** PUT /mesas/bulk that drops a table with an open comanda. */
  MESA_CON_COMANDA_ABIERTA: 'La mesa {{numero}} tiene una comanda abierta: cerrala antes de quitarla del plano',
} as const satisfies Record<string, ErrorTemplate>;
