import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationConstraint } from './unique-violation';

describe('uniqueViolationConstraint', () => {
  it('names the constraint of a unique_violation from the driver, or wrapped by Drizzle', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'client_users_username_unique' });
    expect(uniqueViolationConstraint(driverError)).toBe('client_users_username_unique');
    expect(uniqueViolationConstraint(new Error('Failed query', { cause: driverError }))).toBe('client_users_username_unique');
    expect(isUniqueViolation(new Error('Failed query', { cause: driverError }))).toBe(true);
  });

  it('answers an empty name when the driver gives none', () => {
    expect(uniqueViolationConstraint({ code: '23505' })).toBe('');
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('answers undefined for any other error', () => {
    expect(uniqueViolationConstraint(Object.assign(new Error('foreign key'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolationConstraint(new Error('plain'))).toBeUndefined();
    expect(uniqueViolationConstraint(undefined)).toBeUndefined();
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
