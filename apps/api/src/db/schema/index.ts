export * from './reference';
export * from './enquiries';
export * from './staff-users';
export * from './auth-tokens';
export * from './clients';
export * from './ledger';
export * from './intake';
export * from './onboarding';
