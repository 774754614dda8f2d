import { mesa } from '../../test/fixtures';
import { addMesa, firstFreeCell, fromMesa, gridExtent, isDirty, moveMesa, nudgeMesa, planProblems, removeMesa, toInput, updateMesa, type EditorMesa } from './plan-editor';

const plan = (): EditorMesa[] =>
  [
    mesa({ id: 1, numero: 1, gridX: 0, gridY: 0 }),
    mesa({ id: 2, numero: 2, gridX: 2, gridY: 0, tam: 'grande', capacidad: 6, forma: 'circular' }),
    mesa({ id: 3, numero: 3, gridX: 0, gridY: 0, zona: 'terraza' }),
  ].map(fromMesa);

const find = (mesas: EditorMesa[], numero: number) => mesas.find((m) => m.numero === numero)!;

describe('floor-plan editor', () => {
  it('saves a table in grid cells of 85, and a new one without id', () => {
    expect(toInput(find(plan(), 2))).toEqual({
      id: 2,
      numero: 2,
      nombre: null,
      capacidad: 6,
      tam: 'grande',
      forma: 'circular',
      gridX: 2,
      gridY: 0,
      tamanoCelda: 85,
      zona: 'salon',
      estado: 'disponible',
    });
    const { added } = addMesa(plan(), 'salon');
    expect(toInput(added)).toMatchObject({ id: null, numero: 4, capacidad: 4, tam: 'chica', forma: 'cuadrada', zona: 'salon', estado: 'disponible' });
  });

  it('adds the next number at the first free cell of the zone, a large table taking 2 by 2 cells', () => {
    const { mesas, added } = addMesa(plan(), 'salon');
    // (0,0) is table 1, (2,0)-(3,1) is the large table 2: (1,0) is the first free cell.
    expect([added.gridX, added.gridY]).toEqual([1, 0]);
    expect(mesas).toHaveLength(4);
    expect(addMesa(plan(), 'terraza').added).toMatchObject({ gridX: 1, gridY: 0, zona: 'terraza' });
    expect(addMesa(plan(), 'Patio Norte').added).toMatchObject({ gridX: 0, gridY: 0, zona: 'patio norte' });
    expect(firstFreeCell(plan(), 'salon', 'grande')).toEqual({ gridX: 4, gridY: 0 });
  });

  it('moves a table to a free cell and refuses a taken one (other zones do not count)', () => {
    const moved = moveMesa(plan(), 'm1', 5, 3);
    expect(find(moved, 1)).toMatchObject({ gridX: 5, gridY: 3 });
    // (3,1) is covered by the large table 2.
    expect(find(moveMesa(plan(), 'm1', 3, 1), 1)).toMatchObject({ gridX: 0, gridY: 0 });
    expect(find(moveMesa(plan(), 'm3', 0, 0), 3)).toMatchObject({ gridX: 0, gridY: 0 });
    expect(find(nudgeMesa(plan(), 'm1', 1, 0), 1)).toMatchObject({ gridX: 1, gridY: 0 });
    expect(find(nudgeMesa(plan(), 'm1', -1, 0), 1)).toMatchObject({ gridX: 0, gridY: 0 });
  });

  it('a new size brings its capacity (6 large, else 4) unless it does not fit', () => {
    const grown = updateMesa(moveMesa(plan(), 'm1', 0, 3), 'm1', { tam: 'grande' });
    expect(find(grown, 1)).toMatchObject({ tam: 'grande', capacidad: 6 });
    expect(find(updateMesa(plan(), 'm2', { tam: 'chica' }), 2)).toMatchObject({ tam: 'chica', capacidad: 4 });
    // Table 1 at (0,0) growing to 2x2 would cover (1,0)... which is free, and (1,1): free too.
    expect(find(updateMesa(plan(), 'm1', { tam: 'grande' }), 1).tam).toBe('grande');
    const crowded = moveMesa(plan(), 'm1', 1, 0);
    expect(find(updateMesa(crowded, 'm1', { tam: 'grande' }), 1).tam).toBe('chica');
  });

  it('changes shape, number and capacity, and a new zone places the table in that zone', () => {
    let mesas = updateMesa(plan(), 'm1', { forma: 'circular', numero: 10, capacidad: 8 });
    expect(find(mesas, 10)).toMatchObject({ forma: 'circular', capacidad: 8, key: 'm1' });
    mesas = updateMesa(mesas, 'm1', { zona: 'Terraza' });
    expect(find(mesas, 10)).toMatchObject({ zona: 'terraza', gridX: 1, gridY: 0 });
  });

  it('finds what the api would refuse: repeated numbers, numbers of 0 or less, capacities out of 1 to 50', () => {
    expect(planProblems(plan())).toEqual([]);
    const bad = updateMesa(updateMesa(plan(), 'm3', { numero: 1 }), 'm2', { capacidad: 0 });
    expect(planProblems(bad)).toEqual([
      { key: 'm1', kind: 'duplicado', numero: 1 },
      { key: 'm2', kind: 'capacidad', numero: 2 },
      { key: 'm3', kind: 'duplicado', numero: 1 },
    ]);
    expect(planProblems(updateMesa(plan(), 'm1', { numero: 0 }))).toEqual([{ key: 'm1', kind: 'numero', numero: 0 }]);
  });

  it('knows when the plan changed', () => {
    const original = plan();
    expect(isDirty(original, plan())).toBe(false);
    expect(isDirty(original, moveMesa(plan(), 'm1', 6, 6))).toBe(true);
    expect(isDirty(original, removeMesa(plan(), 'm3'))).toBe(true);
    expect(isDirty(original, addMesa(plan(), 'salon').mesas)).toBe(true);
  });

  it('the grid grows to hold the farthest table plus a cell', () => {
    expect(gridExtent(plan())).toEqual({ cols: 10, rows: 7 });
    expect(gridExtent(moveMesa(plan(), 'm2', 12, 9))).toEqual({ cols: 15, rows: 12 });
  });
});
