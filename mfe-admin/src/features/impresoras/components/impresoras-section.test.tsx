import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { impresionAjustesSchema, impresoraSchema, trabajosImpresionSchema, type Impresora } from '@resto/shared/contracts';
import { PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import ConfigPage from '../../../pages/config-page';
import { signInAs } from '../../../test/session';

const COCINA: Impresora = impresoraSchema.parse({
  id: 1,
  nombre: 'Cocina',
  conexion: 'red',
  host: '192.168.0.50',
  puerto: 9100,
  anchoMm: 80,
  codePage: 'cp858',
  estacion: 'cocina',
  respaldoId: null,
  leerEstado: true,
  activa: true,
});

afterEach(() => resetSessionForTests());

describe('/config › printers', () => {
  beforeEach(() => signInAs('admin'));

  it('lists the printers, adds one with its backup, says what is missing, and routes a category to the bar', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const routed: unknown[] = [];
    const calls = stubApi({
      'GET /impresion/impresoras': () => okResponse([COCINA]),
      'GET /impresion/rutas': () => okResponse([]),
      'GET /categorias': () =>
        okResponse([
          { id: 3, nombre: 'Bebidas' },
          { id: 4, nombre: 'Pizzas' },
        ]),
      'POST /impresion/impresoras': (call) => {
        posted.push(call.body);
        return okResponse({ ...COCINA, id: 2, nombre: 'Barra' }, 'Impresora guardada');
      },
      'POST /impresion/impresoras/:id/prueba': () => failResponse('La impresora no respondió: sin papel', 409),
      'PUT /impresion/rutas': (call) => {
        routed.push(call.body);
        return okResponse([{ categoriaId: 3, estacion: 'barra' }]);
      },
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=impresoras' });
    const section = await screen.findByTestId('impresoras-section');
    const row = within(section).getByTestId('impresora-1');
    expect(row.textContent).toContain('Cocina');
    expect(row.textContent).toContain('192.168.0.50:9100 · 80 mm');

    await user.click(within(row).getByTestId('impresora-probar-1'));
    expect(await screen.findByText('La impresora no respondió: sin papel')).toBeTruthy();

    await user.click(screen.getByTestId('impresora-agregar'));
    const dialog = await screen.findByTestId('impresora-dialog');
    await user.type(within(dialog).getByTestId('impresora-nombre'), 'Barra');
    await user.selectOptions(within(dialog).getByTestId('impresora-estacion'), 'barra');
    await user.click(within(dialog).getByTestId('impresora-guardar'));
    expect(await within(dialog).findByText('Ingresá la dirección IP o el nombre de la impresora')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByTestId('impresora-host'), '192.168.0.51');
    await user.selectOptions(within(dialog).getByTestId('impresora-anchoMm'), '58');
    await user.selectOptions(within(dialog).getByTestId('impresora-respaldoId'), '1');
    await user.click(within(dialog).getByTestId('impresora-guardar'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      nombre: 'Barra',
      conexion: 'red',
      host: '192.168.0.51',
      puerto: 9100,
      anchoMm: 58,
      codePage: 'cp858',
      estacion: 'barra',
      respaldoId: 1,
      leerEstado: true,
      activa: true,
    });

    await user.selectOptions(await screen.findByTestId('ruta-3'), 'barra');
    await user.click(screen.getByTestId('rutas-guardar'));
    await waitFor(() => expect(routed).toHaveLength(1));
    expect(routed[0]).toMatchObject({ rutas: [{ categoriaId: 3, estacion: 'barra' }] });
    expect(calls.some((c) => c.path === '/impresion/rutas' && c.method === 'PUT')).toBe(true);
  });

  it('lists recent jobs with their state (a job moved to the backup reads so), reprints one, and switches the sale ticket to on demand', async () => {
    const user = userEvent.setup();
    const job = {
      clave: 'x',
      tipo: 'comanda',
      estacion: 'cocina',
      impresoraOriginalId: null,
      impresoraOriginalNombre: null,
      reimpresion: false,
      intentos: 1,
      error: null,
      advertencia: null,
      reconocida: false,
      fechaCreacion: '2026-11-26T21:00:00.000Z',
      fechaEnvio: null,
      fechaFin: null,
    };
    const trabajos = trabajosImpresionSchema.parse([
      {
        ...job,
        id: 7,
        titulo: 'Comanda mesa 4 · cocina · ronda 2',
        impresoraId: 2,
        impresoraNombre: 'Respaldo',
        impresoraOriginalId: 1,
        impresoraOriginalNombre: 'Cocina',
        estado: 'confirmed',
        error: 'conexión rechazada',
      },
      { ...job, id: 6, titulo: 'Recibo 00000012', tipo: 'recibo', estacion: 'caja', impresoraId: 3, impresoraNombre: 'Caja', estado: 'failed' },
      { ...job, id: 5, titulo: 'Comanda mesa 4 · cocina · ronda 1', impresoraId: 1, impresoraNombre: 'Cocina', estado: 'confirmed', reimpresion: true },
    ]);
    const reprinted: string[] = [];
    const saved: unknown[] = [];
    stubApi({
      'GET /impresion/impresoras': () => okResponse([COCINA]),
      'GET /impresion/rutas': () => okResponse([]),
      'GET /categorias': () => okResponse([]),
      'GET /impresion/trabajos': () => okResponse(trabajos),
      'GET /impresion/ajustes': () => okResponse(impresionAjustesSchema.parse({ documentoVenta: 'automatico' })),
      'PUT /impresion/ajustes': (call) => {
        saved.push(call.body);
        return okResponse({ documentoVenta: 'a_pedido' });
      },
      'POST /impresion/trabajos/:id/reimprimir': (call) => {
        reprinted.push(call.path);
        return okResponse({ ...trabajos[0]!, id: 8, reimpresion: true, estado: 'queued' });
      },
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=impresoras' });
    const table = await screen.findByTestId('trabajos-table');
    expect(within(table).getByTestId('trabajo-estado-7').textContent).toBe('Enviado al respaldo');
    expect(within(table).getByTestId('trabajo-estado-6').textContent).toBe('Falló');
    expect(within(table).getByTestId('trabajo-estado-5').textContent).toBe('Impreso');
    expect(within(table).getByTestId('trabajo-5').textContent).toContain('REIMPRESIÓN');
    expect(within(table).getByTestId('trabajo-7').textContent).toContain('Cocina → Respaldo');

    await user.click(within(table).getByTestId('trabajo-reimprimir-7'));
    await waitFor(() => expect(reprinted).toEqual(['/impresion/trabajos/7/reimprimir']));
    expect(await screen.findByText('Comanda mesa 4 · cocina · ronda 2: reimpresión enviada')).toBeTruthy();

    await user.selectOptions(await screen.findByTestId('documento-venta'), 'a_pedido');
    await user.click(within(screen.getByTestId('impresion-ajustes')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ documentoVenta: 'a_pedido' });
  });

  it('shows no reprint to a role without impresion.reimprimir', async () => {
    await signInAs(
      'admin',
      PERMISSIONS.filter((p) => p !== 'impresion.reimprimir'),
    );
    stubApi({
      'GET /impresion/impresoras': () => okResponse([COCINA]),
      'GET /impresion/rutas': () => okResponse([]),
      'GET /categorias': () => okResponse([]),
      'GET /impresion/trabajos': () =>
        okResponse(
          trabajosImpresionSchema.parse([
            {
              id: 5,
              clave: 'x',
              tipo: 'comanda',
              estacion: 'cocina',
              impresoraId: 1,
              impresoraNombre: 'Cocina',
              impresoraOriginalId: null,
              impresoraOriginalNombre: null,
              titulo: 'Comanda mesa 4 · cocina · ronda 1',
              reimpresion: false,
              estado: 'confirmed',
              intentos: 1,
              error: null,
              advertencia: null,
              reconocida: false,
              fechaCreacion: '2026-11-26T21:00:00.000Z',
              fechaEnvio: null,
              fechaFin: null,
            },
          ]),
        ),
      'GET /impresion/ajustes': () => okResponse({ documentoVenta: 'automatico' }),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=impresoras' });
    const row = await screen.findByTestId('trabajo-5');
    expect(within(row).queryByTestId('trabajo-reimprimir-5')).toBeNull();
  });
});
