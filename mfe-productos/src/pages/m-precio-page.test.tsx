import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { AGUA, GASEOSA, QUESO } from '../test/inventario-fixtures';
import MPrecioPage from './m-precio-page';

const decodeFromConstraints = vi.fn();
vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    decodeFromConstraints = decodeFromConstraints;
  },
}));

function stubSearch() {
  return stubApi({
    'GET /productos/buscar': (call) => {
      const q = (call.query.get('q') ?? '').toLowerCase();
      return okResponse([AGUA, GASEOSA, QUESO].filter((p) => p.codigoBarras === q || p.nombre.toLowerCase().includes(q)));
    },
  });
}

describe('/m/precio', () => {
  it('shows name, price, stock with its unit and the low-stock mark for a typed barcode', async () => {
    const user = userEvent.setup();
    const calls = stubSearch();
    renderPage(<MPrecioPage />, { path: '/m/precio' });
    await user.type(screen.getByRole('searchbox', { name: 'Código de barras o nombre' }), '7790315000018');
    const card = await screen.findByTestId('precio-card');
    expect(within(card).getByRole('heading', { name: 'Agua mineral 500 ml' })).toBeTruthy();
    expect(within(card).getByTestId('precio-valor').textContent).toMatch(/^\$\s?1\.800,00$/);
    expect(within(card).getByTestId('precio-stock').textContent).toBe('Stock: 3 u.Stock bajo');
    expect(calls.at(-1)!.query.get('q')).toBe('7790315000018');
  });

  it('lists the matches of a name to tap one; a product sold by weight shows its price per kg', async () => {
    const user = userEvent.setup();
    stubSearch();
    renderPage(<MPrecioPage />, { path: '/m/precio' });
    await user.type(screen.getByRole('searchbox', { name: 'Código de barras o nombre' }), 'e');
    const results = await screen.findAllByTestId('movil-resultado');
    expect(results.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Agua mineral 500 ml\$\s?1\.800,00$/),
      expect.stringMatching(/^Gaseosa cola 500 ml\$\s?3\.200,00$/),
      expect.stringMatching(/^Queso de campo\$\s?14\.500,50$/),
    ]);
    expect(screen.queryByTestId('precio-card')).toBeNull();
    await user.click(results[2]!);
    const card = await screen.findByTestId('precio-card');
    expect(card.textContent).toContain('Precio por kg');
    expect(within(card).getByTestId('precio-stock').textContent).toBe('Stock: 2,75 kg');
  });

  it('without a camera for the page, the scan button says so and the text field keeps working', async () => {
    const user = userEvent.setup();
    stubSearch();
    renderPage(<MPrecioPage />, { path: '/m/precio' });
    await user.click(screen.getByTestId('scan-camera'));
    expect((await screen.findByTestId('camera-unavailable')).textContent).toContain('Este navegador no permite usar la cámara en esta página');
    expect(decodeFromConstraints).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Código de barras o nombre' }), '7790895000997');
    expect((await screen.findByTestId('precio-card')).textContent).toContain('Gaseosa cola 500 ml');
  });

  it('reads a barcode from the camera, loading the reader only when asked, and lets the camera go', async () => {
    const user = userEvent.setup();
    stubSearch();
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    const stop = vi.fn();
    decodeFromConstraints.mockImplementation(async (_constraints: unknown, _video: unknown, onResult: (r: unknown, e: unknown, c: unknown) => void) => {
      const controls = { stop };
      setTimeout(() => onResult({ getText: () => '7790315000018' }, undefined, controls), 0);
      return controls;
    });
    try {
      renderPage(<MPrecioPage />, { path: '/m/precio' });
      await user.click(screen.getByTestId('scan-camera'));
      const card = await screen.findByTestId('precio-card');
      expect(card.textContent).toContain('Agua mineral 500 ml');
      expect(decodeFromConstraints).toHaveBeenCalledWith({ video: { facingMode: 'environment' } }, expect.any(HTMLVideoElement), expect.any(Function));
      expect(stop).toHaveBeenCalled();
      expect((screen.getByRole('searchbox', { name: 'Código de barras o nombre' }) as HTMLInputElement).value).toBe('7790315000018');
      expect(screen.getByTestId('scan-camera').textContent).toBe('Escanear con la cámara');
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
