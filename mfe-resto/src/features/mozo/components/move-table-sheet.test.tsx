import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APROBACION_HEADER, type Draft } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import { registerWaiterTranslations } from '../i18n';
import { MoveTableSheet } from './move-table-sheet';

registerWaiterTranslations();

const REFUSAL = 'Con este cambio los descuentos de la mesa 3 llegan a 1.400 y superan lo aprobado: pedí la aprobación de un encargado';

const table = (id: number, numero: number, estado: WaiterTable['estado']): WaiterTable => ({
  id,
  numero,
  nombre: null,
  tipo: 'cuadrada',
  tam: 'chica',
  capacidad: 4,
  x: 0,
  y: 0,
  estado,
  zona: 'Salón',
  comensales: null,
  comentario: null,
  clienteId: null,
  pedido: null,
  reserva: null,
});

interface Call {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The api at the network boundary: the join needs a manager until it carries the token of PIN 4321. */
function fakeApi() {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, headers, body });
    if (url.pathname === '/api/aprobaciones') {
      if (body.pin !== '4321') return json(403, { success: false, code: 'PIN_INCORRECTO', message: 'Usuario o PIN incorrectos' });
      return json(201, {
        success: true,
        data: { token: 'tok-u', accion: body.accion, entidadId: body.entidadId, valor: body.valor, aprobadoPor: { id: 1, nombre: 'Laura' }, expiraEn: '2026-12-01T20:00:00Z' },
      });
    }
    if (url.pathname === '/api/mesas/drafts/7/unir') {
      if (headers[APROBACION_HEADER] !== 'tok-u')
        return json(403, { success: false, code: 'DESCUENTO_EXCEDE_APROBADO', message: REFUSAL, data: { accion: 'descuento', entidadId: 7, valor: 1400 } });
      return json(200, { success: true, data: { id: 7, mesaId: 3, numeroMesa: 3, estado: 'activo', items: [] } });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

describe('moving or joining tables on the handheld', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi();
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a join that needs a manager opens the PIN sheet for the figure named and joins with the token', async () => {
    const onDone = vi.fn();
    const draft = { id: 7, mesaId: 3, numeroMesa: 3, items: [] } as unknown as Draft;
    render(<MoveTableSheet draft={draft} tables={[table(3, 3, 'ocupada'), table(5, 5, 'ocupada')]} onClose={vi.fn()} onDone={onDone} />);
    fireEvent.change(screen.getByTestId('w-mover-destino'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('w-mover-confirmar'));

    expect(await screen.findByRole('dialog', { name: 'Aprobación de un encargado' })).toBeTruthy();
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cliente habitual' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 7, numeroMesa: 3 })));
    expect(api.calls.find((c) => c.path === '/api/aprobaciones')?.body).toMatchObject({ accion: 'descuento', entidadId: 7, valor: 1400, motivo: 'Cliente habitual' });
    const joins = api.calls.filter((c) => c.path === '/api/mesas/drafts/7/unir');
    expect(joins.map((c) => c.headers[APROBACION_HEADER] ?? null)).toEqual([null, 'tok-u']);
    expect(joins.map((c) => c.body.mesaId)).toEqual([5, 5]);
  });
});
