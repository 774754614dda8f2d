import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { productoVentaSchema, type ProductoVenta } from '@resto/shared/contracts';
import { registerWaiterTranslations } from '../i18n';
import { pendingStore } from '../state/pending-store';
import { DictadoButton } from './dictado-button';

registerWaiterTranslations();

const producto = (id: number, nombre: string, precio: number): ProductoVenta =>
  productoVentaSchema.parse({
    id,
    nombre,
    descripcion: null,
    precio,
    categoriaId: null,
    categoria: null,
    codigoBarras: null,
    codigoSku: null,
    unidadMedida: 'unidad',
    esPorPeso: false,
    controlaStock: false,
    stockActual: null,
    stockMinimo: null,
    bajoStock: false,
    activo: true,
  });
const MENU = [producto(1, 'Cerveza IPA tirada pinta', 4200), producto(2, 'Pizza muzzarella', 10500), producto(3, 'Pizza napolitana', 11800)];

beforeEach(() => pendingStore.set({}));

describe('the dictation button on a table’s comanda', () => {
  it('without speech recognition says so, reads the typed text and proposes the lines in the table’s PENDING list', async () => {
    render(<DictadoButton numero={7} mesaId={70} menu={MENU} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dictar la comanda' }));
    // The dictation is its own chunk: it shows once loaded.
    expect((await screen.findByTestId('dictado-no-soportado')).textContent).toBe('El reconocimiento de voz no está soportado en este navegador');
    fireEvent.change(screen.getByTestId('dictado-texto'), { target: { value: 'dos birras y una muzza para la 7' } });
    fireEvent.click(screen.getByTestId('dictado-proponer'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pendingStore.get()[70]).toEqual([
      { id: 1, nombre: 'Cerveza IPA tirada pinta', precio: 4200, cantidad: 2, notas: null, unidadMedida: 'unidad' },
      { id: 2, nombre: 'Pizza muzzarella', precio: 10500, cantidad: 1, notas: null, unidadMedida: 'unidad' },
    ]);
  });

  it('proposes nothing for another table and says which table it heard', async () => {
    render(<DictadoButton numero={7} mesaId={70} menu={MENU} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dictar la comanda' }));
    fireEvent.change(await screen.findByTestId('dictado-texto'), { target: { value: 'una muzza para la 9' } });
    fireEvent.click(screen.getByTestId('dictado-proponer'));
    expect((await screen.findByTestId('dictado-avisos')).textContent).toBe('Dijiste la mesa 9, pero estás en la mesa 7.');
    expect(pendingStore.get()[70]).toBeUndefined();
  });
});

describe('the dictation when something is unclear', () => {
  it('proposes what it understood and asks about the rest, keeping the sheet open', async () => {
    pendingStore.set({});
    render(<DictadoButton numero={7} mesaId={70} menu={MENU} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dictar la comanda' }));
    fireEvent.change(await screen.findByTestId('dictado-texto'), { target: { value: 'una pizza y dos birras' } });
    fireEvent.click(screen.getByTestId('dictado-proponer'));
    const avisos = await screen.findByTestId('dictado-avisos');
    expect(Array.from(avisos.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Se propuso 1 línea para la mesa 7: revisala y confirmá.',
      '¿Cuál querés para «pizza»: Pizza muzzarella, Pizza napolitana?',
    ]);
    expect(pendingStore.get()[70]?.map((l) => [l.nombre, l.cantidad])).toEqual([['Cerveza IPA tirada pinta', 2]]);
  });
});
