import { describe, expect, it } from 'vitest';
import { ZAdminEnquiriesQuerySchema } from '@payee/contract';
import { paramsOf, readQuery } from './url-query';

describe('readQuery', () => {
  it('reads the query as the API schema does, numbers coerced', () => {
    expect(readQuery(ZAdminEnquiriesQuerySchema, { status: 'closed', page: '2' })).toEqual({ status: 'closed', page: 2, per_page: 20 });
  });

  it('falls back to the defaults when anything cannot be read, rather than showing an error for a stale link', () => {
    expect(readQuery(ZAdminEnquiriesQuerySchema, { status: 'archived' })).toEqual({ page: 1, per_page: 20 });
    expect(readQuery(ZAdminEnquiriesQuerySchema, null)).toEqual({ page: 1, per_page: 20 });
    expect(readQuery(ZAdminEnquiriesQuerySchema, 'not an object')).toEqual({ page: 1, per_page: 20 });
  });
});

describe('paramsOf', () => {
  it('keeps only what is set, lists as one comma list', () => {
    expect(paramsOf({ status: 'new', q: '', page: 3, from: undefined, ids: [2, 4], none: [] }).toString()).toBe(
      'status=new&page=3&ids=2%2C4',
    );
  });
});
