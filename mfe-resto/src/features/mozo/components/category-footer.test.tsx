import { fireEvent, render, screen } from '@testing-library/react';
import { registerWaiterTranslations } from '../i18n';
import { CategoryFooter } from './category-footer';

registerWaiterTranslations();

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('CategoryFooter', () => {
  it('with nothing ordered yet shows only the units waiting to be confirmed', () => {
    const open = vi.fn();
    render(<CategoryFooter orderedUnits={0} pendingUnits={4} onOpenOrder={open} />);
    expect(buttons()).toEqual(['PENDIENTES (4)Completar']);
    fireEvent.click(screen.getByRole('button', { name: /Completar/ }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('with nothing waiting shows only what is on the comanda', () => {
    render(<CategoryFooter orderedUnits={3} pendingUnits={0} onOpenOrder={vi.fn()} />);
    expect(buttons()).toEqual(['CARRITO (3)Ver Pedido']);
  });

  it('counts ordered and waiting units apart when there are both', () => {
    render(<CategoryFooter orderedUnits={3} pendingUnits={2} onOpenOrder={vi.fn()} />);
    expect(buttons()).toEqual(['CARRITO (3)Ver Pedido', 'PENDIENTES (2)Completar']);
  });

  it('with an empty table still leads back to the order', () => {
    render(<CategoryFooter orderedUnits={0} pendingUnits={0} onOpenOrder={vi.fn()} />);
    expect(buttons()).toEqual(['CARRITO (0)Ver Pedido']);
  });
});
