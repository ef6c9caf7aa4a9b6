import {
  ZClientContactDetailsSchema,
  hasAddressContent,
  toList,
  withoutRepeatUnlessRecurring,
  type FieldErrors,
  type OnboardingStepSchemas,
  type OnboardingStepSlug,
  type TClientContactRead,
  type TNamedRef,
  type TOnboardingDetail,
  type TOnboardingStep,
} from '@payee/contract';
import type { KeyRing } from '../../lib/crypto';
import { addressChecks, addressCountryErrors, mergeErrors, parseStep } from '../../lib/form-steps';
import { checkUpload, type CheckedUpload, type StoredUpload } from '../../lib/uploads';
import { itemColumns, sectionColumns, storedItemAnswers, storedSectionAnswers } from './answer-columns';
import { BILL_UPLOAD, PHOTO_UPLOAD } from './files';
import type { OnboardingList, OnboardingListRepository, ReferenceCheck } from './lists';
import type {
  NewBenefit,
  NewBill,
  NewContact,
  NewOtherIdentifier,
  OnboardingProfile,
  OnboardingRepository,
  StoredBill,
} from './repository';
import { API_ONBOARDING_MESSAGES } from '@payee/content/api-onboarding';

/*
 * One handler per step of the onboarding wizard: its schema (the contract's, built once with the "Other"
 * ids), its checks (every id against its list, the ids of saved items against the client's own, files by
 * content), its write (answers stored by name, answer-columns.ts) and its read back (its part of the
 * detail the wizard opens with). The service runs them: the save's envelope, the captcha, the transaction,
 * the submission and the audit trail are its own.
 */

const MESSAGES = API_ONBOARDING_MESSAGES.steps;
export const BILL_FILE_REQUIRED_MESSAGE = MESSAGES.billFileRequired;
export const DUPLICATE_BENEFIT_MESSAGE = MESSAGES.duplicateBenefit;
const itemNotFound = MESSAGES.itemNotFound;

/** A checked step, ready to be written in the save's transaction. */
export interface PreparedStep {
  uploads: CheckedUpload[];
  /** Writes the step; answers the storage names of files it replaced or removed (deleted after commit). */
  write: (repo: OnboardingRepository, profileId: number, stored: StoredUpload[]) => Promise<string[]>;
}

/** What a step's checks read: the save's body, what is saved, the schemas, the lists and the key. */
export interface StepInput {
  clientUserId: number;
  body: Record<string, unknown>;
  profile: OnboardingProfile | undefined;
  schemas: OnboardingStepSchemas;
  lists: OnboardingListRepository;
  repository: OnboardingRepository;
  key: KeyRing;
}

/** Where the saved files are streamed from: the client's own routes, or the staff ones. */
export interface FilePaths {
  photo: () => string;
  bill: (billId: number) => string;
}

/** What a step's read back reads: what is saved, the lists (for the names of the ids), the key, the file paths. */
export interface ReadInput {
  profile: OnboardingProfile | undefined;
  repository: OnboardingRepository;
  lists: OnboardingListRepository;
  key: KeyRing;
  paths: FilePaths;
}

/** The detail's parts each step reads back. */
type StepDetail = Partial<
  Pick<
    TOnboardingDetail,
    'image_url' | 'image_name' | 'identifiers' | 'other_identifier' | 'health_info' | 'benefits' | 'client_contacts' | 'client_bills'
  >
>;

export interface StepHandler {
  prepare: (input: StepInput) => Promise<{ errors: FieldErrors } | PreparedStep>;
  read: (input: ReadInput) => Promise<StepDetail>;
}

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);
const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
const nothingToWrite = async () => [];

/** The `{ id, name }` of ids of lists, read in one query per list. */
async function namesOf(lists: OnboardingListRepository, wanted: [OnboardingList, (number | null | undefined)[]][]) {
  const names = new Map<OnboardingList, Map<number, TNamedRef>>();
  for (const [list, ids] of wanted) {
    const known = ids.filter((id): id is number => typeof id === 'number');
    if (known.length > 0) names.set(list, await lists.names(list, known));
  }
  return (list: OnboardingList, id: number | null | undefined): TNamedRef | null => {
    const entry = typeof id === 'number' ? names.get(list)?.get(id) : undefined;
    return entry ? { id: entry.id, name: entry.name } : null;
  };
}

/** Ids sent for items already saved must be this client's own. */
async function ownIdErrors(
  input: StepInput,
  list: 'other-identifiers' | 'contacts' | 'bills',
  field: string,
  what: string,
  ids: (number | undefined)[],
) {
  const errors: FieldErrors = {};
  const given = ids.filter((id): id is number => id !== undefined);
  const own = input.profile === undefined ? new Set<number>() : await input.repository.ownIds(list, input.profile.id, given);
  ids.forEach((id, index) => {
    if (id !== undefined && !own.has(id)) errors[`${field}.${index}.id`] = [itemNotFound(what)];
  });
  return errors;
}

/** The step's answers by its schema, or the field errors. */
const parsed = <S extends OnboardingStepSlug>(input: StepInput, step: S) => parseStep<TOnboardingStep<S>>(input.schemas[step], input.body);

const documentProofs: StepHandler = {
  async prepare({ body, clientUserId }) {
    const image = body.image;
    if (image === undefined || image === null || image === '') {
      // The photo is optional: saving the step without one keeps the photo saved before, if any.
      return { uploads: [], write: nothingToWrite };
    }
    const checked = await checkUpload(image, PHOTO_UPLOAD);
    if (!checked.ok) return { errors: { image: [checked.message] } };
    return {
      uploads: [checked.upload],
      write: async (repo, profileId, [photo]) => {
        // Read again inside the transaction (the client's row is locked), so a photo replaced meanwhile is not kept.
        const previous = (await repo.profile(clientUserId))?.photoStorageName;
        await repo.updateProfile(profileId, {
          photoStorageName: photo!.storageName,
          photoOriginalName: photo!.originalName,
          photoContentType: photo!.contentType,
          photoSizeBytes: photo!.sizeBytes,
          photoSha256: photo!.sha256,
          photoKeyEncrypted: photo!.keyEncrypted,
        });
        return previous ? [previous] : [];
      },
    };
  },
  read: async ({ profile, paths }) => ({
    image_url: profile?.photoStorageName ? paths.photo() : null,
    image_name: profile?.photoOriginalName ?? null,
  }),
};

const identifiers: StepHandler = {
  async prepare(input) {
    const result = parsed(input, 'identifiers');
    if (!result.ok) return { errors: result.errors };
    const { identifiers: section, other_identifiers } = result.data;
    const errors = mergeErrors(
      await input.lists.errors([
        {
          field: 'identifiers.identification_type_id',
          list: 'identification-types',
          id: section.identification_type_id,
          message: MESSAGES.identificationType,
        },
      ]),
      await ownIdErrors(
        input,
        'other-identifiers',
        'other_identifiers',
        'identifier',
        other_identifiers.map((item) => item.id),
      ),
    );
    if (hasErrors(errors)) return { errors };
    return {
      uploads: [],
      write: async (repo, profileId) => {
        await repo.updateProfile(profileId, sectionColumns('identifiers', section, input.key));
        await repo.syncOtherIdentifiers(
          profileId,
          other_identifiers.map((item) => itemColumns('other-identifiers', item, input.key) as NewOtherIdentifier),
        );
        return [];
      },
    };
  },
  async read({ profile, repository, lists, key }) {
    const others = profile ? await repository.otherIdentifiers(profile.id) : [];
    const saved = storedSectionAnswers('identifiers', profile, key);
    const ref = await namesOf(lists, [['identification-types', [profile?.identificationTypeId]]]);
    const { identification_type_id: typeId, ...numbers } = saved ?? {};
    return {
      identifiers: saved
        ? ({ identification_type: ref('identification-types', typeId as number | null), ...numbers } as TOnboardingDetail['identifiers'])
        : null,
      other_identifier: others.map(
        (row) => storedItemAnswers('other-identifiers', row, key) as TOnboardingDetail['other_identifier'][number],
      ),
    };
  },
};

const medicalDetails: StepHandler = {
  async prepare(input) {
    const result = parsed(input, 'medical-details');
    if (!result.ok) return { errors: result.errors };
    const health = result.data.health_info;
    return {
      uploads: [],
      write: async (repo, profileId) => {
        await repo.updateProfile(profileId, sectionColumns('health_info', health, input.key));
        return [];
      },
    };
  },
  read: async ({ profile, key }) => ({
    health_info: storedSectionAnswers('health_info', profile, key) as TOnboardingDetail['health_info'],
  }),
};

const activeBenefits: StepHandler = {
  async prepare(input) {
    const result = parsed(input, 'active-benefits');
    if (!result.ok) return { errors: result.errors };
    const benefits = result.data.active_benefits;
    const errors = await input.lists.errors(
      benefits.map((benefit, index) => ({
        field: `active_benefits.${index}.reporting_account_id`,
        list: 'benefit-accounts' as const,
        id: benefit.reporting_account_id,
        message: MESSAGES.benefit,
      })),
    );
    const seen = new Set<number>();
    benefits.forEach((benefit, index) => {
      if (seen.has(benefit.reporting_account_id)) errors[`active_benefits.${index}.reporting_account_id`] ??= [DUPLICATE_BENEFIT_MESSAGE];
      seen.add(benefit.reporting_account_id);
    });
    if (hasErrors(errors)) return { errors };
    return {
      uploads: [],
      write: async (repo, profileId) => {
        await repo.replaceBenefits(
          profileId,
          benefits.map((benefit) => itemColumns('benefits', benefit, input.key) as NewBenefit),
        );
        return [];
      },
    };
  },
  async read({ profile, repository, lists, key }) {
    const benefits = profile ? await repository.benefits(profile.id) : [];
    const ref = await namesOf(lists, [['benefit-accounts', benefits.map((benefit) => benefit.reportingAccountId)]]);
    return {
      benefits: benefits.map((benefit) => {
        const answers = storedItemAnswers('benefits', benefit, key);
        return {
          id: benefit.reportingAccountId,
          name: ref('benefit-accounts', benefit.reportingAccountId)?.name ?? '',
          amount: answers.benefit_amount as string,
          effective_from: { date: benefit.effectiveFrom },
          effective_till: { date: benefit.effectiveTill },
        };
      }),
    };
  },
};

/** A contact as stored: addresses left empty dropped; a mailing address "same as primary" holds the primary's values. */
function contactAsStored(contact: TOnboardingStep<'client-contacts'>['client_contacts'][number]) {
  const physical = hasAddressContent(contact.physical_address) ? contact.physical_address : undefined;
  const isSame = contact.mailing_address?.is_same_as_primary_address === 1;
  // "Same as primary": the primary values are what is mailed to.
  const mailing =
    isSame && physical
      ? { ...physical, is_same_as_primary_address: 1 as const }
      : hasAddressContent(contact.mailing_address)
        ? contact.mailing_address
        : undefined;
  return { ...contact, physical_address: physical, mailing_address: mailing };
}

/** Adds the errors of `more` to fields that have none yet. */
function addWhereNone(errors: FieldErrors, more: FieldErrors) {
  for (const [field, messages] of Object.entries(more)) errors[field] ??= messages;
}

const clientContacts: StepHandler = {
  async prepare(input) {
    const result = parsed(input, 'client-contacts');
    if (!result.ok) return { errors: result.errors };
    const contacts = result.data.client_contacts.map(contactAsStored);
    const isSameAsPrimary = (contact: (typeof contacts)[number]) => contact.mailing_address?.is_same_as_primary_address === 1;
    const checks: ReferenceCheck[] = contacts.flatMap((contact, index) => [
      {
        field: `client_contacts.${index}.contact_category_id`,
        list: 'contact-categories' as const,
        id: contact.contact_category_id,
        message: MESSAGES.contactCategory,
      },
      ...addressChecks(`client_contacts.${index}.physical_address`, contact.physical_address),
      ...(isSameAsPrimary(contact) ? [] : addressChecks(`client_contacts.${index}.mailing_address`, contact.mailing_address)),
    ]);
    const errors = mergeErrors(
      await input.lists.errors(checks),
      await ownIdErrors(
        input,
        'contacts',
        'client_contacts',
        'contact',
        contacts.map((contact) => contact.id),
      ),
    );
    contacts.forEach((contact, index) => {
      addWhereNone(errors, addressCountryErrors(`client_contacts.${index}.physical_address`, contact.physical_address));
      if (!isSameAsPrimary(contact))
        addWhereNone(errors, addressCountryErrors(`client_contacts.${index}.mailing_address`, contact.mailing_address));
    });
    if (hasErrors(errors)) return { errors };
    return {
      uploads: [],
      write: async (repo, profileId) => {
        await repo.syncContacts(
          profileId,
          contacts.map((contact) => itemColumns('contacts', contact, input.key) as NewContact),
        );
        return [];
      },
    };
  },
  async read({ profile, repository, lists, key }) {
    const contacts = profile ? await repository.contacts(profile.id) : [];
    const ref = await namesOf(lists, [
      ['contact-categories', contacts.map((contact) => contact.contactCategoryId)],
      ['states', contacts.flatMap((contact) => [contact.physicalAddress?.state_id, contact.mailingAddress?.state_id])],
      ['countries', contacts.map((contact) => contact.mailingAddress?.country_id)],
    ]);
    const detailFields = Object.keys(ZClientContactDetailsSchema.shape);
    return {
      client_contacts: contacts.map((contact): TClientContactRead => {
        const {
          contact_category_id: _category,
          physical_address: _physical,
          mailing_address: _mailing,
          ...answers
        } = storedItemAnswers('contacts', contact, key);
        const details = contact.personalContact as unknown as Record<string, unknown>;
        const physical = contact.physicalAddress;
        const mailing = contact.mailingAddress;
        return {
          ...(answers as Omit<TClientContactRead, 'contact_category' | 'personal_contact' | 'physical_address' | 'mailing_address'>),
          contact_category: ref('contact-categories', contact.contactCategoryId),
          personal_contact: Object.fromEntries(
            detailFields.map((field) => [field, orNull(details[field])]),
          ) as TClientContactRead['personal_contact'],
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
      }),
    };
  },
};

/** A bill's file: the new upload's columns, or the saved bill's. */
function billFile(upload: StoredUpload | undefined, previous: StoredBill | undefined) {
  return upload
    ? {
        fileStorageName: upload.storageName,
        fileOriginalName: upload.originalName,
        fileContentType: upload.contentType,
        fileSizeBytes: upload.sizeBytes,
        fileSha256: upload.sha256,
        fileKeyEncrypted: upload.keyEncrypted,
      }
    : {
        fileStorageName: previous!.fileStorageName,
        fileOriginalName: previous!.fileOriginalName,
        fileContentType: previous!.fileContentType,
        fileSizeBytes: previous!.fileSizeBytes,
        fileSha256: previous!.fileSha256,
        fileKeyEncrypted: previous!.fileKeyEncrypted,
      };
}

const bills: StepHandler = {
  async prepare(input) {
    const { body, profile } = input;
    const result = parsed(input, 'bills');
    const rawBills = (toList(body.client_bills) as Record<string, unknown>[] | undefined) ?? [];
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    const items = result.ok ? result.data.client_bills : [];
    // Files are checked whatever the other fields say, so every problem is reported at once.
    const uploads: (CheckedUpload | undefined)[] = [];
    for (const [index, raw] of rawBills.entries()) {
      const file = (toList(typeof raw === 'object' && raw !== null ? raw.files : undefined) as unknown[] | undefined)?.[0];
      if (file === undefined) {
        uploads.push(undefined);
        continue;
      }
      const checked = await checkUpload(file, BILL_UPLOAD);
      if (checked.ok) uploads.push(checked.upload);
      else {
        uploads.push(undefined);
        errors[`client_bills.${index}.files`] = [checked.message];
      }
    }
    if (!result.ok) return { errors };
    mergeErrors(
      errors,
      await input.lists.errors(
        items.flatMap((bill, index) => [
          {
            field: `client_bills.${index}.reporting_account_id`,
            list: 'bill-accounts' as const,
            id: bill.reporting_account_id,
            message: MESSAGES.billType,
          },
          ...(bill.is_recursive === 1
            ? [
                {
                  field: `client_bills.${index}.bill_repeat_frequency_id`,
                  list: 'bill-repeat-frequencies' as const,
                  id: bill.bill_repeat_frequency_id,
                  message: MESSAGES.billFrequency,
                },
              ]
            : []),
        ]),
      ),
    );
    mergeErrors(
      errors,
      await ownIdErrors(
        input,
        'bills',
        'client_bills',
        'bill',
        items.map((bill) => bill.id),
      ),
    );
    const saved = new Map((profile ? await input.repository.bills(profile.id) : []).map((bill) => [bill.id, bill] as const));
    items.forEach((bill, index) => {
      const hasFile = uploads[index] !== undefined || (bill.id !== undefined && saved.has(bill.id));
      if (!hasFile) errors[`client_bills.${index}.files`] ??= [BILL_FILE_REQUIRED_MESSAGE];
    });
    if (hasErrors(errors)) return { errors };
    return {
      uploads: uploads.filter((upload): upload is CheckedUpload => upload !== undefined),
      write: async (repo, profileId, stored) => {
        let next = 0;
        const replaced: string[] = [];
        const rows = items.map((bill, index): NewBill => {
          const upload = uploads[index] ? stored[next++]! : undefined;
          const previous = bill.id !== undefined ? saved.get(bill.id) : undefined;
          if (upload && previous) replaced.push(previous.fileStorageName);
          return { ...(itemColumns('bills', withoutRepeatUnlessRecurring(bill), input.key) as NewBill), ...billFile(upload, previous) };
        });
        const removed = await repo.syncBills(profileId, rows);
        return [...replaced, ...removed];
      },
    };
  },
  async read({ profile, repository, lists, key, paths }) {
    const rows = profile ? await repository.bills(profile.id) : [];
    const ref = await namesOf(lists, [
      ['bill-accounts', rows.map((bill) => bill.reportingAccountId)],
      ['bill-repeat-frequencies', rows.map((bill) => bill.billRepeatFrequencyId)],
    ]);
    return {
      client_bills: rows.map((bill) => {
        const { reporting_account_id: _account, bill_repeat_frequency_id: _frequency, ...answers } = storedItemAnswers('bills', bill, key);
        return {
          ...(answers as Omit<
            TOnboardingDetail['client_bills'][number],
            'reporting_account' | 'bill_repeat_frequency' | 'is_recursive' | 'files'
          >),
          reporting_account: ref('bill-accounts', bill.reportingAccountId) ?? { id: bill.reportingAccountId, name: '' },
          bill_repeat_frequency: ref('bill-repeat-frequencies', bill.billRepeatFrequencyId),
          is_recursive: bill.isRecursive === 1 ? 1 : 0,
          files: [{ file_path: paths.bill(bill.id), original_name: bill.fileOriginalName }],
        };
      }),
    };
  },
};

/** Every step's handler, by slug. */
export const STEP_HANDLERS: Record<OnboardingStepSlug, StepHandler> = {
  'document-proofs': documentProofs,
  identifiers,
  'medical-details': medicalDetails,
  'active-benefits': activeBenefits,
  'client-contacts': clientContacts,
  bills,
};
