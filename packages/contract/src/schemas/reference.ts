import { z } from 'zod';
import { DROPDOWN_NAMES, OTHER_OPTION_NAME } from '../dropdowns';
import { DEFAULT_COUNTRY_ID, REPORTING_TYPE_ID } from '../enums';
import { makeDataResponseSchema, toFlag, zOptionalId } from './fields';

/** One entry of a `GET /dropdown/{name}` list. */
export const ZDropdownOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TDropdownOption = z.infer<typeof ZDropdownOptionSchema>;
export const ZDropdownResponseSchema = makeDataResponseSchema(z.array(ZDropdownOptionSchema));
export type TDropdownResponse = z.infer<typeof ZDropdownResponseSchema>;

/** Path parameter of `GET /dropdown/{name}`. */
export const ZDropdownParamsSchema = z.object({ name: z.enum(DROPDOWN_NAMES) });
export type TDropdownParams = z.infer<typeof ZDropdownParamsSchema>;

/** One entry of `GET /dropdown/case-managers`. */
export const ZCaseManagerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  agency_id: z.number().int().nullable().optional(),
});
export type TCaseManagerOption = z.infer<typeof ZCaseManagerOptionSchema>;
export const ZCaseManagersResponseSchema = makeDataResponseSchema(z.array(ZCaseManagerOptionSchema));
export type TCaseManagersResponse = z.infer<typeof ZCaseManagersResponseSchema>;

/** `GET /dropdown/case-managers?agency_id=`: the list may be filtered by agency. */
export const ZCaseManagersQuerySchema = z.object({ agency_id: zOptionalId('Select an agency.') });
export type TCaseManagersQuery = z.infer<typeof ZCaseManagersQuerySchema>;

/** `GET /dropdown/reporting-accounts?reporting_type_id=1` (benefits add `is_benefit=true`). */
export const ZReportingAccountsQuerySchema = z.object({
  reporting_type_id: zOptionalId('Choose a reporting type.').default(REPORTING_TYPE_ID),
  is_benefit: z.preprocess(toFlag, z.literal([0, 1]).optional()).transform((flag) => (flag === undefined ? undefined : flag === 1)),
});
export type TReportingAccountsQuery = z.infer<typeof ZReportingAccountsQuerySchema>;

export const ZCountrySchema = z.object({ id: z.number().int(), name: z.string() });
export type TCountry = z.infer<typeof ZCountrySchema>;
export const ZCountriesResponseSchema = makeDataResponseSchema(z.array(ZCountrySchema));
export type TCountriesResponse = z.infer<typeof ZCountriesResponseSchema>;

export const ZStateSchema = z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int().optional() });
export type TState = z.infer<typeof ZStateSchema>;
export const ZStatesResponseSchema = makeDataResponseSchema(z.array(ZStateSchema));
export type TStatesResponse = z.infer<typeof ZStatesResponseSchema>;

/** `GET /master/states?country_id=`: without it, the states of the default country (README). */
export const ZStatesQuerySchema = z.object({
  country_id: zOptionalId('Select a country.').default(DEFAULT_COUNTRY_ID),
});
export type TStatesQuery = z.infer<typeof ZStatesQuerySchema>;

/** An office card on Contact Us and in the footer. */
export const ZOfficeSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  image: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
});
export type TOffice = z.infer<typeof ZOfficeSchema>;
export const ZOfficesResponseSchema = makeDataResponseSchema(z.array(ZOfficeSchema));
export type TOfficesResponse = z.infer<typeof ZOfficesResponseSchema>;

/** What the browser needs to know before it renders a form: which captcha to load. */
export const ZSiteConfigSchema = z.object({
  captcha: z.object({
    provider: z.enum(['recaptcha', 'development']),
    site_key: z.string().nullable(),
  }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;
export const ZSiteConfigResponseSchema = makeDataResponseSchema(ZSiteConfigSchema);
export type TSiteConfigResponse = z.infer<typeof ZSiteConfigResponseSchema>;

/**
 * Ids of the "Other" entries of a list, found by name (or slug, for case managers). The ids live in the
 * database, so the web app and the API read them from the loaded lists and pass them to the schema factories.
 */
export function otherOptionIds(options: readonly { id: number; name: string; slug?: string | null }[]): number[] {
  const other = OTHER_OPTION_NAME.toLowerCase();
  return options
    .filter((option) => option.name.trim().toLowerCase() === other || option.slug?.trim().toLowerCase() === other)
    .map((option) => option.id);
}
