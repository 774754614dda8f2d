// The access token's verification off the hot path: the HMAC key is imported once and a
// token already verified is not checked again by HMAC, yet expiry, tampering and the wrong secret
// are still refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner, VERIFIED_TOKENS_CACHE_SIZE } from '../src/modules/auth/tokens';

const claims = {
  sub: '7',
  sid: 'sesion-1',
  local: 3,
  role: 'mozo' as const,
  roles: ['mozo' as const],
  nombre: 'Mozo',
  device_type: 'mobile',
  is_mobile: true,
  platform: 'Android',
  browser: 'Chrome',
  user_agent: 'test',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('access token signer', () => {
  it('imports the key once and checks a known token without another HMAC', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    const signer = createTokenSigner('secreto-de-prueba');
    const token = await signer.sign(claims as never, new Date(Date.now() + 60_000));
    const first = await signer.verify(token);
    expect(first).toMatchObject({ sub: '7', sid: 'sesion-1', local: 3, role: 'mozo' });
    for (let i = 0; i < 5; i++) expect(await signer.verify(token)).toEqual(first);
    expect(hmac).toHaveBeenCalledTimes(1);
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it expires', async () => {
    let clock = Date.UTC(2026, 0, 1, 12, 0, 0);
    const signer = createTokenSigner('secreto-de-prueba', () => clock);
    const token = await signer.sign(claims as never, new Date(clock + 10_000));
    expect(await signer.verify(token)).not.toBeNull();
    clock += 9_000;
    expect(await signer.verify(token)).not.toBeNull();
    clock += 1_000;
    expect(await signer.verify(token)).toBeNull();
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered one, and garbage, also after the right one was remembered', async () => {
    const signer = createTokenSigner('secreto-de-prueba');
    const other = createTokenSigner('otro-secreto');
    const token = await signer.sign(claims as never, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).not.toBeNull();
    expect(await signer.verify(await other.sign(claims as never, new Date(Date.now() + 60_000)))).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), local: 4 })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await signer.verify('no-es-un-token')).toBeNull();
  });

  it('forgets the oldest token beyond its size, which then verifies again by HMAC', async () => {
    const signer = createTokenSigner('secreto-de-prueba');
    const until = new Date(Date.now() + 60_000);
    const tokens = await Promise.all(Array.from({ length: VERIFIED_TOKENS_CACHE_SIZE + 1 }, (_, i) => signer.sign({ ...claims, sid: `s-${i}` } as never, until)));
    for (const token of tokens) await signer.verify(token);
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    expect(await signer.verify(tokens.at(-1)!)).toMatchObject({ sid: `s-${VERIFIED_TOKENS_CACHE_SIZE}` });
    expect(hmac).toHaveBeenCalledTimes(0);
    expect(await signer.verify(tokens[0]!)).toMatchObject({ sid: 's-0' });
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});
