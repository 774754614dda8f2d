import { createRemoteLifecycles } from '@resto/shared/federation/lifecycles';
import routes from './routes';

/** single-spa lifecycles; update passes the shell's every new address (a query string too) to the mounted pages. */
export const { bootstrap, mount, update, unmount } = createRemoteLifecycles(routes, 'mfe-resto');
