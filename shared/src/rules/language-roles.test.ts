import { resolveLanguage } from './language';
import { roleToSessionRole, staffRole } from './roles';

describe('resolveLanguage', () => {
  it.each(['es', 'br', 'en'] as const)('keeps %s', (lang) => {
    expect(resolveLanguage(lang)).toBe(lang);
  });

  it.each([null, undefined, '', 'pt', 'EN', 'fr', 42, {}])('falls back to es for %j', (value) => {
    expect(resolveLanguage(value)).toBe('es');
  });
});

describe('roleToSessionRole', () => {
  it('reads the claim role first, then rol, then the login response', () => {
    expect(roleToSessionRole({ role: 'admin', rol: 'mozo' }, 'empleado')).toBe('admin');
    expect(roleToSessionRole({ role: 'cajero', rol: 'admin' })).toBe('empleado');
    expect(roleToSessionRole({ rol: 'admin' })).toBe('admin');
    expect(roleToSessionRole(null, 'admin')).toBe('admin');
    expect(roleToSessionRole({ role: '' }, 'admin')).toBe('admin');
  });

  it('anything but admin is empleado', () => {
    for (const r of ['mozo', 'cajero', 'empleado', 'root', undefined]) {
      expect(roleToSessionRole({ role: r })).toBe('empleado');
    }
    expect(roleToSessionRole()).toBe('empleado');
  });
});

describe('staffRole', () => {
  it('keeps the real role, claim role first, then rol, then the login response', () => {
    expect(staffRole({ role: 'mozo' }, 'admin')).toBe('mozo');
    expect(staffRole({ rol: 'Cajero' })).toBe('cajero');
    expect(staffRole(null, 'mozo')).toBe('mozo');
    expect(staffRole({ role: '' }, 'empleado')).toBe('empleado');
  });

  it('is null for an unknown role', () => {
    expect(staffRole({ role: 'root' })).toBeNull();
    expect(staffRole()).toBeNull();
  });
});
