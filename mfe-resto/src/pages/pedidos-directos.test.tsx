import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pedidoSchema, type Pedido, type PedidoChangedEvent, type PedidoInput } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { fakeMesasBus, hubFeed } from '../test/fake-bus';
import { MEDIOS, producto, TIPOS, venta } from '../test/fixtures';
import PedidosPage from './pedidos-page';

// The cashier may charge (ventas.vender): the session itself is the shell's.
const permitido = vi.hoisted(() => ({ cobrar: true }));
vi.mock('@resto/shared/session', async (importOriginal) => ({ ...(await importOriginal<object>()), usePermission: () => permitido.cobrar }));

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** An order as GET /pedidos answers it, checked against the shared contract. */
function pedido(over: Partial<Pedido> = {}): Pedido {
  return pedidoSchema.parse({
    id: 7,
    numero: 7,
    tipo: 'takeaway',
    estado: 'pendiente',
    canal: 'telefono',
    mesaId: null,
    mesaNumero: null,
    draftId: null,
    cliente: null,
    ventaId: null,
    notas: 'Sin sal',
    fecha: '2026-11-25',
    hora: '20:00',
    fechaCreacion: minutesAgo(3),
    fechaActualizacion: minutesAgo(3),
    usuario: { id: 2, nombre: 'Cajero' },
    total: 5000,
    items: [
      {
        id: 1,
        draftItemId: null,
        productoId: 11,
        nombre: 'Agua mineral',
        unidadMedida: 'unidad',
        cantidad: 2,
        precioUnitario: 2500,
        subtotal: 5000,
        notas: null,
        eliminado: false,
      },
    ],
    ronda: null,
    clienteNombre: 'Ana',
    direccion: null,
    programadoPara: null,
    retenido: false,
    cancelacion: null,
    ...over,
  });
}

function setup(list: Pedido[], handlers: Parameters<typeof stubApi>[0] = {}) {
  let current = list;
  const calls = stubApi({
    'GET /pedidos': () => okResponse(current),
    'GET /pedidos/config': () => okResponse({ alertaMinutos: 35, refrescoMs: 5000 }),
    'GET /productos/menu': () => okResponse([producto({ id: 11, nombre: 'Agua mineral' }), producto({ id: 12, nombre: 'Café espresso' })]),
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    ...handlers,
  });
  const { bus: mesas } = fakeMesasBus();
  const pedidoChanged = hubFeed<PedidoChangedEvent>();
  const bus = { ...mesas, on$: <T,>() => pedidoChanged as unknown as ReturnType<typeof hubFeed<T>> };
  renderPage(<PedidosPage bus={bus} />, { path: '/pedidos' });
  return { calls, set: (next: Pedido[]) => (current = next) };
}

beforeEach(() => {
  permitido.cobrar = true;
});

describe('/pedidos: counter, takeaway and delivery orders', () => {
  it('offers charge and edit on a pending takeaway order, not on a table round; only charge once it is cooking', async () => {
    setup([
      pedido(),
      pedido({ id: 8, numero: 8, tipo: 'mesa', mesaId: 3, mesaNumero: 3, draftId: 10, ronda: 1, clienteNombre: null }),
      pedido({ id: 9, numero: 9, tipo: 'mostrador', estado: 'preparacion' }),
    ]);
    const cards = await screen.findAllByTestId('pedido-card');
    const byNumero = (n: number) => cards.find((c) => c.getAttribute('data-pedido') === String(n))!;
    expect(within(byNumero(7)).getByTestId('pedido-cobrar').textContent).toBe('Cobrar');
    expect(within(byNumero(7)).getByTestId('pedido-editar').textContent).toBe('Editar');
    expect(within(byNumero(8)).queryByTestId('pedido-cobrar')).toBeNull();
    expect(within(byNumero(8)).queryByTestId('pedido-editar')).toBeNull();
    expect(within(byNumero(9)).getByTestId('pedido-cobrar')).toBeTruthy();
    expect(within(byNumero(9)).queryByTestId('pedido-editar')).toBeNull();
  });

  it('a charged order shows its sale and offers neither; without ventas.vender there is no charge button', async () => {
    permitido.cobrar = false;
    setup([pedido({ id: 7, numero: 7, ventaId: 90 }), pedido({ id: 9, numero: 9 })]);
    const cards = await screen.findAllByTestId('pedido-card');
    expect(within(cards[0]!).getByTestId('pedido-cobrado').textContent).toBe('Cobrado · venta 90');
    expect(within(cards[0]!).queryByTestId('pedido-editar')).toBeNull();
    expect(within(cards[1]!).queryByTestId('pedido-cobrar')).toBeNull();
    expect(within(cards[1]!).getByTestId('pedido-editar')).toBeTruthy();
  });

  it('edits items, notes, customer and the scheduled time, and sends them with PUT', async () => {
    const user = userEvent.setup();
    const saved: PedidoInput[] = [];
    setup([pedido()], {
      'PUT /pedidos/:id': (call) => {
        saved.push(call.body as PedidoInput);
        return okResponse(pedido({ notas: 'Con sal' }), 'Pedido actualizado');
      },
    });
    await user.click(await screen.findByTestId('pedido-editar'));
    const form = await screen.findByTestId('pedido-directo-form');
    expect((within(form).getByLabelText('Nombre del cliente') as HTMLInputElement).value).toBe('Ana');
    expect((within(form).getByLabelText('Cantidad') as HTMLInputElement).value).toBe('2');
    await user.clear(within(form).getByLabelText('Notas'));
    await user.type(within(form).getByLabelText('Notas'), 'Con sal');
    await user.clear(within(form).getByLabelText('Nombre del cliente'));
    await user.type(within(form).getByLabelText('Nombre del cliente'), 'Ana María');
    await user.click(within(form).getByRole('button', { name: 'Agregar producto' }));
    const productos = within(form).getAllByLabelText('Producto');
    await user.selectOptions(productos[1]!, 'Café espresso');
    // Only the day: the time is missing.
    await user.type(within(form).getByLabelText('Para el día (opcional)'), '2099-12-31');
    await user.click(within(form).getByTestId('guardar-pedido'));
    expect(await within(form).findByText('Indicá la fecha y la hora')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await user.type(within(form).getByLabelText('Hora'), '21:30');
    await user.click(within(form).getByTestId('guardar-pedido'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      tipo: 'takeaway',
      canal: 'telefono',
      notas: 'Con sal',
      clienteNombre: 'Ana María',
      items: [
        { productoId: 11, cantidad: 2 },
        { productoId: 12, cantidad: 1 },
      ],
      programadoPara: new Date('2099-12-31T21:30').toISOString(),
      clientMutationId: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByTestId('pedido-directo-form')).toBeNull());
  });

  it('takes a new takeaway order from the page', async () => {
    const user = userEvent.setup();
    const created: PedidoInput[] = [];
    setup([], {
      'POST /pedidos': (call) => {
        created.push(call.body as PedidoInput);
        return okResponse(pedido({ id: 20, numero: 20 }), 'Pedido creado', 201);
      },
    });
    await user.click(await screen.findByTestId('nuevo-pedido'));
    const form = await screen.findByTestId('pedido-directo-form');
    await user.selectOptions(within(form).getByLabelText('Producto'), 'Agua mineral');
    await user.type(within(form).getByLabelText('Nombre del cliente'), 'Juan');
    await user.click(within(form).getByTestId('guardar-pedido'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ tipo: 'takeaway', canal: 'presencial', clienteNombre: 'Juan', items: [{ productoId: 11, cantidad: 1 }], programadoPara: null });
    expect(await screen.findByText('Pedido #20 creado')).toBeTruthy();
  });

  it('charges the order through the close-sale dialog and the charge endpoint, then shows the sale', async () => {
    const user = userEvent.setup();
    const { calls, set } = setup([pedido()], {
      'POST /pedidos/:id/cobrar': () => {
        set([pedido({ ventaId: 90 })]);
        return okResponse(pedido({ ventaId: 90 }), 'Pedido cobrado');
      },
      'GET /ventas/:id': () => okResponse(venta({ id: 90, ventaId: 90, numero: 55, origen: 'mostrador', total: 5000, pagado: 5000 })),
      'GET /ventas/:id/remito': () =>
        okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<html><body>REMITO</body></html>' }),
    });
    await user.click(await screen.findByTestId('pedido-cobrar'));
    const dialog = await screen.findByTestId('close-sale');
    await user.click(await within(dialog).findByTestId('confirm-payment'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/pedidos/7/cobrar')).toBe(true));
    const body = calls.find((c) => c.method === 'POST' && c.path === '/pedidos/7/cobrar')!.body as { pagos: unknown[]; clientMutationId: string };
    // The whole total ($ 5000), in cash.
    expect(body.pagos).toEqual([{ medioId: 1, medioNombre: 'Efectivo', monto: 5000, moneda: 'ARS' }]);
    expect(body.clientMutationId).toEqual(expect.any(String));
    expect(await screen.findByText('Pedido #7 cobrado')).toBeTruthy();
    await user.click(await within(dialog).findByTestId('new-sale'));
    expect((await screen.findByTestId('pedido-cobrado')).textContent).toBe('Cobrado · venta 90');
    expect(screen.queryByTestId('pedido-cobrar')).toBeNull();
  });
});
