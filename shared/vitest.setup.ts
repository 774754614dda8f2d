// jsdom lacks a few browser APIs that Chakra/Zag touch while rendering. These are stand-ins for the
// environment, not for project code. Files that run in the node environment skip all of it.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  if (typeof window.scrollTo !== 'function' || /not implemented/i.test(String(window.scrollTo))) {
    window.scrollTo = (() => {}) as typeof window.scrollTo;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

  // findBy*/waitFor wait up to 5 s instead of 1 s: Chakra's menus and dialogs open through
  // animations that take longer than 1 s on a loaded 2-core machine. Same assertions.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });

  afterEach(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
