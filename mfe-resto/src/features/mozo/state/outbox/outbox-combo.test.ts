import { lineBody, request } from './outbox-requests';
import type { OutboxEntry, OutboxOp } from './outbox-types';

const COMBO = [
  { grupoId: 1, opcionId: 12 },
  { grupoId: 2, opcionId: 21 },
];

const add = (extra: Partial<Extract<OutboxOp, { kind: 'agregarProducto' }>> = {}): Extract<OutboxOp, { kind: 'agregarProducto' }> => ({
  kind: 'agregarProducto',
  mesaId: 3,
  mesaNumero: 3,
  draftId: 40,
  productoId: 50,
  nombre: 'Menú ejecutivo',
  precio: 13_500,
  cantidad: 1,
  notas: null,
  ...extra,
});

describe("the outbox's add of a combo", () => {
  it('sends the choices kept with the change, one per group, never the price shown on the phone', () => {
    const op = add({ combo: COMBO, detalle: 'Provoleta, Agua mineral' });
    expect(lineBody(op)).toEqual({ productoId: 50, cantidad: 1, notas: null, combo: COMBO });
    const entry: OutboxEntry = { id: 'cmid-1', op, batch: 'b1', batchSize: 1, createdAt: '2026-12-06T12:00:00.000Z', attempts: 0, lastError: null };
    expect(request(entry, 40)).toEqual({
      path: '/mesas/drafts/40/items',
      method: 'POST',
      body: { productoId: 50, cantidad: 1, notas: null, combo: COMBO, clientMutationId: 'cmid-1' },
    });
  });

  it('a simple product carries no combo', () => {
    expect(lineBody(add({ productoId: 7 }))).not.toHaveProperty('combo');
  });

  it('a change saved on the phone before a reload keeps its choices (the outbox stores it as JSON)', () => {
    const op = JSON.parse(JSON.stringify(add({ combo: COMBO }))) as Extract<OutboxOp, { kind: 'agregarProducto' }>;
    expect(lineBody(op).combo).toEqual(COMBO);
  });
});
