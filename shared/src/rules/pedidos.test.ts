import { describe, expect, it } from 'vitest';
import { isCriticalPedido, nextPedidoEstado, pedidoAgeMinutes, previousPedidoEstado } from './pedidos';

describe('kitchen order rules', () => {
  it('gives the next status of one tap and the one step back', () => {
    expect(['pendiente', 'preparacion', 'listo', 'entregado', 'cancelado'].map((e) => nextPedidoEstado(e as never))).toEqual(['preparacion', 'listo', 'entregado', null, null]);
    expect(['pendiente', 'preparacion', 'listo', 'entregado', 'cancelado'].map((e) => previousPedidoEstado(e as never))).toEqual([null, 'pendiente', 'preparacion', 'listo', null]);
  });

  it('is critical at 35:00 of age, not at 34:59', () => {
    const created = '2026-03-01T20:00:00.000Z';
    const at = (seconds: number) => new Date(Date.parse(created) + seconds * 1000);
    expect(isCriticalPedido({ estado: 'pendiente', fechaCreacion: created }, at(34 * 60 + 59))).toBe(false);
    expect(isCriticalPedido({ estado: 'pendiente', fechaCreacion: created }, at(35 * 60))).toBe(true);
    expect(pedidoAgeMinutes(created, at(34 * 60 + 59))).toBe(34);
    expect(pedidoAgeMinutes(created, at(-5))).toBe(0);
  });
});
