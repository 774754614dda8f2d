import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clearGeneralConfigCache, setGeneralConfig } from '../session/general-config';
import { renderWithProviders } from '../ui/test-utils';
import { TimeField, timeSlots } from './time-field';
import './index';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField value={value} onChange={setValue} from="10:00" to="23:00" aria-label="Hora" data-testid="hora" />
      <output data-testid="valor">{value}</output>
    </>
  );
}

const labels = () =>
  within(screen.getByTestId('hora'))
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => clearGeneralConfigCache());

describe('TimeField', () => {
  it("offers the venue's quarter hours with its 24-hour clock, whatever the browser's language", async () => {
    renderWithProviders(<Harness />);
    expect(labels()).toEqual(['Elegí la hora', ...timeSlots('10:00', '23:00', 15)]);
    await userEvent.setup().selectOptions(screen.getByTestId('hora'), '20:30');
    expect(screen.getByTestId('valor').textContent).toBe('20:30');
  });

  it('writes the same times with the 12-hour clock when the venue uses it, and still answers HH:mm', async () => {
    act(() => void setGeneralConfig({ hour12: true, locale: 'en-US' }));
    renderWithProviders(<Harness />);
    expect(labels()).toContain('08:30 PM');
    await userEvent.setup().selectOptions(screen.getByTestId('hora'), '20:30');
    expect(screen.getByTestId('valor').textContent).toBe('20:30');
  });

  it('keeps a stored time that is off the steps choosable', () => {
    renderWithProviders(<Harness initial="20:10" />);
    expect((screen.getByTestId('hora') as HTMLSelectElement).value).toBe('20:10');
  });
});

describe('timeSlots', () => {
  it('steps from the first time to the last, both included', () => {
    expect(timeSlots('10:00', '11:00', 15)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    expect(timeSlots('00:00', '23:45', 15)).toHaveLength(96);
  });
});
