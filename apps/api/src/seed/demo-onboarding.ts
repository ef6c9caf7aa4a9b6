import { OTHER_OPTION_NAME, makeOnboardingStepSchemas, type OnboardingStepSlug, type TOnboardingStep } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactCategories } from '../db/schema/index';
import { encryptString, type KeyRing } from '../lib/crypto';
import type { FileStorage } from '../lib/storage/file-storage';
import { storeUploadBytes, type StoredUpload } from '../lib/uploads';
import { ONBOARDING_UPLOADS } from '../modules/onboarding/files';
import { fullName } from '../modules/onboarding/read';
import { createOnboardingRepository } from '../modules/onboarding/repository';
import { DEMO_ONBOARDING_USERS } from './demo-clients';
import { demoJpeg, demoPdf, demoPng } from './demo-documents';
import { DEMO_STAFF } from './demo-staff';

type DemoOnboardingUser = (typeof DEMO_ONBOARDING_USERS)[number];

/** A demo bill: its answers as the wizard sends them, and its file. */
interface DemoBill {
  values: Record<string, unknown>;
  file: () => Promise<{ name: string; type: string; bytes: Buffer }>;
}

interface DemoWizard {
  photo: boolean;
  steps: Partial<Record<Exclude<OnboardingStepSlug, 'document-proofs' | 'bills'>, Record<string, unknown>>>;
  bills: DemoBill[];
}

const STEPS_ONE_TO_FOUR = (person: DemoOnboardingUser): DemoWizard['steps'] => ({
  identifiers: {
    identifiers: {
      identification_type_id: 2,
      identity_code: `D-${person.ssn.slice(-4)}-2207`,
      debit_card_no: '5200 8282 8282 8210',
      medicaid_no: 'MI-80012345',
    },
    other_identifiers: [{ identity_type: 'Medicare card', identity_code: '1EG4-TE5-MK72' }],
  },
  'medical-details': { health_info: { diagnosis: 'High blood pressure', medications: 'Lisinopril 10 mg daily' } },
  'active-benefits': {
    active_benefits: [{ reporting_account_id: 3, benefit_amount: '1182.00', effective_from: '2025-01-01', effective_till: '2026-12-31' }],
  },
});

const COMPLETE = (person: DemoOnboardingUser): DemoWizard => ({
  photo: true,
  steps: {
    ...STEPS_ONE_TO_FOUR(person),
    'client-contacts': {
      client_contacts: [
        {
          name: 'Dr. Anita Patel',
          contact_category_id: 1,
          description: 'Family doctor at Eastside Clinic',
          personal_contact: { primary_phone: '5175550131', primary_email: 'apatel@eastside-clinic.example', fax_no: '5175550132' },
          physical_address: {
            line_1: '1200 E Michigan Ave',
            is_international: 0,
            city_name: 'Lansing',
            state_id: 23,
            county: 'Ingham',
            country_id: 233,
            zip_code: '48912',
          },
          mailing_address: { is_same_as_primary_address: 1 },
        },
        {
          name: 'Mai Nguyen',
          contact_category_id: 8,
          description: 'Daughter',
          personal_contact: { primary_phone: '5175550133', primary_email: 'mai.nguyen@example.org' },
          physical_address: { is_international: 0 },
          mailing_address: {
            is_same_as_primary_address: 0,
            line_1: '88 Queen Street East',
            is_international: 1,
            city_name: 'Toronto',
            state_name: 'Ontario',
            country_id: 39,
            zip_code: '51234',
          },
        },
      ],
    },
  },
  bills: [
    {
      values: { reporting_account_id: 7, amount: '650.00', is_recursive: 1, bill_repeat_frequency_id: 3, repeat_intervals: 12 },
      file: async () => ({ name: 'Rent statement.pdf', type: 'application/pdf', bytes: await demoPdf('Rent statement (demo)') }),
    },
    {
      values: { reporting_account_id: 8, amount: '84.37', is_recursive: 0 },
      file: async () => ({ name: 'Electric bill.jpg', type: 'image/jpeg', bytes: demoJpeg() }),
    },
    {
      values: { reporting_account_id: 14, amount: '35.00', is_recursive: 1, bill_repeat_frequency_id: 3 },
      file: async () => ({ name: 'Phone bill.png', type: 'image/png', bytes: demoPng(24, 24, [0x22, 0x88, 0x44]) }),
    },
  ],
});

/** What each demo onboarding user has saved (README): James nothing, Susan steps 1-4, Linda and Robert everything. */
const DEMO_WIZARDS: Record<string, (person: DemoOnboardingUser) => DemoWizard> = {
  'james.carter': () => ({ photo: false, steps: {}, bills: [] }),
  'susan.park': (person) => ({ photo: true, steps: STEPS_ONE_TO_FOUR(person), bills: [] }),
  'linda.nguyen': COMPLETE,
  'robert.johnson': COMPLETE,
};

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Adds the wizard answers of the demo onboarding users that have none yet (by profile): each answer checked by
 * the contract's step schemas, encrypted like real saves, the photo and bills stored encrypted like real
 * uploads, and the invitation (and submission, send-back) recorded. Patricia, approved, is not invited yet.
 * Answers how many were added.
 */
export async function seedDemoOnboarding(db: Database, key: KeyRing, storage: FileStorage): Promise<number> {
  const repository = createOnboardingRepository(db);
  const others = await db.select({ id: contactCategories.id }).from(contactCategories).where(eq(contactCategories.name, OTHER_OPTION_NAME));
  const schemas = makeOnboardingStepSchemas({ otherIds: { 'contact-categories': others.map((row) => row.id) } });
  const parse = <S extends OnboardingStepSlug>(step: S, values: Record<string, unknown>) =>
    schemas[step].parse(values) as TOnboardingStep<S>;
  let added = 0;

  for (const person of DEMO_ONBOARDING_USERS) {
    const wizard = DEMO_WIZARDS[person.username]?.(person);
    if (!wizard) continue;
    const client = await repository.findClientByCode(person.applicationCode);
    if (!client || client.processType !== 'onboarding' || (await repository.profile(client.id))) continue;

    const photo = wizard.photo
      ? await storeUploadBytes(storage, key, ONBOARDING_UPLOADS, 'Profile photo.png', 'image/png', demoPng(64, 64, [0xa0, 0x70, 0x50]))
      : undefined;
    const billFiles: StoredUpload[] = [];
    for (const bill of wizard.bills) {
      const file = await bill.file();
      billFiles.push(await storeUploadBytes(storage, key, ONBOARDING_UPLOADS, file.name, file.type, file.bytes));
    }
    const isSent = person.currentProcess === 'inProgress' || person.currentProcess === 'rejected';

    await db.transaction(async (tx) => {
      const repo = createOnboardingRepository(tx);
      const profileId = await repo.ensureProfile(client.id);
      const saved: OnboardingStepSlug[] = [];
      await repo.insertAction({
        clientUserId: client.id,
        action: 'invite',
        actedBy: DEMO_STAFF.name,
        staffUserId: null,
        actedAt: daysAgo(10),
      });
      if (photo) {
        await repo.updateProfile(profileId, {
          photoStorageName: photo.storageName,
          photoOriginalName: photo.originalName,
          photoContentType: photo.contentType,
          photoSizeBytes: photo.sizeBytes,
          photoSha256: photo.sha256,
          photoKeyEncrypted: photo.keyEncrypted,
        });
        saved.push('document-proofs');
      }
      if (wizard.steps.identifiers) {
        const { identifiers, other_identifiers } = parse('identifiers', wizard.steps.identifiers);
        const { identification_type_id, ...numbers } = identifiers;
        await repo.updateProfile(profileId, {
          identificationTypeId: identification_type_id,
          identifiersEncrypted: encryptString(JSON.stringify(numbers), key),
        });
        await repo.syncOtherIdentifiers(
          profileId,
          other_identifiers.map((item) => ({
            identityType: item.identity_type,
            identityCodeEncrypted: encryptString(item.identity_code, key),
          })),
        );
        saved.push('identifiers');
      }
      if (wizard.steps['medical-details']) {
        const { health_info } = parse('medical-details', wizard.steps['medical-details']);
        await repo.updateProfile(profileId, { healthInfoEncrypted: encryptString(JSON.stringify(health_info), key) });
        saved.push('medical-details');
      }
      if (wizard.steps['active-benefits']) {
        const { active_benefits } = parse('active-benefits', wizard.steps['active-benefits']);
        await repo.replaceBenefits(
          profileId,
          active_benefits.map((benefit) => ({
            reportingAccountId: benefit.reporting_account_id,
            amountCents: benefit.benefit_amount,
            effectiveFrom: benefit.effective_from,
            effectiveTill: benefit.effective_till,
          })),
        );
        saved.push('active-benefits');
      }
      if (wizard.steps['client-contacts']) {
        const { client_contacts } = parse('client-contacts', wizard.steps['client-contacts']);
        await repo.syncContacts(
          profileId,
          client_contacts.map((contact) => {
            const hasPhysical = !!contact.physical_address?.line_1;
            const physical = hasPhysical ? contact.physical_address : undefined;
            const mailing =
              contact.mailing_address?.is_same_as_primary_address === 1 && physical
                ? { ...physical, is_same_as_primary_address: 1 as const }
                : contact.mailing_address;
            return {
              name: contact.name,
              contactCategoryId: contact.contact_category_id,
              otherContactCategory: contact.other_contact_category ?? null,
              description: contact.description ?? null,
              personalContact: contact.personal_contact,
              physicalAddress: physical ?? null,
              mailingAddress: mailing ?? null,
            };
          }),
        );
        saved.push('client-contacts');
      }
      if (wizard.bills.length > 0) {
        const { client_bills } = parse('bills', { client_bills: wizard.bills.map((bill) => bill.values) });
        await repo.syncBills(
          profileId,
          client_bills.map((bill, index) => ({
            reportingAccountId: bill.reporting_account_id,
            amountCents: bill.amount,
            isRecursive: bill.is_recursive,
            billRepeatFrequencyId: bill.is_recursive === 1 ? (bill.bill_repeat_frequency_id ?? null) : null,
            repeatIntervals: bill.is_recursive === 1 ? (bill.repeat_intervals ?? null) : null,
            fileStorageName: billFiles[index]!.storageName,
            fileOriginalName: billFiles[index]!.originalName,
            fileContentType: billFiles[index]!.contentType,
            fileSizeBytes: billFiles[index]!.sizeBytes,
            fileSha256: billFiles[index]!.sha256,
            fileKeyEncrypted: billFiles[index]!.keyEncrypted,
          })),
        );
        saved.push('bills');
      }
      await repo.markStepsSaved(profileId, saved);
      if (isSent) {
        await repo.updateProfile(profileId, { submittedAt: daysAgo(5) });
        await repo.insertAction({
          clientUserId: client.id,
          action: 'submit',
          actedBy: fullName(client),
          staffUserId: null,
          actedAt: daysAgo(5),
        });
      }
      if (person.currentProcess === 'rejected') {
        await repo.insertAction({
          clientUserId: client.id,
          action: 'send_back',
          actedBy: DEMO_STAFF.name,
          staffUserId: null,
          actedAt: daysAgo(2),
          reasons: person.rejectionReasons.map((reason) => reason.message),
        });
      }
    });
    added += 1;
  }
  return added;
}
