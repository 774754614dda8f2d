import type { ErrorTemplate } from './template';

/** Refusals of orders and the kitchen; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/pedidos.json. */
export const PEDIDOS_ERRORS = {
  PEDIDO_MESA_YA_TIENE_PENDIENTE: 'La mesa ya tiene un pedido pendiente: este no puede volver a pendiente',
  PEDIDO_DELIVERY_SIN_DIRECCION: 'Un pedido de delivery necesita la dirección de entrega',
  PEDIDO_NO_EDITABLE: 'El pedido está {{estado}}: solo se puede editar mientras está pendiente',
  PEDIDO_DE_MESA: 'El pedido es de una mesa: se edita y se cobra desde la mesa',
  PEDIDO_YA_COBRADO: 'El pedido ya está cobrado',
  PEDIDO_CANCELADO_NO_SE_COBRA: 'El pedido está cancelado: no se puede cobrar',
  PEDIDO_PROGRAMADO_PASADO: 'La hora programada ya pasó',
  PEDIDO_CANTIDAD_ENTERA: "'{{producto}}' se pide por unidades enteras",
} as const satisfies Record<string, ErrorTemplate>;
