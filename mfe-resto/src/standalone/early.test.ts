import { HANDHELD_PROTOCOL, HANDHELD_PROTOCOL_HEADER } from '@resto/shared/contracts/constants';
import { ENC_PREFIX, encryptText } from '@resto/shared/session';
import { takeEarlyMesas } from '../features/mozo/state/early-mesas';
import { EARLY_KEYS, EARLY_PROTOCOL, EARLY_PROTOCOL_HEADER, startEarlyMesas, storedToken } from './early';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const jwt = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: 7, local: 1, exp })}.firma`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the early GET /api/mesas of the handheld', () => {
  beforeEach(() => localStorage.clear());

  it('names the protocol and the storage keys the app uses', () => {
    expect(EARLY_PROTOCOL_HEADER).toBe(HANDHELD_PROTOCOL_HEADER);
    expect(EARLY_PROTOCOL).toBe(HANDHELD_PROTOCOL);
    expect(EARLY_KEYS.encryptedToken).toBe(`${ENC_PREFIX}token`);
  });

  it('reads the token the session module stored encrypted', async () => {
    const token = jwt(inAnHour());
    localStorage.setItem(EARLY_KEYS.encryptedToken, await encryptText(token));
    expect(await storedToken()).toBe(token);
  });

  it('reads a plain token not migrated yet, and no expired or missing one', async () => {
    expect(await storedToken()).toBeNull();
    localStorage.setItem(EARLY_KEYS.plainToken, jwt(Math.floor(Date.now() / 1000) - 60));
    expect(await storedToken()).toBeNull();
    const token = jwt(inAnHour());
    localStorage.setItem(EARLY_KEYS.plainToken, token);
    expect(await storedToken()).toBe(token);
  });

  it('hands the app the answer once, sent with the token and the protocol', async () => {
    const token = jwt(inAnHour());
    localStorage.setItem(EARLY_KEYS.encryptedToken, await encryptText(token));
    const answer = new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetchMock);
    startEarlyMesas();
    const early = takeEarlyMesas();
    expect(early).not.toBeNull();
    expect(await early).toBe(answer);
    expect(takeEarlyMesas()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/mesas', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, [HANDHELD_PROTOCOL_HEADER]: String(HANDHELD_PROTOCOL) },
    });
  });

  it('sends nothing without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    startEarlyMesas();
    expect(await takeEarlyMesas()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
