// A recipe line the api refuses by its quantity or its waste says so in words that name the
// line, not its path ('lineas[1].cantidad'): the same text whichever line it is, for a product's
// recipe and a preparation alike, so the screens translate it (their validation dictionary is
// keyed by the Spanish text).
import { RECETA_LINEA_CANTIDAD_INVALIDA, RECETA_LINEA_MERMA_INVALIDA } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId } from './helpers/money';
import { crearInsumo, crearProducto } from './helpers/recetas-venta';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

interface Refusal {
  errores: { campo: string; mensaje: string }[];
}

describe('a recipe line refused by the contract', () => {
  it('names the line, not its path, for a product’s recipe and a preparation', async () => {
    const v = await createVenue(t.app);
    const harina = await crearInsumo(v, 'Harina 000', 'kg', 10, 900);
    const pizza = await crearProducto(v, 'Pizza', 9000);
    const buena = { insumoId: harina, cantidad: 0.25, unidad: 'kg' };
    const casos = [
      { lineas: [buena, { insumoId: harina, cantidad: 0.1234567, unidad: 'kg' }], campo: 'lineas[1].cantidad', mensaje: RECETA_LINEA_CANTIDAD_INVALIDA },
      { lineas: [{ insumoId: harina, cantidad: 1_000_000_001, unidad: 'kg' }], campo: 'lineas[0].cantidad', mensaje: RECETA_LINEA_CANTIDAD_INVALIDA },
      { lineas: [buena, buena, { ...buena, mermaPorcentaje: 100 }], campo: 'lineas[2].mermaPorcentaje', mensaje: RECETA_LINEA_MERMA_INVALIDA },
      { lineas: [{ ...buena, mermaPorcentaje: 12.345 }], campo: 'lineas[0].mermaPorcentaje', mensaje: RECETA_LINEA_MERMA_INVALIDA },
    ];
    for (const { lineas, campo, mensaje } of casos) {
      const receta = await v.as.admin.put<Refusal>(`/api/productos/${pizza.id}/receta`, { rendimiento: 1, lineas, clientMutationId: mutationId() });
      const preparacion = await v.as.admin.post<Refusal>('/api/preparaciones', { nombre: 'Masa', unidad: 'kg', rendimiento: 1, lineas, clientMutationId: mutationId() });
      for (const res of [receta, preparacion]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDACION', params: { campo }, message: mensaje });
        expect(res.body.data!.errores).toEqual([{ campo, mensaje }]);
      }
    }
    expect(RECETA_LINEA_CANTIDAD_INVALIDA).toBe('La cantidad de cada línea de la receta debe ser de 0 o más, con hasta 6 decimales');
    expect(RECETA_LINEA_MERMA_INVALIDA).toBe('La merma de cada línea de la receta debe ser un porcentaje de 0 a menos de 100, con hasta 2 decimales');
  });
});
