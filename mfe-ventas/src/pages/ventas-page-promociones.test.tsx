import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arqueoEstadoSchema, promocionSchema } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { GASEOSA, MEDIOS, TIPOS, venta } from '../test/fixtures';
import VentasPage from './ventas-page';

const DOS_POR_UNO = promocionSchema.parse({
  id: 4,
  nombre: '2x1 Gaseosa',
  tipo: 'nxm',
  lleva: 2,
  paga: 1,
  porcentaje: null,
  productoId: GASEOSA.id,
  producto: GASEOSA.nombre,
  categoriaId: null,
  categoria: null,
  canales: ['mostrador'],
  vigencia: null,
  activa: true,
  fechaCreacion: '2026-12-01T12:00:00.000Z',
  fechaModificacion: '2026-12-01T12:00:00.000Z',
});

function api() {
  return stubApi({
    'GET /arqueos/estado': () => okResponse(arqueoEstadoSchema.parse({ abierto: true, hoy: '2025-05-02', cerradoHoy: false })),
    'GET /ventas/drafts': () => okResponse([]),
    'GET /productos/frecuentes': () => okResponse([{ ...GASEOSA, vecesVendido: 40 }]),
    'GET /productos/buscar': () => okResponse([GASEOSA]),
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    'GET /promociones/vigentes': () => okResponse([DOS_POR_UNO]),
    'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
    'GET /ventas/:id/remito': () => okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>ok</p>' }),
  });
}

describe('/ventas with a promotion at the counter', () => {
  beforeEach(() => signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero'));

  it("shows the promotion's discount line and pays the total the api will charge", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<VentasPage />, { path: '/ventas' });
    await waitFor(() => expect(calls.some((c) => c.path === '/promociones/vigentes' && c.query.get('canal') === 'mostrador')).toBe(true));
    const frequent = (await screen.findAllByTestId('frequent-product'))[0]!;
    await user.click(frequent);
    await user.click(frequent);
    const line = await screen.findByTestId('cart-promocion');
    expect(line.textContent).toContain('2x1 Gaseosa');
    expect(line.textContent).toMatch(/3\.200,00/);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toMatch(/3\.200,00/));
    await user.keyboard('{F4}');
    const dialog = await screen.findByTestId('close-sale');
    await user.click(await within(dialog).findByTestId('confirm-payment'));
    await within(dialog).findByTestId('sale-document');
    expect(calls.find((c) => c.path === '/ventas/finalizar')!.body).toMatchObject({
      items: [{ productoId: GASEOSA.id, cantidad: 2 }],
      pagos: [{ medioId: 1, monto: 3200, moneda: 'ARS' }],
    });
  });
});
