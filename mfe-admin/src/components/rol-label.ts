import type { TFunction } from 'i18next';
import { ROLES } from '@resto/shared/contracts';

/** A role's name as shown: the seeded ones in the interface language ('Administrador'), others as written. */
export function rolLabel(nombre: string, t: TFunction): string {
  return (ROLES as readonly string[]).includes(nombre) ? t(`layout.roles.${nombre}`) : nombre;
}
