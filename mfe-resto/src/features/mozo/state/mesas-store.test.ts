import { toWaiterTable } from '@resto/shared/rules';
import { mesaSchema } from '@resto/shared/contracts';
import { draft, mesa } from '../../../test/fixtures';
import { applyDraftToList, mesasStore, reloadMesas, reloadMesasUnlessFresh, resetMesasStore } from './mesas-store';

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

describe('the table list shown again (the first render already has the list)', () => {
  afterEach(() => {
    resetMesasStore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not asked for again when it was read a moment ago, and is when it is older than a second', async () => {
    const tables = [mesaSchema.parse(mesa({ id: 3, numero: 3 }))];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: tables }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    let now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);

    await reloadMesas();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mesasStore.get()).toMatchObject({ status: 'ready', tables: [{ numero: 3 }] });

    now += 400;
    await reloadMesasUnlessFresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    now += 1000;
    await reloadMesasUnlessFresh();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
