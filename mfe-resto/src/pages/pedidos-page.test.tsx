import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pedido, PedidoChangedEvent } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { fakeMesasBus, hubFeed } from '../test/fake-bus';
import PedidosPage from './pedidos-page';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();

function pedido(over: Partial<Pedido> = {}): Pedido {
  return {
    id: 1,
    numero: 1,
    tipo: 'mesa',
    estado: 'pendiente',
    canal: 'presencial',
    mesaId: 3,
    mesaNumero: 3,
    draftId: 10,
    cliente: null,
    ventaId: null,
    notas: null,
    fecha: '2026-11-25',
    hora: '20:00',
    fechaCreacion: minutesAgo(5),
    fechaActualizacion: minutesAgo(5),
    usuario: { id: 2, nombre: 'Mozo' },
    total: 2500,
    items: [
      {
        id: 1,
        draftItemId: 1,
        productoId: 1,
        nombre: 'Agua mineral',
        unidadMedida: 'unidad',
        cantidad: 2,
        precioUnitario: 1250,
        subtotal: 2500,
        notas: 'Sin hielo',
        eliminado: false,
      },
    ],
    ronda: 1,
    clienteNombre: null,
    direccion: null,
    programadoPara: null,
    retenido: false,
    cancelacion: null,
    ...over,
  };
}

function setup(list: Pedido[][], url = '/pedidos') {
  let current = list.shift()!;
  const calls = stubApi({
    'GET /pedidos': () => okResponse(current),
    'GET /pedidos/config': () => okResponse({ alertaMinutos: 35 }),
    'PATCH /pedidos/:id/estado': () => okResponse(current[0]),
  });
  const { hub, bus: mesas } = fakeMesasBus();
  const pedidoChanged = hubFeed<PedidoChangedEvent>();
  const bus = { ...mesas, on$: <T,>() => pedidoChanged as unknown as ReturnType<typeof hubFeed<T>> };
  const { router } = renderPage(<PedidosPage bus={bus} />, { path: '/pedidos', url });
  const next = () => {
    current = list.shift() ?? current;
  };
  return { calls, hub, pedidoChanged, next, router };
}

describe('/pedidos', () => {
  it('shows the orders by status with their age, marks the late ones, and moves one along with a tap', async () => {
    const { calls } = setup([[pedido(), pedido({ id: 2, numero: 2, estado: 'preparacion', fechaCreacion: minutesAgo(40), mesaNumero: 4 })]]);
    const pendiente = await screen.findByTestId('columna-pendiente');
    const card = await within(pendiente).findByTestId('pedido-card');
    expect(card.getAttribute('data-late')).toBe('false');
    expect(within(card).getByTestId('pedido-edad').textContent).toBe('5 min');
    const late = within(screen.getByTestId('columna-preparacion')).getByTestId('pedido-card');
    expect(late.getAttribute('data-late')).toBe('true');
    expect(within(late).getByTestId('pedido-atrasado').textContent).toBe('Atrasado');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Empezar a preparar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/pedidos/1/estado');
    expect(patch.body).toMatchObject({ estado: 'preparacion', clientMutationId: expect.any(String) });
  });

  it('re-reads on a hub event with no polling, and the kitchen display bumps an order with its number key', async () => {
    const { calls, pedidoChanged, hub, next } = setup([[pedido()], [pedido(), pedido({ id: 5, numero: 5, ronda: 2, mesaNumero: 3 })]]);
    await screen.findByTestId('pedido-card');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/pedidos').length;
    const before = reads();
    next();
    pedidoChanged.next({ pedido: pedido({ id: 5, numero: 5 }), clientMutationId: null });
    await waitFor(() => expect(screen.getAllByTestId('pedido-card')).toHaveLength(2));
    expect(reads()).toBe(before + 1);
    hub.pedidoConfirmed.next({ mesaNumero: 3, mesaId: 3, draftId: 10, clientMutationId: null, ultimaActualizacion: minutesAgo(0) } as never);
    await waitFor(() => expect(reads()).toBe(before + 2));

    await userEvent.setup().click(screen.getByTestId('modo-cocina'));
    const display = await screen.findByTestId('kitchen-display');
    const orders = within(display).getAllByTestId('kitchen-order');
    expect(orders).toHaveLength(2);
    expect(within(orders[1]!).queryByTestId('pedido-ronda')).toBeNull();
    // A table's later round the kitchen has not started is marked as more for that table.
    expect(within(orders[1]!).getByTestId('kds-ronda').textContent).toBe('Agregado · ronda 2');
    expect(within(orders[0]!).queryByTestId('kds-ronda')).toBeNull();
    fireEvent.keyDown(window, { key: '2' });
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === '/pedidos/5/estado')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({ estado: 'preparacion' });
  });

  it('keeps the kitchen display and the filters in the address: a reload comes back to them, and leaving the display keeps the filters', async () => {
    const { calls, router } = setup([[pedido({ tipo: 'takeaway', mesaNumero: null })]], '/pedidos?vista=cocina&tipo=takeaway');
    expect(await screen.findByTestId('kitchen-display')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/pedidos' && c.query.get('tipo') === 'takeaway')).toBe(true));

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('kitchen-display')).toBeNull());
    expect(router.state.location.search).toBe('?tipo=takeaway');
    expect((screen.getByTestId('filtro-tipo') as HTMLSelectElement).value).toBe('takeaway');

    await userEvent.setup().selectOptions(screen.getByTestId('filtro-canal'), 'telefono');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('canal')).toBe('telefono'));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.path === '/pedidos' && c.query.get('canal') === 'telefono')).toBe(true));
  });
});
