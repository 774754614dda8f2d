/*
 * When the handheld may switch to a new version. A new version (a service worker
 * waiting to take over) is announced at once, but applied only between orders: never while a
 * table's pending list (products chosen, not yet confirmed) is open on screen, so a reload never
 * interrupts a waiter taking an order. Pending lists and the outbox are kept on the phone, so
 * nothing is lost by the reload itself; the rule is about not pulling the screen from under the
 * waiter's finger.
 */
export interface UpdateContext {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** The api refused this version (426 VERSION_APP_DESACTUALIZADA): it must be updated. */
  outdated: boolean;
  /** The view on screen. */
  view: 'list' | 'order' | 'category' | 'timeline';
  /** Products chosen and not yet confirmed on the table on screen (0 on the list). */
  pendingOnScreen: number;
}

export type UpdatePrompt =
  /** Nothing to say. */
  | { kind: 'none' }
  /** A new version is there; it is applied from here (button), or the screen says when. */
  | { kind: 'announce'; canApply: boolean; outdated: boolean };

/** Between orders: no pending list open on screen. */
export function isBetweenOrders(ctx: Pick<UpdateContext, 'view' | 'pendingOnScreen'>): boolean {
  return ctx.view === 'list' || ctx.pendingOnScreen === 0;
}

export function updatePrompt(ctx: UpdateContext): UpdatePrompt {
  if (!ctx.waiting && !ctx.outdated) return { kind: 'none' };
  // An outdated copy with no new version downloaded yet has nothing to apply: it says so and waits.
  return { kind: 'announce', canApply: ctx.waiting && isBetweenOrders(ctx), outdated: ctx.outdated };
}
