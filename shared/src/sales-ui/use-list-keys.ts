import { useState, type KeyboardEvent } from 'react';

/**
 * Arrow keys and Enter for a search box over a list of results: ↑/↓ move the active option
 * (aria-activedescendant style, the focus stays in the box), Enter picks it, and a new search
 * (`resetKey`) starts again from the first.
 */
export function useListKeys(count: number, resetKey: unknown, onPick: (index: number) => void) {
  // The active option belongs to the search it was chosen in: another search starts at the first.
  const [chosen, setChosen] = useState({ resetKey, index: 0 });
  const active = Object.is(chosen.resetKey, resetKey) ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ resetKey, index });
  const current = Math.min(active, Math.max(0, count - 1));

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(Math.max(0, current + step), Math.max(0, count - 1)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (count > 0) onPick(current);
    }
  };
  return { active: current, setActive, onKeyDown };
}
