import type { Proveedor } from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';

/*
 * A supplier's CUIT, e-mail and address are for proveedores.ver (the admin's and the empleado's by
 * default); everyone else reads the name, the locality and the products that name it (the
 * product form's supplier picker needs no more).
 */

export function puedeVerDatos(permisos: readonly string[]): boolean {
  return hasPermission(permisos, 'proveedores.ver');
}

export function proveedorPara(permisos: readonly string[], p: Proveedor): Proveedor {
  return puedeVerDatos(permisos) ? p : { ...p, cuit: null, email: null, direccion: null };
}

/*
 * An edit by someone who cannot read the CUIT, e-mail and address keeps the stored ones: they would
 * otherwise overwrite data they were never shown (the form they saw had those fields empty).
 */
export function edicionPara<T extends { cuit: string; email: string | null; direccion: string | null }>(
  permisos: readonly string[],
  input: T,
  actual: Pick<Proveedor, 'cuit' | 'email' | 'direccion'>,
): T {
  return puedeVerDatos(permisos) ? input : { ...input, cuit: actual.cuit ?? input.cuit, email: actual.email, direccion: actual.direccion };
}
