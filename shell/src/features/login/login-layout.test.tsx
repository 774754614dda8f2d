import { cleanup, screen, within } from '@testing-library/react';
import { initSession } from '@resto/shared/session';
import { renderRoutes, resetPage } from '../test-support/support';
import { LoginPage } from './login-page';

beforeEach(async () => {
  resetPage();
  await initSession();
});
afterEach(() => cleanup());

describe('the sign-in on a phone (390 × 844)', () => {
  it('keeps the language selector whole: the header wraps and the selector never shrinks', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const header = await screen.findByTestId('login-header');
    expect(getComputedStyle(header).flexWrap).toBe('wrap');
    const language = within(header).getByTestId('login-language');
    expect(getComputedStyle(language).flexShrink).toBe('0');
    expect(within(language).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });
});
