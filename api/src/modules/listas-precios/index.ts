/** The price lists' public entry: the routes, the watch of their windows, and the resolver the modules that price lines call. */
export { listasPreciosRoutes } from './listas-precios.routes';
export { listasPreciosVigenciaPlugin, type ListasPreciosVigenciaOptions } from './listas-precios-vigencia.plugin';
export { enVigencia, precioVigente, preciosDeListasVigentes, preciosVigentes, type PrecioVigente } from './precio-vigente';
