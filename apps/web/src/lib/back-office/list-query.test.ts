import { describe, expect, it } from 'vitest';
import { ZAdminApplicationListQuerySchema, ZAdminEnquiriesQuerySchema, ZAdminOnboardingListQuerySchema } from '@payee/contract';
import { listParamsOf, listQueryOf } from './list-query';

/** Each list's query with nothing asked: its first page, its page size, and its default sort. */
const ONBOARDING = ZAdminOnboardingListQuerySchema.parse({});
const ENQUIRIES = ZAdminEnquiriesQuerySchema.parse({});

describe('listQueryOf', () => {
  it('reads the filters and page in the address with the list’s schema', () => {
    expect(listQueryOf(ZAdminOnboardingListQuerySchema, new URLSearchParams('status=inProgress&page=2'))).toEqual({
      ...ONBOARDING,
      status: 'inProgress',
      page: 2,
    });
  });

  it('reads a query kept as an object (a history entry), numbers coerced', () => {
    expect(listQueryOf(ZAdminEnquiriesQuerySchema, { status: 'closed', page: '2' })).toEqual({ ...ENQUIRIES, status: 'closed', page: 2 });
  });

  it('falls back to the schema’s defaults when the address holds something it cannot read', () => {
    expect(ONBOARDING).toMatchObject({ page: 1, per_page: 20 });
    expect(ENQUIRIES).toMatchObject({ page: 1, per_page: 20 });
    expect(listQueryOf(ZAdminOnboardingListQuerySchema, new URLSearchParams('status=lost'))).toEqual(ONBOARDING);
    expect(listQueryOf(ZAdminEnquiriesQuerySchema, { status: 'archived' })).toEqual(ENQUIRIES);
  });

  it('falls back to the defaults when there is no query, or not an object, rather than showing an error', () => {
    expect(listQueryOf(ZAdminEnquiriesQuerySchema, null)).toEqual(ENQUIRIES);
    expect(listQueryOf(ZAdminEnquiriesQuerySchema, 'not an object')).toEqual(ENQUIRIES);
  });

  it('takes an empty value in the address as not set', () => {
    expect(listQueryOf(ZAdminOnboardingListQuerySchema, new URLSearchParams('status=&page=2'))).toEqual({ ...ONBOARDING, page: 2 });
  });

  it('reads a comma list back into the values the applications queue filters by', () => {
    expect(listQueryOf(ZAdminApplicationListQuerySchema, new URLSearchParams('status=2,4')).status).toEqual([2, 4]);
  });
});

describe('listParamsOf', () => {
  it('keeps only what is set, and writes a list as one comma list', () => {
    expect(listParamsOf({ q: '', status: [2, 4], representative_type: undefined, page: 3 }).toString()).toBe('status=2%2C4&page=3');
    expect(listParamsOf({ status: 'new', q: '', page: 3, from: undefined, ids: [2, 4], none: [] }).toString()).toBe(
      'status=new&page=3&ids=2%2C4',
    );
  });

  it('leaves an empty list out', () => {
    expect(listParamsOf({ status: [] }).toString()).toBe('');
  });
});
