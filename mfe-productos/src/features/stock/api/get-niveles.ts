import { useProductos, type ProductosFilter } from '../../productos';

const LIMITE = 20;

/**
 * The stock levels, one page at a time from the api (GET /productos with controlaStock=true and
 * ordenarPor=urgencia: those under their minimum first, then by name), searched there too: a
 * catalogue of 20,000 products never travels whole to the screen.
 */
export function nivelesFilter(q: string, soloBajo: boolean, pagina: number): ProductosFilter {
  return {
    q: q.trim() || undefined,
    estado: 'activos',
    ordenarPor: 'urgencia',
    ordenDireccion: 'asc',
    pagina,
    limite: LIMITE,
    bajoStock: soloBajo,
    controlaStock: true,
  } as ProductosFilter;
}

export function useNiveles(q: string, soloBajo: boolean, pagina: number) {
  return useProductos(nivelesFilter(q, soloBajo, pagina));
}

/** How many active products control stock and how many are under their minimum (two counts). */
export function useNivelesResumen() {
  const todos = useProductos({ ...nivelesFilter('', false, 1), limite: 1 });
  const bajos = useProductos({ ...nivelesFilter('', true, 1), limite: 1 });
  return todos.data && bajos.data ? { total: todos.data.total, bajos: bajos.data.total } : null;
}

export const NIVELES_LIMITE = LIMITE;
