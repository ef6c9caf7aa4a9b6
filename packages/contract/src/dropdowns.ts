/** Every `GET /dropdown/{name}` list both documents name. */
export const DROPDOWN_NAMES = [
  'branches',
  'sources',
  'marital-statuses',
  'languages',
  'genders',
  'races',
  'ethnicities',
  'case-manager-agencies',
  'case-managers',
  'relationships',
  'contact-categories',
  'employment-statuses',
  'income-types',
  'vendors',
  'housing-types',
  'referrals',
  'language-fluencies',
  'identification-types',
  'bill-repeat-frequencies',
  'bill-types',
  'enquiry-types',
  'reporting-accounts',
] as const;
export type DropdownName = (typeof DROPDOWN_NAMES)[number];

export const isDropdownName = (name: string): name is DropdownName => (DROPDOWN_NAMES as readonly string[]).includes(name);

/**
 * Lists that offer "Other", whose choice reveals a free-text field. Sources and contact categories are
 * here too: their records carry `other_source` and `other_contact_category` fields.
 */
export const DROPDOWNS_WITH_OTHER = [
  'employment-statuses',
  'income-types',
  'genders',
  'races',
  'case-manager-agencies',
  'case-managers',
  'sources',
  'contact-categories',
] as const satisfies readonly DropdownName[];
export type DropdownWithOther = (typeof DROPDOWNS_WITH_OTHER)[number];

/** The label of the "Other" entry in those lists. */
export const OTHER_OPTION_NAME = 'Other';
