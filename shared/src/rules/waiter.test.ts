import { describe, expect, it } from 'vitest';
import {
  addPending,
  applyCommentSuggestion,
  canAddProduct,
  canCloseTable,
  canConfirmDeletion,
  canOpenTable,
  categoryDisplayName,
  categoryIcon,
  COMMENT_SUGGESTIONS,
  countUnits,
  groupByCategory,
  mapBox,
  mapExtent,
  normalizeComment,
  pendingQuantity,
  pendingTotalMinor,
  productCategory,
  productEmoji,
  productMatches,
  removePending,
  setPendingNote,
  stepDiners,
  stepPending,
  toWaiterTable,
  visibleTables,
  waiterEmptyState,
  zonesOf,
  type PendingItem,
} from './index';

describe('table as received by the waiter app', () => {
  it('maps shape, size, grid cell and state, with zone salon and capacity 4 by default', () => {
    const t = toWaiterTable({ id: 7, numero: 3, forma: 'circular', x: 170, y: 255, estado: 'disponible' });
    expect(t).toMatchObject({ id: 7, numero: 3, tipo: 'redonda', tam: 'chica', capacidad: 4, x: 2, y: 3, estado: 'libre', zona: 'salon', pedido: null });
    // 170 / 80 = 2.125 -> 2; 255 / 80 = 3.19 -> 3; 340 / 80 = 4.25 -> 4; 120 / 80 = 1.5 -> 2.
    expect(toWaiterTable({ id: 1, numero: 1, x: 340, y: 120 })).toMatchObject({ x: 4, y: 2, tipo: 'cuadrada' });
  });

  it('is large only above 4 seats, square unless round, and keeps a given zone', () => {
    expect(toWaiterTable({ id: 1, numero: 1, capacidad: 4 }).tam).toBe('chica');
    expect(toWaiterTable({ id: 1, numero: 1, capacidad: 5 }).tam).toBe('grande');
    expect(toWaiterTable({ id: 1, numero: 1, capacidad: null }).capacidad).toBe(4);
    expect(toWaiterTable({ id: 1, numero: 1, forma: 'cuadrada', zona: 'terraza' })).toMatchObject({ tipo: 'cuadrada', zona: 'terraza' });
    expect(toWaiterTable({ id: 1, numero: 1, zona: '  ' }).zona).toBe('salon');
  });

  it('is occupied while it has a draft (with its real diners), else reserved or free', () => {
    const draft = { id: 9, comensales: 3, fechaApertura: '2025-05-01T12:00:00.000Z', total: 1500.5, cantidadItems: 2 };
    expect(toWaiterTable({ id: 1, numero: 1, estado: 'reservada', draft })).toMatchObject({ estado: 'ocupada', comensales: 3, pedido: draft });
    expect(toWaiterTable({ id: 1, numero: 1, estado: 'reservada' }).estado).toBe('reservada');
    expect(toWaiterTable({ id: 1, numero: 1, estado: 'disponible', draft: null })).toMatchObject({ estado: 'libre', comensales: null });
  });
});

describe('table list', () => {
  const tables = [
    { numero: 12, zona: 'terraza' },
    { numero: 2, zona: 'salon' },
    { numero: 1, zona: 'salon' },
    { numero: 9, zona: 'terraza' },
  ];

  it('lists zones in the order their first table appears', () => {
    expect(zonesOf(tables)).toEqual(['terraza', 'salon']);
    expect(zonesOf([])).toEqual([]);
  });

  it("shows the selected zone's tables by number, and a typed number across zones", () => {
    expect(visibleTables(tables, 'salon', '').map((t) => t.numero)).toEqual([1, 2]);
    expect(visibleTables(tables, 'salon', ' 2 ').map((t) => t.numero)).toEqual([2, 12]);
    expect(visibleTables(tables, 'salon', 'x').map((t) => t.numero)).toEqual([]);
  });

  it('tells apart no tables at all, a search with no match and an empty zone', () => {
    expect(waiterEmptyState(0, 0, '')).toBe('none');
    expect(waiterEmptyState(4, 0, '77')).toBe('search');
    expect(waiterEmptyState(4, 0, '')).toBe('zone');
    expect(waiterEmptyState(4, 2, '')).toBeNull();
  });

  it('draws the map on a unit of 50 with large tables 1.8 times bigger', () => {
    expect(mapBox({ x: 2, y: 3, tam: 'chica' })).toEqual({ left: 100, top: 150, size: 50 });
    expect(mapBox({ x: 0, y: 1, tam: 'grande' })).toEqual({ left: 0, top: 50, size: 90 });
    expect(mapBox({ x: 1, y: 1, tam: 'grande' }, 100)).toEqual({ left: 100, top: 100, size: 180 });
    expect(
      mapExtent([
        { x: 2, y: 0, tam: 'chica' },
        { x: 0, y: 4, tam: 'grande' },
      ]),
    ).toEqual({ width: 150, height: 290 });
  });
});

describe('products and categories', () => {
  it("groups by categoriaDescripcion, else categoria, else 'Sin categoría'", () => {
    expect(productCategory({ categoriaDescripcion: 'Pastas frescas', categoria: 'Pastas' })).toBe('Pastas frescas');
    expect(productCategory({ categoriaDescripcion: ' ', categoria: 'Pastas' })).toBe('Pastas');
    expect(productCategory({ categoria: null })).toBe('Sin categoría');
  });

  it('shows only active products, categories in menu order and Sin categoría last', () => {
    const groups = groupByCategory(
      [
        { id: 1, nombre: 'Flan', precio: 10, categoria: 'Postres' },
        { id: 2, nombre: 'Agua', precio: 5 },
        { id: 3, nombre: 'Rabas', precio: 20, categoria: 'Entradas' },
        { id: 4, nombre: 'Viejo', precio: 1, categoria: 'Entradas', activo: false },
        { id: 5, nombre: 'Bife', precio: 30, categoria: 'Principales' },
      ],
      ['Entradas', 'Principales'],
    );
    expect(groups.map((g) => [g.name, g.products.map((p) => p.id)])).toEqual([
      ['Entradas', [3]],
      ['Principales', [5]],
      ['Postres', [1]],
      ['Sin categoría', [2]],
    ]);
  });

  it("shows a category holding both 'trago' and 'autor' as Drinks", () => {
    expect(categoryDisplayName('Tragos de autor')).toBe('Drinks');
    expect(categoryDisplayName('AUTOR: tragos')).toBe('Drinks');
    expect(categoryDisplayName('Tragos')).toBe('Tragos');
    expect(categoryDisplayName('Platos de autor')).toBe('Platos de autor');
  });

  it('chooses icons and emoji by keywords of the category and the name', () => {
    expect(categoryIcon('Tragos de autor')).toBe('🍸');
    expect(categoryIcon('Postres')).toBe('🍰');
    expect(categoryIcon('Cosas raras')).toBe('🍴');
    expect(productEmoji({ nombre: 'Empanada de carne', categoria: 'Entradas' })).toBe('🥟');
    expect(productEmoji({ nombre: 'Ñoquis de papa', categoria: 'Principales' })).toBe('🍝');
    expect(productEmoji({ nombre: 'Especial de la casa', categoria: 'Postres' })).toBe('🍰');
    expect(productEmoji({ nombre: 'Misterio', categoria: null })).toBe('🍽️');
  });

  it('cannot add a stock-controlled product at 0 or below', () => {
    expect(canAddProduct({ controlaStock: true, stockActual: 0 })).toBe(false);
    expect(canAddProduct({ controlaStock: true, stockActual: -2 })).toBe(false);
    expect(canAddProduct({ controlaStock: true, stockActual: 0.5 })).toBe(true);
    expect(canAddProduct({ controlaStock: false, stockActual: null })).toBe(true);
  });

  it('searches names word by word without accents or case, and exact codes; blank finds nothing', () => {
    const p = { id: 1, nombre: 'Ñoquis de papa con salsa fileto', precio: 1, codigoBarras: '779', codigoSku: 'PRI-003' };
    expect(productMatches(p, 'NOQUIS fileto')).toBe(true);
    expect(productMatches(p, 'noquis pesto')).toBe(false);
    expect(productMatches(p, '779')).toBe(true);
    expect(productMatches(p, 'pri-0')).toBe(true);
    expect(productMatches(p, '   ')).toBe(false);
  });
});

describe('pending selection', () => {
  const empanada = { id: 1, nombre: 'Empanada', precio: 1800, unidadMedida: 'unidad' };
  const helado = { id: 2, nombre: 'Helado', precio: 18000, unidadMedida: 'kg' };

  it('adds a product once per line and counts it up on the next tap', () => {
    let list: PendingItem[] = addPending([], empanada);
    list = addPending(list, empanada);
    list = addPending(list, helado);
    expect(list).toEqual([
      { id: 1, nombre: 'Empanada', precio: 1800, cantidad: 2, notas: null, unidadMedida: 'unidad' },
      { id: 2, nombre: 'Helado', precio: 18000, cantidad: 0.25, notas: null, unidadMedida: 'kg' },
    ]);
    expect(pendingQuantity(list, 1)).toBe(2);
    expect(pendingQuantity(list, 99)).toBe(0);
  });

  it('never goes below one step with minus in the active order; removal is separate', () => {
    const list = addPending([], empanada);
    expect(stepPending(list, 1, -1, 'keep')).toEqual(list);
    expect(stepPending(stepPending(list, 1, 1, 'keep'), 1, -1, 'keep')[0]!.cantidad).toBe(1);
    expect(removePending(list, 1)).toEqual([]);
  });

  it('removes the product when the category stepper reaches 0', () => {
    const list = addPending(addPending([], empanada), helado);
    expect(stepPending(list, 1, -1, 'remove').map((i) => i.id)).toEqual([2]);
    expect(stepPending(list, 2, 1, 'remove')[1]!.cantidad).toBe(0.5);
  });

  it("totals in minor units ('Total a confirmar') and counts units", () => {
    const list = addPending(addPending(addPending([], { ...empanada, precio: 1800.5 }), { ...empanada, precio: 1800.5 }), helado);
    // 2 x 1800.50 + 0.25 kg x 18000 = 3601 + 4500
    expect(pendingTotalMinor(list, 'ARS')).toBe(810_100);
    // Whole pesos in Chile: 2 x 1800 + 0.25 kg x 18000 = 8100, not 810.000.
    const clp = addPending(addPending(addPending([], { ...empanada, precio: 1800 }), { ...empanada, precio: 1800 }), helado);
    expect(pendingTotalMinor(clp, 'CLP')).toBe(8_100);
    expect(countUnits(list)).toBe(3);
  });

  it('keeps a trimmed note and clears it when empty', () => {
    const list = addPending([], empanada);
    expect(setPendingNote(list, 1, '  sin sal ')[0]!.notas).toBe('sin sal');
    expect(setPendingNote(setPendingNote(list, 1, 'x'), 1, '   ')[0]!.notas).toBeNull();
  });
});

describe('modals', () => {
  it('keeps comments to 150 characters and clears empty ones', () => {
    expect(normalizeComment('a'.repeat(200))).toHaveLength(150);
    expect(normalizeComment('   ')).toBeNull();
  });

  it('offers the eight quick suggestions', () => {
    expect(COMMENT_SUGGESTIONS).toEqual(['Sin cebolla', 'Sin tomate', 'Bien cocido', 'Jugoso', 'Sin sal', 'Extra queso', 'Picante', 'Sin mayonesa']);
  });

  it('does not repeat a suggestion and appends it in lower case after a comma', () => {
    expect(applyCommentSuggestion('', 'Sin cebolla')).toBe('Sin cebolla');
    expect(applyCommentSuggestion('Sin cebolla', 'Jugoso')).toBe('Sin cebolla, jugoso');
    expect(applyCommentSuggestion('Sin cebolla, ', 'Picante')).toBe('Sin cebolla, picante');
    expect(applyCommentSuggestion('bien jugoso por favor', 'Jugoso')).toBe('bien jugoso por favor');
    expect(applyCommentSuggestion('SIN SAL', 'Sin sal')).toBe('SIN SAL');
    const full = 'x'.repeat(145);
    expect(applyCommentSuggestion(full, 'Picante')).toBe(full);
  });

  it('needs a non-blank reason to delete', () => {
    expect(canConfirmDeletion('')).toBe(false);
    expect(canConfirmDeletion('   ')).toBe(false);
    expect(canConfirmDeletion(' se cayó ')).toBe(true);
  });

  it('opens with at least 1 diner; minus stops at 1 and plus has no limit', () => {
    expect(stepDiners(2, -1)).toBe(1);
    expect(stepDiners(1, -1)).toBe(1);
    expect(stepDiners(40, 1)).toBe(41);
    expect(canOpenTable(0)).toBe(false);
    expect(canOpenTable(1.5)).toBe(false);
    expect(canOpenTable(1)).toBe(true);
  });

  it("offers 'Cerrar mesa' only while the draft has no items (deleted ones do not count)", () => {
    expect(canCloseTable([])).toBe(true);
    expect(canCloseTable([{ eliminado: true }])).toBe(true);
    expect(canCloseTable([{ eliminado: true }, { eliminado: false }])).toBe(false);
  });
});
