import { screen } from '@testing-library/react';
import type { Reserva } from '@resto/shared/contracts';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { mesa } from '../../../test/fixtures';
import { registerReservasTranslations } from '../i18n';
import { horaInicialGrilla, ReservasGrid } from './reservas-dia';

registerReservasTranslations();

const DIA = '2031-03-14';
function reserva(id: number, hora: string, overrides: Partial<Reserva> = {}): Reserva {
  return {
    id,
    clienteNombre: `Cliente ${id}`,
    telefono: null,
    email: null,
    fecha: DIA,
    hora,
    personas: 2,
    mesaId: 1,
    mesaNumero: 1,
    notas: null,
    estado: 'confirmada',
    inicio: `${DIA}T${hora}:00.000`,
    fin: `${DIA}T${String(Number(hora.slice(0, 2)) + 2).padStart(2, '0')}:${hora.slice(3)}:00.000`,
    draftId: null,
    fechaCreacion: '',
    fechaActualizacion: '',
    ...overrides,
  };
}

/** One hour of the grid, in pixels (the grid starts at 10:00). */
const HOUR_PX = 72;

describe('the reservations grid opens on the service that matters', () => {
  it('a day with only dinner booked opens scrolled to dinner, not at 10:00', () => {
    renderPage(<ReservasGrid mesas={[mesa({ id: 1, numero: 1 })]} reservas={[reserva(1, '21:00'), reserva(2, '22:30')]} fecha={DIA} onSelect={() => undefined} />);
    // 20:00 at the left edge: dinner is in sight.
    expect(screen.getByTestId('reservas-grilla').scrollLeft).toBe((20 - 10) * HOUR_PX);
  });

  it('a day with nothing booked opens on dinner too', () => {
    renderPage(<ReservasGrid mesas={[mesa({ id: 1, numero: 1 })]} reservas={[]} fecha={DIA} onSelect={() => undefined} />);
    expect(screen.getByTestId('reservas-grilla').scrollLeft).toBe((19 - 10) * HOUR_PX);
  });

  it('today opens on what is still to come: the next reservation, else dinner', () => {
    const at = (h: number) => new Date(`${DIA}T${String(h).padStart(2, '0')}:15:00.000`);
    const lunchAndDinner = [reserva(1, '13:00'), reserva(2, '21:00')];
    expect(horaInicialGrilla(lunchAndDinner, true, at(11))).toBe(13);
    // Lunch is over at 16:15: the grid opens on dinner.
    expect(horaInicialGrilla(lunchAndDinner, true, at(16))).toBe(21);
    // Nothing left today: dinner, or the hour now once dinner has started.
    expect(horaInicialGrilla([], true, at(11))).toBe(20);
    expect(horaInicialGrilla([], true, at(22))).toBe(22);
    // Closed reservations are not on the grid.
    expect(horaInicialGrilla([reserva(3, '12:00', { estado: 'cancelado' })], false)).toBe(20);
  });
});
