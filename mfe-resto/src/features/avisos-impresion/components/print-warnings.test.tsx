import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPRESION_CHANGED_EVENT, trabajoImpresionSchema, type TrabajoImpresion } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { PrintWarnings } from './print-warnings';
import type { PrintWarningsBus } from '../hooks/use-print-warnings';

/** A job as GET /impresion/trabajos answers it, checked against the shared contract. */
function trabajo(overrides: Partial<TrabajoImpresion> = {}): TrabajoImpresion {
  return trabajoImpresionSchema.parse({
    id: 7,
    clave: 'comanda:3:10:cocina',
    tipo: 'comanda',
    estacion: 'cocina',
    impresoraId: 2,
    impresoraNombre: 'Caja térmica',
    impresoraOriginalId: 1,
    impresoraOriginalNombre: 'Cocina',
    titulo: 'Comanda mesa 4 · cocina · ronda 2',
    reimpresion: false,
    estado: 'confirmed',
    intentos: 2,
    error: 'conexión rechazada',
    advertencia: 'No se confirmó la impresión en Cocina (conexión rechazada): se envió a Caja térmica',
    reconocida: false,
    fechaCreacion: '2026-11-26T21:00:00.000Z',
    fechaEnvio: '2026-11-26T21:00:01.000Z',
    fechaFin: '2026-11-26T21:00:09.000Z',
    ...overrides,
  });
}

function fakeBus() {
  const changed = hubFeed<unknown>();
  const reconnected = hubFeed<void>();
  const bus: PrintWarningsBus = {
    on$: <T,>(_hub: 'mesas', target: string) => {
      expect(target).toBe(IMPRESION_CHANGED_EVENT);
      return changed as unknown as ReturnType<PrintWarningsBus['on$']> & { subscribe(next: (v: T) => void): { unsubscribe(): void } };
    },
    reconnected$: () => reconnected,
  };
  return { bus, changed, reconnected };
}

describe('print warnings', () => {
  it('shows a rerouted ticket until someone acknowledges it, and follows the hub', async () => {
    const calls = stubApi({
      'GET /impresion/trabajos': () => okResponse([trabajo()]),
      'POST /impresion/trabajos/:id/reconocer': () => okResponse(trabajo({ reconocida: true })),
    });
    const { bus, changed } = fakeBus();
    renderPage(<PrintWarnings bus={bus} />);
    const alert = await screen.findByTestId('aviso-impresion');
    expect(alert.textContent).toContain('Comanda mesa 4 · cocina · ronda 2: no se confirmó en Cocina (conexión rechazada), se imprimió en Caja térmica');
    expect(calls[0]!.query.get('advertencias')).toBe('true');

    // Another failure arrives live: out of paper at the bar, nowhere to go.
    changed.next({
      trabajo: trabajo({
        id: 8,
        titulo: 'Comanda mesa 2 · barra · ronda 1',
        estacion: 'barra',
        estado: 'failed',
        impresoraNombre: 'Barra',
        impresoraOriginalId: null,
        impresoraOriginalNombre: null,
        error: 'sin papel',
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('aviso-impresion')).toHaveLength(2));
    expect(screen.getAllByTestId('aviso-impresion')[0]!.textContent).toContain('Comanda mesa 2 · barra · ronda 1: no se pudo imprimir en Barra (sin papel)');

    await userEvent.setup().click(screen.getAllByTestId('aviso-impresion-entendido')[1]!);
    await waitFor(() => expect(screen.getAllByTestId('aviso-impresion')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.path).toBe('/impresion/trabajos/7/reconocer');

    // Acknowledged on another screen: it goes here too.
    changed.next({ trabajo: trabajo({ id: 8, reconocida: true, estado: 'failed' }) });
    await waitFor(() => expect(screen.queryByTestId('avisos-impresion')).toBeNull());
  });
});
