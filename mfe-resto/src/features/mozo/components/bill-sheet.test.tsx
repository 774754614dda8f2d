import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { APROBACION_HEADER, type Draft } from '@resto/shared/contracts';
import { registerWaiterTranslations } from '../i18n';
import { BillSheet } from './bill-sheet';
import { summaryChoices } from '../state/cuenta';

registerWaiterTranslations();

const TIP_REFUSAL = 'La propina de 15 % supera el máximo del local (10 %): pedí la aprobación de un encargado';

const item = (id: number, nombre: string, cantidad: number, subtotalItem: number, extra: Partial<Draft['items'][number]> = {}) =>
  ({
    id,
    productoId: id,
    productoNombre: nombre,
    nombre,
    cantidad,
    precioUnitario: subtotalItem / cantidad,
    subtotalItem,
    descuento: 0,
    eliminado: false,
    esPorPeso: false,
    unidadMedida: 'unidad',
    ...extra,
  }) as Draft['items'][number];

const draft = {
  id: 7,
  mesaId: 3,
  numeroMesa: 3,
  estado: 'activo',
  subtotal: 9000,
  descuento: 900,
  descuentoCliente: 0,
  total: 8100,
  items: [
    item(1, 'Agua', 2, 3000, { listaPrecio: 'Happy hour' }),
    item(2, 'Bife de chorizo', 1, 6000, { modificadores: [{ grupoId: 1, grupo: 'Cocción', opcionId: 5, nombre: 'A punto', precioDelta: 0 }] }),
    item(3, 'Flan', 1, 2000, { eliminado: true }),
  ],
} as unknown as Draft;

const MEDIOS = [
  { id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true },
  { id: 2, nombre: 'Cuenta corriente', tipo: 'cuenta_corriente', orden: 2, activo: true },
  { id: 3, nombre: 'Transferencia', tipo: 'transferencia', orden: 3, activo: true },
  { id: 4, nombre: 'Débito', tipo: 'tarjeta_debito', orden: 4, activo: true },
  { id: 5, nombre: 'Mercado Pago QR', tipo: 'qr', orden: 5, activo: true },
  { id: 6, nombre: 'Crédito', tipo: 'tarjeta_credito', orden: 6, activo: false },
];

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The api at the network boundary: the venue's methods, the pre-bill, and a charge whose 15 % tip needs Laura's PIN (4321). */
function fakeApi(severalTills = false) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, headers, body });
    if (url.pathname === '/api/medios-de-pago') return json(200, { success: true, data: MEDIOS });
    if (url.pathname === '/api/aprobaciones/autorizantes') return json(200, { success: true, data: [{ id: 4, nombre: 'Laura' }] });
    if (url.pathname === '/api/mesas/drafts/7/precuenta')
      return json(200, { success: true, data: { trabajo: { id: 50 }, numeroMesa: 3, subtotal: 9000, descuento: 900, total: 8100 } });
    if (url.pathname === '/api/aprobaciones') {
      if (body.pin !== '4321') return json(403, { success: false, code: 'PIN_INCORRECTO', message: 'Usuario o PIN incorrectos' });
      return json(201, {
        success: true,
        data: { token: 'tok-p', accion: body.accion, entidadId: body.entidadId, valor: body.valor, aprobadoPor: { id: 4, nombre: 'Laura' }, expiraEn: '2026-12-02T20:00:00Z' },
      });
    }
    if (url.pathname === '/api/mesas/drafts/7/finalizar') {
      if (severalTills && !body.arqueoId)
        return json(409, {
          success: false,
          code: 'ARQUEO_ELEGIR_CAJA',
          message: 'Hay varias cajas abiertas y ninguna la abriste vos: indicá en cuál se registra',
          data: {
            abiertos: [
              { arqueoId: 11, caja: 'Caja principal' },
              { arqueoId: 12, caja: 'Barra' },
            ],
          },
        });
      const tips = body.propinas as { valor: number }[];
      if (tips.some((p) => p.valor > 10) && headers[APROBACION_HEADER] !== 'tok-p')
        return json(403, { success: false, code: 'PROPINA_SOBRE_LIMITE', message: TIP_REFUSAL, data: { accion: 'propina-sobre-limite', entidadId: 7, valor: 1215 } });
      return json(200, { success: true, data: { ventaId: 90, draft: { ...draft, estado: 'finalizado', ventaId: 90 } } });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

describe('the close-table summary on the handheld', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the SPEC choices the venue has: efectivo, tarjeta, qr, transferencia (debit and credit cards are tarjeta)', () => {
    const choices = summaryChoices(MEDIOS as never);
    expect(choices.map((c) => [c.kind, c.medio.nombre])).toEqual([
      ['efectivo', 'Efectivo'],
      ['tarjeta', 'Débito'],
      ['qr', 'Mercado Pago QR'],
      ['transferencia', 'Transferencia'],
    ]);
  });

  it("shows the table's lines and the api's total; a waiter without the sell permission prints the pre-bill and is told why they cannot charge", async () => {
    render(<BillSheet draft={draft} permisos={['mesas.atender', 'ventas.tomar']} waiting={false} onClose={vi.fn()} onCharged={vi.fn()} />);
    const sheet = screen.getByRole('dialog', { name: 'Resumen de cierre · Mesa 3' });
    const lines = within(sheet).getByRole('list', { name: 'Productos de la cuenta' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('2 × Agua'), expect.stringContaining('A punto')]);
    // A line priced by a price list says which.
    expect(within(lines).getAllByRole('listitem')[0]!.textContent).toContain('Happy hour');
    expect(within(lines).getAllByRole('listitem')[1]!.textContent).not.toContain('Happy hour');
    expect(lines.textContent).not.toContain('Flan');
    expect(screen.getByTestId('cuenta-total').textContent).toMatch(/8\.100,00/);

    const group = await screen.findByRole('group', { name: 'Forma de pago' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(4));
    expect(screen.getByTestId('cuenta-sin-permiso').textContent).toBe(
      'Tu rol no puede cobrar (necesita el permiso de vender): imprimí la precuenta y que cobre la caja o un encargado.',
    );
    expect((screen.getByRole('button', { name: /^Cobrar/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Precuenta' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/mesas/drafts/7/precuenta')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Precuenta' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/mesas/drafts/7/precuenta')).toHaveLength(2));
    const ids = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/precuenta').map((c) => c.body.clientMutationId);
    // Two taps, two pre-bills; nothing charged.
    expect(new Set(ids).size).toBe(2);
    expect(api.calls.some((c) => c.path === '/api/mesas/drafts/7/finalizar')).toBe(false);
  });

  it('charges the total in cash with ventas.vender and hands back the ended table', async () => {
    const onCharged = vi.fn();
    render(<BillSheet draft={draft} permisos={['mesas.atender', 'ventas.vender']} waiting={false} onClose={vi.fn()} onCharged={onCharged} />);
    fireEvent.click(await screen.findByLabelText(/^Efectivo/));
    fireEvent.click(screen.getByRole('button', { name: /^Cobrar/ }));
    await waitFor(() => expect(onCharged).toHaveBeenCalledTimes(1));
    expect(onCharged.mock.calls[0]![0]).toMatchObject({ id: 7, estado: 'finalizado' });
    const charge = api.calls.find((c) => c.path === '/api/mesas/drafts/7/finalizar')!;
    expect(charge.body).toMatchObject({ pagos: [{ medioId: 1, monto: 8100 }], propinas: [] });
    expect(typeof charge.body.clientMutationId).toBe('string');
  });

  it("with several tills open and none the waiter's, lists the tills the api names and charges into the one picked", async () => {
    api = fakeApi(true);
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    const onCharged = vi.fn();
    render(<BillSheet draft={draft} permisos={['mesas.atender', 'ventas.vender']} waiting={false} onClose={vi.fn()} onCharged={onCharged} />);
    fireEvent.click(await screen.findByLabelText(/^Efectivo/));
    fireEvent.click(screen.getByRole('button', { name: /^Cobrar/ }));
    const tills = await screen.findByTestId('cuenta-cajas');
    expect(screen.getByTestId('cuenta-error').textContent).toBe('Hay varias cajas abiertas: elegí en cuál se cobra la mesa y tocá Cobrar.');
    expect(
      within(tills)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Caja principal', 'Barra']);
    expect(onCharged).not.toHaveBeenCalled();
    fireEvent.click(within(tills).getByLabelText('Barra'));
    fireEvent.click(screen.getByRole('button', { name: /^Cobrar/ }));
    await waitFor(() => expect(onCharged).toHaveBeenCalledTimes(1));
    const charges = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/finalizar');
    expect(charges.map((c) => c.body.arqueoId)).toEqual([undefined, 12]);
    // The same charge, retried: one ClientMutationId.
    expect(charges[1]!.body.clientMutationId).toBe(charges[0]!.body.clientMutationId);
  });

  it("a tip above the venue's limit opens the manager's PIN sheet and the same charge is retried with the token", async () => {
    const onCharged = vi.fn();
    render(<BillSheet draft={draft} permisos={['ventas.vender']} waiting={false} onClose={vi.fn()} onCharged={onCharged} />);
    fireEvent.click(await screen.findByLabelText(/^Débito/));
    fireEvent.click(screen.getByLabelText('15 %'));
    fireEvent.click(screen.getByRole('button', { name: /^Cobrar/ }));

    expect(await screen.findByRole('dialog', { name: 'Aprobación de un encargado' })).toBeTruthy();
    expect(screen.getByText(TIP_REFUSAL)).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Laura'));
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Pidieron dejar más' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(onCharged).toHaveBeenCalledTimes(1));

    expect(api.calls.find((c) => c.path === '/api/aprobaciones')!.body).toMatchObject({ accion: 'propina-sobre-limite', entidadId: 7, valor: 1215, usuarioId: 4 });
    const charges = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/finalizar');
    expect(charges.map((c) => c.headers[APROBACION_HEADER] ?? null)).toEqual([null, 'tok-p']);
    expect(charges[1]!.body).toEqual(charges[0]!.body);
    expect(charges[0]!.body).toMatchObject({ pagos: [{ medioId: 4, monto: 8100 }], propinas: [{ tipo: 'porcentaje', valor: 15, medioId: 4 }] });
  });

  it('waits for changes still in the outbox before the bill', async () => {
    render(<BillSheet draft={draft} permisos={['ventas.vender']} waiting onClose={vi.fn()} onCharged={vi.fn()} />);
    expect(screen.getByText('Hay cambios de la mesa esperando envío: la cuenta se cierra cuando lleguen.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Precuenta' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Cobrar/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
