export { apiRequest, api, DEFAULT_TIMEOUT_MS } from './request';
export type { ApiRequestOptions, ApiResult, HttpMethod } from './request';
export {
  isConnectionError,
  saveFailureMessage,
  isSessionExpiredError,
  isAbortError,
  refusalText,
  SESSION_EXPIRED,
  SESSION_EXPIRED_MESSAGE,
  CONNECTION_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './errors';
export type { Refusal } from './errors';
export { configureApiClient, getApiBase, setAuthBridge, abortAllRequests, inFlightCount } from './state';
export type { AuthBridge, ApiClientConfig } from './state';
export { getClientId, newClientMutationId, isOwnMutationId, CLIENT_ID_KEY } from './client-id';
export { onlineStore, useOnline, onBackOnline, runBackOnlineRetries } from './online';
export {
  serverReachability,
  useServerReachable,
  markServerReachable,
  markServerUnreachable,
  checkServerReachable,
  resetServerReachability,
  REACHABILITY_PROBE_MS,
} from './reachability';
