export * from './fields';
export * from './messages';
export * from './reference';
export * from './enquiry';
export * from './auth';
export * from './account';
export * from './intake';
export * from './onboarding';
