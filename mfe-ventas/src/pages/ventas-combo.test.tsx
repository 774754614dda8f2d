import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arqueoEstadoSchema } from '@resto/shared/contracts';
import { okResponse, renderPage, signInAsAdmin, stubApi } from '@resto/shared/sales-ui/testing';
import { GASEOSA, MEDIOS, producto, TIPOS, venta } from '../test/fixtures';
import VentasPage from './ventas-page';

const MENU = producto({ id: 50, nombre: 'Menú ejecutivo', precio: 12_000, codigoSku: 'CMB-001' });
const COMBOS = [
  {
    productoId: 50,
    grupos: [
      {
        id: 1,
        nombre: 'Entrada',
        opciones: [
          { id: 11, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
          { id: 12, productoId: 102, nombre: 'Provoleta', recargo: 1_500, activo: true },
        ],
      },
      { id: 2, nombre: 'Bebida', opciones: [{ id: 21, productoId: 201, nombre: 'Agua mineral', recargo: 0, activo: true }] },
    ],
  },
];

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');
const lines = () => screen.queryAllByTestId('cart-line');

describe('/ventas: a combo at the counter', { timeout: 45_000 }, () => {
  it('asks one choice per group, shows the components under the line at the price with the surcharge, and sends the choices', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/estado': () => okResponse(arqueoEstadoSchema.parse({ abierto: true, hoy: '2025-05-02', cerradoHoy: false })),
      'GET /ventas/drafts': () => okResponse([]),
      'GET /productos/frecuentes': () =>
        okResponse([
          { ...MENU, vecesVendido: 9 },
          { ...GASEOSA, vecesVendido: 4 },
        ]),
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
      'GET /ventas/:id/remito': () => okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>ok</p>' }),
    });
    renderPage(<VentasPage />, { path: '/ventas' });
    const [menu] = await screen.findAllByTestId('frequent-product');

    await user.click(menu!);
    const dialog = await screen.findByTestId('modificadores-dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Provoleta/ }));
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    // A group without its choice: nothing joins the cart.
    expect(text(await within(dialog).findByRole('alert'))).toBe("Elegí una opción de 'Bebida' del combo");
    expect(lines()).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: /Agua mineral/ }));
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 13.500,00');
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(text(within(lines()[0]!).getByTestId('combo-componentes'))).toBe('Incluye: Provoleta (+$ 1.500,00), Agua mineral');
    expect(text(within(lines()[0]!).getByTestId('line-subtotal'))).toMatch(/13\.500,00/);

    await user.keyboard('{F4}');
    const pay = await screen.findByTestId('close-sale');
    await user.click(await within(pay).findByTestId('confirm-payment'));
    await within(pay).findByTestId('sale-document');
    const post = calls.find((c) => c.path === '/ventas/finalizar')!;
    expect((post.body as { items: unknown[] }).items).toEqual([
      {
        productoId: 50,
        cantidad: 1,
        combo: [
          { grupoId: 1, opcionId: 12 },
          { grupoId: 2, opcionId: 21 },
        ],
      },
    ]);
  });
});
