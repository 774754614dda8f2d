import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';

/*
 * The register's printer is the browser's print dialog (58 mm page). A sale closes, its
 * receipt is queued for the register, and the cashier's /ventas tab prints it through the dialog
 * and confirms it: the job leaves the queue as printed, with no warning.
 */

async function token(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface Trabajo {
  id: number;
  tipo: string;
  estado: string;
  advertencia: string | null;
  impresoraNombre: string | null;
}

test('the register tab prints a closed sale receipt through the print dialog and confirms it', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await token(request)}` };
  const printer = await request.post('/api/impresion/impresoras', { headers: auth, data: { nombre: 'Caja (diálogo)', conexion: 'navegador', anchoMm: 58, estacion: 'caja' } });
  expect(printer.status()).toBe(201);
  const printerId = ((await printer.json()) as { data: { id: number } }).data.id;
  try {
    const arqueos = (await (await request.get('/api/arqueos', { headers: auth })).json()) as { data: { abierto: unknown } };
    if (!arqueos.data.abierto) expect((await request.post('/api/arqueos', { headers: auth, data: { montoInicial: 50_000 } })).status()).toBe(201);
    const found = (await (await request.get('/api/productos/buscar?q=PIZ-001', { headers: auth })).json()) as { data: { id: number; codigoSku: string }[] };
    const pizza = found.data.find((p) => p.codigoSku === 'PIZ-001')!;
    const medios = (await (await request.get('/api/medios-de-pago', { headers: auth })).json()) as { data: { id: number; tipo: string }[] };
    const efectivo = medios.data.find((m) => m.tipo === 'efectivo')!;
    const sale = await request.post('/api/ventas/finalizar', {
      headers: auth,
      data: { items: [{ productoId: pizza.id, cantidad: 1 }], pagos: [{ medioId: efectivo.id, monto: 10_500 }] },
    });
    expect(sale.status()).toBe(201);
    const ventaId = ((await sale.json()) as { data: { id: number } }).data.id;

    const receipt = async () => {
      const jobs = ((await (await request.get('/api/impresion/trabajos', { headers: auth })).json()) as { data: (Trabajo & { clave: string })[] }).data;
      return jobs.find((j) => j.clave === `recibo:${ventaId}`);
    };
    expect((await receipt())?.estado).toBe('queued');

    // Headless Chromium closes the print dialog at once: the tab prints and confirms on its own.
    await signIn(page, USERS.cajero);
    await page.goto('/ventas');
    await expect(page.getByTestId('ventas-page')).toBeVisible();
    await expect.poll(async () => (await receipt())?.estado, { timeout: 15_000 }).toBe('confirmed');
    const done = await receipt();
    expect(done).toMatchObject({ tipo: 'recibo', advertencia: null, impresoraNombre: 'Caja (diálogo)' });
  } finally {
    await request.delete(`/api/impresion/impresoras/${printerId}`, { headers: auth, data: {} });
  }
});
