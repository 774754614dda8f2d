import type { ErrorTemplate } from './template';

/** Refusals of service features: modifiers, courses, split bills, tips, moving and joining tables; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/servicio.json. */
export const SERVICIO_ERRORS = {
  // --- division (split bills), propinas (tips), mesas (move and join): helper "split" ---
  DIVISION_PARTES_INVALIDAS: 'La cuenta se divide en entre 1 y {{max}} partes',
  DIVISION_MONTOS_NO_SUMAN: 'Las partes suman {{suma}} y lo que falta cobrar de la mesa es {{total}}: deben sumar lo mismo',
  DIVISION_PARTE_VACIA: 'La parte {{parte}} no tiene productos',
  DIVISION_ASIGNACION_INVALIDA: 'Asigná cada producto de la mesa a una parte',
  DIVISION_CON_PARTES_PAGADAS: 'La cuenta de la mesa {{numero}} tiene partes cobradas: no se puede volver a una sola cuenta',
  DIVISION_PARTE_NO_EXISTE: 'La parte no existe',
  DIVISION_PARTE_YA_COBRADA: 'La parte {{parte}} ya está cobrada',
  DIVISION_DESACTUALIZADA: 'La mesa {{numero}} cambió desde que se dividió la cuenta: dividila de nuevo',
  DIVISION_SIN_SALDO: 'La mesa {{numero}} no tiene nada pendiente de cobrar',
  DIVISION_PENDIENTE: 'La cuenta de la mesa {{numero}} está dividida: cobrá cada parte',
  PROPINA_MONEDA_PORCENTAJE: 'La propina en porcentaje se cobra en la moneda del local',
  MESA_DESTINO_IGUAL: 'La mesa de destino es la misma mesa',
  MESA_DESTINO_OCUPADA: 'La mesa {{numero}} ya tiene un draft activo: uní las mesas en lugar de mover',
  MESA_DESTINO_LIBRE: 'La mesa {{numero}} no tiene un draft activo para unir',
  MESAS_UNIR_CON_DESCUENTO: 'La mesa {{numero}} tiene un descuento: quitalo antes de unir las mesas',
  MESAS_CUENTA_DIVIDIDA: 'La mesa {{numero}} tiene la cuenta dividida: volvé a una sola cuenta antes de mover o unir',
  MESA_SIN_VINCULADA: 'La mesa no tiene productos de la mesa {{numero}} para separar',
  // --- end of helper "split" ---
  // Modifiers and courses ('tiempos'): helper "modifiers".
  MODIFICADOR_REQUERIDO: "Elegí una opción de '{{grupo}}' para '{{producto}}'",
  MODIFICADOR_DEMASIADOS: "'{{grupo}}' admite como máximo {{maximo}} opciones en '{{producto}}'",
  MODIFICADOR_NO_EXISTE: "Una de las opciones elegidas ya no existe para '{{producto}}': volvé a elegirlas",
  MODIFICADOR_GRUPO_NO_EXISTE: 'El grupo de modificadores ya no existe: recargá el producto',
  MODIFICADOR_OPCION_NO_EXISTE: 'La opción de modificador ya no existe: recargá el producto',
  TIEMPO_NADA_PARA_MARCHAR: 'No hay productos en espera para marchar',
  TIEMPO_EN_ESPERA_AL_COBRAR: 'Hay productos en espera sin marchar: marchalos o eliminalos antes de cobrar',
} as const satisfies Record<string, ErrorTemplate>;
