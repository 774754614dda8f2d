/** What the other features read of roles: the list of roles and how a role's name, description and permissions are shown. */
export { getRoles, rolesKeys, useRoles } from './api/get-roles';
export { permissionLabel, rolDescripcion, rolLabel } from './rol-label';
