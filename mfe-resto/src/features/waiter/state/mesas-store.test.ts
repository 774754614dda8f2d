import { toWaiterTable } from '@resto/shared/rules';
import { draft } from '../../../test/fixtures';
import { applyDraftToList, mesasStore, resetMesasStore } from './mesas-store';

describe('the handheld table list follows a draft without reading the list again', () => {
  afterEach(() => resetMesasStore());

  const listed = () => {
    mesasStore.set({
      status: 'ready',
      tables: [toWaiterTable({ id: 3, numero: 3 }), toWaiterTable({ id: 4, numero: 4 })],
      error: null,
      connectionError: false,
      stale: false,
    });
  };

  it("shows the draft's diners, total and opening time on its table's card", () => {
    listed();
    expect(applyDraftToList(draft({ comensales: 5, total: 12_500, fechaApertura: '2025-05-02T21:00:00.000Z' }))).toBe(true);
    const table = mesasStore.get().tables.find((t) => t.numero === 3)!;
    expect(table).toMatchObject({ estado: 'ocupada', comensales: 5, pedido: { id: 50, total: 12_500, fechaApertura: '2025-05-02T21:00:00.000Z' } });
    expect(mesasStore.get().tables.find((t) => t.numero === 4)!.estado).toBe('libre');
  });

  it('says so when it cannot (a table not listed, a list not loaded, an ended draft): the list is read then', () => {
    expect(applyDraftToList(draft())).toBe(false);
    listed();
    expect(applyDraftToList(draft({ numeroMesa: 9, mesaId: 9 }))).toBe(false);
    expect(applyDraftToList(draft({ estado: 'finalizado' }))).toBe(false);
    expect(mesasStore.get().tables.every((t) => t.estado === 'libre')).toBe(true);
  });
});
