import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ID } from '../enums';
import {
  ZCaseManagersResponseSchema,
  ZDropdownQuerySchema,
  ZOfficeSchema,
  ZSiteConfigSchema,
  ZStatesQuerySchema,
  otherOptionIds,
} from './reference';
import { parsed } from './test-support';

describe('reference schemas', () => {
  it('defaults the states look-up to the configured country', () => {
    expect(parsed(ZStatesQuerySchema, {})).toEqual({ country_id: DEFAULT_COUNTRY_ID });
    expect(parsed(ZStatesQuerySchema, { country_id: '38' })).toEqual({ country_id: 38 });
  });

  it('reads is_benefit=true on the reporting-account look-up and defaults the reporting type to 1', () => {
    expect(parsed(ZDropdownQuerySchema, { is_benefit: 'true' })).toEqual({ reporting_type_id: 1, is_benefit: true });
    expect(parsed(ZDropdownQuerySchema, { is_benefit: 'false' })).toMatchObject({ is_benefit: false });
    expect(parsed(ZDropdownQuerySchema, {})).toEqual({ reporting_type_id: 1, is_benefit: undefined });
  });

  it('refuses ids that are not positive 4-byte integers', () => {
    expect(ZDropdownQuerySchema.safeParse({ agency_id: '3' }).success).toBe(true);
    expect(ZDropdownQuerySchema.safeParse({ agency_id: 'abc' }).success).toBe(false);
    expect(ZDropdownQuerySchema.safeParse({ agency_id: '0' }).success).toBe(false);
    expect(ZStatesQuerySchema.safeParse({ country_id: '99999999999' }).success).toBe(false);
  });

  it('requires a slug on case-manager entries', () => {
    expect(ZCaseManagersResponseSchema.safeParse([{ id: 1, name: 'Ann', slug: 'ann' }]).success).toBe(true);
    expect(ZCaseManagersResponseSchema.safeParse([{ id: 1, name: 'Ann' }]).success).toBe(false);
  });

  it('describes an office card and the captcha configuration', () => {
    const office = {
      id: 1,
      state: 'Michigan',
      image: '/mi.png',
      address: 'PO Box 1',
      email: 'a@b.org',
      phone: '3135550100',
      fax: '3135550101',
    };
    expect(ZOfficeSchema.safeParse(office).success).toBe(true);
    expect(ZSiteConfigSchema.safeParse({ captcha: { provider: 'development', site_key: null } }).success).toBe(true);
    expect(ZSiteConfigSchema.safeParse({ captcha: { provider: 'hcaptcha', site_key: 'k' } }).success).toBe(false);
  });
});

describe('otherOptionIds', () => {
  it('finds the "Other" entries by name or slug, whatever the case', () => {
    expect(
      otherOptionIds([
        { id: 1, name: 'Employed' },
        { id: 9, name: ' other ' },
        { id: 12, name: 'Someone else', slug: 'other' },
      ]),
    ).toEqual([9, 12]);
  });
});
