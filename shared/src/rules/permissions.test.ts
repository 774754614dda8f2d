import { describe, expect, it } from 'vitest';
import { ROLES } from '../contracts/auth';
import { hasPermission, isPermission, PERMISSION_AREAS, PERMISSIONS, permissionArea, SEEDED_ROLE_PERMISSIONS } from './permissions';

describe('permissions by capability', () => {
  it('names each permission once, in one area', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(permissionArea('ventas.anular')).toBe('ventas');
    expect(permissionArea('usuarios.administrar')).toBe('administracion');
    expect(Object.values(PERMISSION_AREAS).flat()).toEqual(PERMISSIONS);
  });

  it('gives the four seeded roles what their name means', () => {
    expect(Object.keys(SEEDED_ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    expect(SEEDED_ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
    for (const set of Object.values(SEEDED_ROLE_PERMISSIONS)) expect(set.every(isPermission)).toBe(true);
    expect(SEEDED_ROLE_PERMISSIONS.mozo).toEqual(['ventas.tomar', 'mesas.atender', 'pedidos.cocina']);
    expect(SEEDED_ROLE_PERMISSIONS.cajero).toEqual(expect.arrayContaining(['ventas.vender', 'ventas.anular', 'caja.abrir-cerrar', 'gastos.registrar', 'clientes.editar']));
    for (const role of ['cajero', 'mozo', 'empleado'] as const) {
      expect(SEEDED_ROLE_PERMISSIONS[role]).not.toContain('usuarios.administrar');
      expect(SEEDED_ROLE_PERMISSIONS[role]).not.toContain('config.editar');
    }
    expect(SEEDED_ROLE_PERMISSIONS.empleado).toEqual(expect.arrayContaining(['productos.editar', 'clientes.editar', 'gastos.registrar', 'pedidos.cocina']));
  });

  it('reads a session list', () => {
    expect(hasPermission(['ventas.vender'], 'ventas.vender')).toBe(true);
    expect(hasPermission(['ventas.vender'], 'ventas.anular')).toBe(false);
    expect(hasPermission(undefined, 'ventas.vender')).toBe(false);
    expect(isPermission('ventas.regalar')).toBe(false);
  });
});
