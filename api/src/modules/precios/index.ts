// Price changes of products, one by one or in bulk, each kept with who made it.
export { registrarCambiosPrecio } from './cambios';
export { preciosRoutes } from './precios.routes';
