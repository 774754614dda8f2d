import { okResponse, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { draft, item } from '../../../test/fixtures';
import { fakeMesasBus } from '../../../test/fake-bus';
import { createDraftsStore, type DraftsStore } from './drafts-actions';

const otherClient = 'otro-dispositivo-1714680000000';
let store: DraftsStore;
let stop: () => void = () => undefined;
afterEach(() => stop());

describe('drafts store: a table with a promotion', () => {
  it("reads the table again on an older sender's ProductoRemoved instead of recomputing a promotion it cannot", async () => {
    const pizza = (id: number, eliminado = false) =>
      item({ id, productoNombre: 'Pizza', precioUnitario: 1000, cantidad: 1, subtotalItem: 1000, promocion: '2x1 Pizza', promocionId: 4, eliminado });
    const shown = draft({
      items: [pizza(11), pizza(12)],
      subtotal: 2000,
      descuentoPromociones: 1000,
      promociones: [{ promocionId: 4, nombre: '2x1 Pizza', descuento: 1000 }],
      total: 1000,
    });
    const server = draft({ items: [pizza(11), pizza(12, true)], subtotal: 1000, descuentoPromociones: 0, promociones: [], total: 1000 });
    const calls: ApiCall[] = stubApi({ 'GET /mesas/drafts': () => okResponse([shown]), 'GET /mesas/:mesaId/draft': () => okResponse(server) });
    const { hub, bus } = fakeMesasBus();
    store = createDraftsStore({ bus });
    stop = store.start();
    await vi.waitFor(() => expect(store.getState().loaded).toBe(true));

    hub.productoRemoved.next({ mesaNumero: 3, itemId: 12, ultimaActualizacion: '2025-05-02T20:09:00.000Z', clientMutationId: otherClient, mesaId: 3, draftId: 50 });
    await vi.waitFor(() =>
      expect(
        store
          .getState()
          .drafts.get(3)
          ?.items.find((i) => i.id === 12)?.eliminado,
      ).toBe(true),
    );
    expect(store.getState().drafts.get(3)).toMatchObject({ total: 1000, promociones: [] });
    expect(calls.filter((c) => c.path === '/mesas/3/draft')).toHaveLength(1);
  });
});
