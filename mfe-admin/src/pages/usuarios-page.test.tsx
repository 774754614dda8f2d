import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Usuario, UsuarioCreate, UsuarioPassword, UsuarioUpdate } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { rolFixture, usuarioFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import UsuariosPage from './usuarios-page';

const roles = [rolFixture({ id: 1, nombre: 'admin' }), rolFixture({ id: 2, nombre: 'empleado' }), rolFixture({ id: 3, nombre: 'mozo' }), rolFixture({ id: 4, nombre: 'cajero' })];
const admin = usuarioFixture({ id: 1, nombre: 'Carla Gómez', email: 'admin@demo.local', roles: [{ id: 1, nombre: 'admin' }], ultimoAcceso: '2025-05-02T13:15:00.000Z' });
const marta = usuarioFixture();

beforeEach(() => signInAs('admin'));
afterEach(() => resetSessionForTests());

describe('/usuarios', () => {
  it('lists each user with role, last access and whether they are active', async () => {
    stubApi({ 'GET /usuarios': () => okResponse([admin, { ...marta, activo: false }]), 'GET /roles': () => okResponse(roles) });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    const table = await screen.findByTestId('usuarios-table');
    expect(table.closest('[role="region"]')?.getAttribute('tabindex')).toBe('0');
    const row = within(table).getByTestId('usuario-1');
    expect(row.textContent).toContain('Administrador');
    // As the venue writes dates, on a 24 h clock, in the browser's time zone.
    expect(within(row).getByTestId('ultimo-acceso').textContent).toMatch(/^02\/05\/2025,? [0-2]\d:15$/);
    const other = within(table).getByTestId('usuario-5');
    expect(other.textContent).toContain('Cajero');
    expect(within(other).getByTestId('ultimo-acceso').textContent).toBe('Nunca');
    expect(within(other).getByTestId('usuario-estado').textContent).toBe('Inactivo');
    expect(within(other).getByRole('button', { name: 'Activar a Marta Ruiz' })).toBeTruthy();
  });

  it("sets a user's approval PIN (4 to 6 digits) and shows the audit log", async () => {
    const user = userEvent.setup();
    const pins: unknown[] = [];
    stubApi({
      'GET /usuarios': () => okResponse([admin]),
      'GET /roles': () => okResponse(roles),
      'PUT /usuarios/:id/pin': (call) => {
        pins.push({ id: call.params.id, ...(call.body as object) });
        return okResponse(undefined, 'PIN actualizado');
      },
      'GET /auditoria': () =>
        okResponse({
          items: [
            {
              id: 1,
              fecha: '2025-05-02T13:15:00.000Z',
              usuario: { id: 3, nombre: 'Mozo Juan' },
              aprobadoPor: { id: 1, nombre: 'Carla Gómez' },
              accion: 'descuento',
              entidad: 'mesa',
              entidadId: 7,
              antes: null,
              despues: null,
              motivo: 'Cortesía',
            },
          ],
          total: 1,
          pagina: 1,
          limite: 50,
        }),
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    const row = await screen.findByTestId('audit-row');
    expect(row.textContent).toContain('Mozo Juan');
    expect(row.textContent).toContain('Carla Gómez');
    expect(row.textContent).toContain('Cortesía');
    await user.click(screen.getByRole('button', { name: 'PIN de aprobación de Carla Gómez' }));
    const dialog = await screen.findByTestId('pin-dialog');
    await user.type(within(dialog).getByTestId('pin-input'), '12');
    await user.click(within(dialog).getByTestId('save-pin'));
    expect(await within(dialog).findByText('El PIN debe tener entre 4 y 6 dígitos')).toBeTruthy();
    await user.clear(within(dialog).getByTestId('pin-input'));
    await user.type(within(dialog).getByTestId('pin-input'), '4321');
    await user.click(within(dialog).getByTestId('save-pin'));
    await waitFor(() => expect(pins).toEqual([{ id: '1', pin: '4321', clientMutationId: expect.any(String) }]));
    expect(await screen.findByText('PIN de Carla Gómez guardado')).toBeTruthy();
  });

  it('creates a user: the password is required, and at least one role', async () => {
    const user = userEvent.setup();
    const created: UsuarioCreate[] = [];
    stubApi({
      'GET /usuarios': () => okResponse([admin]),
      'GET /roles': () => okResponse(roles),
      'POST /usuarios': (call) => {
        created.push(call.body as UsuarioCreate);
        return okResponse(usuarioFixture({ id: 9, nombre: 'Pedro', email: 'pedro@demo.local', roles: [{ id: 3, nombre: 'mozo' }] }), 'Usuario creado', 201);
      },
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await screen.findByTestId('usuarios-table');
    await user.click(screen.getByTestId('nuevo-usuario'));
    const dialog = await screen.findByTestId('usuario-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Pedro');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'pedro@demo.local');
    await user.click(within(dialog).getByTestId('save-usuario'));
    expect(await within(dialog).findByText('La contraseña es obligatoria')).toBeTruthy();
    expect(within(dialog).getByTestId('roles-error').textContent).toBe('Elegí al menos un rol');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'Turno-Noche-84');
    await user.click(within(within(dialog).getByTestId('usuario-rol-mozo')).getByRole('checkbox'));
    await user.click(within(dialog).getByTestId('save-usuario'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ nombre: 'Pedro', email: 'pedro@demo.local', password: 'Turno-Noche-84', rolIds: [3], activo: true });
    await waitFor(() => expect(screen.queryByTestId('usuario-dialog')).toBeNull());
  });

  it("refuses before calling a password of the user's name or e-mail or one repeated character, and shows the api's refusal of a common one", async () => {
    const user = userEvent.setup();
    const created: UsuarioCreate[] = [];
    stubApi({
      'GET /usuarios': () => okResponse([admin]),
      'GET /roles': () => okResponse(roles),
      'POST /usuarios': (call) => {
        created.push(call.body as UsuarioCreate);
        return failResponse('La contraseña es demasiado común: elegí otra más difícil de adivinar', 400);
      },
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await screen.findByTestId('usuarios-table');
    await user.click(screen.getByTestId('nuevo-usuario'));
    const dialog = await screen.findByTestId('usuario-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Pedro Álvarez');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'pedro@demo.local');
    await user.click(within(within(dialog).getByTestId('usuario-rol-mozo')).getByRole('checkbox'));
    const password = within(dialog).getByLabelText(/Contraseña/);
    for (const [typed, message] of [
      ['alvarez-2026', 'La contraseña no puede contener el e-mail ni el nombre del usuario'],
      ['pedro@demo.local', 'La contraseña no puede contener el e-mail ni el nombre del usuario'],
      ['xxxxxxxxxxxx', 'La contraseña no puede ser un mismo carácter repetido'],
    ] as const) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(within(dialog).getByTestId('save-usuario'));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(created).toHaveLength(0);
    await user.clear(password);
    await user.type(password, 'qwerty123456');
    await user.click(within(dialog).getByTestId('save-usuario'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain('La contraseña es demasiado común: elegí otra más difícil de adivinar');
    expect(created).toHaveLength(1);
  });

  it("shows the api's refusal of a repeated e-mail", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /usuarios': () => okResponse([admin, marta]),
      'GET /roles': () => okResponse(roles),
      'PUT /usuarios/:id': () => failResponse('Ya existe un usuario con el e-mail admin@demo.local', 409),
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Editar Marta Ruiz' }));
    const dialog = await screen.findByTestId('usuario-dialog');
    // Editing: the password is reset apart.
    expect(within(dialog).queryByLabelText(/Contraseña/)).toBeNull();
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'admin@demo.local');
    await user.click(within(dialog).getByTestId('save-usuario'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain('Ya existe un usuario con el e-mail admin@demo.local');
  });

  it('deactivates a user after confirming', async () => {
    const user = userEvent.setup();
    let list: Usuario[] = [admin, marta];
    const updates: UsuarioUpdate[] = [];
    stubApi({
      'GET /usuarios': () => okResponse(list),
      'GET /roles': () => okResponse(roles),
      'PUT /usuarios/:id': (call) => {
        updates.push(call.body as UsuarioUpdate);
        list = [admin, { ...marta, activo: false }];
        return okResponse(list[1]);
      },
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Marta Ruiz' }));
    const dialog = await screen.findByTestId('toggle-usuario-dialog');
    expect(dialog.textContent).toContain('sus sesiones abiertas terminan');
    await user.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(within(screen.getByTestId('usuario-5')).getByTestId('usuario-estado').textContent).toBe('Inactivo'));
    expect(updates[0]).toMatchObject({ activo: false });
  });

  it('shows the refusal to deactivate the last admin', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /usuarios': () => okResponse([admin]),
      'GET /roles': () => okResponse(roles),
      'PUT /usuarios/:id': () => failResponse('No se puede eliminar, desactivar ni quitarle el rol admin al último administrador activo', 409),
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Carla Gómez' }));
    const dialog = await screen.findByTestId('toggle-usuario-dialog');
    await user.click(within(dialog).getByTestId('confirm-delete'));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toContain('último administrador activo');
  });

  it("resets a user's password", async () => {
    const user = userEvent.setup();
    const resets: { path: string; body: UsuarioPassword }[] = [];
    stubApi({
      'GET /usuarios': () => okResponse([admin, marta]),
      'GET /roles': () => okResponse(roles),
      'POST /usuarios/:id/password': (call) => {
        resets.push({ path: call.path, body: call.body as UsuarioPassword });
        return okResponse(undefined, 'Contraseña restablecida');
      },
    });
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Restablecer contraseña de Marta Ruiz' }));
    const dialog = await screen.findByTestId('password-dialog');
    await user.type(within(dialog).getByLabelText(/Contraseña nueva/), '123');
    await user.click(within(dialog).getByTestId('save-password'));
    expect(await within(dialog).findByText('La contraseña debe tener al menos 10 caracteres')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Contraseña nueva/));
    await user.type(within(dialog).getByLabelText(/Contraseña nueva/), 'nueva-clave');
    await user.click(within(dialog).getByTestId('save-password'));
    await waitFor(() => expect(resets).toHaveLength(1));
    expect(resets[0]).toMatchObject({ path: '/usuarios/5/password', body: { password: 'nueva-clave' } });
    expect(await screen.findByText('Contraseña de Marta Ruiz restablecida')).toBeTruthy();
  });

  it('someone who does not administer users sees the permission message', async () => {
    await signInAs('cajero');
    const calls = stubApi({});
    renderPage(<UsuariosPage />, { path: '/usuarios' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toBe('No tenés permisos para acceder a esta sección.');
    expect(calls).toHaveLength(0);
  });
});
