import { render, screen, within } from '@testing-library/react';
import type { Draft } from '@resto/shared/contracts';
import { registerWaiterTranslations } from '../i18n';
import { BillSheet } from './bill-sheet';

registerWaiterTranslations();

const pizza = {
  id: 1,
  productoId: 1,
  productoNombre: 'Pizza muzzarella',
  nombre: 'Pizza muzzarella',
  cantidad: 2,
  precioUnitario: 7500,
  subtotalItem: 15000,
  descuento: 0,
  eliminado: false,
  esPorPeso: false,
  unidadMedida: 'unidad',
  promocion: '2x1 Pizzas',
  promocionId: 4,
} as Draft['items'][number];

const draft = {
  id: 7,
  mesaId: 3,
  numeroMesa: 3,
  estado: 'activo',
  subtotal: 15000,
  descuentoPromociones: 7500,
  promociones: [{ promocionId: 4, nombre: '2x1 Pizzas', descuento: 7500 }],
  descuento: 0,
  descuentoCliente: 0,
  total: 7500,
  items: [pizza],
} as unknown as Draft;

describe("the handheld's bill with a promotion", () => {
  beforeEach(() => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, data: [{ id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true }] })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the promotion's discount line by its name between the subtotal and the api's total", () => {
    render(<BillSheet draft={draft} permisos={['mesas.atender', 'ventas.tomar']} waiting={false} onClose={vi.fn()} onCharged={vi.fn()} />);
    const sheet = screen.getByRole('dialog', { name: 'Resumen de cierre · Mesa 3' });
    const line = within(sheet).getByTestId('cuenta-promocion');
    expect(line.textContent).toContain('2x1 Pizzas');
    expect(line.textContent).toMatch(/-\$\s?7\.500/);
    expect(within(sheet).getByTestId('cuenta-total').textContent).toMatch(/7\.500/);
  });
});
