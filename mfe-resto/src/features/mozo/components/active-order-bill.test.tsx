import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Draft, SessionUser } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import { ActiveOrderView } from './active-order-view';
import { ToastHost } from './toast-host';
import { registerWaiterTranslations } from '../i18n';
import { createRuntime, RuntimeContext } from '../state/runtime';
import { navigate, routeStore } from '../state/route';

registerWaiterTranslations();

/** The table and its draft as the stores would give them (their loading is tested on its own). */
const state = vi.hoisted(() => ({ draft: null as unknown }));
vi.mock('../hooks/use-table', () => ({
  useTable: () => ({ table: { id: 3, numero: 3, estado: 'ocupada', zona: 'Salón' }, status: 'ready' }),
  useDraft: (table: WaiterTable | null) => (table ? { status: 'ready', error: null, connectionError: false, draft: state.draft } : undefined),
}));
vi.mock('./dictado-button', () => ({ DictadoButton: () => null }));

const user: SessionUser = {
  id: 5,
  nombre: 'Lucía',
  email: 'lucia@resto.test',
  rol: 'empleado',
  roles: ['mozo'],
  local: { id: 1, nombre: 'La Esquina' },
  modulos: { restaurant: true, posFlow: true },
  permisos: ['mesas.atender', 'ventas.vender'],
};

const draftWith = (items: Partial<Draft['items'][number]>[]): Draft =>
  ({
    id: 7,
    mesaId: 3,
    numeroMesa: 3,
    estado: 'activo',
    comensales: 2,
    comentario: null,
    camarero: 'Lucía',
    cliente: null,
    clienteId: null,
    fechaApertura: new Date().toISOString(),
    subtotal: 3000,
    descuento: 0,
    descuentoCliente: 0,
    total: 3000,
    version: 2,
    items: items.map((i, n) => ({
      id: n + 1,
      nombre: 'Agua',
      productoNombre: 'Agua',
      cantidad: 2,
      subtotalItem: 3000,
      unidadMedida: 'unidad',
      eliminado: false,
      notas: null,
      ...i,
    })),
  }) as unknown as Draft;

function renderView() {
  return render(
    <RuntimeContext.Provider value={createRuntime(user)}>
      <ActiveOrderView numero={3} />
      <ToastHost />
    </RuntimeContext.Provider>,
  );
}

const calls: { clientMutationId: string }[] = [];

describe('the bill on the order view', () => {
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/medios-de-pago') return json(200, { success: true, data: [{ id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true }] });
        if (url.pathname === '/api/mesas/drafts/7/precuenta') {
          calls.push(JSON.parse(String(init?.body)) as { clientMutationId: string });
          return json(200, { success: true, data: { trabajo: { id: 50 }, numeroMesa: 3, subtotal: 3000, descuento: 0, total: 3000 } });
        }
        if (url.pathname === '/api/mesas/drafts/7/finalizar') return json(200, { success: true, data: { ventaId: 9, draft: { ...draftWith([]), estado: 'finalizado' } } });
        return json(200, { success: true, data: [] });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("an empty table offers only 'Cerrar mesa'; a table with items prints the pre-bill at the register (no print dialog) and opens the summary", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    state.draft = draftWith([]);
    const { unmount } = renderView();
    expect(screen.getByRole('button', { name: 'Cerrar mesa 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cobrar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimir precuenta' })).toBeNull();
    unmount();

    state.draft = draftWith([{}]);
    renderView();
    expect(screen.queryByRole('button', { name: 'Cerrar mesa 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir precuenta' }));
    expect(await screen.findByText('Precuenta de la mesa 3 enviada a la impresora de la caja')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
    expect(screen.getByRole('dialog', { name: 'Resumen de cierre · Mesa 3' })).toBeTruthy();
  });

  it('charged from the summary, the table is free and the view goes back to the floor', async () => {
    state.draft = draftWith([{}]);
    navigate({ view: 'order', numero: 3 });
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
    const summary = screen.getByRole('dialog', { name: 'Resumen de cierre · Mesa 3' });
    fireEvent.click(await within(summary).findByLabelText(/^Efectivo/));
    fireEvent.click(within(summary).getByRole('button', { name: /^Cobrar \$/ }));
    expect(await screen.findByText('Mesa 3 cobrada: quedó libre')).toBeTruthy();
    await waitFor(() => expect(routeStore.get().view).toBe('list'));
  });
});

describe('the lines already ordered on the handheld', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("name the price list that priced a line beside its price, and none on a line at the product's own price", () => {
    state.draft = draftWith([
      { nombre: 'Agua', listaPrecio: 'Happy hour' },
      { nombre: 'Flan', listaPrecio: null },
    ]);
    renderView();
    const [agua, flan] = screen.getAllByTestId('producto-pedido');
    expect(agua!.textContent).toContain('2 × Agua');
    expect(within(agua!).getByText('Happy hour')).toBeTruthy();
    expect(flan!.textContent).toContain('2 × Flan');
    expect(within(flan!).queryByText('Happy hour')).toBeNull();
  });
});
