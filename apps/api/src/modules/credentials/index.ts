/** What the credentials module offers the other modules and the plugins: they import it from here, never from its files. */
export { changePasswordRoutes, credentialRecoveryRoutes } from './routes';
export { createCredentialService, USERNAME_TAKEN_MESSAGE } from './service';
