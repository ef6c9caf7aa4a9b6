export * from './api-paths';
export * from './credentials';
export * from './dates';
export * from './dropdowns';
export * from './enums';
export * from './errors';
export * from './formatters';
export * from './schemas/index';
