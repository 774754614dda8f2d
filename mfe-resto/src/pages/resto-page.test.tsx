import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Draft } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, type ApiCall, type ApiHandler, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import { agregado, draft, item, MEDIOS, mesa, producto, TIPOS, venta } from '../test/fixtures';
import { fakeMesasBus } from '../test/fake-bus';
import RestoPage from './resto-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

const MESAS = [
  mesa({ id: 1, numero: 1, gridX: 0, gridY: 0 }),
  mesa({ id: 2, numero: 2, gridX: 2, gridY: 0, forma: 'circular' }),
  mesa({ id: 3, numero: 3, gridX: 0, gridY: 2, tam: 'grande', capacidad: 6 }),
  mesa({ id: 4, numero: 4, gridX: 4, gridY: 0, estado: 'reservada' }),
  mesa({ id: 9, numero: 9, gridX: 0, gridY: 0, zona: 'terraza' }),
];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();
const MILANESA = producto();
const HELADO = producto({ id: 7, nombre: 'Helado artesanal', precio: 18000, unidadMedida: 'kg', esPorPeso: true, categoria: 'Postres' });

/** The api of a venue with table 3 open (25 minutes ago) unless told otherwise. */
function setup(routes: Record<string, ApiHandler> = {}, drafts: Draft[] = [draft({ fechaApertura: minutesAgo(25) })]) {
  const calls = stubApi({
    'GET /mesas': () => okResponse(MESAS),
    'GET /mesas/drafts': () => okResponse(drafts),
    'GET /productos/frecuentes': () =>
      okResponse([
        { ...MILANESA, vecesVendido: 30 },
        { ...HELADO, vecesVendido: 12 },
      ]),
    'GET /productos/buscar': (call) => okResponse([MILANESA, HELADO].filter((p) => p.nombre.toLowerCase().includes(call.query.get('q')!.toLowerCase()))),
    ...routes,
  });
  const { hub, bus } = fakeMesasBus();
  const view = renderPage(<RestoPage bus={bus} />, { path: '/resto' });
  return { calls, hub, ...view };
}

const bodyOf = (calls: ApiCall[], method: string, path: string) => calls.find((c) => c.method === method && c.path === path)?.body as Record<string, unknown> | undefined;

async function openPanel(user: ReturnType<typeof userEvent.setup>, numero: number) {
  await user.click(await screen.findByTestId(`mesa-${numero}`));
  return screen.findByTestId('draft-panel');
}

beforeEach(signInAsAdmin);

describe('/resto floor plan', () => {
  it('shows the tables of the first zone with their state; occupied ones with diners, real minutes and total', async () => {
    setup();
    const ocupada = await screen.findByTestId('mesa-3');
    await waitFor(() => expect(ocupada.getAttribute('data-estado')).toBe('ocupada'));
    expect(within(ocupada).getByTestId('mesa-comensales-minutos').textContent).toBe('2 · 25 min');
    expect(within(ocupada).getByTestId('mesa-total').textContent).toMatch(/\$\s?3\.000,00/);
    expect(screen.getByTestId('mesa-1').getAttribute('data-estado')).toBe('libre');
    expect(screen.getByTestId('mesa-1').textContent).toContain('Libre');
    expect(screen.getByTestId('mesa-4').getAttribute('data-estado')).toBe('reservada');
    expect(screen.getByTestId('mesa-4').textContent).toContain('Reservada');
    expect(screen.getByTestId('plano-resumen').textContent).toBe('Libre: 3Ocupada: 1Reservada: 1');
    expect(screen.queryByTestId('mesa-9')).toBeNull();

    await userEvent.setup().click(screen.getByTestId('zona-terraza'));
    expect(await screen.findByTestId('mesa-9')).toBeTruthy();
    expect(screen.getByTestId('zona-terraza').textContent).toBe('Terraza0/1');
  });

  it('follows other devices live: a table opened elsewhere turns occupied, one closed turns free', async () => {
    const opened = draft({ id: 61, mesaId: 1, numeroMesa: 1, items: [item({ subtotalItem: 4500, cantidad: 3 })], fechaApertura: minutesAgo(0) });
    const { hub, calls } = setup({ 'GET /mesas/:mesaId/draft': () => okResponse(opened) });
    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('ocupada'));

    hub.mesaOpened.next({ mesaNumero: 1, mesaId: 1, draftId: 61, clientMutationId: 'otro-1', ultimaActualizacion: opened.ultimaActualizacion });
    await waitFor(() => expect(screen.getByTestId('mesa-1').getAttribute('data-estado')).toBe('ocupada'));
    expect(within(screen.getByTestId('mesa-1')).getByTestId('mesa-total').textContent).toMatch(/4\.500,00/);
    expect(calls.some((c) => c.path === '/mesas/1/draft')).toBe(true);

    hub.mesaClosed.next({ mesaNumero: 3, mesaId: 3, draftId: 50, clientMutationId: 'otro-2', motivo: 'finalizado', ventaId: 8 });
    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('libre'));
  });

  it("applies another device's change from the event's own data, without reading the table again", async () => {
    const user = userEvent.setup();
    const { hub, calls } = setup();
    const panel = await openPanel(user, 3);
    expect(within(panel).getAllByTestId('draft-item')).toHaveLength(1);
    const flan = item({ id: 12, productoId: 2, productoNombre: 'Flan', nombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 });
    const { items: _items, ...fields } = draft({ items: [item(), flan], version: 2, fechaApertura: minutesAgo(25) });
    hub.pedidoConfirmed.next({
      mesaNumero: 3,
      mesaId: 3,
      draftId: 50,
      clientMutationId: 'otro-3',
      ultimaActualizacion: fields.ultimaActualizacion,
      version: 2,
      draft: fields,
      items: [flan],
    });
    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')).toHaveLength(2));
    expect(within(screen.getByTestId('mesa-3')).getByTestId('mesa-total').textContent).toMatch(/3\.800,00/);
    expect(calls.some((c) => c.path === '/mesas/3/draft')).toBe(false);
  });

  it("shows the server's reason when the tables cannot be read, or 'Error al obtener mesas'", async () => {
    stubApi({
      'GET /mesas': () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }),
      'GET /mesas/drafts': () => okResponse([]),
    });
    renderPage(<RestoPage bus={fakeMesasBus().bus} />);
    expect((await screen.findByTestId('mesas-error')).textContent).toContain('Error al obtener mesas');
  });
});

describe('/resto table panel', () => {
  it('offers a mozo without ventas.vender neither Cobrar nor Dividir: the register charges the table', async () => {
    await signInWith(['ventas.tomar', 'mesas.atender', 'pedidos.cocina'], 'mozo');
    const user = userEvent.setup();
    setup();
    const panel = await openPanel(user, 3);
    expect(await within(panel).findByTestId('cobra-la-caja')).toBeTruthy();
    expect(within(panel).getByText('El cobro lo hace la caja.')).toBeTruthy();
    expect(within(panel).queryByTestId('cobrar-mesa')).toBeNull();
    expect(within(panel).queryByTestId('dividir-cuenta')).toBeNull();
    expect(within(panel).getByTestId('cancelar-mesa')).toBeTruthy();
  });

  it('splits only into whole parts: 1.5 or 2,5 parts are refused with a clear message and nothing is sent', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'GET /mesas/drafts/:id/division': () => okResponse({ draftId: 1, numeroMesa: 3, modo: null, total: 29000, cobrado: 0, pendiente: 29000, partes: [] }),
    });
    const panel = await openPanel(user, 3);
    await user.click(await within(panel).findByTestId('dividir-cuenta'));
    const partes = await screen.findByTestId('split-partes');
    for (const text of ['1.5', '2,5']) {
      await user.clear(partes);
      await user.type(partes, text);
      await user.click(screen.getByTestId('split-confirmar'));
      expect((await screen.findByTestId('split-error')).textContent).toContain('La cantidad de partes debe ser un número entero entre 2 y 50');
    }
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("reads split amounts as the venue writes money, at the currency's decimals, saying what is wrong", async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'GET /mesas/drafts/:id/division': () => okResponse({ draftId: 1, numeroMesa: 3, modo: null, total: 29000, cobrado: 0, pendiente: 29000, partes: [] }),
    });
    const panel = await openPanel(user, 3);
    await user.click(await within(panel).findByTestId('dividir-cuenta'));
    await user.click(await screen.findByText('Por monto'));
    await user.type(screen.getByTestId('split-monto-1'), '10.000,505');
    await user.type(screen.getByTestId('split-monto-2'), '19.000');
    await user.click(screen.getByTestId('split-confirmar'));
    expect((await screen.findByTestId('split-error')).textContent).toContain('Ingresá como máximo 2 decimales');
    await user.clear(screen.getByTestId('split-monto-1'));
    await user.type(screen.getByTestId('split-monto-1'), 'diez');
    await user.click(screen.getByTestId('split-confirmar'));
    expect((await screen.findByTestId('split-error')).textContent).toContain('Escribí solo números');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers Cobrar and Dividir to those who sell', async () => {
    const user = userEvent.setup();
    setup();
    const panel = await openPanel(user, 3);
    expect(await within(panel).findByTestId('cobrar-mesa')).toBeTruthy();
    expect(within(panel).getByTestId('dividir-cuenta')).toBeTruthy();
    expect(within(panel).queryByTestId('cobra-la-caja')).toBeNull();
  });

  it('opens a free table with its diners, comment and waiter, posting once with a mutation id', async () => {
    const user = userEvent.setup();
    const created = draft({ id: 70, mesaId: 1, numeroMesa: 1, items: [], comensales: 3, comentario: 'Cumpleaños', camarero: 'Ana', fechaApertura: minutesAgo(0) });
    const { calls } = setup({ 'POST /mesas/:mesaId/draft': () => okResponse(created, 'Mesa abierta', 201) });
    const panel = await openPanel(user, 1);
    expect(within(panel).getByTestId('panel-estado').textContent).toBe('Libre');

    const form = within(panel).getByTestId('abrir-mesa');
    expect((within(form).getByTestId('comensales') as HTMLInputElement).value).toBe('2');
    await user.click(within(form).getByRole('button', { name: 'Un comensal menos' }));
    await user.click(within(form).getByRole('button', { name: 'Un comensal menos' }));
    expect((within(form).getByTestId('comensales') as HTMLInputElement).value).toBe('1');
    expect((within(form).getByRole('button', { name: 'Un comensal menos' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Un comensal más' }));
    await user.click(within(form).getByRole('button', { name: 'Un comensal más' }));
    await user.type(within(form).getByTestId('comentario'), 'Cumpleaños');
    expect(within(form).getByText('10/150 caracteres')).toBeTruthy();
    const camarero = within(form).getByLabelText('Camarero') as HTMLInputElement;
    // Pre-filled with the signed-in user; another waiter serves this table.
    expect(camarero.value).toBe('Carla Gómez');
    await user.clear(camarero);
    await user.type(camarero, 'Ana');
    await user.click(within(form).getByTestId('abrir-mesa-submit'));

    await waitFor(() => expect(screen.getByTestId('mesa-1').getAttribute('data-estado')).toBe('ocupada'));
    expect(bodyOf(calls, 'POST', '/mesas/1/draft')).toMatchObject({ mesaId: 1, comensales: 3, comentario: 'Cumpleaños', camarero: 'Ana', clienteId: null });
    expect(within(panel).getByTestId('draft-datos').textContent).toContain('Comensales: 3');
    expect(within(panel).getByTestId('draft-sin-items')).toBeTruthy();
  });

  it('says why the diners are refused (a letter, decimals) and opens with the number typed', async () => {
    const user = userEvent.setup();
    const created = draft({ id: 70, mesaId: 1, numeroMesa: 1, items: [], comensales: 12, fechaApertura: minutesAgo(0) });
    const { calls } = setup({ 'POST /mesas/:mesaId/draft': () => okResponse(created, 'Mesa abierta', 201) });
    const panel = await openPanel(user, 1);
    const form = within(panel).getByTestId('abrir-mesa');
    const comensales = within(form).getByTestId('comensales');
    await user.clear(comensales);
    await user.type(comensales, 'doce');
    await user.click(within(form).getByTestId('abrir-mesa-submit'));
    expect(await within(form).findByText('Escribí solo números, por ejemplo 1.234')).toBeTruthy();
    await user.clear(comensales);
    await user.type(comensales, '2,5');
    await user.click(within(form).getByTestId('abrir-mesa-submit'));
    expect(await within(form).findByText('Ingresá un número sin decimales')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(comensales);
    await user.type(comensales, '12');
    await user.click(within(form).getByTestId('abrir-mesa-submit'));
    await waitFor(() => expect(bodyOf(calls, 'POST', '/mesas/1/draft')).toMatchObject({ mesaId: 1, comensales: 12 }));
  });

  it('adds a frequent product by units and a weight product by its weight, with a note', async () => {
    const user = userEvent.setup();
    let current = draft({ fechaApertura: minutesAgo(5) });
    const { calls } = setup(
      {
        'POST /mesas/drafts/:id/items': (call) => {
          const body = call.body as { productoId: number; cantidad?: number; peso?: number; notas?: string | null };
          const added = body.peso
            ? item({
                id: 13,
                productoId: 7,
                productoNombre: 'Helado artesanal',
                unidadMedida: 'kg',
                esPorPeso: true,
                cantidad: body.peso,
                precioUnitario: 18000,
                subtotalItem: 4500,
                notas: body.notas ?? null,
              })
            : item({ id: 12, cantidad: body.cantidad!, subtotalItem: 1500 * body.cantidad!, notas: body.notas ?? null });
          current = draft({ items: [...current.items, added], fechaApertura: current.fechaApertura, ultimaActualizacion: new Date().toISOString(), version: current.version + 1 });
          return okResponse(agregado(current, [added]), 'Producto agregado', 201);
        },
      },
      [current],
    );
    const panel = await openPanel(user, 3);

    await user.click(await within(await within(panel).findByTestId('frecuentes')).findByRole('button', { name: /Milanesa napolitana/ }));
    const dialog = await screen.findByTestId('add-item-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uno más' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sin cebolla' }));
    await user.click(within(dialog).getByRole('button', { name: 'Jugoso' }));
    expect((within(dialog).getByTestId('add-item-notas') as HTMLTextAreaElement).value).toBe('Sin cebolla, jugoso');
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    await waitFor(() => expect(screen.queryByTestId('add-item-dialog')).toBeNull());
    expect(bodyOf(calls, 'POST', '/mesas/drafts/50/items')).toMatchObject({ productoId: 1, cantidad: 2, notas: 'Sin cebolla, jugoso' });

    await user.type(within(panel).getByTestId('producto-buscar'), 'helado');
    await user.click(await within(panel).findByRole('option', { name: /Helado artesanal/ }));
    const weight = await screen.findByTestId('add-item-dialog');
    expect(within(weight).getByText('Peso (kg)')).toBeTruthy();
    await user.click(within(weight).getByTestId('add-item-confirm'));
    expect(within(weight).getByText('Indicá el peso: un número mayor a 0 con hasta 3 decimales')).toBeTruthy();
    await user.type(within(weight).getByTestId('add-item-cantidad'), '0,25');
    expect(within(weight).getByText(/0,25 = \$\s?4\.500,00/)).toBeTruthy();
    await user.click(within(weight).getByTestId('add-item-confirm'));
    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')).toHaveLength(3));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/mesas/drafts/50/items');
    expect(posts[1]?.body).toMatchObject({ productoId: 7, peso: 0.25, notas: null });
    expect(within(panel).getByTestId('draft-total').textContent).toMatch(/\$\s?10\.500,00/);
  });

  it("asks a product's options in the add dialog: a required group blocks adding, an extra shows its price, the api gets their ids", async () => {
    const user = userEvent.setup();
    let current = draft({ fechaApertura: minutesAgo(5) });
    const { calls } = setup(
      {
        'GET /productos/modificadores': () =>
          okResponse([
            {
              productoId: 1,
              grupos: [
                {
                  id: 1,
                  nombre: 'Punto de la carne',
                  minimo: 1,
                  maximo: 1,
                  opciones: [
                    { id: 11, nombre: 'Jugoso', precioDelta: 0, activo: true },
                    { id: 12, nombre: 'A punto', precioDelta: 0, activo: true },
                  ],
                },
                {
                  id: 2,
                  nombre: 'Extras',
                  minimo: 0,
                  maximo: 1,
                  opciones: [
                    { id: 21, nombre: 'Queso', precioDelta: 800, activo: true },
                    { id: 22, nombre: 'Huevo frito', precioDelta: 600, activo: true },
                  ],
                },
              ],
            },
          ]),
        'POST /mesas/drafts/:id/items': () => {
          const added = item({
            id: 12,
            cantidad: 1,
            precioUnitario: 2300,
            subtotalItem: 2300,
            modificadores: [
              { grupoId: 1, grupo: 'Punto de la carne', opcionId: 12, nombre: 'A punto', precioDelta: 0 },
              { grupoId: 2, grupo: 'Extras', opcionId: 21, nombre: 'Queso', precioDelta: 800 },
            ],
          });
          current = draft({ items: [...current.items, added], fechaApertura: current.fechaApertura, ultimaActualizacion: new Date().toISOString(), version: current.version + 1 });
          return okResponse(agregado(current, [added]), 'Producto agregado', 201);
        },
      },
      [current],
    );
    const panel = await openPanel(user, 3);
    await user.click(await within(await within(panel).findByTestId('frecuentes')).findByRole('button', { name: /Milanesa napolitana/ }));
    const dialog = await screen.findByTestId('add-item-dialog');
    await user.click(await within(dialog).findByTestId('add-item-confirm'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("Elegí una opción de 'Punto de la carne'");
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'A punto' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Queso/ }));
    // A group of one extra at most: the other one cannot be added too.
    expect((within(dialog).getByRole('checkbox', { name: /Huevo frito/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('add-item-precio').textContent).toMatch(/\$\s?2\.300,00/);
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    await waitFor(() => expect(screen.queryByTestId('add-item-dialog')).toBeNull());
    expect(bodyOf(calls, 'POST', '/mesas/drafts/50/items')).toMatchObject({ productoId: 1, cantidad: 1, modificadores: [12, 21] });
    const lines = within(panel).getAllByTestId('draft-item');
    expect(within(lines[1]!).getByTestId('draft-item-modificadores').textContent!.replace(/\s/g, ' ')).toBe('A punto, Queso (+$ 800,00)');
  });

  it('holds a line for its course from the add dialog: the api gets the course and the line waits', async () => {
    const user = userEvent.setup();
    let current = draft({ fechaApertura: minutesAgo(5) });
    const { calls } = setup(
      {
        'POST /mesas/drafts/:id/items': (call) => {
          const body = call.body as { curso?: 'postre'; enEspera?: boolean };
          const added = item({ id: 12, cantidad: 1, subtotalItem: 1500, curso: body.curso ?? null, enEspera: body.enEspera ?? false });
          current = draft({ items: [...current.items, added], fechaApertura: current.fechaApertura, ultimaActualizacion: new Date().toISOString(), version: current.version + 1 });
          return okResponse(agregado(current, [added]), 'Producto agregado', 201);
        },
      },
      [current],
    );
    const panel = await openPanel(user, 3);
    await user.click(await within(await within(panel).findByTestId('frecuentes')).findByRole('button', { name: /Milanesa napolitana/ }));
    const dialog = await screen.findByTestId('add-item-dialog');
    expect((within(dialog).getByRole('radio', { name: 'Enviar ahora' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Postre' }));
    expect(within(dialog).getByText('Queda en espera: la cocina lo ve en gris hasta que lo marches.')).toBeTruthy();
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    await waitFor(() => expect(screen.queryByTestId('add-item-dialog')).toBeNull());
    expect(bodyOf(calls, 'POST', '/mesas/drafts/50/items')).toMatchObject({ productoId: 1, cantidad: 1, curso: 'postre', enEspera: true });
    expect(await within(panel).findByTestId('marchar-en-espera')).toBeTruthy();
  });

  it('shows held lines, shows the api refusing to charge them, and fires them from the panel', async () => {
    const user = userEvent.setup();
    const flan = item({ id: 12, productoId: 2, productoNombre: 'Flan', nombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800, curso: 'postre', enEspera: true });
    const held = draft({ items: [item(), flan], fechaApertura: minutesAgo(30) });
    const message = 'Hay productos en espera sin marchar: marchalos o eliminalos antes de cobrar';
    const { calls } = setup(
      {
        'GET /medios-de-pago': () => okResponse(MEDIOS),
        'GET /tipos-de-cambio': () => okResponse(TIPOS),
        'POST /mesas/drafts/:id/finalizar': () => failResponse(message, 409),
        'POST /mesas/drafts/:id/marchar': () =>
          okResponse({ ...held, items: [item(), { ...flan, enEspera: false }], version: held.version + 1, ultimaActualizacion: new Date().toISOString() }),
      },
      [held],
    );
    const panel = await openPanel(user, 3);
    const [, heldLine] = within(panel).getAllByTestId('draft-item');
    expect(within(heldLine!).getByTestId('draft-item-en-espera').textContent).toBe('En espera · Postre');

    await user.click(within(panel).getByTestId('cobrar-mesa'));
    const pay = await screen.findByTestId('close-sale');
    await within(pay).findByLabelText('Monto 1');
    await user.click(within(pay).getByTestId('confirm-payment'));
    expect((await within(pay).findByTestId('close-sale-error')).textContent).toContain(message);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('close-sale')).toBeNull());
    expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('ocupada');

    await user.click(within(panel).getByTestId('marchar-en-espera'));
    await waitFor(() => expect(within(panel).queryByTestId('draft-item-en-espera')).toBeNull());
    expect(within(panel).queryByTestId('marchar-en-espera')).toBeNull();
    expect(bodyOf(calls, 'POST', '/mesas/drafts/50/marchar')).toEqual({ clientMutationId: expect.stringMatching(/-\d+/) });
  });

  it('deletes an item only with a reason, shows it struck through as (Eliminado), and restores it', async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5), items: [item(), item({ id: 12, productoNombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 })] });
    const { calls } = setup(
      {
        'DELETE /mesas/drafts/:id/items/:itemId': () =>
          okResponse({
            ...base,
            items: [base.items[0]!, { ...base.items[1]!, eliminado: true, motivoEliminacion: 'El cliente no lo quiso' }],
            total: 3000,
            subtotal: 3000,
            ultimaActualizacion: new Date().toISOString(),
          }),
        'POST /mesas/drafts/:id/items/:itemId/restaurar': () => okResponse({ ...base, ultimaActualizacion: new Date(Date.now() + 1000).toISOString() }),
      },
      [base],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Eliminar Flan' }));
    const dialog = await screen.findByTestId('delete-item-dialog');
    expect(within(dialog).getByText('El motivo es obligatorio para llevar un registro de las eliminaciones')).toBeTruthy();
    const confirm = within(dialog).getByTestId('delete-item-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('delete-item-motivo'), '   ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('delete-item-motivo'), 'El cliente no lo quiso ');
    await user.click(confirm);

    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')[1]!.getAttribute('data-eliminado')).toBe('true'));
    expect(bodyOf(calls, 'DELETE', '/mesas/drafts/50/items/12')).toMatchObject({ motivoEliminacion: 'El cliente no lo quiso' });
    const deleted = within(panel).getAllByTestId('draft-item')[1]!;
    const name = within(deleted).getByTestId('draft-item-nombre');
    expect(name.textContent).toBe('Flan(Eliminado)');
    expect(getComputedStyle(name).textDecoration).toContain('line-through');
    expect(within(deleted).getByTestId('draft-item-motivo').textContent).toBe('Motivo: El cliente no lo quiso');
    expect((within(deleted).getByTestId('draft-item-eliminar') as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Producto eliminado correctamente')).toBeTruthy();
    expect(within(panel).getByTestId('draft-total').textContent).toMatch(/3\.000,00/);

    await user.click(within(deleted).getByTestId('draft-item-restaurar'));
    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')[1]!.getAttribute('data-eliminado')).toBeNull());
    expect(calls.some((c) => c.path === '/mesas/drafts/50/items/12/restaurar')).toBe(true);
  });

  it("a line the kitchen has: its deletion gives way to a manager's PIN and is retried with the approval", async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5), items: [item(), item({ id: 12, productoNombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 })] });
    let deletes = 0;
    const { calls } = setup(
      {
        'DELETE /mesas/drafts/:id/items/:itemId': () => {
          deletes += 1;
          return deletes === 1
            ? failResponse("'Flan' ya fue enviado a cocina: quitarlo de la mesa 3 necesita la aprobación de un encargado", 403, { accion: 'anular-item', entidadId: 50 })
            : okResponse({
                ...base,
                items: [base.items[0]!, { ...base.items[1]!, eliminado: true, motivoEliminacion: 'No lo pidieron' }],
                total: 3000,
                subtotal: 3000,
                ultimaActualizacion: new Date().toISOString(),
              });
        },
        'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
        'POST /aprobaciones': () =>
          okResponse({ token: 'tok', accion: 'anular-item', entidadId: 50, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado'),
      },
      [base],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Eliminar Flan' }));
    const dialog = await screen.findByTestId('delete-item-dialog');
    await user.type(within(dialog).getByTestId('delete-item-motivo'), 'No lo pidieron');
    await user.click(within(dialog).getByTestId('delete-item-confirm'));

    const approval = await screen.findByTestId('manager-approval-dialog');
    await waitFor(() => expect(screen.queryByTestId('delete-item-dialog')).toBeNull());
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toContain("'Flan' ya fue enviado a cocina");
    // Said once, in the dialog: no error notice over it.
    expect(screen.queryByTestId('notification')).toBeNull();
    // Still on the table until a manager approves.
    expect(within(panel).getAllByTestId('draft-item')[1]!.getAttribute('data-eliminado')).toBeNull();
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.click(within(approval).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')[1]!.getAttribute('data-eliminado')).toBe('true'));
    expect(bodyOf(calls, 'POST', '/aprobaciones')).toMatchObject({ accion: 'anular-item', entidadId: 50, usuarioId: 1, pin: '1234', motivo: 'No lo pidieron' });
    const sent = calls.filter((c) => c.method === 'DELETE');
    expect(sent.map((c) => [(c.body as { motivoEliminacion: string }).motivoEliminacion, c.headers.get('x-aprobacion')])).toEqual([
      ['No lo pidieron', null],
      ['No lo pidieron', 'tok'],
    ]);
  });

  it("an add that takes the table's discounts beyond what was approved asks a manager's PIN for that figure and is retried with the token", async () => {
    const user = userEvent.setup();
    let current = draft({ fechaApertura: minutesAgo(5) });
    const refusal = 'Con este cambio los descuentos de la mesa 3 llegan a 50 %, más de lo aprobado: pedí una nueva aprobación o bajá el descuento';
    const { calls } = setup(
      {
        'POST /mesas/drafts/:id/items': (call) => {
          if (!call.headers.get('x-aprobacion')) return failResponse(refusal, 403, { accion: 'descuento', entidadId: 50, valor: 750 });
          const added = item({ id: 12, cantidad: 1, subtotalItem: 1500 });
          current = draft({ items: [...current.items, added], fechaApertura: current.fechaApertura, ultimaActualizacion: new Date().toISOString(), version: current.version + 1 });
          return okResponse(agregado(current, [added]), 'Producto agregado', 201);
        },
        'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
        'POST /aprobaciones': () =>
          okResponse({ token: 'tok-d', accion: 'descuento', entidadId: 50, valor: 750, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado'),
      },
      [current],
    );
    const panel = await openPanel(user, 3);
    await user.click(await within(await within(panel).findByTestId('frecuentes')).findByRole('button', { name: /Milanesa napolitana/ }));
    await user.click(within(await screen.findByTestId('add-item-dialog')).getByTestId('add-item-confirm'));

    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe(refusal);
    await waitFor(() => expect(screen.queryByTestId('add-item-dialog')).toBeNull());
    expect(screen.queryByTestId('notification')).toBeNull();
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Invitación');
    await user.click(within(approval).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')).toHaveLength(current.items.length));
    // The manager approves the table and the figure the refusal named, nothing else.
    expect(bodyOf(calls, 'POST', '/aprobaciones')).toMatchObject({ accion: 'descuento', usuarioId: 1, entidadId: 50, valor: 750, motivo: 'Invitación' });
    const adds = calls.filter((c) => c.method === 'POST' && c.path === '/mesas/drafts/50/items');
    expect(adds.map((c) => c.headers.get('x-aprobacion'))).toEqual([null, 'tok-d']);
  });

  it("a join that takes the table's approved discount beyond its figure asks a manager's PIN for the new figure and joins with the token", async () => {
    const user = userEvent.setup();
    const here = draft({ fechaApertura: minutesAgo(5) });
    const other = draft({ id: 51, mesaId: 1, numeroMesa: 1, fechaApertura: minutesAgo(5) });
    const refusal = 'Con este cambio los descuentos de la mesa 3 llegan a 50 %, más de lo aprobado: pedí una nueva aprobación o bajá el descuento';
    const { calls } = setup(
      {
        'POST /mesas/drafts/:id/unir': (call) =>
          call.headers.get('x-aprobacion')
            ? okResponse({ ...here, items: [...here.items, ...other.items] }, 'Mesas unidas')
            : failResponse(refusal, 403, { accion: 'descuento', entidadId: 50, valor: 3000 }),
        'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
        'POST /aprobaciones': () =>
          okResponse({ token: 'tok-u', accion: 'descuento', entidadId: 50, valor: 3000, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado'),
      },
      [here, other],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByTestId('mover-mesa-abrir'));
    const dialog = await screen.findByTestId('mover-mesa');
    await user.selectOptions(within(dialog).getByTestId('mover-destino'), '1');
    await user.click(within(dialog).getByTestId('mover-confirmar'));

    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe(refusal);
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Mesa de amigos');
    await user.click(within(approval).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(calls.filter((c) => c.path === '/mesas/drafts/50/unir')).toHaveLength(2));
    expect(bodyOf(calls, 'POST', '/aprobaciones')).toMatchObject({ accion: 'descuento', usuarioId: 1, entidadId: 50, valor: 3000, motivo: 'Mesa de amigos' });
    const joins = calls.filter((c) => c.path === '/mesas/drafts/50/unir');
    expect(joins.map((c) => [(c.body as { mesaId: number }).mesaId, c.headers.get('x-aprobacion')])).toEqual([
      [1, null],
      [1, 'tok-u'],
    ]);
  });

  it("edits a line's note after it was added, and clears it", async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'PATCH /mesas/drafts/:id/items/:itemId/notas': (call) =>
        okResponse(draft({ items: [item({ notas: (call.body as { notas: string | null }).notas })], fechaApertura: minutesAgo(25), version: 2 }), 'Nota actualizada'),
    });
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Nota de Milanesa napolitana' }));
    const dialog = await screen.findByTestId('notes-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bien cocido' }));
    await user.click(within(dialog).getByTestId('notes-dialog-guardar'));
    await waitFor(() => expect(within(panel).getByTestId('draft-item-notas').textContent).toBe('Nota: Bien cocido'));
    const patch = calls.find((c) => c.method === 'PATCH' && c.path === '/mesas/drafts/50/items/11/notas')!;
    expect(patch.body).toMatchObject({ notas: 'Bien cocido' });
    expect(String((patch.body as { clientMutationId: string }).clientMutationId)).not.toBe('');

    await user.click(within(panel).getByRole('button', { name: 'Nota de Milanesa napolitana' }));
    const again = await screen.findByTestId('notes-dialog');
    await user.clear(within(again).getByTestId('notes-dialog-notas'));
    await user.click(within(again).getByTestId('notes-dialog-guardar'));
    await waitFor(() => expect(within(panel).queryByTestId('draft-item-notas')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toMatchObject({ notas: null });
  });

  it('changes quantities (never below 1) and applies a percent discount', async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5) });
    const { calls } = setup(
      {
        'PATCH /mesas/drafts/:id/items/:itemId/cantidad': (call) => {
          const cantidad = (call.body as { cantidad: number }).cantidad;
          return okResponse({
            ...base,
            items: [item({ cantidad, subtotalItem: 1500 * cantidad })],
            subtotal: 1500 * cantidad,
            total: 1500 * cantidad,
            ultimaActualizacion: new Date().toISOString(),
          });
        },
        'PATCH /mesas/drafts/:id/descuento': () =>
          okResponse({
            ...base,
            items: [item({ cantidad: 3, subtotalItem: 4500 })],
            subtotal: 4500,
            descuentoTipo: 'porcentaje',
            descuentoValor: 10,
            descuento: 450,
            total: 4050,
            ultimaActualizacion: new Date(Date.now() + 5000).toISOString(),
          }),
      },
      [base],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Uno más de Milanesa napolitana' }));
    await waitFor(() => expect(within(panel).getByTestId('draft-item-cantidad').textContent).toBe('3'));
    expect(bodyOf(calls, 'PATCH', '/mesas/drafts/50/items/11/cantidad')).toMatchObject({ cantidad: 3 });

    await user.type(within(panel).getByTestId('descuento-valor'), '150');
    await user.click(within(panel).getByTestId('descuento-aplicar'));
    expect(within(panel).getByText('El porcentaje debe ser mayor a 0 y hasta 100')).toBeTruthy();
    await user.clear(within(panel).getByTestId('descuento-valor'));
    await user.type(within(panel).getByTestId('descuento-valor'), '10');
    await user.click(within(panel).getByTestId('descuento-aplicar'));
    await waitFor(() => expect(within(panel).getByTestId('draft-total').textContent).toMatch(/4\.050,00/));
    expect(bodyOf(calls, 'PATCH', '/mesas/drafts/50/descuento')).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 10 });
    expect(within(panel).getByText('Descuento (10 %)')).toBeTruthy();
  });

  it('fewer of a line the kitchen has: a manager approves with a PIN and a reason, and the change is retried with the token', async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5) });
    let patches = 0;
    const { calls } = setup(
      {
        'PATCH /mesas/drafts/:id/items/:itemId/cantidad': (call) => {
          patches += 1;
          if (patches === 1)
            return failResponse("'Milanesa napolitana' ya fue enviado a cocina: quitarlo de la mesa 3 necesita la aprobación de un encargado", 403, {
              accion: 'anular-item',
              entidadId: 50,
            });
          const cantidad = (call.body as { cantidad: number }).cantidad;
          return okResponse({
            ...base,
            items: [item({ cantidad, subtotalItem: 1500 * cantidad })],
            subtotal: 1500 * cantidad,
            total: 1500 * cantidad,
            ultimaActualizacion: new Date().toISOString(),
          });
        },
        'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
        'POST /aprobaciones': () =>
          okResponse({ token: 'tok-q', accion: 'anular-item', entidadId: 50, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado'),
      },
      [base],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Uno menos de Milanesa napolitana' }));
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(panel).getByTestId('draft-item-cantidad').textContent).toBe('2');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Se cargó de más');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    await waitFor(() => expect(within(panel).getByTestId('draft-item-cantidad').textContent).toBe('1'));
    expect(bodyOf(calls, 'POST', '/aprobaciones')).toMatchObject({ accion: 'anular-item', usuarioId: 1, entidadId: 50, motivo: 'Se cargó de más' });
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [(c.body as { cantidad: number }).cantidad, c.headers.get('x-aprobacion')])).toEqual([
      [1, null],
      [1, 'tok-q'],
    ]);
  });

  it('takes an amount discount as es-AR writes it (1.000) and says what is wrong with a letter', async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5) });
    const { calls } = setup(
      {
        'PATCH /mesas/drafts/:id/descuento': () =>
          okResponse({
            ...base,
            descuentoTipo: 'monto',
            descuentoValor: 1000,
            descuento: 1000,
            total: base.subtotal - 1000,
            ultimaActualizacion: new Date(Date.now() + 5000).toISOString(),
          }),
      },
      [base],
    );
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByText('Monto'));
    await user.type(within(panel).getByTestId('descuento-valor'), '1.OOO');
    await user.click(within(panel).getByTestId('descuento-aplicar'));
    expect(within(panel).getByTestId('descuento-error').textContent).toBe('Escribí solo números, por ejemplo 1.234,50');
    expect(calls.some((c) => c.path === '/mesas/drafts/50/descuento')).toBe(false);
    await user.clear(within(panel).getByTestId('descuento-valor'));
    await user.type(within(panel).getByTestId('descuento-valor'), '1.000');
    await user.click(within(panel).getByTestId('descuento-aplicar'));
    await waitFor(() => expect(bodyOf(calls, 'PATCH', '/mesas/drafts/50/descuento')).toMatchObject({ descuentoTipo: 'monto', descuentoValor: 1000 }));
  });

  it("tells why an action failed: the server's message, or the spec's fallback", async () => {
    const user = userEvent.setup();
    setup({ 'PATCH /mesas/drafts/:id/items/:itemId/cantidad': () => new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }) }, [
      draft({ fechaApertura: minutesAgo(5) }),
    ]);
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByRole('button', { name: 'Uno más de Milanesa napolitana' }));
    expect(await screen.findByText('Error al actualizar cantidad')).toBeTruthy();
    expect(within(panel).getByTestId('draft-item-cantidad').textContent).toBe('2');
  });

  it('cancels the table after confirming: it becomes free', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ 'DELETE /mesas/drafts/:id': () => okResponse(draft({ estado: 'cancelado' }), 'Mesa cerrada') });
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByTestId('cancelar-mesa'));
    const confirm = await screen.findByTestId('cancelar-mesa-dialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    // Items went to the kitchen: the reason is asked first.
    await user.click(within(confirm).getByTestId('cancelar-mesa-confirmar'));
    expect(await within(confirm).findByText('Indicá el motivo para cancelar la mesa')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.type(within(confirm).getByTestId('cancelar-mesa-motivo'), 'Se fueron');
    await user.click(within(confirm).getByTestId('cancelar-mesa-confirmar'));
    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('libre'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/mesas/drafts/50']);
    expect(await screen.findByText('Mesa 3 cancelada')).toBeTruthy();
  });

  it("asks a manager's PIN when the api says cancelling needs approval, and retries with it", async () => {
    const user = userEvent.setup();
    let deletes = 0;
    const { calls } = setup({
      'DELETE /mesas/drafts/:id': () => {
        deletes += 1;
        return deletes === 1
          ? failResponse('La mesa 3 tiene productos enviados a cocina: cancelarla necesita la aprobación de un encargado', 403, { accion: 'cancelar-mesa', entidadId: 50 })
          : okResponse(draft({ estado: 'cancelado' }), 'Mesa cerrada');
      },
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'cancelar-mesa', entidadId: 50, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado'),
    });
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByTestId('cancelar-mesa'));
    const confirm = await screen.findByTestId('cancelar-mesa-dialog');
    await user.type(within(confirm).getByTestId('cancelar-mesa-motivo'), 'Se fueron');
    await user.click(within(confirm).getByTestId('cancelar-mesa-confirmar'));
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toContain('necesita la aprobación de un encargado');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    expect(await within(approval).findByText('El PIN debe tener entre 4 y 6 dígitos')).toBeTruthy();
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('libre'));
    expect(bodyOf(calls, 'POST', '/aprobaciones')).toMatchObject({ accion: 'cancelar-mesa', entidadId: 50, usuarioId: 1, pin: '1234', motivo: 'Se fueron' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => (c.body as { motivo?: string }).motivo)).toEqual(['Se fueron', 'Se fueron']);
  });

  it('charges the table with the payment screen of the money path in two payment methods', async () => {
    const user = userEvent.setup();
    const charged = venta({ total: 3000, pagado: 3000 });
    const { calls } = setup({
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /mesas/drafts/:id/finalizar': () => okResponse({ ventaId: charged.id, venta: charged, draft: draft({ estado: 'finalizado' }) }, 'Mesa finalizada'),
      'GET /ventas/:id/remito': () =>
        okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>REMITO</p>' }),
    });
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByTestId('cobrar-mesa'));
    const pay = await screen.findByTestId('close-sale');
    expect(within(pay).getByTestId('close-sale-total').textContent).toMatch(/3\.000,00/);
    const first = await within(pay).findByLabelText('Monto 1');
    await user.clear(first);
    await user.type(first, '1000');
    await user.click(within(pay).getByTestId('add-payment'));
    await user.selectOptions(within(pay).getByLabelText('Medio de pago 2'), 'Tarjeta de débito');
    await user.click(within(pay).getByTestId('confirm-payment'));

    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('libre'));
    const body = bodyOf(calls, 'POST', '/mesas/drafts/50/finalizar')!;
    expect(body.pagos).toEqual([
      { medioId: 1, medioNombre: 'Efectivo', monto: 1000, moneda: 'ARS' },
      { medioId: 2, medioNombre: 'Tarjeta de débito', monto: 2000, moneda: 'ARS' },
    ]);
    expect(String(body.clientMutationId)).toMatch(/-\d+/);
    expect(await within(pay).findByText(/Venta N° 55 cobrada/)).toBeTruthy();
  });

  it("a refused charge shows the server's reason in the payment screen and keeps the table", async () => {
    const user = userEvent.setup();
    setup({
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /mesas/drafts/:id/finalizar': () => failResponse('No hay una caja abierta: abrila para poder cobrar', 409),
    });
    const panel = await openPanel(user, 3);
    await user.click(within(panel).getByTestId('cobrar-mesa'));
    const pay = await screen.findByTestId('close-sale');
    await within(pay).findByLabelText('Monto 1');
    await user.click(within(pay).getByTestId('confirm-payment'));
    expect((await within(pay).findByTestId('close-sale-error')).textContent).toContain('No hay una caja abierta: abrila para poder cobrar');
    expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('ocupada');
  });
});
