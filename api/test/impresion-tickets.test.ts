// The ESC/POS documents decoded back to text with the code page the bytes select.
import { ventaSchema } from '@resto/shared/contracts';
import { describe, expect, it } from 'vitest';
import { reciboFromVenta, remitoFromVenta } from '../src/modules/impresion/documents';
import { encodeDocument, type ComandaDocument } from '../src/modules/impresion/tickets';
import { decodeEscPos } from './helpers/fake-printer';

const comanda: ComandaDocument = {
  tipo: 'comanda',
  estacion: 'cocina',
  mesaNumero: 12,
  pedidoNumero: null,
  camarero: 'Begoña Muñoz',
  fecha: '2026-11-26',
  hora: '21:05',
  ronda: 2,
  items: [
    { cantidad: '2', nombre: 'Ñoquis de papa', notas: 'sin maní, más salsa', eliminado: false },
    { cantidad: '1', nombre: 'Pão de queijo', notas: null, eliminado: false },
    { cantidad: '1', nombre: 'Limonada', notas: null, eliminado: true },
  ],
  notas: 'Alergia: maní',
};

describe('kitchen ticket', () => {
  it.each([80, 58] as const)('prints table, waiter, time, round, items with notes, the deleted item marked, and a cut on %i mm (cp858)', (anchoMm) => {
    const t = decodeEscPos(encodeDocument(comanda, { anchoMm, codePage: 'cp858' }));
    expect(t.codePages[0]).toBe('cp858');
    expect(t.boldDouble).toContain('MESA 12');
    expect(t.text).toContain('COCINA');
    expect(t.text).toContain('Ronda 2');
    expect(t.text).toContain('Mozo: Begoña Muñoz');
    expect(t.text).toContain('21:05');
    expect(t.boldDouble.some((l) => l.startsWith('2x') && l.includes('Ñoquis de'))).toBe(true);
    expect(t.text).toContain('>> sin maní, más salsa');
    expect(t.text).toContain('Pão de');
    expect(t.text).toContain('*** ANULADO ***');
    expect(t.text).toContain('(Limonada)');
    expect(t.text).toContain('Notas: Alergia: maní');
    expect(t.text).not.toContain('REIMPRESIÓN');
    expect(t.cuts).toBe(1);
    const widest = Math.max(...t.lines.map((l) => l.length));
    expect(widest).toBeLessThanOrEqual(anchoMm === 80 ? 48 : 32);
  });

  it("marks a reprint 'REIMPRESIÓN' at the top and the bottom", () => {
    const t = decodeEscPos(encodeDocument(comanda, { anchoMm: 80, codePage: 'cp850' }, { reimpresion: true }));
    expect(t.codePages[0]).toBe('cp850');
    expect(t.lines.filter((l) => l.trim() === 'REIMPRESIÓN')).toHaveLength(2);
    expect(t.text).toContain('Ñoquis');
  });

  it('prints the accents right in every code page offered', () => {
    for (const codePage of ['cp858', 'cp850', 'cp860', 'windows1252'] as const) {
      const t = decodeEscPos(encodeDocument({ tipo: 'prueba', impresora: 'Cocina', estacion: 'cocina', fecha: '2026-11-26', hora: '10:00' }, { anchoMm: 80, codePage }));
      expect(t.text, codePage).toContain('áéíóú ÁÉÍÓÚ ñÑ çÇ ãõ');
      expect(t.cuts).toBe(1);
    }
  });
});

describe('receipt and remito', () => {
  it('lays out a cash receipt with its totals, payments and change, and kicks the drawer', () => {
    const t = decodeEscPos(
      encodeDocument(
        {
          tipo: 'recibo',
          local: { nombre: 'La Esquina', direccion: 'Av. Corrientes 1234', cuit: '30-71234567-8' },
          numero: '0001-00000042',
          fecha: '26/11/2026',
          hora: '21:40',
          mesaNumero: 4,
          cliente: null,
          items: [
            { cantidad: '2', descripcion: 'Empanada de carne', importe: '$ 3.000,00' },
            { cantidad: '1', descripcion: 'Flan con dulce de leche', importe: '$ 2.500,00' },
          ],
          subtotal: '$ 5.500,00',
          descuento: null,
          total: '$ 5.500,00',
          pagos: [{ medio: 'Efectivo', importe: '$ 6.000,00' }],
          vuelto: '$ 500,00',
          abrirCajon: true,
        },
        { anchoMm: 58, codePage: 'cp858' },
      ),
    );
    expect(t.text).toContain('La Esquina');
    expect(t.text).toMatch(/2 Empanada de carne\s+\$ 3\.000,00/);
    expect(t.text).toMatch(/TOTAL\s+\$ 5\.500,00/);
    expect(t.text).toMatch(/Vuelto\s+\$ 500,00/);
    expect(t.text).toContain('¡Gracias por su visita!');
    expect(t.cuts).toBe(1);
    expect(t.drawerKicks).toBe(1);
  });

  it('prints a remito with the customer and the address, without a drawer kick', () => {
    const t = decodeEscPos(
      encodeDocument(
        {
          tipo: 'remito',
          local: { nombre: 'La Esquina' },
          numero: 'R-0007',
          fecha: '26/11/2026',
          hora: '12:00',
          cliente: 'João Gonçalves',
          direccion: 'Güemes 450, 2° B',
          items: [{ cantidad: '3', descripcion: 'Pizza napolitana' }],
          total: null,
          observaciones: 'Tocar timbre',
        },
        { anchoMm: 80, codePage: 'cp858' },
      ),
    );
    expect(t.text).toContain('REMITO');
    expect(t.text).toContain('Cliente: João Gonçalves');
    expect(t.text).toContain('Dirección: Güemes 450, 2° B');
    expect(t.text).toContain('3 Pizza napolitana');
    expect(t.drawerKicks).toBe(0);
    expect(t.cuts).toBe(1);
  });
});

describe('receipt and remito from a sale', () => {
  const venta = ventaSchema.parse({
    id: 41,
    ventaId: 41,
    numero: 42,
    estado: 'pagada',
    origen: 'mesa',
    fecha: '26/11/2026',
    hora: '21:40',
    moneda: 'ARS',
    usuario: { id: 1, nombre: 'Martín' },
    cajero: null,
    cliente: { id: 3, nombre: 'Begoña Muñoz', cuentaCorriente: false },
    items: [
      {
        id: 1,
        productoId: 5,
        producto: 'Empanada de carne',
        categoria: 'Entradas',
        unidadMedida: 'unidad',
        esPorPeso: false,
        cantidad: 2,
        peso: null,
        precioUnitario: 1500,
        bruto: 3000,
        tipoDescuento: null,
        valorDescuento: null,
        descuento: 0,
        subtotal: 3000,
        notas: null,
      },
      {
        id: 2,
        productoId: 6,
        producto: 'Helado de maracujá',
        categoria: 'Postres',
        unidadMedida: 'kg',
        esPorPeso: true,
        cantidad: 0.25,
        peso: 0.25,
        precioUnitario: 18000,
        bruto: 4500,
        tipoDescuento: null,
        valorDescuento: null,
        descuento: 0,
        subtotal: 4500,
        notas: null,
      },
    ],
    pagos: [{ id: 1, medioId: 1, medio: 'Efectivo', medioTipo: 'efectivo', moneda: 'ARS', monto: 8000, tasa: null, montoLocal: 8000 }],
    subtotal: 7500,
    descuentoTipo: null,
    descuentoValor: null,
    descuentoGeneral: 0,
    descuentoClientePorcentaje: 0,
    descuentoCliente: 0,
    total: 7500,
    pagado: 8000,
    vuelto: 500,
    arqueoId: 1,
    observaciones: 'Dejar en portería',
    motivoAnulacion: null,
    anuladaAt: null,
    finalizadaAt: '2026-11-27T00:40:00.000Z',
    createdAt: '2026-11-27T00:10:00.000Z',
  });
  const venue = { nombre: 'La Esquina', direccion: 'Av. Corrientes 1234', cuit: '30-71234567-8', locale: 'es-AR' };

  it('prints the receipt of a cash sale with its amounts in pesos and kicks the drawer', () => {
    const t = decodeEscPos(encodeDocument(reciboFromVenta(venta, venue, 4), { anchoMm: 80, codePage: 'cp858' }));
    expect(t.text).toContain('Comprobante 00000042');
    expect(t.text).toContain('Mesa 4');
    expect(t.text).toContain('Cliente: Begoña Muñoz');
    expect(t.text).toMatch(/2 Empanada de carne\s+\$\s3\.000,00/);
    expect(t.text).toMatch(/0,25 kg Helado de maracujá\s+\$\s4\.500,00/);
    expect(t.text).toMatch(/TOTAL\s+\$\s7\.500,00/);
    expect(t.text).toMatch(/Efectivo\s+\$\s8\.000,00/);
    expect(t.text).toMatch(/Vuelto\s+\$\s500,00/);
    expect(t.drawerKicks).toBe(1);
  });

  it('prints a remito without prices unless asked', () => {
    const t = decodeEscPos(encodeDocument(remitoFromVenta(venta, venue, { direccion: 'Güemes 450' }), { anchoMm: 58, codePage: 'cp858' }));
    expect(t.text).toContain('REMITO');
    expect(t.text).toContain('Dirección: Güemes 450');
    expect(t.text).toContain('2 Empanada de carne');
    expect(t.text).not.toContain('$');
    expect(t.text).toContain('Observaciones: Dejar en portería');
    const priced = decodeEscPos(encodeDocument(remitoFromVenta(venta, venue, { conPrecios: true }), { anchoMm: 80, codePage: 'cp858' }));
    expect(priced.text).toMatch(/TOTAL\s+\$\s7\.500,00/);
  });
});
