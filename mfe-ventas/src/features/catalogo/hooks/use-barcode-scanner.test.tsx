import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useBarcodeScanner } from './use-barcode-scanner';

function Page({ onScan }: { onScan: (code: string) => void }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string[]>([]);
  useBarcodeScanner(onScan);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted((s) => [...s, text]);
      }}
    >
      <input aria-label="buscar" value={text} onChange={(e) => setText(e.target.value)} />
      <output data-testid="submitted">{submitted.join('|')}</output>
    </form>
  );
}

/** Key events with explicit timestamps: the scanner tells a device from a person by the gaps. */
function keys(target: Element, text: string, start: number, gapMs: number): number {
  let at = start;
  for (const key of [...text, 'Enter']) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: at });
    const input = target as HTMLInputElement;
    if (fireEvent(target, event) && key.length === 1 && input.tagName === 'INPUT') fireEvent.change(input, { target: { value: input.value + key } });
    if (key === 'Enter' && !event.defaultPrevented && input.form) fireEvent.submit(input.form);
    at += gapMs;
  }
  return at;
}

describe('barcode scanner (keyboard wedge)', () => {
  it('hears a fast burst ending in Enter anywhere on the page', () => {
    const scans: string[] = [];
    render(<Page onScan={(c) => scans.push(c)} />);
    keys(document.body, '7790895000997', 1000, 5);
    expect(scans).toEqual(['7790895000997']);
  });

  it('ignores people typing, and bursts too short to be a code', () => {
    const scans: string[] = [];
    render(<Page onScan={(c) => scans.push(c)} />);
    keys(document.body, 'pizza', 1000, 120);
    keys(document.body, '779', 5000, 5);
    expect(scans).toEqual([]);
  });

  it('takes a scan away from the focused field: its text comes back and its form is not submitted', () => {
    const scans: string[] = [];
    render(<Page onScan={(c) => scans.push(c)} />);
    const input = screen.getByLabelText('buscar') as HTMLInputElement;
    input.focus();
    const at = keys(input, 'pi', 1000, 150);
    expect(screen.getByTestId('submitted').textContent).toBe('pi');
    fireEvent.change(input, { target: { value: 'piz' } });
    keys(input, '7790895000997', at + 500, 4);
    expect(scans).toEqual(['7790895000997']);
    expect(input.value).toBe('piz');
    expect(screen.getByTestId('submitted').textContent).toBe('pi');
  });
});
