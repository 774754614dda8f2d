import type { ErrorTemplate } from './template';

/** Refusals of reservations; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/reservas.json. */
export const RESERVAS_ERRORS = {
  RESERVA_NO_EXISTE: 'La reserva no existe',
  RESERVA_FECHA_PASADA: 'La fecha de la reserva no puede ser anterior a hoy',
  RESERVA_HORA_PASADA: 'La hora de la reserva ya pasó: elegí una hora posterior a las {{hora}}',
  RESERVA_HORA_FUERA_DE_HORARIO: 'La hora de la reserva debe estar entre las {{desde}} y las {{hasta}}',
  RESERVA_PERSONAS_FUERA_DE_RANGO: 'La cantidad de personas debe estar entre {{min}} y {{max}}',
  RESERVA_MESA_OBLIGATORIA: 'La mesa es obligatoria',
  RESERVA_CAPACIDAD_EXCEDIDA: 'La mesa {{numero}} tiene capacidad para {{capacidad}} personas y la reserva es para {{personas}}',
  RESERVA_SUPERPUESTA: 'La mesa {{numero}} ya está reservada de {{desde}} a {{hasta}} ({{nombre}})',
  RESERVA_TRANSICION_INVALIDA: "Una reserva en estado '{{desde}}' no puede pasar a '{{hacia}}'",
  RESERVA_NO_EDITABLE: "La reserva está en estado '{{estado}}': solo se modifica mientras está confirmada o en espera",
  RESERVA_MESA_SIN_SENTADA: 'La mesa {{numero}} no tiene una reserva sentada',
} as const satisfies Record<string, ErrorTemplate>;
