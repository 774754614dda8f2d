import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@resto/shared/i18n';
import { arqueoEstadoSchema, type LimiteDescuento } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { AGOTADO, GASEOSA, MEDIOS, TIPOS, venta } from '../test/fixtures';
import VentasPage from './ventas-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

/*
 * The counter checks a discount as it is entered: above the cashier's limit (20 % here) the
 * manager's PIN is asked right there, the approval goes with the charge, and a declined
 * discount is not applied.
 */

const LIMIT: LimiteDescuento = { porcentaje: 20, libre: false };
const APPROVED = { token: 'tok', accion: 'descuento', entidadId: null, valor: 1920, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() };

function api(overrides: Record<string, (call: ApiCall) => Response> = {}) {
  return stubApi({
    'GET /arqueos/estado': () => okResponse(arqueoEstadoSchema.parse({ abierto: true, hoy: '2025-05-02', cerradoHoy: false })),
    'GET /ventas/drafts': () => okResponse([]),
    'GET /ventas/limite-descuento': () => okResponse(LIMIT),
    'GET /productos/frecuentes': () =>
      okResponse([
        { ...GASEOSA, vecesVendido: 40 },
        { ...AGOTADO, vecesVendido: 3 },
      ]),
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
    'POST /aprobaciones': () => okResponse(APPROVED, 'Aprobado', 201),
    'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
    'GET /ventas/:id/remito': () => okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>ok</p>' }),
    ...overrides,
  });
}

/** Two sodas ($ 6.400) and a discount on the whole sale of `percent` %, entered with F9. */
async function saleWithDiscount(user: ReturnType<typeof userEvent.setup>, percent: string) {
  renderPage(<VentasPage />, { path: '/ventas' });
  const gaseosa = (await screen.findAllByTestId('frequent-product'))[0]!;
  await user.click(gaseosa);
  await user.click(gaseosa);
  await user.keyboard('{F9}');
  const discount = await screen.findByTestId('sale-discount');
  await user.click(within(discount).getByTestId('sale-discount-value'));
  await user.keyboard(percent);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByTestId('sale-discount')).toBeNull());
}

async function approve(user: ReturnType<typeof userEvent.setup>, approval: HTMLElement) {
  await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
  await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
  await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
  await user.click(within(approval).getByTestId('manager-approval-submit'));
  await waitFor(() => expect(screen.queryByTestId('manager-approval-dialog')).toBeNull());
}

async function pay(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{F4}');
  const dialog = await screen.findByTestId('close-sale');
  await user.click(await within(dialog).findByTestId('confirm-payment'));
  return dialog;
}

describe('/ventas: a discount above the limit is asked when it is entered', () => {
  // A cashier: who charges at the counter.
  beforeEach(() => signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero'));

  afterEach(async () => {
    await setLanguage('es');
  });

  it("opens the manager's PIN as the discount is entered, before any charge, and charges with the approval", async () => {
    const user = userEvent.setup();
    const calls = api();
    await saleWithDiscount(user, '30');
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe('El descuento de 30% supera tu límite de 20%: necesita la aprobación de un encargado');
    expect(calls.some((c) => c.path === '/ventas/finalizar')).toBe(false);
    await approve(user, approval);
    // The approval names the figure: every discount together ($ 1.920 of $ 6.400).
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'descuento', usuarioId: 1, entidadId: null, valor: 1920 });
    expect(within(screen.getByTestId('total-panel')).getByTestId('sale-discount-row').textContent).toMatch(/-\$\s?1\.920,00/);

    const dialog = await pay(user);
    await within(dialog).findByTestId('sale-document');
    const posts = calls.filter((c) => c.path === '/ventas/finalizar');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('x-aprobacion')).toBe('tok');
    expect(posts[0]!.body).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 30, motivoDescuento: 'Cliente habitual' });
  });

  it('applies a discount within the limit without asking', async () => {
    const user = userEvent.setup();
    const calls = api();
    await saleWithDiscount(user, '10');
    expect(within(screen.getByTestId('total-panel')).getByTestId('sale-discount-row').textContent).toMatch(/-\$\s?640,00/);
    expect(screen.queryByTestId('manager-approval-dialog')).toBeNull();
    const dialog = await pay(user);
    await within(dialog).findByTestId('sale-document');
    expect(calls.find((c) => c.path === '/ventas/finalizar')!.headers.get('x-aprobacion')).toBeNull();
    expect(calls.some((c) => c.path === '/aprobaciones')).toBe(false);
  });

  it('leaves no discount when the manager declines, on the sale or on a line', async () => {
    const user = userEvent.setup();
    const calls = api();
    await saleWithDiscount(user, '30');
    const approval = await screen.findByTestId('manager-approval-dialog');
    await user.click(within(approval).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('manager-approval-dialog')).toBeNull());
    expect(within(screen.getByTestId('total-panel')).queryByTestId('sale-discount-row')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/6\.400,00/);

    // A line's discount of 50 % is asked too; declined, the line keeps its price.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Enter}');
    const editor = await screen.findByTestId('line-editor');
    await user.selectOptions(within(editor).getByRole('combobox'), 'Porcentaje (%)');
    await user.type(within(editor).getByRole('textbox', { name: 'Valor del descuento' }), '50');
    await user.keyboard('{Enter}');
    const again = await screen.findByTestId('manager-approval-dialog');
    expect(within(again).getByTestId('manager-approval-reason').textContent).toBe('El descuento de 50% supera tu límite de 20%: necesita la aprobación de un encargado');
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('manager-approval-dialog')).toBeNull());
    expect(screen.getByTestId('cart-total').textContent).toMatch(/6\.400,00/);
    expect(calls.some((c) => c.path === '/aprobaciones')).toBe(false);
  });

  it('asks again at the payment when the sale changed after the approval', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /ventas/finalizar': (call) =>
        call.headers.get('x-aprobacion') === 'tok2'
          ? okResponse(venta(), 'Venta finalizada', 201)
          : failResponse('El descuento de 30 % supera tu límite de 20 %: necesita la aprobación de un encargado', 403, { accion: 'descuento', entidadId: null, valor: 2880 }),
      'POST /aprobaciones': (call) => {
        const valor = (call.body as { valor: number }).valor;
        return okResponse({ ...APPROVED, valor, token: valor === 2880 ? 'tok2' : 'tok' }, 'Aprobado', 201);
      },
    });
    await saleWithDiscount(user, '30');
    await approve(user, await screen.findByTestId('manager-approval-dialog'));
    // A third soda: 30 % is now $ 2.880, which the approval of $ 1.920 does not cover.
    await user.click((await screen.findAllByTestId('frequent-product'))[0]!);
    // Adding a product enters no discount: nothing is asked until the payment.
    expect(screen.queryByTestId('manager-approval-dialog')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/6\.720,00/);
    await pay(user);
    const approval = await screen.findByTestId('manager-approval-dialog');
    const posts = () => calls.filter((c) => c.path === '/ventas/finalizar');
    // The approval for $ 1.920 is not sent for $ 2.880: the api names the new figure.
    expect(posts()[0]!.headers.get('x-aprobacion')).toBeNull();
    await approve(user, approval);
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/aprobaciones').map((c) => (c.body as { valor: number }).valor)).toEqual([1920, 2880]);
    expect(posts()[1]!.headers.get('x-aprobacion')).toBe('tok2');
  });

  it('asks in the interface language', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    api();
    await saleWithDiscount(user, '30');
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe("The 30% discount is above your limit of 20%: it needs a manager's approval");
  });

  it('a charge that needs the discount approved at entry and a tip above the limit asks once more and is sent with both tokens', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /aprobaciones': (call) => {
        const accion = (call.body as { accion: string }).accion;
        return okResponse({ ...APPROVED, accion, token: accion === 'descuento' ? 'tok' : 'tok-propina' }, 'Aprobado', 201);
      },
      'POST /ventas/finalizar': (call) =>
        call.headers.get('x-aprobacion') === 'tok, tok-propina'
          ? okResponse(venta(), 'Venta finalizada', 201)
          : failResponse('La propina supera el 25 % de la venta: necesita la aprobación de un encargado', 403, { accion: 'propina-sobre-limite', entidadId: null }),
    });
    await saleWithDiscount(user, '30');
    await approve(user, await screen.findByTestId('manager-approval-dialog'));
    const dialog = await pay(user);
    const tip = await screen.findByTestId('manager-approval-dialog');
    expect(within(tip).getByTestId('manager-approval-reason').textContent).toBe('La propina supera el 25 % de la venta: necesita la aprobación de un encargado');
    await approve(user, tip);
    await within(dialog).findByTestId('sale-document');
    const posts = calls.filter((c) => c.path === '/ventas/finalizar');
    expect(posts.map((c) => c.headers.get('x-aprobacion'))).toEqual(['tok', 'tok, tok-propina']);
    // The sale's discount keeps the reason given for it.
    expect(posts[1]!.body).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 30, motivoDescuento: 'Cliente habitual' });
  });
});
