import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from '../support';
import { addBySearch } from '../caja/money-helpers';

/*
 * The venue configures electronic invoicing with its certificate (issued by the test CA
 * of the local fake ARCA the config starts, files in FAKE_ARCA_DIR), sells with 'Factura B' and
 * prints the ticket with the CAE and the RG 4892 QR; then a Factura A to a customer identified by
 * CUIT (check digit checked before charging). The configuration is removed at the end:
 * the register-day spec, later, expects a venue without e-invoicing.
 */

const dir = process.env.FAKE_ARCA_DIR ?? '';
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function removeConfig(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const list = (await (await request.get('/api/facturaelectronicaconfig', { headers })).json()) as { data: { id: number }[] };
  for (const c of list.data) expect((await request.delete(`/api/facturaelectronicaconfig/${c.id}`, { headers })).ok()).toBe(true);
}

async function ensureRegisterOpen(page: Page) {
  await page.goto('/arqueos');
  const open = page.getByTestId('open-arqueo');
  await expect(page.getByTestId('no-arqueo').or(open)).toBeVisible();
  if (await open.isVisible()) return;
  await page.keyboard.press('F2');
  await expect(page.getByTestId('abrir-arqueo-dialog')).toBeVisible();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  await page.reload();
  await expect(open).toBeVisible();
}

test.afterAll(async ({ request }) => {
  await removeConfig(request);
});

test('configure the certificate, sell with Factura B and print it with its CAE and QR', async ({ page }) => {
  expect(dir).not.toBe('');
  const cuit = read('cuit.txt');
  await signIn(page, USERS.admin);
  await page.goto('/config?seccion=facturacion');
  const form = page.getByTestId('facturacion-form');
  await expect(form).toBeVisible();
  await form.getByTestId('fe-cuit').fill(cuit);
  await form.getByTestId('fe-razon-social').fill('Demo Resto S.A.');
  await form.getByTestId('fe-punto-venta').fill('3');
  await form.getByTestId('fe-iibb').fill('901-123456-7');
  await form.getByTestId('fe-certificado').setInputFiles(path.join(dir, 'certificado.pem'));
  await form.getByTestId('fe-clave').setInputFiles(path.join(dir, 'clave.pem'));
  await form.getByTestId('fe-guardar').click();
  await expect(page.getByText('Facturación electrónica guardada')).toBeVisible();
  await expect(form.getByText(/Certificado cargado/)).toBeVisible();
  await form.getByTestId('fe-probar').click();
  await expect(form.getByTestId('fe-prueba-ok')).toContainText('Conexión con ARCA correcta (punto de venta 3)');

  await ensureRegisterOpen(page);
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'pizza muzza', 'Pizza muzzarella');
  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  await expect(pay.getByTestId('close-sale-total')).toBeVisible();
  await pay.getByText('Factura B').click();
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByTestId('fiscal-ok')).toContainText(/Factura B autorizada: CAE \d{14}/);
  const cae = /CAE (\d{14})/.exec((await pay.getByTestId('fiscal-ok').textContent()) ?? '')?.[1] ?? '';

  const ticket = page.frameLocator('[data-testid="document-frame"]');
  await expect(ticket.getByText(/FACTURA B N° 00003-\d{8}/)).toBeVisible();
  await expect(ticket.getByText(`CAE: ${cae}`)).toBeVisible();
  await expect(ticket.getByText(/IVA contenido/)).toBeVisible();
  const qr = ticket.getByAltText('QR ARCA');
  await expect(qr).toBeVisible();
  const url = (await qr.getAttribute('data-url')) ?? '';
  expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
  const data = JSON.parse(Buffer.from(new URL(url).searchParams.get('p') ?? '', 'base64').toString('utf8')) as Record<string, unknown>;
  expect(data).toMatchObject({ ver: 1, cuit: Number(cuit), ptoVta: 3, tipoCmp: 6, importe: 10500, moneda: 'PES', tipoCodAut: 'E', codAut: Number(cae) });
});

test('a customer with CUIT and IVA condition gets a Factura A with its IVA lines', async ({ page }) => {
  await signIn(page, USERS.admin);
  await ensureRegisterOpen(page);
  await page.goto('/ventas');
  await expect(page.getByTestId('frequent-products')).toBeVisible();
  await addBySearch(page, 'pizza muzza', 'Pizza muzzarella');
  await page.keyboard.press('F4');
  const pay = page.getByTestId('close-sale');
  await expect(pay.getByTestId('close-sale-total')).toBeVisible();
  await pay.getByText('Factura B').click();
  const receptor = pay.getByTestId('receptor-fiscal');
  await expect(receptor.getByTestId('receptor-letra')).toHaveText('Se emite Factura B');
  await receptor.getByText('Cliente identificado').click();
  await receptor.getByTestId('receptor-doc-nro').fill('20-12345678-0');
  await receptor.getByTestId('receptor-nombre').fill('Cliente Mayorista SRL');
  await expect(receptor.getByTestId('receptor-letra')).toHaveText('Se emite Factura A');
  await pay.getByTestId('confirm-payment').click();
  // A wrong check digit is refused before charging.
  await expect(receptor.getByTestId('receptor-doc-error')).toHaveText('El CUIT no es válido: revisá el dígito verificador');
  await receptor.getByTestId('receptor-doc-nro').fill('20123456786');
  await pay.getByTestId('confirm-payment').click();
  await expect(pay.getByTestId('fiscal-ok')).toContainText(/Factura A autorizada: CAE \d{14}/);
  const ticket = page.frameLocator('[data-testid="document-frame"]');
  await expect(ticket.getByText(/FACTURA A N° 00003-\d{8}/)).toBeVisible();
  await expect(ticket.getByText('Cliente Mayorista SRL CUIT: 20-12345678-6')).toBeVisible();
  // The item line names its rate, and the breakdown gives the net and the IVA of that rate.
  await expect(ticket.getByText('(IVA 21 %)')).toBeVisible();
  await expect(ticket.getByRole('row', { name: /^Importe neto gravado/ })).toContainText('8.677,69');
  await expect(ticket.getByRole('row', { name: /^IVA 21 %/ })).toContainText('1.822,31');
  await expect(ticket.getByText(/IVA contenido/)).toHaveCount(0);
  const url = (await ticket.getByAltText('QR ARCA').getAttribute('data-url')) ?? '';
  const data = JSON.parse(Buffer.from(new URL(url).searchParams.get('p') ?? '', 'base64').toString('utf8')) as Record<string, unknown>;
  expect(data).toMatchObject({ tipoCmp: 1, tipoDocRec: 80, nroDocRec: 20123456786, importe: 10500 });
});
