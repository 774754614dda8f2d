// The printed remito as a customer reads it: long product names never run into the price, and
// the date is written as the venue writes dates (dd/mm/yyyy in es-AR). SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import type { DocumentoVenta, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProductos } from '../src/modules/productos/productos.repository';
import { abrirCaja, createVenue, medioId } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const LONG = 'Milanesa napolitana completa con jamón, queso, tomate, huevo frito y guarnición de papas fritas caseras con papas';

describe('GET /api/ventas/:id/remito', () => {
  it('gives a long name a row of its own that wraps, apart from the price, and writes the date dd/mm/yyyy', async () => {
    const v = await createVenue(t.app);
    await insertProductos(t.app.db, v.localId, [
      {
        categoriaId: null,
        nombre: LONG,
        descripcion: null,
        codigoBarras: null,
        codigoSku: 'MIL-LARGA',
        precio: 2_900_000,
        costo: null,
        unidadMedida: 'unidad',
        controlaStock: false,
        stockActual: 0,
        stockMinimo: 0,
      },
    ]);
    await abrirCaja(v.as.cajero);
    const found = (await v.as.cajero.get<{ id: number; codigoSku: string | null }[]>('/api/productos/buscar?q=MIL-LARGA')).body.data!;
    const producto = found.find((p) => p.codigoSku === 'MIL-LARGA')!;
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: producto.id, cantidad: 1 }],
      descuentoTipo: 'porcentaje',
      descuentoValor: 12.5,
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 30_000 }],
    });
    expect(sale.status).toBe(201);
    const venta = sale.body.data!;

    for (const formato of ['ticket', 'a4'] as const) {
      const html = (await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${venta.id}/remito?formato=${formato}`)).body.data!.html.replace(/\u00a0|\u202f/g, ' ');
      // The name fills its own row across the width and may wrap there...
      expect(html).toContain(`<tr class="d"><td colspan="3">${LONG}</td></tr>`);
      expect(html).toMatch(/tr\.d td \{[^}]*overflow-wrap: anywhere/);
      // ...so no price follows it in the same cell or row ('…con papas$ 29.000,00').
      expect(html).not.toMatch(/con papas\s*(<[^>]+>\s*)*\$/);
      expect(html).toMatch(/<td class="n">\$ 29\.000,00<\/td>/);
      // One minus sign and the venue's percent and date formats.
      expect(html).toMatch(/<td>Descuento \(12,5\s?%\)<\/td><td class="n">-\$ 3\.625,00<\/td>/);
      const [y, m, d] = venta.fecha.split('-');
      expect(html).toContain(`Fecha: ${d}/${m}/${y} ${venta.hora}`);
      expect(html).not.toContain(`Fecha: ${venta.fecha}`);
    }
  });
});
