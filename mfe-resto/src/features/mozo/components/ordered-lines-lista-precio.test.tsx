import { render, screen, within } from '@testing-library/react';
import type { Draft, SessionUser } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import { ActiveOrderView } from './active-order-view';
import { ToastHost } from './toast-host';
import { registerWaiterTranslations } from '../i18n';
import { createRuntime, RuntimeContext } from '../state/runtime';

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
