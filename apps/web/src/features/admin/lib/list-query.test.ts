import { describe, expect, it } from 'vitest';
import { ZAdminApplicationListQuerySchema, ZAdminOnboardingListQuerySchema } from '@payee/contract';
import { listParamsOf, listQueryOf } from './list-query';

describe('listQueryOf', () => {
  it('reads the filters and page in the address with the list’s schema', () => {
    expect(listQueryOf(ZAdminOnboardingListQuerySchema, new URLSearchParams('status=inProgress&page=2'))).toEqual({
      status: 'inProgress',
      page: 2,
      per_page: 20,
    });
  });

  it('falls back to the schema’s defaults when the address holds something it cannot read', () => {
    expect(listQueryOf(ZAdminOnboardingListQuerySchema, new URLSearchParams('status=lost'))).toEqual({ page: 1, per_page: 20 });
  });

  it('reads a comma list back into the values the applications queue filters by', () => {
    expect(listQueryOf(ZAdminApplicationListQuerySchema, new URLSearchParams('status=2,4')).status).toEqual([2, 4]);
  });
});

describe('listParamsOf', () => {
  it('keeps only what is set, and writes a list as one comma list', () => {
    expect(listParamsOf({ q: '', status: [2, 4], representative_type: undefined, page: 3 }).toString()).toBe('status=2%2C4&page=3');
  });

  it('leaves an empty list out', () => {
    expect(listParamsOf({ status: [] }).toString()).toBe('');
  });
});
