import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftItemSchema, type DraftItem } from '@resto/shared/contracts';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { DraftItems } from './draft-items';

const queso: DraftItem = draftItemSchema.parse({
  id: 9,
  productoId: 4,
  productoNombre: 'Queso por kilo',
  nombre: 'Queso por kilo',
  categoria: 'Fiambres',
  unidadMedida: 'kg',
  cantidad: 0.25,
  precioUnitario: 12000,
  notas: null,
  esPorPeso: true,
  peso: 0.25,
  tipoDescuento: null,
  valorDescuento: null,
  descuento: 0,
  subtotalItem: 3000,
  mesaVinculadaId: null,
  eliminado: false,
  motivoEliminacion: null,
  fechaEliminacion: null,
  fechaCreacion: '2026-11-25T20:00:00.000Z',
  fechaModificacion: '2026-11-25T20:00:00.000Z',
});

function setup() {
  const onQuantity = vi.fn();
  renderPage(<DraftItems items={[queso]} onQuantity={onQuantity} onDelete={vi.fn()} onRestore={vi.fn()} onNotes={vi.fn()} />);
  return onQuantity;
}

describe('a weighed line of the comanda', () => {
  it('pre-fills the weight as the venue writes it and saves what is typed that way (1,5 kg in es-AR)', async () => {
    const user = userEvent.setup();
    const onQuantity = setup();
    await user.click(screen.getByRole('button', { name: 'Cambiar peso' }));
    const peso = screen.getByRole('textbox', { name: 'Peso (kg)' });
    expect((peso as HTMLInputElement).value).toBe('0,25');
    await user.clear(peso);
    await user.type(peso, '1,5{Enter}');
    await waitFor(() => expect(onQuantity).toHaveBeenCalledWith(queso, 1.5));
  });

  it('says why a weight is refused and saves nothing', async () => {
    const user = userEvent.setup();
    const onQuantity = setup();
    await user.click(screen.getByRole('button', { name: 'Cambiar peso' }));
    const peso = screen.getByRole('textbox', { name: 'Peso (kg)' });
    await user.clear(peso);
    await user.type(peso, '1,2345{Enter}');
    await waitFor(() => expect(peso.getAttribute('aria-invalid')).toBe('true'));
    expect(peso.getAttribute('title')).toMatch(/3 decimales/);
    await user.clear(peso);
    await user.type(peso, '0{Enter}');
    await waitFor(() => expect(peso.getAttribute('title')).toBe('Indicá el peso: un número mayor a 0 con hasta 3 decimales'));
    expect(onQuantity).not.toHaveBeenCalled();
  });
});

describe('a line priced by a price list', () => {
  it('shows the list beside the line price', () => {
    renderPage(
      <DraftItems
        items={[
          { ...queso, listaPrecio: 'Happy hour' },
          { ...queso, id: 10 },
        ]}
        onQuantity={vi.fn()}
        onDelete={vi.fn()}
        onRestore={vi.fn()}
        onNotes={vi.fn()}
      />,
    );
    const badges = screen.getAllByTestId('draft-item-lista-precio');
    expect(badges.map((b) => b.textContent)).toEqual(['Happy hour']);
  });
});
