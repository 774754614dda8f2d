import type { Draft, DraftItem } from '@resto/shared/contracts';
import { toWaiterTable } from '@resto/shared/rules';
import type { OutboxEntry, OutboxOp } from './outbox/outbox-types';
import { orderLines, orderTotalMinor, queuedFor, tableView } from './queued';

const entry = (op: OutboxOp, id: string): OutboxEntry => ({ id, op, batch: id, batchSize: 1, createdAt: '2025-05-01T12:00:00.000Z', attempts: 0, lastError: null });

function item(overrides: Partial<DraftItem>): DraftItem {
  return {
    id: 1,
    productoId: 10,
    productoNombre: 'Rabas',
    nombre: 'Rabas',
    categoria: 'Entradas',
    unidadMedida: 'unidad',
    esPorPeso: false,
    cantidad: 1,
    peso: null,
    precioUnitario: 12500,
    notas: null,
    tipoDescuento: null,
    valorDescuento: null,
    descuento: 0,
    subtotalItem: 12500,
    mesaVinculadaId: null,
    eliminado: false,
    motivoEliminacion: null,
    fechaEliminacion: null,
    fechaCreacion: '2025-05-01T12:00:00.000Z',
    fechaModificacion: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

const draft = (items: DraftItem[], total: number) => ({ id: 50, mesaId: 7, numeroMesa: 3, items, total, comensales: 2 }) as unknown as Draft;
const add = (productoId: number, nombre: string, precio: number, cantidad = 1): Extract<OutboxOp, { kind: 'agregarProducto' }> => ({
  kind: 'agregarProducto',
  mesaId: 7,
  mesaNumero: 3,
  draftId: 50,
  productoId,
  nombre,
  precio,
  cantidad,
  notas: null,
});

describe('what the phone still has to send, on screen', () => {
  it("shows a table opened offline as occupied with its diners and what was ordered, and ignores other tables' changes", () => {
    const entries = [
      entry({ kind: 'abrirMesa', mesaId: 7, mesaNumero: 3, comensales: 4, comentario: null, camarero: 'Martín' }, 'a'),
      entry({ ...add(20, 'Flan', 5200, 2), draftId: null }, 'b'),
      entry({ ...add(21, 'Otro', 100), mesaId: 8 }, 'c'),
    ];
    const view = tableView(toWaiterTable({ id: 7, numero: 3 }), queuedFor(entries, 7), 'ARS');
    expect(view).toMatchObject({ estado: 'ocupada', comensales: 4, waiting: true, totalMinor: 1_040_000, openedAt: '2025-05-01T12:00:00.000Z' });
  });

  it('shows a table whose closing waits as free, and an untouched one as it is', () => {
    const table = toWaiterTable({ id: 7, numero: 3, draft: { id: 50, comensales: 2, fechaApertura: '2025-05-01T11:00:00.000Z', total: 100, cantidadItems: 0 } });
    expect(tableView(table, queuedFor([entry({ kind: 'cerrarMesa', mesaId: 7, mesaNumero: 3, draftId: 50 }, 'x')], 7), 'ARS')).toMatchObject({
      estado: 'libre',
      waiting: true,
      pedido: null,
    });
    expect(tableView(table, queuedFor([], 7), 'ARS')).toMatchObject({ estado: 'ocupada', waiting: false, totalMinor: 10_000 });
    // A Chilean venue's pesos have no decimals: $100 is 100, not 10.000.
    expect(tableView(table, queuedFor([], 7), 'CLP')).toMatchObject({ totalMinor: 100 });
  });

  it('lists the draft (deleted items kept) then the products waiting, and adjusts the total', () => {
    const d = draft(
      [item({ id: 1 }), item({ id: 2, nombre: 'Bife', subtotalItem: 18900 }), item({ id: 3, nombre: 'Agua', subtotalItem: 2500, eliminado: true, motivoEliminacion: 'Error' })],
      31400,
    );
    const q = queuedFor(
      [entry({ kind: 'eliminarProducto', mesaId: 7, mesaNumero: 3, draftId: 50, itemId: 2, nombre: 'Bife', motivo: 'Se enfrió' }, 'd'), entry(add(20, 'Flan', 5200, 2), 'e')],
      7,
    );
    const lines = orderLines(d, q, 'ARS');
    expect(lines.map((l) => [l.nombre, l.eliminado, l.waiting, l.motivo, l.subtotalMinor])).toEqual([
      ['Rabas', false, false, null, 1_250_000],
      ['Bife', true, true, 'Se enfrió', 1_890_000],
      ['Agua', true, false, 'Error', 250_000],
      ['Flan', false, true, null, 1_040_000],
    ]);
    // 31.400 - 18.900 (deletion waiting) + 10.400 (flan waiting)
    expect(orderTotalMinor(d, q, 'ARS')).toBe(2_290_000);
    expect(orderTotalMinor(d, q, 'CLP')).toBe(22_900);
    expect(orderLines(d, q, 'CLP').map((l) => l.subtotalMinor)).toEqual([12_500, 18_900, 2_500, 10_400]);
  });

  it("shows a sent line's new note at once, marked as waiting, and a cleared one as gone", () => {
    const d = draft([item({ id: 1, notas: 'sin sal' }), item({ id: 2, nombre: 'Bife' })], 25000);
    const q = queuedFor(
      [
        entry({ kind: 'cambiarNota', mesaId: 7, mesaNumero: 3, draftId: 50, itemId: 2, nombre: 'Bife', notas: 'jugoso' }, 'n1'),
        entry({ kind: 'cambiarNota', mesaId: 7, mesaNumero: 3, draftId: 50, itemId: 1, nombre: 'Rabas', notas: null }, 'n2'),
      ],
      7,
    );
    expect(orderLines(d, q, 'ARS').map((l) => [l.nombre, l.notas, l.waiting])).toEqual([
      ['Rabas', null, true],
      ['Bife', 'jugoso', true],
    ]);
    expect(orderTotalMinor(d, q, 'ARS')).toBe(2_500_000);
  });
});
