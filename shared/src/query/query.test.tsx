import { screen } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { api } from '../api-client/request';
import { usePaymentSetup } from '../sales-ui/api/use-payment-setup';
import { failResponse, okResponse, renderPage, stubApi } from '../sales-ui/testing';
import { fromApi, queryFailure } from './index';

function Methods({ id }: { id: string }) {
  const setup = usePaymentSetup();
  return <p data-testid={id}>{setup.data ? setup.data.medios.map((m) => m.nombre).join(',') : '...'}</p>;
}

function Reader({ path }: { path: string }) {
  const query = useQuery({ queryKey: ['test', path], queryFn: fromApi((signal) => api.get<string>(path, { signal })) });
  const failure = queryFailure(query.error);
  if (query.isPending && !query.error) return <p>...</p>;
  return <p data-testid="reader">{failure.error !== null ? `${failure.connectionError ? 'connection' : 'refused'}: ${failure.error}` : query.data}</p>;
}

describe('data layer (TanStack Query through AppProviders)', () => {
  it('two screens reading the same thing at once make one request', async () => {
    const calls = stubApi({
      'GET /medios-de-pago': () => okResponse([{ id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true }]),
      'GET /tipos-de-cambio': () => okResponse([]),
    });
    renderPage(
      <>
        <Methods id="a" />
        <Methods id="b" />
      </>,
    );
    expect((await screen.findByText('Efectivo', { selector: '[data-testid="a"]' })).textContent).toBe('Efectivo');
    expect(screen.getByTestId('b').textContent).toBe('Efectivo');
    expect(calls.filter((c) => c.path === '/medios-de-pago')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/tipos-de-cambio')).toHaveLength(1);
  });

  it("a refusal shows the server's message; an unreachable server is a connection failure", async () => {
    stubApi({ 'GET /refused': () => failResponse('No autorizado para ver esto', 403), 'GET /down': () => failResponse('Servicio no disponible', 503) });
    const refused = renderPage(<Reader path="/refused" />);
    expect((await screen.findByTestId('reader')).textContent).toBe('refused: No autorizado para ver esto');
    refused.unmount();
    renderPage(<Reader path="/down" />);
    expect((await screen.findByTestId('reader')).textContent).toBe('connection: Servicio no disponible');
  });

  it('a read made while the browser says it is offline fails with the connection failure instead of waiting for ever', async () => {
    stubApi({ 'GET /down': () => Promise.reject(new TypeError('Failed to fetch')) });
    onlineManager.setOnline(false);
    try {
      renderPage(<Reader path="/down" />);
      expect((await screen.findByTestId('reader')).textContent).toBe('connection: Failed to fetch');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
