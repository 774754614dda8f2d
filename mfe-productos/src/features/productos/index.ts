/** What the other product screens read of the catalogue: its admin list and its query keys. */
export { getProductos, useProductos, type ProductosFilter } from './api/get-productos';
export { categoriasKeys, productosKeys, proveedoresKeys } from './api/query-keys';
export { useCategorias } from './api/categorias';
