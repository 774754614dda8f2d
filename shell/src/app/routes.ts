/**
 * The shell's own addresses. Every other route belongs to a remote: its mount prefixes and sidebar
 * entries come from the remote's manifest at run time (src/remotes/manifests.ts), and the remote's
 * router renders what is under them.
 */

/** The standalone waiter app: a full page load, never a route of the shell. */
export const WAITER_APP_PATH = '/m/mesas';
