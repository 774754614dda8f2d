import { describe, expect, it } from 'vitest';
import { gridToPosition, idleCutoff, minutesOpen, normalizeZone, positionToGrid, tableCapacity, tableShape, tableSizeForCapacity, zoneLabel } from './mesas';
import { canChangePedidoEstado, isCriticalPedido } from './pedidos';

describe('floor-plan rules', () => {
  it('gives large tables 6 seats and the rest 4, and reads a size back from a capacity', () => {
    expect([tableCapacity('grande'), tableCapacity('chica')]).toEqual([6, 4]);
    expect([tableSizeForCapacity(4), tableSizeForCapacity(5)]).toEqual(['chica', 'grande']);
  });

  it('saves the round type as circular and anything else as cuadrada', () => {
    expect([tableShape('redonda'), tableShape('circular'), tableShape('cuadrada'), tableShape(undefined)]).toEqual(['circular', 'circular', 'cuadrada', 'cuadrada']);
  });

  it('places tables on cells of 85 by default', () => {
    expect([gridToPosition(3), gridToPosition(3, 50), positionToGrid(255), positionToGrid(260)]).toEqual([255, 150, 3, 3]);
  });

  it('stores zones without case or accents, salon when blank, and shows them capitalised', () => {
    expect([normalizeZone(' Salón '), normalizeZone(''), normalizeZone(null), normalizeZone('Planta  Alta')]).toEqual(['salon', 'salon', 'salon', 'planta alta']);
    expect(zoneLabel('terraza')).toBe('Terraza');
  });

  it('counts whole minutes open and finds the idle cutoff', () => {
    const now = new Date('2025-05-01T12:00:00.000Z');
    expect(minutesOpen('2025-05-01T11:17:30.000Z', now)).toBe(42);
    expect(minutesOpen('2025-05-01T12:05:00.000Z', now)).toBe(0);
    expect(idleCutoff(now).toISOString()).toBe('2025-04-30T12:00:00.000Z');
    expect(idleCutoff(now, 2).toISOString()).toBe('2025-05-01T10:00:00.000Z');
  });
});

describe('kitchen order rules', () => {
  it('moves forward or one step back, and cancels until the order is ready', () => {
    expect(canChangePedidoEstado('pendiente', 'preparacion')).toBe(true);
    expect(canChangePedidoEstado('preparacion', 'cancelado')).toBe(true);
    expect(canChangePedidoEstado('listo', 'entregado')).toBe(true);
    // One step back undoes a mistaken bump; two are refused.
    expect(canChangePedidoEstado('preparacion', 'pendiente')).toBe(true);
    expect(canChangePedidoEstado('listo', 'pendiente')).toBe(false);
    expect(canChangePedidoEstado('listo', 'cancelado')).toBe(false);
    expect(canChangePedidoEstado('entregado', 'listo')).toBe(true);
    expect(canChangePedidoEstado('entregado', 'preparacion')).toBe(false);
    expect(canChangePedidoEstado('cancelado', 'pendiente')).toBe(false);
  });

  it('counts only pending and in-preparation orders of 35 minutes or more as late', () => {
    const now = new Date('2025-05-01T12:00:00.000Z');
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(isCriticalPedido({ estado: 'pendiente', fechaCreacion: at(35) }, now)).toBe(true);
    expect(isCriticalPedido({ estado: 'preparacion', fechaCreacion: at(34) }, now)).toBe(false);
    expect(isCriticalPedido({ estado: 'listo', fechaCreacion: at(90) }, now)).toBe(false);
    expect(isCriticalPedido({ estado: 'preparacion', fechaCreacion: at(10) }, now, 10)).toBe(true);
  });
});
