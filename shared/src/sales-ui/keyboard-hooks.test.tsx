import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useHotkeys } from './use-hotkeys';
import { useListKeys } from './use-list-keys';

/** A search box over a list, as the product and customer searches use it. */
function SearchList({ results, onPick }: { results: string[]; onPick: (name: string) => void }) {
  const [q, setQ] = useState('');
  const shown = results.filter((r) => r.toLowerCase().includes(q.toLowerCase()));
  const { active, onKeyDown } = useListKeys(shown.length, q, (i) => onPick(shown[i]!));
  return (
    <>
      <input aria-label="Buscar" value={q} onChange={(e) => setQ(e.target.value)} onKeyDown={onKeyDown} />
      <ul>
        {shown.map((r, i) => (
          <li key={r} aria-selected={i === active}>
            {r}
          </li>
        ))}
      </ul>
    </>
  );
}

const selected = () => screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-selected') === 'true')?.textContent;

describe('useListKeys', () => {
  it('moves with the arrows within the list, Enter picks, and a new search starts at its first result', () => {
    const onPick = vi.fn();
    render(<SearchList results={['Agua', 'Café', 'Cerveza', 'Coca']} onPick={onPick} />);
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    expect(selected()).toBe('Agua');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(selected()).toBe('Agua');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()).toBe('Cerveza');

    fireEvent.change(box, { target: { value: 'c' } });
    expect(selected()).toBe('Café');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()).toBe('Coca');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Coca');
  });
});

function Counter({ enabled }: { enabled: boolean }) {
  const [count, setCount] = useState(0);
  // Each render binds a new handler that closes over the count it rendered with.
  useHotkeys({ F2: () => setCount(count + 1), '+': () => setCount(count + 10) }, { enabled });
  return (
    <>
      <output>{count}</output>
      <input aria-label="Nota" />
    </>
  );
}

describe('useHotkeys', () => {
  it('runs the latest binding for each key, plain keys only outside fields, and none while disabled', () => {
    const { rerender } = render(<Counter enabled />);
    fireEvent.keyDown(window, { key: 'F2' });
    fireEvent.keyDown(window, { key: 'F2' });
    fireEvent.keyDown(window, { key: '+' });
    expect(screen.getByRole('status').textContent).toBe('12');

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nota' }), { key: '+' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nota' }), { key: 'F2' });
    expect(screen.getByRole('status').textContent).toBe('13');

    rerender(<Counter enabled={false} />);
    fireEvent.keyDown(window, { key: 'F2' });
    expect(screen.getByRole('status').textContent).toBe('13');
  });
});
