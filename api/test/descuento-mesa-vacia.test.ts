// A table's discount on an empty table, of either kind, and the refusal of an amount above what the table has, as the waiter reads them.
import type { Draft } from '@resto/shared/contracts';
import { translations } from '@resto/shared/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe("a table's discount", () => {
  it('on an empty table is refused as such whether it is a percent or an amount, even for the admin, and nothing is kept', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const url = `/api/mesas/drafts/${draft.id}/descuento`;
    for (const [who, body] of [
      [v.as.mozo, { descuentoTipo: 'monto', descuentoValor: 1 }],
      [v.as.admin, { descuentoTipo: 'monto', descuentoValor: 5_000, motivo: 'Cortesía' }],
      [v.as.mozo, { descuentoTipo: 'porcentaje', descuentoValor: 100 }],
    ] as const) {
      const refused = await patch(t.app, who, url, { ...body, clientMutationId: mutationId() });
      expect({ body, status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
        body,
        status: 400,
        code: 'DESCUENTO_SIN_IMPORTE',
        message: `La mesa ${mesa!.numero} no tiene productos para descontar: cargá los productos y después aplicá el descuento`,
      });
    }
    const agua = await producto(v.as.mozo, 'BEB-001');
    const after = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    expect(after).toMatchObject({ descuentoTipo: null, descuentoValor: null, total: agua.precio });
  });

  it('as an amount above what the table has is refused naming the table, not a draft, in es, br and en', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    const url = `/api/mesas/drafts/${draft.id}/descuento`;
    const above = await patch<Draft>(t.app, v.as.admin, url, { descuentoTipo: 'monto', descuentoValor: agua.precio + 1, motivo: 'x', clientMutationId: mutationId() });
    expect({ status: above.status, code: above.body.code, message: above.body.message }).toEqual({
      status: 400,
      code: 'DESCUENTO_SUPERA_SUBTOTAL_DRAFT',
      message: 'El descuento supera el subtotal de la mesa',
    });
    const texts = (['es', 'br', 'en'] as const).map((lng) => (translations[lng] as { errors: Record<string, string> }).errors.DESCUENTO_SUPERA_SUBTOTAL_DRAFT);
    expect(texts).toEqual(['El descuento supera el subtotal de la mesa', 'O desconto supera o subtotal da mesa', "The discount is more than the table's subtotal"]);
  });
});
