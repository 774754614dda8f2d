/** The purchases feature: what other features may use (its query keys, to refresh it after a stock change). */
export { comprasKeys } from './api/compras-api';
