/** The price lists' public entry: the routes, and the resolver the modules that price lines call. */
export { listasPreciosRoutes } from './listas-precios.routes';
export { enVigencia, precioVigente, preciosDeListasVigentes, preciosVigentes, type PrecioVigente } from './precio-vigente';
