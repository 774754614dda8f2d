import type { ErrorTemplate } from './template';

/** Refusals that guard the drawer: voids of earlier registers, expenses, closing another's register, tips; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/efectivo.json. */
export const EFECTIVO_ERRORS = {
  /** A void of a sale an earlier register took, without caja.supervisar nor a manager's approval ('anular-venta-anterior'). */
  ANULAR_VENTA_ANTERIOR_REQUIERE_APROBACION: 'La venta {{numero}} es de una caja ya cerrada: anularla necesita la aprobación de un encargado',
  /** An expense or a refund that would leave the open register's expected cash of a currency below 0. */
  CAJA_EFECTIVO_INSUFICIENTE: 'No hay efectivo suficiente en la caja ({{moneda}}): el efectivo esperado no puede quedar por debajo de 0',
  /** An expense paid from the drawer above the venue's limit (gastoMaximoCaja), without caja.supervisar nor an approval ('gasto-sobre-limite'). */
  GASTO_SUPERA_LIMITE: 'El gasto supera el límite de {{limite}} para pagar desde la caja: necesita la aprobación de un encargado',
  /** Closing a register someone else opened, without caja.supervisar nor an approval ('cerrar-caja-ajena'). */
  CERRAR_CAJA_AJENA_REQUIERE_APROBACION: 'La caja la abrió {{usuario}}: cerrarla necesita la aprobación de un encargado',
  /** Reopening a closed register, without caja.supervisar nor an approval ('reabrir-caja'). */
  REABRIR_CAJA_REQUIERE_APROBACION: 'Reabrir la caja necesita la aprobación de un encargado',
  /** Only the venue's register of today may be reopened: an earlier day's count is final. */
  ARQUEO_NO_REABRIBLE: 'Solo se puede reabrir la caja de hoy',
  /** A register of a day whose Z close was already issued: that day's figures are final. */
  ARQUEO_CIERRE_Z_EMITIDO: 'El día de esta caja ya tiene su cierre Z emitido: no se puede reabrir',
  /** A tip on 'Cuenta corriente' with no customer whose account is charged. */
  PROPINA_CUENTA_SIN_CLIENTE: 'Una propina a cuenta corriente necesita un cliente con cuenta corriente habilitada: se suma a su saldo',
  /** A sale's tips above the venue's limit (propinaMaximaPct), without caja.supervisar nor an approval ('propina-sobre-limite'). */
  PROPINA_SUPERA_LIMITE: 'La propina supera el {{limite}} % de la venta: necesita la aprobación de un encargado',
} as const satisfies Record<string, ErrorTemplate>;
