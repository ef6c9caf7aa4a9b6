/** What the onboarding module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as adminOnboardingRoutes } from './admin-routes';
export { createOnboardingListRepository } from './lists';
export { buildDetail, fullName } from './read';
export { createOnboardingRepository } from './repository';
export { staffFilePaths } from './service';
