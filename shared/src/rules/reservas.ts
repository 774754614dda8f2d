/*
 * Reservations and their states. Pure: the
 * api checks them for truth, the /reservas form for comfort, with the same codes and values.
 */

/** A reservation starts between 10:00 and 23:00 (both included). */
export const RESERVA_HORA_DESDE = '10:00';
export const RESERVA_HORA_HASTA = '23:00';
/** Party size. */
export const RESERVA_PERSONAS_MIN = 1;
export const RESERVA_PERSONAS_MAX = 12;
/** The venue's sitting length unless it sets another (minutes). */
export const RESERVA_DURACION_DEFAULT = 120;
export const RESERVA_DURACION_MIN = 15;
export const RESERVA_DURACION_MAX = 600;
/** A table shows as reserved from this many minutes before its reservation. */
export const RESERVA_AVISO_MINUTOS = 60;

/** Confirmada, en espera, sentada, finalizada, cancelado, no show. */
export const RESERVA_ESTADOS = ['confirmada', 'en_espera', 'sentada', 'finalizada', 'cancelado', 'no_show'] as const;
export type ReservaEstado = (typeof RESERVA_ESTADOS)[number];

/** States that still hold their table (they count for overlaps). */
export const RESERVA_ESTADOS_ACTIVOS: readonly ReservaEstado[] = ['confirmada', 'en_espera', 'sentada'];
/** States of a party that has not arrived yet: the reservation can still be edited or seated. */
export const RESERVA_ESTADOS_PENDIENTES: readonly ReservaEstado[] = ['confirmada', 'en_espera'];

/**
 * Allowed transitions. A booking is confirmed or waiting (for a call back, a table); it is seated
 * (which opens the table), cancelled or marked no show; a seated party finishes. Finished,
 * cancelled and no-show reservations are closed.
 */
export const RESERVA_TRANSICIONES: Readonly<Record<ReservaEstado, readonly ReservaEstado[]>> = {
  confirmada: ['en_espera', 'sentada', 'cancelado', 'no_show'],
  en_espera: ['confirmada', 'sentada', 'cancelado', 'no_show'],
  sentada: ['finalizada'],
  finalizada: [],
  cancelado: [],
  no_show: [],
};

export function puedeTransicionar(desde: ReservaEstado, hacia: ReservaEstado): boolean {
  return RESERVA_TRANSICIONES[desde].includes(hacia);
}

export function esReservaPendiente(estado: ReservaEstado): boolean {
  return RESERVA_ESTADOS_PENDIENTES.includes(estado);
}

/** 'HH:mm' (24 h) -> minutes after midnight, or null. */
export function horaEnMinutos(hora: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

export function minutosEnHora(minutos: number): string {
  const m = ((minutos % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A refusal of the rules below: its code in the error catalogue and the values its text names. */
export type ReservaProblema =
  | { code: 'RESERVA_FECHA_PASADA'; params?: undefined }
  | { code: 'RESERVA_HORA_PASADA'; params: { hora: string } }
  | { code: 'RESERVA_HORA_FUERA_DE_HORARIO'; params: { desde: string; hasta: string } }
  | { code: 'RESERVA_PERSONAS_FUERA_DE_RANGO'; params: { min: number; max: number } }
  | { code: 'RESERVA_MESA_OBLIGATORIA'; params?: undefined }
  | { code: 'RESERVA_CAPACIDAD_EXCEDIDA'; params: { numero: number; capacidad: number; personas: number } };

export interface ReservaReglasInput {
  fecha: string;
  hora: string;
  personas: number;
  mesa: { numero: number; capacidad: number } | null;
}

/**
 * Reservation, first broken rule or null: date not in the past (`hoy` and `ahora` are
 * the venue's date and 'HH:mm' now; a time earlier today is past too), time 10:00–23:00, 1–12
 * people, a table whose capacity fits the party. `cuando: false` skips the past checks (an edit
 * that keeps the date and time of a reservation already under way).
 */
export function problemaDeReserva(input: ReservaReglasInput, hoy: string, ahora: string, cuando = true): ReservaProblema | null {
  const minutos = horaEnMinutos(input.hora);
  if (cuando && input.fecha < hoy) return { code: 'RESERVA_FECHA_PASADA' };
  const desde = horaEnMinutos(RESERVA_HORA_DESDE)!;
  const hasta = horaEnMinutos(RESERVA_HORA_HASTA)!;
  if (minutos === null || minutos < desde || minutos > hasta) {
    return { code: 'RESERVA_HORA_FUERA_DE_HORARIO', params: { desde: RESERVA_HORA_DESDE, hasta: RESERVA_HORA_HASTA } };
  }
  if (cuando && input.fecha === hoy && input.hora < ahora) return { code: 'RESERVA_HORA_PASADA', params: { hora: ahora } };
  if (!Number.isInteger(input.personas) || input.personas < RESERVA_PERSONAS_MIN || input.personas > RESERVA_PERSONAS_MAX) {
    return { code: 'RESERVA_PERSONAS_FUERA_DE_RANGO', params: { min: RESERVA_PERSONAS_MIN, max: RESERVA_PERSONAS_MAX } };
  }
  if (!input.mesa) return { code: 'RESERVA_MESA_OBLIGATORIA' };
  if (input.personas > input.mesa.capacidad) {
    return { code: 'RESERVA_CAPACIDAD_EXCEDIDA', params: { numero: input.mesa.numero, capacidad: input.mesa.capacidad, personas: input.personas } };
  }
  return null;
}

/** Two half-open sittings [inicio, fin) overlap (ISO instants compare as text). */
export function seSuperponen(a: { inicio: string; fin: string }, b: { inicio: string; fin: string }): boolean {
  return a.inicio < b.fin && b.inicio < a.fin;
}

/** The end of a sitting that starts at `inicio` (ISO) and lasts `duracionMinutos`. */
export function finDeReserva(inicio: string, duracionMinutos: number): string {
  return new Date(new Date(inicio).getTime() + duracionMinutos * 60_000).toISOString();
}

/**
 * A table's reservation as the floor plans see it: 'reservada' from an hour before it starts
 * until its sitting ends, while the party has not arrived (confirmada or en espera).
 */
export function reservaVigente(reserva: { inicio: string; fin: string; estado: string } | null | undefined, now: Date): boolean {
  if (!reserva || (reserva.estado !== 'confirmada' && reserva.estado !== 'en_espera')) return false;
  const t = now.getTime();
  return t >= new Date(reserva.inicio).getTime() - RESERVA_AVISO_MINUTOS * 60_000 && t < new Date(reserva.fin).getTime();
}

/** A free table of a floor plan shows as reserved while its reservation is `reservaVigente`. */
export function conReservaVigente<T extends { estado: string; reserva?: { inicio: string; fin: string; estado: string } | null }>(table: T, now: Date): T {
  return table.estado === 'libre' && reservaVigente(table.reserva, now) ? { ...table, estado: 'reservada' } : table;
}
