import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import type { ListasPreciosChangedEvent } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { GASEOSA, PIZZA, venta } from '../test/fixtures';
import MVentaPage from './m-venta-page';

/** The realtime network boundary: the /ws/ventas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

describe('/m/venta with price lists', () => {
  it("shows the takeaway list's price the moment its window opens, with the list's name, and adds at it", async () => {
    const user = userEvent.setup();
    let open = false;
    const calls = stubApi({
      'GET /productos/frecuentes': () => okResponse([{ ...PIZZA, vecesVendido: 10 }]),
      'GET /productos/buscar': () => okResponse([GASEOSA]),
      'GET /listas-precios/vigentes': (call) =>
        okResponse({
          canal: call.query.get('canal'),
          fecha: '2025-05-02T21:00:00.000Z',
          items: open ? [{ productoId: GASEOSA.id, precio: 2500, lista: 'Happy hour' }] : [],
        }),
      'POST /ventas/drafts': () => okResponse(venta({ estado: 'borrador' }), 'Venta enviada a caja', 201),
    });
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.type(screen.getByTestId('m-search'), 'gaseosa');
    const result = await screen.findByTestId('m-result');
    await waitFor(() => expect(result.textContent).toMatch(/3\.200,00/));
    // A phone sale reaches the register as takeaway: that is the channel its prices are read for.
    expect(calls.filter((c) => c.path === '/listas-precios/vigentes').map((c) => c.query.get('canal'))).toEqual(['takeaway']);

    open = true;
    // Another channel's change is not this screen's.
    act(() => hub.emit('ventas:ListasPreciosChanged', { canales: ['salon'], motivo: 'vigencia', clientMutationId: null } satisfies ListasPreciosChangedEvent));
    expect(calls.filter((c) => c.path === '/listas-precios/vigentes')).toHaveLength(1);
    act(() => hub.emit('ventas:ListasPreciosChanged', { canales: ['salon', 'takeaway'], motivo: 'vigencia', clientMutationId: null } satisfies ListasPreciosChangedEvent));
    await waitFor(() => expect(screen.getByTestId('m-result').textContent).toMatch(/2\.500,00/));
    expect(screen.getByTestId('m-result').textContent).toContain('Happy hour');

    await user.click(within(screen.getByTestId('m-result')).getByRole('button', { name: 'Agregar Gaseosa cola 500 ml' }));
    expect(screen.getByTestId('cart-total').textContent).toMatch(/2\.500,00/);
    await user.click(screen.getByTestId('send-to-cash'));
    await waitFor(() => expect(screen.getByTestId('cart-empty')).toBeTruthy());
    // No price travels: the api prices the sale at the list when it is sent.
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ items: [{ productoId: GASEOSA.id, cantidad: 1 }] });
    expect(JSON.stringify(calls.find((c) => c.method === 'POST')!.body)).not.toContain('2500');
  });
});
