import type { ErrorTemplate } from './template';

/** Refusals about tills, shifts, the count and the daily Z; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/turnos.json. */
export const TURNOS_ERRORS = {
  CAJA_NO_EXISTE: 'La caja no existe',
  CAJA_NOMBRE_REPETIDO: 'Ya existe una caja llamada {{nombre}}',
  CAJA_INACTIVA: 'La caja {{nombre}} está desactivada: activala o elegí otra',
  CAJA_REQUERIDA: 'El local tiene varias cajas: elegí cuál abrir',
  CAJA_CON_ARQUEO_ABIERTO: 'La caja {{nombre}} tiene un arqueo abierto: cerralo antes de desactivarla',
  CAJA_ULTIMA_ACTIVA: 'El local necesita al menos una caja activa',
  CAJA_OTRA_ABIERTA: 'La caja {{nombre}} está abierta: el local trabaja con una caja a la vez (activá “Varias cajas a la vez” en la configuración)',
  ARQUEO_ELEGIR_CAJA: 'Hay varias cajas abiertas y ninguna la abriste vos: indicá en cuál se registra',
  ARQUEO_NO_ABIERTO: 'El arqueo {{id}} no está abierto: elegí una caja abierta',
  ARQUEO_DIA_CON_CIERRE_Z: 'El {{fecha}} ya tiene su cierre Z emitido: no se abren más cajas ese día',
  CIERRE_Z_SIN_ARQUEOS: 'El {{fecha}} no tuvo ninguna caja abierta: no hay cierre Z que emitir',
  CIERRE_Z_CAJAS_ABIERTAS: 'Hay cajas del {{fecha}} sin cerrar ({{cajas}}): cerralas antes de emitir el cierre Z',
  ARQUEO_CONTEO_NO_COINCIDE: 'El total contado en {{moneda}} ({{enviado}}) no coincide con el conteo por denominación ({{conteo}}): revisá el conteo',
  ARQUEO_CONTEO_DENOMINACION_INVALIDA: '{{valor}} no es una denominación de {{moneda}}: contá con los billetes y monedas de la lista',
  ARQUEO_CONTEO_SIN_DENOMINACIONES: '{{moneda}} no tiene denominaciones para contar: ingresá el total contado',
  ARQUEO_CONTEO_MONEDA_REPETIDA: 'El conteo de {{moneda}} está repetido',
  ARQUEO_CONTEO_DENOMINACION_REPETIDA: 'La denominación {{valor}} de {{moneda}} está repetida en el conteo',
  ARQUEO_TOTAL_REAL_REQUERIDO: 'Ingresá el total contado en {{moneda}} o su conteo por denominación',
  ARQUEO_MEDIO_NO_EXISTE: 'El medio de pago {{id}} no existe',
  ARQUEO_MEDIO_NO_DECLARABLE: '{{nombre}} no se declara al cerrar: el efectivo se cuenta y la cuenta corriente no tiene terminal',
  ARQUEO_MEDIO_REPETIDO: 'El total de {{nombre}} está declarado dos veces',
} as const satisfies Record<string, ErrorTemplate>;
