import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pedido, PedidoChangedEvent } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { fakeMesasBus, hubFeed } from '../test/fake-bus';
import HistorialPedidosPage from './historial-pedidos-page';

function pedido(over: Partial<Pedido> = {}): Pedido {
  return {
    id: 1,
    numero: 7,
    tipo: 'takeaway',
    estado: 'entregado',
    canal: 'telefono',
    mesaId: null,
    mesaNumero: null,
    draftId: null,
    cliente: null,
    ventaId: null,
    notas: null,
    fecha: '2025-05-10',
    hora: '20:00',
    fechaCreacion: '2025-05-10T23:00:00.000Z',
    fechaActualizacion: '2025-05-10T23:10:00.000Z',
    usuario: { id: 2, nombre: 'Cajero' },
    total: 2500,
    items: [
      { id: 1, draftItemId: null, productoId: 1, nombre: 'Agua mineral', unidadMedida: 'unidad', cantidad: 2, precioUnitario: 1250, subtotal: 2500, notas: null, eliminado: false },
    ],
    ronda: 1,
    clienteNombre: 'Ana',
    direccion: null,
    programadoPara: null,
    retenido: false,
    cancelacion: null,
    ...over,
  };
}

function setup() {
  const calls = stubApi({ 'GET /pedidos': () => okResponse([pedido()]) });
  const { bus: mesas } = fakeMesasBus();
  const bus = { ...mesas, on$: <T,>() => hubFeed<PedidoChangedEvent>() as unknown as ReturnType<typeof hubFeed<T>> };
  renderPage(<HistorialPedidosPage bus={bus} />, { path: '/historial-pedidos' });
  return calls;
}

describe('/historial-pedidos', () => {
  it("writes and reads the range's dates in the venue's locale (dd/mm/yyyy in es-AR), not the browser's", async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByTestId('historial-pedidos');
    const desde = screen.getByTestId('fecha-desde') as HTMLInputElement;
    expect(desde.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await user.click(screen.getByRole('button', { name: /7/ }));
    await user.clear(desde);
    await user.type(desde, '01/05/2025{Enter}');
    await user.clear(screen.getByTestId('fecha-hasta'));
    await user.type(screen.getByTestId('fecha-hasta'), '10/05/2025{Enter}');
    await waitFor(() => expect(calls.at(-1)!.query.get('fechaDesde')).toBe('2025-05-01'));
    expect(calls.at(-1)!.query.get('fechaHasta')).toBe('2025-05-10');
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByTestId('historial-pedidos');
    const asked = calls.length;
    const desde = screen.getByTestId('fecha-desde');
    await user.clear(desde);
    await user.type(desde, '31/12/2098{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('La fecha desde no puede ser posterior a la fecha hasta'));
    expect(calls.length).toBe(asked);
  });
});
