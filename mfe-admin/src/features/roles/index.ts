/** What the other features read of roles: the list of roles and how a role's name and description are shown. */
export { getRoles, rolesKeys, useRoles } from './api/get-roles';
export { rolDescripcion, rolLabel } from './rol-label';
