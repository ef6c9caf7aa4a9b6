import {
  ONBOARDING_STEP_SLUGS,
  formatDisplayDate,
  type TClientContactRead,
  type THealthInfo,
  type TIdentifiers,
  type TNamedRef,
  type TOnboardingDetail,
} from '@payee/contract';
import { decryptString, type KeyRing } from '../../lib/crypto';
import { centsToDecimal } from '../ledger/money';
import type { OnboardingList, OnboardingListRepository } from './lists';
import type { OnboardingClient, OnboardingProfile, OnboardingRepository } from './repository';

/** Where the saved files are streamed from: the client's own routes, or the staff ones. */
export interface FilePaths {
  photo: () => string;
  bill: (billId: number) => string;
}

/** The stored identifiers, decrypted: step 2's fields but the type, which is a column. */
export type StoredIdentifiers = Omit<TIdentifiers, 'identification_type_id'>;

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);

/** The client's name as the wizard's step 1 shows it. */
export const fullName = (client: Pick<OnboardingClient, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) =>
  [client.firstName, client.middleName, client.lastName, client.suffix].filter(Boolean).join(' ');

/** The steps saved, in the wizard's order. */
export const savedStepsInOrder = (saved: readonly string[] | null | undefined) =>
  ONBOARDING_STEP_SLUGS.filter((slug) => saved?.includes(slug));

/**
 * The onboarding as the wizard reads it (spec 001 section 3.5, ZOnboardingDetailSchema): chosen ids come back as
 * `{ id, name }` of their lists, money as decimal strings, the encrypted sections decrypted for the client or
 * staff only (never logged).
 */
export async function buildDetail(
  repository: OnboardingRepository,
  lists: OnboardingListRepository,
  key: KeyRing,
  client: OnboardingClient,
  profile: OnboardingProfile | undefined,
  paths: FilePaths,
): Promise<TOnboardingDetail> {
  const [otherIdentifiers, benefits, contacts, bills] = profile
    ? await Promise.all([
        repository.otherIdentifiers(profile.id),
        repository.benefits(profile.id),
        repository.contacts(profile.id),
        repository.bills(profile.id),
      ])
    : [[], [], [], []];

  const wanted = new Map<OnboardingList, number[]>();
  const want = (list: OnboardingList, ...ids: (number | null | undefined)[]) => {
    for (const id of ids) if (typeof id === 'number') wanted.set(list, [...(wanted.get(list) ?? []), id]);
  };
  want('identification-types', profile?.identificationTypeId);
  want('benefit-accounts', ...benefits.map((benefit) => benefit.reportingAccountId));
  want('bill-accounts', ...bills.map((bill) => bill.reportingAccountId));
  want('bill-repeat-frequencies', ...bills.map((bill) => bill.billRepeatFrequencyId));
  want('contact-categories', ...contacts.map((contact) => contact.contactCategoryId));
  want('states', ...contacts.flatMap((contact) => [contact.physicalAddress?.state_id, contact.mailingAddress?.state_id]));
  want('countries', ...contacts.map((contact) => contact.mailingAddress?.country_id));
  const names = new Map<OnboardingList, Map<number, TNamedRef>>();
  for (const [list, ids] of wanted) names.set(list, await lists.names(list, ids));
  const ref = (list: OnboardingList, id: number | null | undefined): TNamedRef | null => {
    const entry = typeof id === 'number' ? names.get(list)?.get(id) : undefined;
    return entry ? { id: entry.id, name: entry.name } : null;
  };

  const dateOfBirth = decryptString(client.dateOfBirthEncrypted, key);
  const health = profile?.healthInfoEncrypted ? (JSON.parse(decryptString(profile.healthInfoEncrypted, key)) as THealthInfo) : null;
  const identifiers = profile?.identifiersEncrypted
    ? (JSON.parse(decryptString(profile.identifiersEncrypted, key)) as StoredIdentifiers)
    : null;

  const contactRead = (contact: (typeof contacts)[number]): TClientContactRead => {
    const details = contact.personalContact;
    const physical = contact.physicalAddress;
    const mailing = contact.mailingAddress;
    return {
      id: contact.id,
      name: contact.name,
      contact_category: ref('contact-categories', contact.contactCategoryId),
      other_contact_category: contact.otherContactCategory,
      personal_contact: {
        primary_phone: orNull(details.primary_phone),
        other_phone: orNull(details.other_phone),
        primary_email: orNull(details.primary_email),
        other_email: orNull(details.other_email),
        website: orNull(details.website),
        fax_no: orNull(details.fax_no),
        fax_email: orNull(details.fax_email),
      },
      description: contact.description,
      physical_address: physical
        ? {
            line_1: orNull(physical.line_1),
            line_2: orNull(physical.line_2),
            city_name: orNull(physical.city_name),
            state: ref('states', physical.state_id),
            state_name: orNull(physical.state_name),
            county: orNull(physical.county),
            zip_code: orNull(physical.zip_code),
            country_id: orNull(physical.country_id),
            is_international: physical.is_international,
          }
        : null,
      mailing_address: mailing
        ? {
            is_same_as_primary_address: mailing.is_same_as_primary_address,
            line_1: orNull(mailing.line_1),
            line_2: orNull(mailing.line_2),
            city_name: orNull(mailing.city_name),
            state: ref('states', mailing.state_id),
            state_name: orNull(mailing.state_name),
            county: orNull(mailing.county),
            country: ref('countries', mailing.country_id),
            zip_code: orNull(mailing.zip_code),
            is_international: mailing.is_international,
          }
        : null,
    };
  };

  return {
    application_code: client.applicationCode,
    current_process: client.currentProcess,
    saved_steps: savedStepsInOrder(profile?.savedSteps),
    rejection_reason: client.rejectionReasons.map(({ message }) => ({ message })),
    name: fullName(client),
    date_of_birth: { date: dateOfBirth, formatted_date: formatDisplayDate(dateOfBirth) },
    ssn_number_partial: client.ssnLast4,
    image_url: profile?.photoStorageName ? paths.photo() : null,
    image_name: profile?.photoOriginalName ?? null,
    health_info: health
      ? { diagnosis: orNull(health.diagnosis), medications: orNull(health.medications), guardianship: orNull(health.guardianship) }
      : null,
    identifiers: identifiers
      ? {
          identification_type: ref('identification-types', profile?.identificationTypeId),
          identity_code: orNull(identifiers.identity_code),
          photo_id: orNull(identifiers.photo_id),
          debit_card_no: orNull(identifiers.debit_card_no),
          va_no: orNull(identifiers.va_no),
          medicaid_no: orNull(identifiers.medicaid_no),
        }
      : null,
    other_identifier: otherIdentifiers.map((row) => ({
      id: row.id,
      identity_type: row.identityType,
      identity_code: decryptString(row.identityCodeEncrypted, key),
    })),
    client_contacts: contacts.map(contactRead),
    benefits: benefits.map((benefit) => ({
      id: benefit.reportingAccountId,
      name: ref('benefit-accounts', benefit.reportingAccountId)?.name ?? '',
      amount: centsToDecimal(benefit.amountCents),
      effective_from: { date: benefit.effectiveFrom },
      effective_till: { date: benefit.effectiveTill },
    })),
    client_bills: bills.map((bill) => ({
      id: bill.id,
      reporting_account: ref('bill-accounts', bill.reportingAccountId) ?? { id: bill.reportingAccountId, name: '' },
      amount: centsToDecimal(bill.amountCents),
      bill_repeat_frequency: ref('bill-repeat-frequencies', bill.billRepeatFrequencyId),
      repeat_intervals: bill.repeatIntervals,
      is_recursive: bill.isRecursive === 1 ? 1 : 0,
      files: [{ file_path: paths.bill(bill.id), original_name: bill.fileOriginalName }],
    })),
  };
}
