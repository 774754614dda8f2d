import { describe, expect, it } from 'vitest';
import { addPending, checkModifierSelection, comboElecciones, toComboRules } from './index';

const MENU = { id: 50, nombre: 'Menú ejecutivo', precio: 12_000, unidadMedida: 'unidad' };
const GRUPOS = [
  {
    id: 1,
    nombre: 'Entrada',
    opciones: [
      { id: 11, nombre: 'Empanada de carne', recargo: 0, activo: true },
      { id: 12, nombre: 'Provoleta', recargo: 1500.5, activo: true },
    ],
  },
  { id: 2, nombre: 'Bebida', opciones: [{ id: 21, nombre: 'Agua mineral', recargo: 0, activo: true }] },
];

describe("a combo's groups as the pickers check them", () => {
  it('asks exactly one option of each group, the surcharge in minor units', () => {
    const rules = toComboRules(GRUPOS, 'ARS');
    expect(rules.map((g) => [g.minimo, g.maximo])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(rules[0]!.opciones[1]!.precioDeltaMinor).toBe(150_050);
    const missing = checkModifierSelection(rules, [12]);
    expect(missing).toEqual({ ok: false, error: { code: 'MODIFICADOR_REQUERIDO', grupo: 'Bebida', minimo: 1 } });
    const chosen = checkModifierSelection(rules, [21, 12]);
    expect(chosen.ok && comboElecciones(chosen.chosen)).toEqual([
      { grupoId: 1, opcionId: 12 },
      { grupoId: 2, opcionId: 21 },
    ]);
    expect(chosen.ok && chosen.deltaMinor).toBe(150_050);
  });

  it("keeps two choices of one combo as two lines of the waiter's selection, and the same choice as one", () => {
    const provoleta = {
      modificadores: [],
      combo: [
        { grupoId: 1, opcionId: 12 },
        { grupoId: 2, opcionId: 21 },
      ],
      detalle: 'Provoleta, Agua mineral',
      precio: 13_500.5,
    };
    const empanada = {
      modificadores: [],
      combo: [
        { grupoId: 1, opcionId: 11 },
        { grupoId: 2, opcionId: 21 },
      ],
      detalle: 'Empanada de carne, Agua mineral',
      precio: 12_000,
    };
    let list = addPending([], MENU, provoleta);
    list = addPending(list, MENU, empanada);
    list = addPending(list, MENU, provoleta);
    expect(list.map((i) => [i.detalle, i.cantidad, i.precio, i.combo])).toEqual([
      ['Provoleta, Agua mineral', 2, 13_500.5, provoleta.combo],
      ['Empanada de carne, Agua mineral', 1, 12_000, empanada.combo],
    ]);
  });
});
