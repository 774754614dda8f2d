import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { registerWaiterTranslations } from '../i18n';
import type { ApprovalInput, ApprovalOutcome, ApprovalPrompt } from '../state/approval';
import { approvalToken } from '../state/approval';
import { ManagerPinModal } from './manager-pin-modal';

registerWaiterTranslations();

interface Call {
  path: string;
  query: string;
  body: Record<string, unknown>;
}

/** The api at the network boundary: two managers who can approve, by name only; PIN 4321 is Laura's (id 4). */
function fakeApi(list: { id: number; nombre: string }[] | null) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, query: url.search, body });
    if (url.pathname === '/api/aprobaciones/autorizantes') return list ? json(200, { success: true, data: list }) : json(503, { success: false, message: 'sin red' });
    if (url.pathname === '/api/aprobaciones') {
      if (body.usuarioId !== 4 || body.pin !== '4321') return json(403, { success: false, code: 'PIN_INCORRECTO', message: 'Usuario o PIN incorrectos' });
      return json(201, {
        success: true,
        data: { token: 'tok-l', accion: body.accion, entidadId: body.entidadId, valor: null, aprobadoPor: { id: 4, nombre: 'Laura' }, expiraEn: '2026-12-02T20:00:00Z' },
      });
    }
    return json(404, { success: false, message: 'no' });
  };
  return { calls, fetchStub };
}

const prompt: ApprovalPrompt = { accion: 'cancelar-mesa', entidadId: 7, message: 'La mesa 3 tiene productos enviados a cocina' };
/** The retried request stands in for the change: the token is what the sheet hands back. */
const approve = async (approval: ApprovalPrompt, input: ApprovalInput): Promise<ApprovalOutcome> => {
  const token = await approvalToken(approval, input);
  return token.ok ? { ok: true, draft: null } : token;
};

describe("the manager's PIN sheet on the handheld", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the managers who can approve the action by name; the one picked approves by id with the PIN, no e-mail typed', async () => {
    const api = fakeApi([
      { id: 4, nombre: 'Laura' },
      { id: 9, nombre: 'Martín' },
    ]);
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    const done = vi.fn();
    render(<ManagerPinModal approval={prompt} approve={approve} onCancel={vi.fn()} onDone={done} />);

    const group = await screen.findByRole('group', { name: 'Encargado que aprueba' });
    expect(group.textContent).toContain('Laura');
    expect(group.textContent).toContain('Martín');
    expect(api.calls.find((c) => c.path === '/api/aprobaciones/autorizantes')!.query).toBe('?accion=cancelar-mesa');

    // Nobody picked and nothing typed: said on the phone, nothing sent.
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Se fueron' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    expect((await screen.findByTestId('aprobacion-error')).textContent).toBe('Indicá quién aprueba');

    fireEvent.click(screen.getByLabelText('Martín'));
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(screen.getByTestId('aprobacion-error').textContent).toBe('Usuario o PIN incorrectos'));

    fireEvent.click(screen.getByLabelText('Laura'));
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    const sent = api.calls.filter((c) => c.path === '/api/aprobaciones').map((c) => c.body);
    expect(sent.at(-1)).toEqual({ accion: 'cancelar-mesa', entidadId: 7, valor: null, usuarioId: 4, pin: '4321', motivo: 'Se fueron' });
    expect(sent.every((b) => !('usuario' in b))).toBe(true);
  });

  it("takes a badge's code (the manager's number) when the list cannot be read, or a typed name", async () => {
    const api = fakeApi(null);
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    const done = vi.fn();
    render(<ManagerPinModal approval={prompt} approve={approve} onCancel={vi.fn()} onDone={done} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/aprobaciones/autorizantes')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Encargado que aprueba' })).toBeNull();

    const code = screen.getByLabelText('O el código de su credencial (o su e-mail o nombre)');
    fireEvent.change(code, { target: { value: 'Laura' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Se fueron' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(screen.getByTestId('aprobacion-error').textContent).toBe('Usuario o PIN incorrectos'));
    expect(api.calls.filter((c) => c.path === '/api/aprobaciones').at(-1)!.body).toMatchObject({ usuario: 'Laura' });

    fireEvent.change(code, { target: { value: ' 4 ' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('aprobacion-aprobar'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((c) => c.path === '/api/aprobaciones').at(-1)!.body).toEqual({
      accion: 'cancelar-mesa',
      entidadId: 7,
      valor: null,
      usuarioId: 4,
      pin: '4321',
      motivo: 'Se fueron',
    });
  });
});
