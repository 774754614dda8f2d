import { render, screen } from '@testing-library/react';
import { conReservaVigente, toWaiterTable } from '@resto/shared/rules';
import { registerWaiterTranslations } from '../i18n';
import type { TableView } from '../state/queued';
import { TableMap } from './table-map';

registerWaiterTranslations();

const now = new Date('2026-11-26T19:30:00.000Z');
const reserva = { clienteNombre: 'Familia Gómez', hora: '17:00', personas: 4, estado: 'confirmada', inicio: '2026-11-26T20:00:00.000Z', fin: '2026-11-26T22:00:00.000Z' };
const view = (source: Parameters<typeof toWaiterTable>[0]): TableView => conReservaVigente({ ...toWaiterTable(source), waiting: false, totalMinor: null, openedAt: null }, now);

describe('TableMap', () => {
  it('shows a table reserved within the hour as reservada with the party, and one reserved later as free', () => {
    render(
      <TableMap
        tables={[view({ id: 1, numero: 1, reserva }), view({ id: 2, numero: 2, reserva: { ...reserva, inicio: '2026-11-26T21:00:00.000Z', fin: '2026-11-26T23:00:00.000Z' } })]}
        onOpen={vi.fn()}
      />,
    );
    const uno = screen.getByTestId('mapa-mesa-1');
    expect(uno.className).toContain('w-map-table--reservada');
    expect(uno.getAttribute('aria-label')).toBe('Mesa 1, Reservada');
    expect(screen.getByTestId('mapa-reserva').textContent).toBe('17:00 Familia Gómez');
    expect(screen.getByTestId('mapa-mesa-2').className).toContain('w-map-table--libre');
  });
});
