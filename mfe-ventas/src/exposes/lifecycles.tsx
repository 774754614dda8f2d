import { createRemoteLifecycles } from '@resto/shared/federation/lifecycles';
import routes from './routes';

/** single-spa lifecycles: mount this remote's pages on their own, outside the shell. */
export const { bootstrap, mount, update, unmount } = createRemoteLifecycles(routes, 'mfe-ventas');
