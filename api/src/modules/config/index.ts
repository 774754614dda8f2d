// The venue's general settings, its modules and its sounds.
export { getGeneralConfig, saveGeneralConfig } from './general-config.repository';
export { generalConfigRoutes } from './general-config.routes';
