import { brandingOf, type Branding } from '../contracts/constants';
import { useSession } from './session-store';

/**
 * The branding the signed-in user's module flags select: restaurant only, POS only
 * or hybrid. Signed out (the sign-in page), the product's full name: hybrid.
 */
export function useBranding(): Branding {
  const { user } = useSession();
  return user?.modulos ? brandingOf(user.modulos) : 'hybrid';
}

/** i18next keys of the brand name and the one-line description for a branding. */
export function brandingKeys(branding: Branding): { nombre: string; descripcion: string } {
  return { nombre: `layout.marca.${branding}.nombre`, descripcion: `layout.marca.${branding}.descripcion` };
}
