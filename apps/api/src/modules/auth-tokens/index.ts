/** What the auth-tokens module offers the other modules and the plugins: they import it from here, never from its files. */
export { createAuthTokenRepository, TOUCH_INTERVAL_MS } from './repository';
export {
  CLIENT_IDLE_TIMEOUT_MS,
  CLIENT_TOKEN_TTL_MS,
  createAuthTokenService,
  STAFF_CHALLENGE_TTL_MS,
  STAFF_IDLE_TIMEOUT_MS,
  STAFF_TOKEN_TTL_MS,
} from './service';
export type { AuthTokenService, CheckOptions, TokenCheck, TokenRow } from './service';
export {
  CLIENT_READS_CHANGED_CHANNEL,
  createSessionScope,
  markSessionsChanged,
  runInSessionScope,
  SESSIONS_CHANGED_CHANNEL,
  startSessionSync,
} from './session-sync';
export type { SessionScope } from './session-sync';
