// Stock by product: its movements, and the manual adjustments (a count, waste, a purchase) with their reason.
export { stockRoutes } from './stock.routes';
