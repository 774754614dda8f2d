export {
  initSession,
  login,
  logout,
  changePassword,
  refreshSession,
  getSessionStore,
  useSession,
  getToken,
  resetSessionForTests,
  REFRESH_LEAD_MS,
  LOGOUT_GRACE_MS,
} from './session-store';
export type { SessionState, SessionStatus, LoginResult } from './session-store';
export { secureStorage, encryptText, decryptText, migratePlainStorage, ENC_PREFIX } from './secure-storage';
export { decodeJwt, jwtExpiry } from './jwt';
export { readDeviceEnv, detectCurrentDevice, currentServerDeviceInfo } from './device-env';
export { rememberOrigin, takeOrigin, viewPreference, viewChoiceOffered, viewChoiceDismissed, VIEW_PREFERENCE_KEY, VIEW_HOME, WAITER_HOME, homeFor } from './navigation';
export { loadGeneralConfig, getGeneralConfig, setGeneralConfig, useGeneralConfig, subscribeGeneralConfig, clearGeneralConfigCache, GENERAL_CONFIG_KEY } from './general-config';
export { readDefaultExchangeRate, writeDefaultExchangeRate, loadDefaultExchangeRate, DEFAULT_EXCHANGE_KEY } from './exchange-rate';
export type { DefaultExchangeRate } from './exchange-rate';
export { can, useCan, usePermission, sessionPermisos } from './permissions';
export { useBranding, brandingKeys } from './branding';
