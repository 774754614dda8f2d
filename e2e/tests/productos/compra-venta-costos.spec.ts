import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';

const expect = baseExpect.configure({ timeout: 20_000 });

/*
 * From a purchase to a sale to the report: a pizza whose recipe takes 250 g of a cheese; the
 * manager orders 2 kg of the cheese at $ 8.000/kg in Compras and receives it, and the ingredient
 * shows 2 kg at that cost; three pizzas sold at the counter take 750 g, a fourth order of nine is
 * refused naming the cheese; the costs report shows the pizza at $ 2.000 (20 % of its $ 10.000)
 * and the use report the 0,75 kg the sales took. The cheese, the pizza and its category are made
 * for this spec alone, so the specs beside it sell and count what they always did.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TAG = Date.now();
const QUESO = `Queso costos e2e ${TAG}`;
const PIZZA = `Pizza costos e2e ${TAG}`;

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: { data: T; code?: string; message?: string } }> {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json()) as { data: T; code?: string; message?: string } };
}

let productoId: number;

test.beforeAll(async ({ request }) => {
  const admin = await apiToken(request, USERS.admin);
  const categoria = await call<{ id: number }>(request, admin, 'POST', '/api/categorias', { nombre: `Pizzas costos e2e ${TAG}` });
  expect(categoria.status, categoria.body.message).toBeLessThan(300);
  const producto = await call<{ id: number }>(request, admin, 'POST', '/api/productos/dto', {
    nombre: PIZZA,
    costo: 1000,
    precio: 10000,
    categoriaId: categoria.body.data.id,
    visiblePos: true,
    visibleRestaurant: true,
    visibleOrders: true,
  });
  expect(producto.status, producto.body.message).toBeLessThan(300);
  productoId = producto.body.data.id;
  const queso = await call<{ id: number }>(request, admin, 'POST', '/api/insumos', { nombre: QUESO, unidad: 'kg', costoUnitario: 0, stockActual: 0, controlaStock: true });
  expect(queso.status, queso.body.message).toBe(201);
  const receta = await call(request, admin, 'PUT', `/api/productos/${productoId}/receta`, {
    rendimiento: 1,
    lineas: [{ insumoId: queso.body.data.id, cantidad: 250, unidad: 'g', mermaPorcentaje: 0 }],
  });
  expect(receta.status, receta.body.message).toBe(200);
});

test('the manager orders 2 kg of the cheese in Compras and receives it: the ingredient holds 2 kg at $ 8.000', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.goto('/compras');
  await page.getByTestId('nueva-compra').click();
  await page.getByTestId('compra-proveedor').selectOption({ index: 1 });
  const linea = page.getByTestId('compra-linea').first();
  await linea.getByLabel('Insumo', { exact: true }).selectOption({ label: `${QUESO} (kg)` });
  await linea.getByLabel('Cantidad', { exact: true }).fill('2');
  await linea.getByLabel('Costo por unidad', { exact: true }).fill('8000');
  await expect(page.getByTestId('compra-total')).toContainText('16.000,00');
  await page.getByTestId('guardar-compra').click();

  const row = page.getByTestId('compra-row').filter({ hasText: '16.000,00' }).first();
  await expect(row.getByTestId('compra-estado')).toHaveText('Borrador');
  await row.getByTestId('compra-recibir').click();
  const recepcion = page.getByTestId('recepcion-linea').filter({ hasText: QUESO });
  await expect(recepcion.getByLabel(`Llega ahora de ${QUESO}`)).toHaveValue('2');
  await page.getByTestId('confirmar-recepcion').click();
  await expect(page.getByTestId('compra-row').filter({ hasText: '16.000,00' }).first().getByTestId('compra-estado')).toHaveText('Recibida');

  await page.goto('/insumos');
  await page.getByTestId('insumos-buscar').fill(QUESO);
  const insumo = page.getByTestId('insumo-row').filter({ hasText: QUESO });
  await expect(insumo.getByTestId('insumo-stock')).toContainText(/\b2\s*kg/);
  await expect(insumo.getByTestId('insumo-costo')).toContainText('8.000,00');
});

test('three pizzas sold take 750 g of the cheese; nine more are refused naming it', async ({ page, request }) => {
  const cajero = await apiToken(request, USERS.cajero);
  const estado = await call<{ abierto: unknown }>(request, cajero, 'GET', '/api/arqueos');
  if (!estado.body.data.abierto) await call(request, cajero, 'POST', '/api/arqueos', { montoInicial: 20000 });
  const medios = await call<{ id: number; nombre: string }[]>(request, cajero, 'GET', '/api/medios-de-pago');
  // By card: specs running alongside count the register's expected cash.
  const debito = medios.body.data.find((m) => m.nombre === 'Tarjeta de débito')!;
  const venta = await call(request, cajero, 'POST', '/api/ventas/finalizar', {
    items: [{ productoId, cantidad: 3 }],
    pagos: [{ medioId: debito.id, monto: 30000 }],
    clientMutationId: `e2e-costos-${TAG}`,
  });
  expect(venta.status, venta.body.message).toBe(201);
  const refused = await call(request, cajero, 'POST', '/api/ventas/finalizar', { items: [{ productoId, cantidad: 9 }], pagos: [{ medioId: debito.id, monto: 90000 }] });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('INSUMO_SIN_STOCK');
  expect(refused.body.message).toContain(QUESO);

  await signIn(page, USERS.admin);
  await page.goto('/insumos');
  await page.getByTestId('insumos-buscar').fill(QUESO);
  await expect(page.getByTestId('insumo-row').filter({ hasText: QUESO }).getByTestId('insumo-stock')).toContainText(/1,25\s*kg/);
});

test("the costs report shows the pizza's $ 2.000 at 20 % of its price, and the use report the 0,75 kg its sales took", async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.goto('/reportes');
  await page.getByTestId('tab-costos').click();
  const costo = page.getByTestId('tabla-costos').getByRole('row').filter({ hasText: PIZZA });
  await expect(costo).toContainText('2.000,00');
  await expect(costo).toContainText('10.000,00');
  await expect(costo).toContainText(/20(,0+)?\s?%/);

  await page.getByTestId('tab-consumo').click();
  const consumo = page.getByTestId('tabla-consumo').getByRole('row').filter({ hasText: QUESO });
  await expect(consumo).toContainText(/0,75/);
});
