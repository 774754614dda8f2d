import { api } from '@resto/shared/api-client';
import type { CategoriaProducto } from '@resto/shared/contracts';

/** GET /productos/categorias: the menu's categories in their order. */
export function getCategorias() {
  return api.get<CategoriaProducto[]>('/productos/categorias');
}
