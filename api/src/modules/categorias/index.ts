// The catalogue's categories and subcategories.
export { catalogoMaps, insertCategoria, insertSubcategoria } from './categorias.repository';
export { categoriasRoutes } from './categorias.routes';
