import { decryptText, encryptText, migratePlainStorage, secureStorage } from './secure-storage';

describe('secure storage', () => {
  it('stores values encrypted under rf_enc_ with a key kept in rf_k', async () => {
    await secureStorage.setItem('token', 'secreto-123');
    const stored = localStorage.getItem('rf_enc_token');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('secreto');
    expect(atob(stored!)).not.toContain('secreto');
    expect(localStorage.getItem('rf_k')).toBeTruthy();
    expect(await secureStorage.getItem('token')).toBe('secreto-123');
  });

  it('encrypts the same text differently each time (random IV)', async () => {
    const a = await encryptText('hola');
    const b = await encryptText('hola');
    expect(a).not.toBe(b);
    expect(await decryptText(a)).toBe('hola');
    expect(await decryptText(b)).toBe('hola');
  });

  it('drops values it cannot decrypt (tampered, or the key was lost)', async () => {
    await secureStorage.setItem('user', '{"id":1}');
    localStorage.setItem(
      'rf_enc_user',
      localStorage.getItem('rf_enc_user')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(await secureStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rf_enc_user')).toBeNull();

    await secureStorage.setItem('token', 't');
    localStorage.removeItem('rf_k');
    expect(await secureStorage.getItem('token')).toBeNull();
    expect(await decryptText('no-es-base64-válido')).toBeNull();
  });

  it('migrates plain token/user into encrypted keys and removes the plain ones', async () => {
    localStorage.setItem('token', 'plano');
    localStorage.setItem('user', '{"nombre":"Ana"}');
    await migratePlainStorage();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('rf_enc_token')).not.toBe('plano');
    expect(await secureStorage.getItem('token')).toBe('plano');
    expect(await secureStorage.getItem('user')).toBe('{"nombre":"Ana"}');
  });

  it('an existing encrypted value wins over a leftover plain one', async () => {
    await secureStorage.setItem('token', 'nuevo');
    localStorage.setItem('token', 'viejo');
    await migratePlainStorage();
    expect(await secureStorage.getItem('token')).toBe('nuevo');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
