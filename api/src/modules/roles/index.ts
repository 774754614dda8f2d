// Roles and their permissions.
export { ensureVenueRoles, existingRoleIds, ROLE_DESCRIPTIONS, roleNames } from './roles.repository';
export { rolesRoutes } from './roles.routes';
