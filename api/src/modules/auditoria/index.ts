// The audit log and the approvals beyond a role's limit: what every module records a person's
// change of money or goods through.
export * from './auditoria.service';
export * from './cambios';
export { auditoriaRoutes } from './auditoria.routes';
