import { conReservaVigente, problemaDeReserva, puedeTransicionar, reservaVigente, seSuperponen } from './reservas';

const mesa4 = { numero: 3, capacidad: 4 };
const input = (extra: object = {}) => ({ fecha: '2026-11-26', hora: '20:00', personas: 4, mesa: mesa4, ...extra });

describe('problemaDeReserva', () => {
  it('accepts a reservation that fits, 10:00 and 23:00 included', () => {
    expect(problemaDeReserva(input(), '2026-11-25', '15:00')).toBeNull();
    expect(problemaDeReserva(input({ hora: '10:00' }), '2026-11-25', '15:00')).toBeNull();
    expect(problemaDeReserva(input({ hora: '23:00' }), '2026-11-25', '15:00')).toBeNull();
  });

  it('names the table capacity when the party does not fit', () => {
    expect(problemaDeReserva(input({ personas: 5 }), '2026-11-25', '15:00')).toEqual({
      code: 'RESERVA_CAPACIDAD_EXCEDIDA',
      params: { numero: 3, capacidad: 4, personas: 5 },
    });
  });

  it('refuses the past, hours outside 10-23, parties outside 1-12 and no table', () => {
    expect(problemaDeReserva(input({ fecha: '2026-11-24' }), '2026-11-25', '15:00')?.code).toBe('RESERVA_FECHA_PASADA');
    expect(problemaDeReserva(input({ fecha: '2026-11-25', hora: '14:59' }), '2026-11-25', '15:00')).toEqual({ code: 'RESERVA_HORA_PASADA', params: { hora: '15:00' } });
    expect(problemaDeReserva(input({ hora: '09:59' }), '2026-11-25', '15:00')?.code).toBe('RESERVA_HORA_FUERA_DE_HORARIO');
    expect(problemaDeReserva(input({ hora: '23:01' }), '2026-11-25', '15:00')?.code).toBe('RESERVA_HORA_FUERA_DE_HORARIO');
    expect(problemaDeReserva(input({ personas: 0 }), '2026-11-25', '15:00')?.code).toBe('RESERVA_PERSONAS_FUERA_DE_RANGO');
    expect(problemaDeReserva(input({ personas: 13, mesa: { numero: 1, capacidad: 20 } }), '2026-11-25', '15:00')?.code).toBe('RESERVA_PERSONAS_FUERA_DE_RANGO');
    expect(problemaDeReserva(input({ mesa: null }), '2026-11-25', '15:00')?.code).toBe('RESERVA_MESA_OBLIGATORIA');
    // An edit keeping a passed date and time is not refused for it.
    expect(problemaDeReserva(input({ fecha: '2026-11-24' }), '2026-11-25', '15:00', false)).toBeNull();
  });
});

describe('states and sittings', () => {
  it('allows the transitions of a booking and closes finished, cancelled and no-show ones', () => {
    expect(puedeTransicionar('confirmada', 'sentada')).toBe(true);
    expect(puedeTransicionar('en_espera', 'confirmada')).toBe(true);
    expect(puedeTransicionar('sentada', 'finalizada')).toBe(true);
    expect(puedeTransicionar('confirmada', 'finalizada')).toBe(false);
    expect(puedeTransicionar('cancelado', 'confirmada')).toBe(false);
    expect(puedeTransicionar('no_show', 'sentada')).toBe(false);
  });

  it('sees half-open sittings that only touch as not overlapping', () => {
    const a = { inicio: '2026-11-26T23:00:00.000Z', fin: '2026-11-27T01:00:00.000Z' };
    expect(seSuperponen(a, { inicio: '2026-11-27T01:00:00.000Z', fin: '2026-11-27T03:00:00.000Z' })).toBe(false);
    expect(seSuperponen(a, { inicio: '2026-11-27T00:59:00.000Z', fin: '2026-11-27T02:59:00.000Z' })).toBe(true);
  });

  it('marks a table reserved from an hour before until the sitting ends, while the party has not arrived', () => {
    const r = { inicio: '2026-11-26T20:00:00.000Z', fin: '2026-11-26T22:00:00.000Z', estado: 'confirmada' };
    expect(reservaVigente(r, new Date('2026-11-26T18:59:59.999Z'))).toBe(false);
    expect(reservaVigente(r, new Date('2026-11-26T19:00:00.000Z'))).toBe(true);
    expect(reservaVigente(r, new Date('2026-11-26T21:59:59.999Z'))).toBe(true);
    expect(reservaVigente(r, new Date('2026-11-26T22:00:00.000Z'))).toBe(false);
    expect(reservaVigente({ ...r, estado: 'sentada' }, new Date('2026-11-26T20:00:00.000Z'))).toBe(false);
    expect(conReservaVigente({ estado: 'libre', reserva: r }, new Date('2026-11-26T19:30:00.000Z')).estado).toBe('reservada');
    expect(conReservaVigente({ estado: 'ocupada', reserva: r }, new Date('2026-11-26T19:30:00.000Z')).estado).toBe('ocupada');
  });
});
