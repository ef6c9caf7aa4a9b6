import { CAPTCHA_FIELD, cleanPhone, withoutRepeatUnlessRecurring, type OnboardingStepSlug } from '@payee/contract';
import { toParts as toBracketParts, type PayloadPart } from '@/lib/multipart';
import {
  benefitKey,
  type ClientBillValues,
  type ClientContactValues,
  type OnboardingFormValues,
  type OtherIdentifierValues,
} from './values';

/*
 * What one save of the wizard sends: the step's slug, skip 0, the captcha token
 * and the application code, then that step's answers as bracket names (`client_contacts[0][physical_address]
 * [line_1]`), empty values left out (0 kept), phones as digits. Lists are sent without their empty items
 * (a contact counts as filled when any field but its yes/no flags has content), so an item's index on the
 * wire may differ from its place in the form: `toFormField` turns the server's keys back into the form's.
 */

/** One save's body: the parts, the step's answers as an object (checked with the contract's schema), and the way back. */
export interface StepPayload {
  /** The step's answers as sent, for the contract's step schema. */
  body: Record<string, unknown>;
  /** The multipart parts of the answers (without the envelope). */
  parts: PayloadPart[];
  /** The form field of a key of the server's errors (`client_contacts.0.name` → `client_contacts.2.name`), or null when it is no field of the step. */
  toFormField: (key: string) => string | null;
}

/** What every save carries besides the answers. */
export interface SaveEnvelope {
  applicationCode: string;
  captchaToken: string | null;
  isSkip?: boolean;
}

const PHONE_FIELD = /(^|_)(phone|fax_no)$/;
const AMOUNT_FIELDS = new Set(['benefit_amount', 'amount']);
/** The form's own helpers, never sent. */
const NOT_SENT = new Set(['saved_file', 'is_selected']);

/** A value as sent: phones as digits, amounts as the number typed, text trimmed. */
function cleanValue(key: string, value: unknown): unknown {
  if (NOT_SENT.has(key)) return undefined;
  if (typeof value !== 'string') return value;
  if (PHONE_FIELD.test(key)) return cleanPhone(value);
  if (AMOUNT_FIELDS.has(key)) return value.replace(/[\s,$]+/g, '');
  return value.trim();
}

/** A value with every text in it cleaned as it is sent (what the contract's schema checks before sending). */
function cleanDeep(value: unknown, key = ''): unknown {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (Array.isArray(value)) return value.map((item) => cleanDeep(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).flatMap(([child, childValue]) =>
        NOT_SENT.has(child) ? [] : [[child, cleanDeep(childValue, child)]],
      ),
    );
  }
  return cleanValue(key, value);
}

/** Flattens a value into parts named with brackets, each value cleaned as sent. */
export const toParts = (name: string, value: unknown): PayloadPart[] => toBracketParts(name, value, cleanValue);

/** The yes/no flags, which never make an item "filled" on their own. */
const FLAG_FIELDS = new Set(['is_international', 'is_same_as_primary_address', 'is_recursive', 'is_selected']);

/** Whether a value holds anything a person typed or chose (flags and the form's helpers aside). */
export function hasContent(value: unknown, key = ''): boolean {
  if (FLAG_FIELDS.has(key) || NOT_SENT.has(key)) return false;
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof File !== 'undefined' && value instanceof File) return true;
  if (Array.isArray(value)) return value.some((item) => hasContent(item));
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).some(([child, childValue]) => hasContent(childValue, child));
  return false;
}

/** The items worth sending, with the form index of each. */
function filledItems<T>(items: readonly T[]): { item: T; formIndex: number }[] {
  return items.flatMap((item, formIndex) => (hasContent(item) ? [{ item, formIndex }] : []));
}

/** Turns `{list}.{sentIndex}.rest` into `{list}.{formIndex}.rest`; another key of the step is kept as it is. */
function listKeyMapper(list: string, formIndexes: readonly number[], ownKeys: readonly string[]) {
  return (key: string): string | null => {
    const match = new RegExp(`^${list}\\.(\\d+)(\\..+)?$`).exec(key);
    if (match) {
      const formIndex = formIndexes[Number(match[1])];
      return formIndex === undefined ? list : `${list}.${formIndex}${match[2] ?? ''}`;
    }
    return ownKeys.some((own) => key === own || key.startsWith(`${own}.`)) ? key : null;
  };
}

/** A contact as sent: the physical address in the United States (is_international 0), the mailing one "same as primary" copied from it. */
export function contactAsSent(contact: ClientContactValues): ClientContactValues {
  const physical = { ...contact.physical_address, is_international: 0 as const, country_id: null };
  const isSame = contact.mailing_address.is_same_as_primary_address === 1;
  const mailing = isSame ? { ...physical, is_same_as_primary_address: 1 as const } : contact.mailing_address;
  return { ...contact, physical_address: physical, mailing_address: mailing };
}

/** A bill as sent: every answer by its name, no frequency or count unless it repeats, and its new file as `files[0]`. */
function billAsSent(bill: ClientBillValues): Record<string, unknown> {
  const { files, saved_file: _saved, ...answers } = withoutRepeatUnlessRecurring(bill);
  return { ...answers, files: files ? [files] : [] };
}

/** Whether a bill holds anything: a saved one always does; an empty one added and left is not sent. */
const isBillFilled = (bill: ClientBillValues) => bill.id !== null || hasContent({ ...bill, is_recursive: null });

/**
 * The answers of one step. `benefitOrder` lists the benefits' ids in the order shown (step 4 sends the ticked
 * ones in that order, so `active_benefits.{index}` names a benefit).
 */
export function stepPayload(slug: OnboardingStepSlug, values: OnboardingFormValues, benefitOrder: readonly number[] = []): StepPayload {
  switch (slug) {
    case 'document-proofs':
      return {
        body: {},
        parts: toParts('image', values.image),
        toFormField: (key) => (key === 'image' || key.startsWith('image.') ? 'image' : null),
      };

    case 'identifiers': {
      const others = filledItems<OtherIdentifierValues>(values.other_identifiers);
      const body = cleanDeep({ identifiers: values.identifiers, other_identifiers: others.map(({ item }) => item) }) as Record<
        string,
        unknown
      >;
      return {
        body,
        parts: [
          ...toParts('identifiers', values.identifiers),
          ...toParts(
            'other_identifiers',
            others.map(({ item }) => item),
          ),
        ],
        toFormField: listKeyMapper(
          'other_identifiers',
          others.map(({ formIndex }) => formIndex),
          ['identifiers'],
        ),
      };
    }

    case 'medical-details':
      return {
        body: cleanDeep({ health_info: values.health_info }) as Record<string, unknown>,
        parts: toParts('health_info', values.health_info),
        toFormField: (key) => (key.startsWith('health_info.') ? key : null),
      };

    case 'active-benefits': {
      const known = new Set(benefitOrder);
      const ids = [
        ...benefitOrder,
        ...Object.keys(values.benefits).flatMap((key) =>
          /^b\d+$/.test(key) && !known.has(Number(key.slice(1))) ? [Number(key.slice(1))] : [],
        ),
      ];
      const chosen = ids.filter((id) => values.benefits[benefitKey(id)]?.is_selected === 1);
      const items = chosen.map((id) => {
        const { is_selected: _selected, ...choice } = values.benefits[benefitKey(id)]!;
        return { reporting_account_id: id, ...choice };
      });
      return {
        body: cleanDeep({ active_benefits: items }) as Record<string, unknown>,
        parts: toParts('active_benefits', items),
        // `active_benefits.{index}.{field}` is shown at the benefit whose id was sent at that index.
        toFormField: (key) => {
          const match = /^active_benefits\.(\d+)(?:\.(\w+))?/.exec(key);
          const id = match ? chosen[Number(match[1])] : undefined;
          if (id === undefined) return null;
          const field = match?.[2];
          return `benefits.${benefitKey(id)}.${!field || field === 'reporting_account_id' ? 'is_selected' : field}`;
        },
      };
    }

    case 'client-contacts': {
      const contacts = filledItems(values.client_contacts);
      const items = contacts.map(({ item }) => contactAsSent(item));
      return {
        body: cleanDeep({ client_contacts: items }) as Record<string, unknown>,
        parts: toParts('client_contacts', items),
        toFormField: listKeyMapper(
          'client_contacts',
          contacts.map(({ formIndex }) => formIndex),
          [],
        ),
      };
    }

    case 'bills': {
      const bills = values.client_bills.flatMap((bill, formIndex) => (isBillFilled(bill) ? [{ bill, formIndex }] : []));
      const items = bills.map(({ bill }) => billAsSent(bill));
      return {
        body: cleanDeep({ client_bills: items }) as Record<string, unknown>,
        parts: toParts('client_bills', items),
        toFormField: listKeyMapper(
          'client_bills',
          bills.map(({ formIndex }) => formIndex),
          [],
        ),
      };
    }
  }
}

/** The whole body of a save: `step`, `skip`, the application code, the answers (none when skipping) and the captcha token. */
export function saveParts(slug: OnboardingStepSlug, payload: StepPayload | null, envelope: SaveEnvelope): PayloadPart[] {
  return [
    ...toParts('step', slug),
    ...toParts('skip', envelope.isSkip ? 1 : 0),
    ...toParts('application_code', envelope.applicationCode),
    ...(envelope.isSkip || !payload ? [] : payload.parts),
    ...toParts(CAPTCHA_FIELD, envelope.captchaToken),
  ];
}

/** The bill indexes (in the form) that have neither a saved file nor a new one: the server refuses them. */
export function billsWithoutFile(values: OnboardingFormValues): number[] {
  return values.client_bills.flatMap((bill, index) => (isBillFilled(bill) && !bill.files && !bill.saved_file ? [index] : []));
}
