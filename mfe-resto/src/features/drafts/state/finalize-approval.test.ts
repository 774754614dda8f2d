import { okResponse, stubApi } from '@resto/shared/sales-ui/testing';
import { draft, venta } from '../../../test/fixtures';
import { fakeMesasBus } from '../../../test/fake-bus';
import { createDraftsStore } from './drafts-actions';

describe('drafts store: charging a table with a manager approval', () => {
  it('retries the charge with the approval token in X-Aprobacion, under the same mutation id', async () => {
    const calls = stubApi({
      'GET /mesas/drafts': () => okResponse([draft()]),
      'POST /mesas/drafts/:id/finalizar': () => okResponse({ ventaId: 90, venta: venta(), draft: draft({ estado: 'finalizado' }) }),
    });
    const { bus } = fakeMesasBus();
    const store = createDraftsStore({ bus });
    const stop = store.start();
    try {
      await vi.waitFor(() => expect(store.getState().loaded).toBe(true));
      const done = await store.finalizeDraft(3, [{ medioId: 1, monto: 1000 }], 'tab-1-7', [{ tipo: 'monto', valor: 500, medioId: 1 }], { token: 'tok-1' });
      expect(done?.ventaId).toBe(90);
      const post = calls.find((c) => c.path === '/mesas/drafts/50/finalizar')!;
      expect(post.headers.get('x-aprobacion')).toBe('tok-1');
      expect(post.body).toEqual({ pagos: [{ medioId: 1, monto: 1000 }], propinas: [{ tipo: 'monto', valor: 500, medioId: 1 }], clientMutationId: 'tab-1-7' });
    } finally {
      stop();
    }
  });
});
