import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Aprobacion } from '../../contracts';
import { failResponse, okResponse, renderPage, stubApi, type ApiCall, type ApiHandler } from '../testing';
import { approvalHeaders, ManagerApprovalDialog, type ApprovalRequest } from '../index';

const REQUEST: ApprovalRequest = {
  accion: 'descuento',
  entidadId: 50,
  valor: 750,
  message: 'El descuento de 25% supera tu límite de 10%: necesita la aprobación de un encargado',
};

const APPROVED: Aprobacion = {
  token: 'tok-1',
  accion: 'descuento',
  entidadId: 50,
  valor: 750,
  aprobadoPor: { id: 7, nombre: 'Marta Suárez' },
  expiraEn: '2030-01-01T00:05:00Z',
};

const MANAGERS = [
  { id: 7, nombre: 'Marta Suárez' },
  { id: 9, nombre: 'Pablo Ríos' },
];

function setup(autorizantes: ApiHandler = () => okResponse(MANAGERS)) {
  const calls = stubApi({
    'GET /aprobaciones/autorizantes': autorizantes,
    'POST /aprobaciones': () => okResponse(APPROVED, 'Aprobado', 201),
  });
  const approved: { token: string; motivo: string }[] = [];
  renderPage(<ManagerApprovalDialog request={REQUEST} onApproved={(token, motivo) => approved.push({ token, motivo })} onClose={() => undefined} />);
  return { calls, approved };
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/aprobaciones').map((c) => c.body);

describe('ManagerApprovalDialog', () => {
  it("lists who may approve the refused action, none picked, and posts the picked manager's id, PIN and reason", async () => {
    const user = userEvent.setup();
    const { calls, approved } = setup();
    const dialog = await screen.findByTestId('manager-approval-dialog');
    expect(within(dialog).getByTestId('manager-approval-reason').textContent).toBe(REQUEST.message);

    const marta = await within(dialog).findByRole('radio', { name: 'Marta Suárez' });
    const pablo = within(dialog).getByRole('radio', { name: 'Pablo Ríos' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/aprobaciones/autorizantes')?.query.get('accion')).toBe('descuento');
    // Nobody is picked for the manager: they pick themselves.
    expect((marta as HTMLInputElement).checked).toBe(false);
    expect((pablo as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).queryByTestId('manager-approval-sin-lista')).toBeNull();

    await user.click(marta);
    await user.type(within(dialog).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
    await user.click(within(dialog).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(approved).toEqual([{ token: 'tok-1', motivo: 'Cliente habitual' }]));
    expect(posted(calls)).toEqual([{ accion: 'descuento', entidadId: 50, valor: 750, usuarioId: 7, pin: '2468', motivo: 'Cliente habitual' }]);
  });

  it('asks who approves when nobody is picked nor typed, and posts nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const dialog = await screen.findByTestId('manager-approval-dialog');
    await within(dialog).findByRole('radio', { name: 'Pablo Ríos' });
    await user.type(within(dialog).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
    await user.click(within(dialog).getByTestId('manager-approval-submit'));

    expect(await within(dialog).findByText('Indicá quién aprueba')).toBeTruthy();
    expect(posted(calls)).toEqual([]);
    // Picking a manager answers it.
    await user.click(within(dialog).getByRole('radio', { name: 'Pablo Ríos' }));
    await waitFor(() => expect(within(dialog).queryByText('Indicá quién aprueba')).toBeNull());
  });

  it("takes a badge's code typed instead of a pick as the manager's user id, and typing clears the pick", async () => {
    const user = userEvent.setup();
    const { calls, approved } = setup();
    const dialog = await screen.findByTestId('manager-approval-dialog');
    const marta = await within(dialog).findByRole('radio', { name: 'Marta Suárez' });
    await user.click(marta);
    await user.type(within(dialog).getByRole('textbox', { name: /O el código de su credencial/ }), '12');
    expect((marta as HTMLInputElement).checked).toBe(false);
    await user.type(within(dialog).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
    await user.click(within(dialog).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(approved).toHaveLength(1));
    expect(posted(calls)).toEqual([{ accion: 'descuento', entidadId: 50, valor: 750, usuarioId: 12, pin: '2468', motivo: 'Cliente habitual' }]);
  });

  it('says nobody can approve when the list is empty, and takes the typed e-mail', async () => {
    const user = userEvent.setup();
    const { calls, approved } = setup(() => okResponse([]));
    const dialog = await screen.findByTestId('manager-approval-dialog');
    const notice = await within(dialog).findByTestId('manager-approval-sin-lista');
    expect(notice.textContent).toContain('Ningún encargado con PIN puede aprobar esta acción');
    expect(notice.textContent).toContain('Ingresá el código de la credencial del encargado, su usuario o su e-mail.');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Código de credencial, usuario o e-mail del encargado/ }), 'admin@demo.local');
    await user.type(within(dialog).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
    await user.click(within(dialog).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(approved).toHaveLength(1));
    expect(posted(calls)).toEqual([{ accion: 'descuento', entidadId: 50, valor: 750, usuario: 'admin@demo.local', pin: '2468', motivo: 'Cliente habitual' }]);
  });

  it('says the list could not be read, offers to read it again and keeps the typed field', async () => {
    const user = userEvent.setup();
    let reads = 0;
    setup(() => (++reads === 1 ? failResponse('Error interno', 500) : okResponse(MANAGERS)));
    const dialog = await screen.findByTestId('manager-approval-dialog');
    const notice = await within(dialog).findByTestId('manager-approval-sin-lista');
    expect(notice.textContent).toContain('No se pudo cargar la lista de encargados');
    expect(within(dialog).getByRole('textbox', { name: /Código de credencial, usuario o e-mail del encargado/ })).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('radio', { name: 'Marta Suárez' })).toBeTruthy();
    expect(within(dialog).queryByTestId('manager-approval-sin-lista')).toBeNull();
  });

  it("shows the api's refusal and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /aprobaciones/autorizantes': () => okResponse(MANAGERS),
      'POST /aprobaciones': () => failResponse('Usuario o PIN incorrectos', 403),
    });
    const approved: string[] = [];
    renderPage(<ManagerApprovalDialog request={REQUEST} motivo="Cliente habitual" onApproved={(token) => approved.push(token)} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('manager-approval-dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Pablo Ríos' }));
    await user.type(within(dialog).getByLabelText(/PIN del encargado/), '1111');
    await user.click(within(dialog).getByTestId('manager-approval-submit'));

    expect((await within(dialog).findByTestId('manager-approval-error')).textContent).toBe('Usuario o PIN incorrectos');
    expect(posted(calls)).toEqual([{ accion: 'descuento', entidadId: 50, valor: 750, usuarioId: 9, pin: '1111', motivo: 'Cliente habitual' }]);
    expect(approved).toEqual([]);
  });
});

describe('approvalHeaders', () => {
  it('carries one token, or several as a comma list when one change needs two approvals, and nothing without a token', () => {
    expect(approvalHeaders('tok')).toEqual({ 'x-aprobacion': 'tok' });
    expect(approvalHeaders(['tok-anular', 'tok-descuento'])).toEqual({ 'x-aprobacion': 'tok-anular, tok-descuento' });
    expect(approvalHeaders([])).toEqual({});
    expect(approvalHeaders(null)).toEqual({});
  });
});
