import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rol, RolCreate, RolUpdate } from '@resto/shared/contracts';
import { PERMISSION_AREA_NAMES, SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { rolFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import RolesPage from './roles-page';

const seeded = [
  rolFixture({ id: 1, nombre: 'admin', usuarios: 1 }),
  rolFixture({ id: 2, nombre: 'empleado', usuarios: 1 }),
  rolFixture({ id: 3, nombre: 'mozo', usuarios: 2 }),
  rolFixture({ id: 4, nombre: 'cajero', usuarios: 1 }),
];
const encargado = rolFixture({ id: 7, nombre: 'Encargado de barra', permisos: ['mesas.atender', 'pedidos.cocina'], usuarios: 3, sistema: false });

/** The role editor shows every permission (16 checkboxes): slow to render in jsdom on a busy machine. */
const EDITOR_TIMEOUT_MS = 45_000;

/** A permission's checkbox in the role editor (its label shows the permission's name only). */
function permiso(dialog: HTMLElement, name: string): HTMLInputElement {
  const box = within(dialog).getByTestId(`permiso-${name}`);
  return within(box).getByRole('checkbox') as HTMLInputElement;
}

beforeEach(() => signInAs('admin'));
afterEach(() => resetSessionForTests());

describe('/roles', () => {
  it('lists each role with its areas and how many users hold it', async () => {
    stubApi({ 'GET /roles': () => okResponse([...seeded, encargado]) });
    renderPage(<RolesPage />, { path: '/roles' });
    const table = await screen.findByTestId('roles-table');
    const mozo = within(table).getByTestId('rol-mozo');
    expect(mozo.textContent).toContain('Mozo');
    expect(mozo.textContent).toContain('Del sistema');
    expect(mozo.textContent).toContain('Mesas');
    expect(mozo.textContent).not.toContain('Caja');
    expect(within(mozo).getByTestId('rol-usuarios').textContent).toBe('2');
    // The seeded roles cannot be deleted; others can.
    expect(within(mozo).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(within(table).getByTestId('rol-Encargado de barra')).getByRole('button', { name: 'Eliminar Encargado de barra' })).toBeTruthy();
  });

  it(
    'creates a role with permissions chosen by area',
    async () => {
      const user = userEvent.setup();
      const created: RolCreate[] = [];
      let roles: Rol[] = seeded;
      stubApi({
        'GET /roles': () => okResponse(roles),
        'POST /roles': (call) => {
          created.push(call.body as RolCreate);
          const body = call.body as RolCreate;
          const rol = rolFixture({ id: 8, nombre: body.nombre, permisos: body.permisos as Rol['permisos'], usuarios: 0, sistema: false });
          roles = [...roles, rol];
          return okResponse(rol, 'Rol creado', 201);
        },
      });
      renderPage(<RolesPage />, { path: '/roles' });
      await screen.findByTestId('roles-table');
      await user.click(screen.getByTestId('nuevo-rol'));
      const dialog = await screen.findByTestId('rol-dialog');
      // One group per area, each permission a checkbox.
      for (const area of PERMISSION_AREA_NAMES) expect(within(dialog).getByTestId(`area-${area}`)).toBeTruthy();
      expect(within(dialog).getByTestId('area-caja').textContent).toContain('Caja');
      await user.click(within(dialog).getByTestId('save-rol'));
      expect(await within(dialog).findByText('Rol inválido: el nombre no puede estar vacío')).toBeTruthy();
      await user.type(within(dialog).getByLabelText(/^Rol/), 'Jefe');
      expect(within(dialog).getByTestId('permiso-caja.abrir-cerrar').textContent).toContain('Abrir y cerrar la caja');
      await user.click(permiso(dialog, 'caja.abrir-cerrar'));
      await user.click(permiso(dialog, 'reportes.ver'));
      await user.click(within(dialog).getByTestId('save-rol'));
      await waitFor(() => expect(created).toHaveLength(1));
      expect(created[0]).toMatchObject({ nombre: 'Jefe' });
      expect([...created[0]!.permisos!].sort()).toEqual(['caja.abrir-cerrar', 'reportes.ver']);
      expect(await within(await screen.findByTestId('roles-table')).findByTestId('rol-Jefe')).toBeTruthy();
    },
    EDITOR_TIMEOUT_MS,
  );

  it(
    'the admin role always keeps managing users and roles',
    async () => {
      const user = userEvent.setup();
      stubApi({ 'GET /roles': () => okResponse(seeded) });
      renderPage(<RolesPage />, { path: '/roles' });
      await user.click(await screen.findByRole('button', { name: 'Editar Administrador' }));
      const dialog = await screen.findByTestId('rol-dialog');
      const locked = permiso(dialog, 'usuarios.administrar');
      expect(locked.checked).toBe(true);
      expect(locked.disabled).toBe(true);
      expect(permiso(dialog, 'ventas.anular').disabled).toBe(false);
    },
    EDITOR_TIMEOUT_MS,
  );

  it(
    "edits a seeded role's permissions but not its name",
    async () => {
      const user = userEvent.setup();
      const updates: RolUpdate[] = [];
      stubApi({
        'GET /roles': () => okResponse(seeded),
        'PUT /roles/:id': (call) => {
          updates.push(call.body as RolUpdate);
          return okResponse(seeded[2]);
        },
      });
      renderPage(<RolesPage />, { path: '/roles' });
      await user.click(await screen.findByRole('button', { name: 'Editar Mozo' }));
      const dialog = await screen.findByTestId('rol-dialog');
      expect((within(dialog).getByLabelText(/^Rol/) as HTMLInputElement).readOnly).toBe(true);
      expect(permiso(dialog, 'mesas.atender').checked).toBe(true);
      await user.click(permiso(dialog, 'clientes.editar'));
      await user.click(within(dialog).getByTestId('save-rol'));
      await waitFor(() => expect(updates).toHaveLength(1));
      expect(updates[0]).not.toHaveProperty('nombre');
      expect([...updates[0]!.permisos!].sort()).toEqual([...SEEDED_ROLE_PERMISSIONS.mozo, 'clientes.editar'].sort());
    },
    EDITOR_TIMEOUT_MS,
  );

  it(
    "edits a role's discount limit: a whole percent from 0 to 100, sent to the api",
    async () => {
      const user = userEvent.setup();
      const updates: RolUpdate[] = [];
      const mozo = rolFixture({ id: 3, nombre: 'mozo', usuarios: 2, descuentoMaximo: 10 });
      stubApi({
        'GET /roles': () => okResponse([seeded[0]!, mozo]),
        'PUT /roles/:id': (call) => {
          updates.push(call.body as RolUpdate);
          return okResponse({ ...mozo, descuentoMaximo: (call.body as RolUpdate).descuentoMaximo ?? 10 });
        },
      });
      renderPage(<RolesPage />, { path: '/roles' });
      await user.click(await screen.findByRole('button', { name: 'Editar Mozo' }));
      const dialog = await screen.findByTestId('rol-dialog');
      const limite = within(dialog).getByLabelText(/^Descuento máximo \(%\)/) as HTMLInputElement;
      expect(limite.value).toBe('10');
      expect(within(dialog).getByText('Un descuento mayor necesita la aprobación de un encargado con su PIN.')).toBeTruthy();
      for (const wrong of ['150', '-5', '2.5', '']) {
        await user.clear(limite);
        if (wrong) await user.type(limite, wrong);
        await user.click(within(dialog).getByTestId('save-rol'));
        expect(await within(dialog).findByText('El descuento máximo debe estar entre 0 y 100')).toBeTruthy();
      }
      expect(updates).toHaveLength(0);
      await user.clear(limite);
      await user.type(limite, '25');
      await user.click(within(dialog).getByTestId('save-rol'));
      await waitFor(() => expect(updates).toHaveLength(1));
      expect(updates[0]).toMatchObject({ descuentoMaximo: 25 });
      expect(updates[0]).not.toHaveProperty('nombre');
    },
    EDITOR_TIMEOUT_MS,
  );

  it("a role with users cannot be deleted: the api's message says how many", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /roles': () => okResponse([...seeded, encargado]),
      'DELETE /roles/:id': () => failResponse('No se puede eliminar el rol: tiene 3 usuarios asignados. Quitalos o reasignalos a otro rol primero.', 409),
    });
    renderPage(<RolesPage />, { path: '/roles' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Encargado de barra' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByTestId('confirm-delete'));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toContain('tiene 3 usuarios asignados');
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/roles/7');
    expect(screen.getByTestId('rol-Encargado de barra')).toBeTruthy();
  });
});
