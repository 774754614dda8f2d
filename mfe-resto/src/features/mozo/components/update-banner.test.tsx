import { act, render, screen } from '@testing-library/react';
import type { WaiterTable } from '@resto/shared/rules';
import { registerWaiterTranslations } from '../i18n';
import { mesasStore } from '../state/mesas-store';
import { pendingStore } from '../state/pending-store';
import { markOutdated, pwaStore } from '../state/pwa';
import { routeStore } from '../state/route';
import { UpdateBanner } from './update-banner';

registerWaiterTranslations();

const mesa = { id: 40, numero: 4, estado: 'ocupada', zona: 'Salon' } as WaiterTable;
const flan = { id: 7, nombre: 'Flan', precio: 5000, cantidad: 1, notas: null };

beforeEach(() => {
  pwaStore.set({ waiting: false, outdated: false });
  routeStore.set({ view: 'list' });
  pendingStore.set({});
  mesasStore.set({ status: 'ready', tables: [mesa], error: null, connectionError: false, stale: false });
});

describe('UpdateBanner', () => {
  it('shows nothing while there is no new version', () => {
    render(<UpdateBanner />);
    expect(screen.queryByTestId('aviso-actualizacion')).toBeNull();
  });

  it('announces a new version on the table list with a button to apply it', () => {
    pwaStore.set({ waiting: true, outdated: false });
    render(<UpdateBanner />);
    expect(screen.getByTestId('aviso-actualizacion').textContent).toContain('Hay una versión nueva de la app de mesas.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Actualizar' }).disabled).toBe(false);
  });

  it('while the table on screen has a pending list, says it updates after the order, with no button; the button comes back once it is confirmed', () => {
    pwaStore.set({ waiting: true, outdated: false });
    routeStore.set({ view: 'order', numero: 4 });
    pendingStore.set({ 40: [flan] });
    render(<UpdateBanner />);
    expect(screen.getByTestId('aviso-actualizacion').textContent).toContain('Se actualiza al confirmar o vaciar el pedido pendiente.');
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
    act(() => pendingStore.set({}));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Actualizar' }).disabled).toBe(false);
  });

  it('says clearly when the api refuses this version, as an alert', () => {
    pwaStore.set({ waiting: false, outdated: true });
    render(<UpdateBanner />);
    expect(screen.getByRole('alert').textContent).toContain('Esta versión de la app ya no funciona con el servidor');
    expect(screen.getByRole('alert').textContent).toContain('Buscando la versión nueva...');
  });

  it('an outdated copy with no service worker (plain HTTP) offers the reload that fetches the new page', () => {
    markOutdated();
    render(<UpdateBanner />);
    expect(screen.getByRole('alert').textContent).toContain('Esta versión de la app ya no funciona con el servidor');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Actualizar' }).disabled).toBe(false);
  });
});
