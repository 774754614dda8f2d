import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../ui/test-utils';
import { DateField } from './date-field';
import './index';

function Harness({ initial, locale, onChange }: { initial: string; locale: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Desde"
        locale={locale}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        data-testid="fecha"
      />
      <output data-testid="iso">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows the date in the venue locale order: es-AR dd/mm/yyyy', () => {
    renderWithProviders(<Harness initial="2026-11-24" locale="es-AR" />);
    expect((screen.getByTestId('fecha') as HTMLInputElement).value).toBe('24/11/2026');
  });

  it('en-US writes mm/dd/yyyy', () => {
    renderWithProviders(<Harness initial="2026-11-24" locale="en-US" />);
    expect((screen.getByTestId('fecha') as HTMLInputElement).value).toBe('11/24/2026');
  });

  it('typing 24/11/2026 in es-AR gives 2026-11-24', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderWithProviders(<Harness initial="" locale="es-AR" onChange={(v) => changes.push(v)} />);
    const input = screen.getByTestId('fecha');
    await user.click(input);
    await user.type(input, '24/11/2026');
    fireEvent.blur(input);
    await user.tab();
    expect(screen.getByTestId('iso').textContent).toBe('2026-11-24');
    expect(changes.at(-1)).toBe('2026-11-24');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('24/11/2026'));
  });

  it('typing 11/24/2026 in en-US gives the same day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" locale="en-US" />);
    const input = screen.getByTestId('fecha');
    await user.click(input);
    await user.type(input, '11/24/2026{Enter}');
    expect(screen.getByTestId('iso').textContent).toBe('2026-11-24');
  });

  it('a date outside 1900–2099 is brought into the range', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" locale="es-AR" />);
    const input = screen.getByTestId('fecha');
    await user.click(input);
    await user.type(input, '01/01/1850{Enter}');
    expect(screen.getByTestId('iso').textContent).toBe('1900-01-01');
    await user.clear(input);
    await user.type(input, '31/12/2150{Enter}');
    expect(screen.getByTestId('iso').textContent).toBe('2099-12-31');
  });
});
