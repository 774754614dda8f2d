import { gridToPosition, tableCapacity, type TableShape, type TableSize } from '@resto/shared/rules';
import { insertMesas } from '../modules/mesas';
import type { SeedStep } from './seed';

/** [numero, grid x, grid y, size, shape, capacity if not the size's] by zone. */
type DemoMesa = readonly [number, number, number, TableSize, TableShape, number?];

const DEMO_PLAN: Record<string, readonly DemoMesa[]> = {
  salon: [
    [1, 0, 0, 'chica', 'cuadrada'],
    [2, 2, 0, 'chica', 'cuadrada'],
    [3, 4, 0, 'chica', 'circular'],
    [4, 6, 0, 'chica', 'circular'],
    [5, 0, 2, 'grande', 'cuadrada'],
    [6, 3, 2, 'grande', 'circular'],
    [7, 6, 2, 'chica', 'cuadrada'],
    [8, 0, 5, 'grande', 'cuadrada', 8],
  ],
  terraza: [
    [9, 0, 0, 'chica', 'circular'],
    [10, 2, 0, 'chica', 'circular'],
    [11, 4, 0, 'chica', 'circular'],
    [12, 0, 2, 'grande', 'cuadrada'],
    [13, 3, 2, 'grande', 'circular'],
  ],
  barra: [
    [14, 0, 0, 'chica', 'cuadrada', 2],
    [15, 2, 0, 'chica', 'cuadrada', 2],
    [16, 4, 0, 'chica', 'circular', 2],
  ],
};

const mesasStep: SeedStep = {
  name: 'mesas',
  async run(trx, ctx) {
    await insertMesas(
      trx,
      ctx.localId,
      Object.entries(DEMO_PLAN).flatMap(([zona, mesas]) =>
        mesas.map(([numero, gx, gy, tamano, forma, capacidad]) => ({
          numero,
          nombre: null,
          capacidad: capacidad ?? tableCapacity(tamano),
          tamano,
          x: gridToPosition(gx),
          y: gridToPosition(gy),
          estado: 'disponible' as const,
          zona,
          forma,
        })),
      ),
    );
  },
};

/** The demo venue's floor plan: 16 tables in the salon, the terrace and the bar. */
export const MESAS_SEED_STEPS: readonly SeedStep[] = [mesasStep];
