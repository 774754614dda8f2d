// The server itself: health, the remotes' registry, backups and the lock that keeps one instance
// per data folder.
export { backupsPlugin, type BackupsPluginOptions } from './backups.routes';
export { healthRoutes } from './health.routes';
export { buildRegistry, readRemotesFile } from './remotes';
export { remotesRoutes } from './remotes.routes';
export { removeServerLock, writeServerLock } from './server-lock';
