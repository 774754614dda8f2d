import { createRemoteLifecycles } from '@resto/shared/federation/lifecycles';
import routes from './routes';

/**
 * single-spa lifecycles. `update` is how the mounted page hears a new address that stays on its
 * route (only the query changes, e.g. /pedidos?vista=cocina): without it the page kept the old one.
 */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(routes, 'mfe-ventas');
