import { notify } from '@resto/shared/ui';
import type { DraftsStore } from '../state/drafts-actions';

/** Runs a store action and tells the user when it failed (the store keeps the message). */
export function useAction(store: DraftsStore) {
  /** `handled`: a refusal the caller takes care of otherwise (a manager's approval asked) is not told as an error. */
  return async function run<T>(action: Promise<T | null | false>, success?: string, handled?: () => boolean): Promise<boolean> {
    const result = await action;
    if (!result) {
      if (handled?.()) return false;
      const message = store.getState().error;
      if (message) notify({ severity: 'error', message });
      return false;
    }
    if (success) notify({ severity: 'success', message: success });
    return true;
  };
}
