// The venue's staff accounts.
export { usuariosRoutes } from './usuarios.routes';
