import { CLIENT_ID_KEY, getClientId, isOwnMutationId, newClientMutationId } from './client-id';

describe('client id and mutation ids', () => {
  it('creates a random client id once per tab in sessionStorage', () => {
    const id = getClientId();
    expect(id).toMatch(/^[0-9a-f]{16,}$/);
    expect(sessionStorage.getItem(CLIENT_ID_KEY)).toBe(id);
    expect(getClientId()).toBe(id);
    sessionStorage.clear();
    expect(getClientId()).not.toBe(id);
  });

  it('mutation ids are clientId-timestamp and never repeat within one millisecond', () => {
    vi.useFakeTimers({ now: new Date('2024-05-01T12:00:00Z') });
    try {
      const id = getClientId();
      const now = Date.now();
      const a = newClientMutationId();
      const b = newClientMutationId();
      expect(a).toBe(`${id}-${now}`);
      expect(b).not.toBe(a);
      expect(b.startsWith(`${id}-${now}`)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(newClientMutationId()).toBe(`${id}-${now + 1}`);
      expect(isOwnMutationId(a)).toBe(true);
      expect(isOwnMutationId(`otro-${now}`)).toBe(false);
      expect(isOwnMutationId(null)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
