import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';

// The header's assistant answers '¿cuánto vendimos hoy?' from the venue's own sales.

async function token(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function sellAPizza(request: APIRequestContext, auth: Record<string, string>) {
  const arqueos = (await (await request.get('/api/arqueos', { headers: auth })).json()) as { data: { abierto: unknown; cerradoHoy: number | null } };
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
}

async function todaysTotal(request: APIRequestContext, auth: Record<string, string>): Promise<{ total: number; count: number }> {
  const res = (await (await request.get('/api/ventas/historial?rango=hoy', { headers: auth })).json()) as { data: { totales: { pagadas: number; montoPagadas: number } } };
  return { total: res.data.totales.montoPagadas, count: res.data.totales.pagadas };
}

const ars = (amount: number) => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(amount).replace(/\u00a0|\u202f/g, ' ');

test("after a sale, asking '¿cuánto vendimos hoy?' reads today's total", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await token(request)}` };
  await sellAPizza(request, auth);
  await signIn(page);
  await page.getByTestId('assistant-button').click();
  const drawer = page.getByTestId('assistant-drawer');
  // Other specs sell at the same time: ask until the total did not move while the answer came.
  for (let attempt = 0; ; attempt += 1) {
    const before = await todaysTotal(request, auth);
    await drawer.getByTestId('assistant-input').fill('¿cuánto vendimos hoy?');
    await drawer.getByTestId('assistant-enviar').click();
    const answer = drawer.getByTestId('mensaje-asistente').last();
    await expect(answer).toContainText('Hoy se vendieron');
    const after = await todaysTotal(request, auth);
    if (before.total !== after.total && attempt < 3) continue;
    const text = ((await answer.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain(`Hoy se vendieron ${ars(after.total)} en ${after.count} venta`);
    break;
  }
});
