// jsdom lacks a few browser APIs that Chakra/Zag touch while rendering: stand-ins for the
// environment, not for project code.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setNavManifests } from './src/app/layout/nav-items';
import { REMOTE_MANIFESTS } from './src/features/test-support/remote-manifests';

// findBy*/waitFor wait up to 5 s instead of 1 s: Chakra's menus and dialogs open through
// animations that take longer than 1 s on a loaded 2-core machine. Same assertions.
configure({ asyncUtilTimeout: 5000 });

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
window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The sidebar the shell builds at start from the remotes' manifests.
setNavManifests(REMOTE_MANIFESTS);
