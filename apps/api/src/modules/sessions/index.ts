/** What the sessions module offers the other modules and the plugins: they import it from here, never from its files. */
export { createSignInAttemptRepository } from './repository';
export { loginRoutes, logoutRoutes } from './routes';
export { isAccountBirthDate, SIGN_IN_LOCK_WINDOW_MS, SIGN_IN_MAX_FAILURES, toLoginUser } from './service';
