import { lazy } from 'react';

/*
 * The first chunk holds only what the table list shows. The order, category and
 * timeline views, the floor plan, the table-opening sheet and the manager's PIN sheet (and what
 * they pull in: the move-table form with react-hook-form and zod, the modifier picker, the
 * product search) load on intent or once the list is on screen and the phone is idle
 * (`prefetchWaiterViews`). The service worker precaches these chunks with the others, so an
 * offline reload still opens every view.
 */
const orderViews = () => import('./order-views');
const tableMap = () => import('./table-map');
const openTableModal = () => import('./open-table-modal');
const managerPinModal = () => import('./manager-pin-modal');

export const ActiveOrderView = lazy(() => orderViews().then((m) => ({ default: m.ActiveOrderView })));
export const CategoryView = lazy(() => orderViews().then((m) => ({ default: m.CategoryView })));
export const TimelineView = lazy(() => orderViews().then((m) => ({ default: m.TimelineView })));
export const TableMap = lazy(() => tableMap().then((m) => ({ default: m.TableMap })));
export const OpenTableModal = lazy(() => openTableModal().then((m) => ({ default: m.OpenTableModal })));
export const ManagerPinModal = lazy(() => managerPinModal().then((m) => ({ default: m.ManagerPinModal })));

let prefetched = false;
/** Loads the other views' chunks ahead of the waiter's tap: now (on intent) or when the phone is idle. */
export function prefetchWaiterViews(when: 'now' | 'idle' = 'now'): void {
  if (prefetched) return;
  const load = () => {
    if (prefetched) return;
    prefetched = true;
    void Promise.all([orderViews(), tableMap(), openTableModal(), managerPinModal()]).catch(() => {
      // Offline before the worker had them: the next intent tries again.
      prefetched = false;
    });
  };
  if (when === 'now') load();
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 500);
}
