/** The words of an address's fields, the same on the intake form and in the onboarding wizard's contacts. */
export const ADDRESS_LABELS = {
  sameAsPhysical: 'Same as physical address',
  isInternational: 'This address is outside the United States',
  country: 'Country',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City or town',
  state: 'State',
  stateName: 'State, province or region',
  county: 'County',
  zipCode: 'ZIP code',
} as const;

/** The hints of an address's fields that do not depend on whose address it is. */
export const ADDRESS_HINTS = {
  isInternational: 'Leave this box empty for an address in the United States.',
  country: 'Choose the country of this address.',
  line1: 'House number and street, for example 120 Main Street.',
  line2: 'Apartment, suite or unit number, if there is one.',
  county: 'For example, Wayne County.',
  zipCode: 'Numbers only, for example 48201.',
} as const;
