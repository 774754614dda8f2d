/** The promotions' public entry: the routes, and the resolver the modules that add lines call. */
export { promocionesRoutes } from './promociones.routes';
export { promocionesVigentes } from './promocion-vigente';
