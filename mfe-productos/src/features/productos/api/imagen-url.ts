import { getApiBase } from '@resto/shared/api-client';

/** An image path the api gives (`/api/productos/3/imagen?size=thumb&v=...`) as a URL of this page. */
export function imagenUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getApiBase()}${path}`;
}
