import type { TFunction } from 'i18next';
import { ROLES } from '@resto/shared/contracts';
import { spanishText } from '@resto/shared/i18n';
import type { Permission } from '@resto/shared/rules';

const isSeeded = (nombre: string) => (ROLES as readonly string[]).includes(nombre);

/** A role's name as shown: the seeded ones in the interface language ('Administrador'), others as written. */
export function rolLabel(nombre: string, t: TFunction): string {
  return isSeeded(nombre) ? t(`layout.roles.${nombre}`) : nombre;
}

/**
 * A role's description as shown. The api seeds the built-in roles' descriptions in Spanish (the
 * texts of `layout.rolesDescripcion`): while a built-in role keeps that text it is shown in the
 * interface language; a description someone wrote is shown as written.
 */
export function rolDescripcion(rol: { nombre: string; descripcion: string | null; sistema: boolean }, t: TFunction): string | null {
  if (!rol.descripcion) return null;
  const key = `layout.rolesDescripcion.${rol.nombre}`;
  if (rol.sistema && isSeeded(rol.nombre) && spanishText(key) === rol.descripcion.trim()) return t(key);
  return rol.descripcion;
}

/** 'caja.abrir-cerrar' -> the i18n key of its label (i18next reads dots as nesting). */
export function permissionKey(permission: Permission): string {
  return `admin.permisos.${permission.replace('.', '_')}`;
}

/** A permission's label in the interface language; a code this version does not know is shown as written. */
export function permissionLabel(permission: string, t: TFunction): string {
  return t(permissionKey(permission as Permission), { defaultValue: permission });
}
