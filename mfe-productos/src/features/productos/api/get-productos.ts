import type { Producto, ProductoOrden, ProductosList, PRODUCTO_ESTADOS } from '@resto/shared/contracts';
import { readProductoList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productosKeys } from './query-keys';

/** The list's filters as the screen keeps them. */
export interface ProductosFilter {
  q?: string;
  estado: (typeof PRODUCTO_ESTADOS)[number];
  ordenarPor: ProductoOrden;
  ordenDireccion: 'asc' | 'desc';
  pagina: number;
  limite: number;
  categoriaId?: number | undefined;
  subcategoriaId?: number | undefined;
  proveedorId?: number | undefined;
  bajoStock: boolean;
  controlaStock?: boolean | undefined;
}

/** GET /productos: a page of the catalogue, filtered and sorted by the api (any list shape the api may answer). */
export async function getProductos(filter: ProductosFilter, signal?: AbortSignal) {
  const result = await api.get<unknown>('/productos', {
    query: {
      q: filter.q || undefined,
      estado: filter.estado,
      ordenarPor: filter.ordenarPor,
      ordenDireccion: filter.ordenDireccion,
      pagina: filter.pagina,
      limite: filter.limite,
      categoriaId: filter.categoriaId,
      subcategoriaId: filter.subcategoriaId,
      proveedorId: filter.proveedorId,
      bajoStock: filter.bajoStock ? true : undefined,
      controlaStock: filter.controlaStock,
    },
    ...(signal ? { signal } : {}),
  });
  if (!result.success) return { ...result, data: undefined };
  return { ...result, data: readProductoList<Producto>(result.data) satisfies ProductosList };
}

export function useProductos(filter: ProductosFilter) {
  return useQuery({ queryKey: productosKeys.list(filter), queryFn: fromApi((signal) => getProductos(filter, signal)), placeholderData: keepPreviousData });
}
