import { z } from 'zod';
import { OTHER_OPTION_NAME } from '../dropdowns';
import { DEFAULT_COUNTRY_ID, REPORTING_TYPE_ID } from '../enums';
import { toFlag, zOptionalId } from './fields';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * Reference lists answer a bare JSON array (docs/decisions.md): `[{ id, name }]`, case managers add `slug`,
 * countries `iso2` and `phone_code`, states `code`.
 */
export const ZDropdownOptionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string().optional() });
export type TDropdownOption = z.infer<typeof ZDropdownOptionSchema>;
export const ZDropdownResponseSchema = z.array(ZDropdownOptionSchema);
export type TDropdownResponse = z.infer<typeof ZDropdownResponseSchema>;

/** One entry of `GET /dropdown/case-managers`. */
export const ZCaseManagerOptionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type TCaseManagerOption = z.infer<typeof ZCaseManagerOptionSchema>;
export const ZCaseManagersResponseSchema = z.array(ZCaseManagerOptionSchema);
export type TCaseManagersResponse = z.infer<typeof ZCaseManagersResponseSchema>;

/**
 * Query of `GET /dropdown/{name}`: case managers may be filtered by `agency_id`; reporting accounts take
 * `reporting_type_id` (default 1) and, for the benefit accounts, `is_benefit=true`. Other lists ignore them.
 */
export const ZDropdownQuerySchema = z.object({
  agency_id: zOptionalId(VALIDATION_MESSAGES.agencyRequired),
  reporting_type_id: zOptionalId(VALIDATION_MESSAGES.reportingTypeRequired).default(REPORTING_TYPE_ID),
  is_benefit: z
    .preprocess(toFlag, z.literal([0, 1], { error: VALIDATION_MESSAGES.trueOrFalse }).optional())
    .transform((flag) => (flag === undefined ? undefined : flag === 1)),
});
export type TDropdownQuery = z.infer<typeof ZDropdownQuerySchema>;

export const ZCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iso2: z.string(),
  phone_code: z.string().nullable(),
});
export type TCountry = z.infer<typeof ZCountrySchema>;
export const ZCountriesResponseSchema = z.array(ZCountrySchema);
export type TCountriesResponse = z.infer<typeof ZCountriesResponseSchema>;

export const ZStateSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() });
export type TState = z.infer<typeof ZStateSchema>;
export const ZStatesResponseSchema = z.array(ZStateSchema);
export type TStatesResponse = z.infer<typeof ZStatesResponseSchema>;

/** `GET /master/states?country_id=`: without it, the states of the default country (README). */
export const ZStatesQuerySchema = z.object({
  country_id: zOptionalId(VALIDATION_MESSAGES.addressCountryRequired).default(DEFAULT_COUNTRY_ID),
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
export const ZOfficesResponseSchema = z.array(ZOfficeSchema);
export type TOfficesResponse = z.infer<typeof ZOfficesResponseSchema>;

/** `GET /site-config`: what the browser needs to know before it renders a form (which captcha to load). */
export const ZSiteConfigSchema = z.object({
  captcha: z.object({
    provider: z.enum(['recaptcha', 'development']),
    site_key: z.string().nullable(),
  }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;

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
