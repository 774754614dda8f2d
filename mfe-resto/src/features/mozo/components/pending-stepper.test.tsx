import { fireEvent, render, screen } from '@testing-library/react';
import { registerWaiterTranslations } from '../i18n';
import { PendingStepper } from './pending-stepper';

registerWaiterTranslations();

describe('PendingStepper (active view)', () => {
  it("at 1 the '−' is disabled and says so, and pressing it does nothing", () => {
    const onStep = vi.fn();
    render(<PendingStepper nombre="Flan" cantidad={1} onStep={onStep} />);
    const minus = screen.getByRole('button', { name: 'Quitar uno de Flan' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(onStep).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sumar uno de Flan' }));
    expect(onStep).toHaveBeenCalledWith(1);
  });

  it("above 1 the '−' takes one away", () => {
    const onStep = vi.fn();
    render(<PendingStepper nombre="Flan" cantidad={3} onStep={onStep} />);
    expect(screen.getByText('3').textContent).toBe('3');
    const minus = screen.getByRole('button', { name: 'Quitar uno de Flan' });
    expect((minus as HTMLButtonElement).disabled).toBe(false);
    expect(minus.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(minus);
    expect(onStep).toHaveBeenCalledWith(-1);
  });
});
