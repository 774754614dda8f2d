// Reports and the Z close: sales, products, finances, the dashboard and their exports.
export { reportesRoutes } from './reportes.routes';
export { reconstruirResumenPendiente } from './resumen-pendiente.repository';
