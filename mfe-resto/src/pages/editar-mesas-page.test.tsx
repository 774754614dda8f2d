import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mesa, MesaInput } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, type ApiCall, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import { mesa } from '../test/fixtures';
import EditarMesasPage from './editar-mesas-page';

const PLAN = [
  mesa({ id: 1, numero: 1, gridX: 0, gridY: 0 }),
  mesa({ id: 2, numero: 2, gridX: 2, gridY: 0, tam: 'grande', capacidad: 6, forma: 'circular' }),
  mesa({ id: 9, numero: 9, gridX: 0, gridY: 0, zona: 'terraza' }),
];

/** What PUT /mesas/bulk would store: every table sent, with ids for the new ones. */
function saved(body: { mesas: MesaInput[] }): Mesa[] {
  return body.mesas.map((m, i) =>
    mesa({
      id: m.id ?? 100 + i,
      numero: m.numero,
      capacidad: m.capacidad ?? 4,
      tam: m.tam ?? 'chica',
      forma: m.forma ?? 'cuadrada',
      gridX: m.gridX ?? 0,
      gridY: m.gridY ?? 0,
      zona: m.zona ?? 'salon',
    }),
  );
}

function setup(plan: Mesa[] = PLAN) {
  const calls = stubApi({
    'GET /mesas': () => okResponse(plan),
    'PUT /mesas/bulk': (call) => okResponse(saved(call.body as { mesas: MesaInput[] }), 'Plano de mesas guardado'),
    'POST /inicializacion/mesas': (call) => {
      const { cantidad, zona } = call.body as { cantidad: number; zona: string };
      return okResponse(
        Array.from({ length: cantidad }, (_, i) => mesa({ id: i + 1, numero: i + 1, gridX: i % 4, gridY: Math.floor(i / 4), zona })),
        'Plano de mesas inicializado',
        201,
      );
    },
  });
  renderPage(<EditarMesasPage />, { path: '/editar-mesas' });
  return calls;
}

const putBody = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').at(-1)?.body as { mesas: MesaInput[]; clientMutationId: string };
const cell = (el: HTMLElement) => [Number(el.dataset.gridX), Number(el.dataset.gridY)];

describe('/editar-mesas', () => {
  beforeEach(signInAsAdmin);

  it('tells a user without mesas.editar-plano so instead of offering an editor whose save the api refuses', async () => {
    await signInWith(['ventas.tomar', 'ventas.vender', 'caja.abrir-cerrar'], 'cajero');
    const calls = setup();
    expect((await screen.findByTestId('sin-permiso')).textContent).toContain('No tenés permisos para acceder a esta sección.');
    expect(screen.queryByTestId('guardar-plano')).toBeNull();
    expect(screen.queryByTestId('agregar-mesa')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('adds a table with the next number at the first free cell and saves the whole plan in bulk', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByTestId('editor-mesa-1');
    expect((screen.getByTestId('guardar-plano') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('agregar-mesa'));
    const added = await screen.findByTestId('editor-mesa-10');
    expect(cell(added)).toEqual([1, 0]);
    expect(screen.getByTestId('sin-guardar')).toBeTruthy();
    await user.click(screen.getByTestId('guardar-plano'));

    expect(await screen.findByText('Plano de mesas guardado')).toBeTruthy();
    const body = putBody(calls);
    expect(body.mesas).toHaveLength(4);
    expect(body.mesas.find((m) => m.numero === 10)).toEqual({
      id: null,
      numero: 10,
      nombre: null,
      capacidad: 4,
      tam: 'chica',
      forma: 'cuadrada',
      gridX: 1,
      gridY: 0,
      tamanoCelda: 85,
      zona: 'salon',
      estado: 'disponible',
    });
    expect(body.mesas.find((m) => m.numero === 2)).toMatchObject({ id: 2, gridX: 2, gridY: 0, tam: 'grande', capacidad: 6, forma: 'circular' });
    expect(body.clientMutationId).toMatch(/-\d+/);
    await waitFor(() => expect(screen.queryByTestId('sin-guardar')).toBeNull());
  });

  it('moves the focused table with the arrow keys, never onto another table, and Delete removes one', async () => {
    const user = userEvent.setup();
    const calls = setup();
    const uno = await screen.findByTestId('editor-mesa-1');
    uno.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(cell(screen.getByTestId('editor-mesa-1'))).toEqual([1, 2]);
    await user.keyboard('{ArrowRight}');
    expect(cell(screen.getByTestId('editor-mesa-1'))).toEqual([2, 2]);
    // Up would land on the large table 2 (cells 2-3 by 0-1).
    await user.keyboard('{ArrowUp}');
    expect(cell(screen.getByTestId('editor-mesa-1'))).toEqual([2, 2]);
    expect(await screen.findByText('Ese lugar ya está ocupado por otra mesa')).toBeTruthy();
    screen.getByTestId('editor-mesa-2').focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByTestId('editor-mesa-2')).toBeNull();
    await user.click(screen.getByTestId('guardar-plano'));
    await waitFor(() => expect(putBody(calls).mesas.find((m) => m.numero === 1)).toMatchObject({ gridX: 2, gridY: 2 }));
    expect(putBody(calls).mesas.map((m) => m.numero)).toEqual([1, 9]);
  });

  it('drags a table with the pointer and drops it on the cell under it', async () => {
    setup();
    const uno = await screen.findByTestId('editor-mesa-1');
    // jsdom has no layout: the grid and the table sit at 0,0, so the pointer's place is the offset.
    fireEvent.pointerDown(uno, { pointerId: 1, button: 0, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(uno, { pointerId: 1, clientX: 20 + 5 * 85 + 10, clientY: 20 + 3 * 85 - 12 });
    fireEvent.pointerUp(uno, { pointerId: 1, clientX: 20 + 5 * 85 + 10, clientY: 20 + 3 * 85 - 12 });
    expect(cell(screen.getByTestId('editor-mesa-1'))).toEqual([5, 3]);
  });

  it('edits number, capacity, shape, size and zone of the selected table, and deletes one', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByTestId('editor-mesa-1'));
    const props = screen.getByTestId('mesa-propiedades');
    await user.click(within(props).getByRole('radio', { name: 'Grande' }));
    expect((within(props).getByTestId('prop-capacidad') as HTMLInputElement).value).toBe('6');
    // Growing at (0,0) covers (1,0)... but not table 2 at (2,0): it fits.
    await user.click(within(props).getByRole('radio', { name: 'Redonda' }));
    await user.clear(within(props).getByTestId('prop-capacidad'));
    await user.type(within(props).getByTestId('prop-capacidad'), '8');

    await user.clear(within(props).getByTestId('prop-numero'));
    await user.type(within(props).getByTestId('prop-numero'), '2');
    expect(within(props).getByText('El número 2 está repetido: cada mesa necesita el suyo')).toBeTruthy();
    expect((screen.getByTestId('guardar-plano') as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(props).getByTestId('prop-numero'), '0');
    expect((screen.getByTestId('guardar-plano') as HTMLButtonElement).disabled).toBe(false);

    await user.selectOptions(within(props).getByTestId('prop-zona'), 'terraza');
    const moved = await screen.findByTestId('editor-mesa-20');
    expect(cell(moved)).toEqual([1, 0]);
    expect(screen.getByTestId('editor-zona-terraza').textContent).toBe('Terraza (2)');

    await user.click(screen.getByTestId('editor-mesa-9'));
    await user.click(within(screen.getByTestId('mesa-propiedades')).getByTestId('prop-eliminar'));
    expect(screen.queryByTestId('editor-mesa-9')).toBeNull();

    await user.click(screen.getByTestId('guardar-plano'));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect(
      putBody(calls)
        .mesas.map((m) => m.numero)
        .sort(),
    ).toEqual([2, 20]);
    expect(putBody(calls).mesas.find((m) => m.numero === 20)).toMatchObject({ id: 1, tam: 'grande', capacidad: 8, forma: 'circular', zona: 'terraza', gridX: 1, gridY: 0 });
  });

  it("names a table and marks it reserved, within the name's limit, and says why a capacity is refused", async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByTestId('editor-mesa-1'));
    const props = screen.getByTestId('mesa-propiedades');
    const nombre = within(props).getByTestId('prop-nombre');
    expect(nombre.getAttribute('maxlength')).toBe('50');
    await user.type(nombre, 'Ventana');
    expect(within(props).getByTestId('prop-nombre-counter').textContent).toBe('7 de 50 caracteres');
    await user.click(within(props).getByText('Reservada'));

    await user.clear(within(props).getByTestId('prop-capacidad'));
    await user.type(within(props).getByTestId('prop-capacidad'), '4,5');
    expect(within(props).getByText('Ingresá un número sin decimales')).toBeTruthy();
    await user.clear(within(props).getByTestId('prop-capacidad'));
    await user.type(within(props).getByTestId('prop-capacidad'), '5');

    await user.click(screen.getByTestId('guardar-plano'));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect(putBody(calls).mesas.find((m) => m.id === 1)).toMatchObject({ numero: 1, nombre: 'Ventana', estado: 'reservada', capacidad: 5 });
    expect(putBody(calls).mesas.find((m) => m.id === 2)).toMatchObject({ nombre: null, estado: 'disponible' });
  });

  it('adds a zone and a table in it', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await screen.findByTestId('editor-mesa-1');
    await user.type(screen.getByTestId('nueva-zona'), 'Patio{Enter}');
    expect(screen.getByTestId('editor-zona-patio').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByTestId('agregar-mesa'));
    expect(cell(await screen.findByTestId('editor-mesa-10'))).toEqual([0, 0]);
    await user.click(screen.getByTestId('guardar-plano'));
    await waitFor(() => expect(putBody(calls).mesas.find((m) => m.numero === 10)).toMatchObject({ zona: 'patio' }));
  });

  it("shows why saving failed: the server's message, or 'Error al guardar mesas'", async () => {
    const user = userEvent.setup();
    let answer = () => failResponse('La mesa 2 tiene un draft activo: no se puede borrar', 409);
    stubApi({ 'GET /mesas': () => okResponse(PLAN), 'PUT /mesas/bulk': () => answer() });
    renderPage(<EditarMesasPage />);
    await user.click(await screen.findByTestId('editor-mesa-2'));
    await user.click(within(screen.getByTestId('mesa-propiedades')).getByTestId('prop-eliminar'));
    await user.click(screen.getByTestId('guardar-plano'));
    expect(await screen.findByText('La mesa 2 tiene un draft activo: no se puede borrar')).toBeTruthy();
    expect(screen.getByTestId('sin-guardar')).toBeTruthy();

    answer = () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByTestId('guardar-plano'));
    expect(await screen.findByText('Error al guardar mesas')).toBeTruthy();
  });

  it('offers a first plan when the venue has no tables', async () => {
    const user = userEvent.setup();
    const calls = setup([]);
    const card = await screen.findByTestId('inicializar-plano');
    await user.clear(within(card).getByTestId('init-cantidad'));
    await user.type(within(card).getByTestId('init-cantidad'), '6x');
    expect((await within(card).findByTestId('init-error')).textContent).toBe('Escribí solo números, por ejemplo 1.234');
    expect((within(card).getByTestId('init-crear') as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(card).getByTestId('init-cantidad'));
    await user.type(within(card).getByTestId('init-cantidad'), '6');
    await user.click(within(card).getByTestId('init-crear'));
    expect(await screen.findByTestId('editor-mesa-6')).toBeTruthy();
    expect(calls.find((c) => c.path === '/inicializacion/mesas')?.body).toMatchObject({ cantidad: 6, zona: 'salon' });
    expect(screen.queryByTestId('inicializar-plano')).toBeNull();
  });

  it("a failed first plan without the server's words reads 'Error al inicializar plano'", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /mesas': () => okResponse([]),
      'POST /inicializacion/mesas': () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }),
    });
    renderPage(<EditarMesasPage />);
    await user.click(within(await screen.findByTestId('inicializar-plano')).getByTestId('init-crear'));
    expect(await screen.findByText('Error al inicializar plano')).toBeTruthy();
  });
});
