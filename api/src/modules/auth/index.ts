// Sign-in and who may do what: tokens and their keys, passwords and their policy, the login throttle,
// the permission of every route, and the secrets kept encrypted at rest.
export { authPlugin, PASSWORD_CHANGE_ALLOWED } from './auth.plugin';
export { onSessionsRevoked, revokeUserSessions } from './auth.repository';
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { backoffDelay, DbLoginThrottle, LoginThrottle } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { assertFirstAdminPassword, assertPasswordAllowed } from './password-policy';
export { routeAccess } from './permissions';
export { decrypt, encrypt, encryptionKey, envKeyring, loadStoredKeyring } from './secrets';
export { createTokenSigner, type SigningKeyring } from './tokens';
