import { isBetweenOrders, updatePrompt } from './update';

describe('the update prompt', () => {
  it('says nothing while there is no new version and the api accepts this one', () => {
    expect(updatePrompt({ waiting: false, outdated: false, view: 'order', pendingOnScreen: 3 })).toEqual({ kind: 'none' });
    expect(updatePrompt({ waiting: false, outdated: false, view: 'list', pendingOnScreen: 0 })).toEqual({ kind: 'none' });
  });

  it('applies a new version from the table list or a table with nothing pending', () => {
    expect(updatePrompt({ waiting: true, outdated: false, view: 'list', pendingOnScreen: 0 })).toEqual({ kind: 'announce', canApply: true, outdated: false });
    expect(updatePrompt({ waiting: true, outdated: false, view: 'order', pendingOnScreen: 0 })).toEqual({ kind: 'announce', canApply: true, outdated: false });
    expect(updatePrompt({ waiting: true, outdated: false, view: 'timeline', pendingOnScreen: 0 })).toMatchObject({ canApply: true });
  });

  it('announces but never applies while a pending list is open, even when the api refuses this version', () => {
    for (const view of ['order', 'category'] as const) {
      expect(updatePrompt({ waiting: true, outdated: false, view, pendingOnScreen: 1 })).toEqual({ kind: 'announce', canApply: false, outdated: false });
      expect(updatePrompt({ waiting: true, outdated: true, view, pendingOnScreen: 2 })).toEqual({ kind: 'announce', canApply: false, outdated: true });
    }
    expect(isBetweenOrders({ view: 'category', pendingOnScreen: 1 })).toBe(false);
  });

  it('tells an outdated copy with no new version downloaded yet, with nothing to apply', () => {
    expect(updatePrompt({ waiting: false, outdated: true, view: 'list', pendingOnScreen: 0 })).toEqual({ kind: 'announce', canApply: false, outdated: true });
  });
});
