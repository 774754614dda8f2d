import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import { RegisterClosedAlert } from './register-closed-alert';

describe('RegisterClosedAlert', () => {
  it('offers those who run the register the way to open it', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderPage(<RegisterClosedAlert />, { path: '/ventas' });
    const alert = await screen.findByTestId('register-closed');
    expect(alert.textContent).toContain('No hay una caja abierta. Abrí la caja para poder vender.');
    await user.click(within(alert).getByRole('button', { name: 'Ir a arqueos' }));
    expect(router.state.location.pathname).toBe('/arqueos');
  });

  it('tells an empleado without caja.abrir-cerrar to ask someone who can, and does not send him to /arqueos', async () => {
    await signInWith(['ventas.tomar', 'ventas.vender', 'gastos.registrar', 'clientes.editar'], 'empleado');
    renderPage(<RegisterClosedAlert />, { path: '/ventas' });
    const alert = await screen.findByTestId('register-closed');
    expect(alert.textContent).toBe('No hay una caja abierta. Pedile a quien maneja la caja que la abra para poder vender.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
