import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@resto/shared/i18n';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { rolFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import RolesPage from './roles-page';

/** The descriptions the api seeds for the built-in roles (api/src/modules/roles/roles.repository.ts). */
const seeded = [
  rolFixture({ id: 1, nombre: 'admin', descripcion: 'Administrador: acceso completo al local' }),
  rolFixture({ id: 3, nombre: 'mozo', descripcion: 'Mozo: mesas y comandas' }),
  rolFixture({ id: 4, nombre: 'cajero', descripcion: 'Caja del turno noche' }),
];

const EDITOR_TIMEOUT_MS = 45_000;

beforeEach(() => signInAs('admin'));
afterEach(async () => {
  resetSessionForTests();
  await setLanguage('es');
});

describe('/roles in the interface language', () => {
  it.each([
    ['br', 'Administrador: acesso completo ao estabelecimento', 'Garçom: mesas e comandas'],
    ['en', 'Administrator: full access to the venue', 'Waiter: tables and orders'],
    ['es', 'Administrador: acceso completo al local', 'Mozo: mesas y comandas'],
  ] as const)("the built-in roles' seeded descriptions are shown in %s; one someone wrote stays as written", async (lang, admin, mozo) => {
    await setLanguage(lang);
    stubApi({ 'GET /roles': () => okResponse(seeded) });
    renderPage(<RolesPage />, { path: '/roles' });
    const table = await screen.findByTestId('roles-table');
    expect(within(within(table).getByTestId('rol-admin')).getByTestId('rol-descripcion').textContent).toBe(admin);
    expect(within(within(table).getByTestId('rol-mozo')).getByTestId('rol-descripcion').textContent).toBe(mozo);
    expect(within(within(table).getByTestId('rol-cajero')).getByTestId('rol-descripcion').textContent).toBe('Caja del turno noche');
  });

  it(
    'the role editor shows each permission by its name, the key only as a tooltip',
    async () => {
      const user = userEvent.setup();
      stubApi({ 'GET /roles': () => okResponse(seeded) });
      renderPage(<RolesPage />, { path: '/roles' });
      await user.click(await screen.findByRole('button', { name: 'Editar Mozo' }));
      const dialog = await screen.findByTestId('rol-dialog');
      const box = within(dialog).getByTestId('permiso-caja.abrir-cerrar');
      expect(box.textContent).toBe('Abrir y cerrar la caja');
      expect(within(dialog).getByTestId('permisos-editor').textContent).not.toMatch(/[a-z]+\.[a-z-]+/);
      expect(within(box).getByTitle('caja.abrir-cerrar')).toBeTruthy();
      // The description field shows the seeded text in the interface language too.
      expect((within(dialog).getByLabelText(/^Descripción/) as HTMLInputElement).value).toBe('Mozo: mesas y comandas');
    },
    EDITOR_TIMEOUT_MS,
  );

  it(
    'a save the server never got says it could not be reached and nothing was saved',
    async () => {
      const user = userEvent.setup();
      stubApi({ 'GET /roles': () => okResponse(seeded), 'PUT /roles/:id': () => Promise.reject(new TypeError('Failed to fetch')) });
      renderPage(<RolesPage />, { path: '/roles' });
      await user.click(await screen.findByRole('button', { name: 'Editar Mozo' }));
      const dialog = await screen.findByTestId('rol-dialog');
      await user.click(within(dialog).getByTestId('save-rol'));
      expect(await within(dialog).findByText('No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.')).toBeTruthy();
    },
    EDITOR_TIMEOUT_MS,
  );
});
