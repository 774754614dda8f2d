// Purchase orders to suppliers, their reception (stock and weighted average cost through insumos)
// and the cost alerts of the dishes a reception pushed above the venue's food-cost target.
export { comprasRoutes } from './compras.routes';
export { alertasCostoRoutes } from './alertas.routes';
