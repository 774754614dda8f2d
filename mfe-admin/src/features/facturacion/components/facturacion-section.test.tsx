import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facturacionConfigCreateSchema, facturacionConfigSchema, pruebaConexionSchema, type FacturacionConfig } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { signInAs } from '../../../test/session';
import ConfigPage from '../../../pages/config-page';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n';

const saved = (overrides: Partial<FacturacionConfig> = {}): FacturacionConfig =>
  facturacionConfigSchema.parse({
    id: 4,
    restauranteId: 1,
    cuit: '30712345671',
    razonSocial: 'Resto S.A.',
    domicilio: null,
    condicionIva: 'responsable_inscripto',
    letras: ['A', 'B'],
    puntoVenta: 3,
    ingresosBrutos: null,
    inicioActividades: null,
    entorno: 'homologacion',
    tieneCertificado: true,
    tieneClavePrivada: true,
    certificadoSujeto: 'CN=resto-pos',
    certificadoVence: '2027-01-01T00:00:00.000Z',
    activo: true,
    ...overrides,
  });

afterEach(() => resetSessionForTests());

describe('/config › Facturación electrónica', () => {
  beforeEach(() => signInAs('admin'));

  it('checks the CUIT, uploads certificate and key, saves, then tests the connection with ARCA', async () => {
    const user = userEvent.setup();
    let config: FacturacionConfig[] = [];
    const calls: ApiCall[] = stubApi({
      'GET /facturaelectronicaconfig': () => okResponse(config),
      'POST /facturaelectronicaconfig': (call) => {
        const body = facturacionConfigCreateSchema.parse(call.body);
        config = [saved({ cuit: body.cuit, puntoVenta: body.puntoVenta })];
        return okResponse(config[0], 'Facturación electrónica configurada', 201);
      },
      'POST /facturaelectronicaconfig/:id/probar': () =>
        okResponse(
          pruebaConexionSchema.parse({
            ok: true,
            puntoVenta: 3,
            ultimos: [
              { tipo: 1, letra: 'A', numero: 0 },
              { tipo: 6, letra: 'B', numero: 41 },
            ],
          }),
        ),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=facturacion' });
    const form = await screen.findByTestId('facturacion-form');
    expect((within(form).getByTestId('fe-probar') as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(form).getByTestId('fe-cuit'), '30712345672');
    await user.type(within(form).getByTestId('fe-razon-social'), 'Resto S.A.');
    await user.type(within(form).getByTestId('fe-punto-venta'), '3');
    await user.click(within(form).getByTestId('fe-guardar'));
    expect(await within(form).findByText('El CUIT no es válido: revisá el dígito verificador')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByTestId('fe-cuit'));
    await user.type(within(form).getByTestId('fe-cuit'), '30712345671');
    await user.upload(within(form).getByTestId('fe-certificado'), new File([CERT], 'resto.crt', { type: 'text/plain' }));
    await user.upload(within(form).getByTestId('fe-clave'), new File([KEY], 'resto.key', { type: 'text/plain' }));
    expect(await within(form).findByText('Archivo elegido: resto.key')).toBeTruthy();
    await user.click(within(form).getByTestId('fe-guardar'));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/facturaelectronicaconfig')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ cuit: '30712345671', puntoVenta: 3, condicionIva: 'responsable_inscripto', entorno: 'homologacion', certificado: CERT, clavePrivada: KEY });

    const again = await screen.findByTestId('facturacion-form');
    await waitFor(() => expect((within(again).getByTestId('fe-probar') as HTMLButtonElement).disabled).toBe(false));
    expect(within(again).getByText(/Certificado cargado: CN=resto-pos/)).toBeTruthy();
    await user.click(within(again).getByTestId('fe-probar'));
    const ok = await within(again).findByTestId('fe-prueba-ok');
    expect(ok.textContent).toContain('Conexión con ARCA correcta (punto de venta 3)');
    expect(ok.textContent).toContain('Último comprobante autorizado de Factura B: 41');
    // Ready for another try.
    expect((within(again).getByTestId('fe-probar') as HTMLButtonElement).disabled).toBe(false);
  });
});
