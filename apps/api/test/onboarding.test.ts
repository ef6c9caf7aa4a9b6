import { CAPTCHA_FAILED_MESSAGE, PHONE_MESSAGE, ZOnboardingDetailSchema } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  onboardingBenefits,
  onboardingBills,
  onboardingContacts,
  onboardingOtherIdentifiers,
  onboardingProfiles,
} from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, createOtherClient, loginByUsername } from './helpers/clients';
import { createApplication, freshApplicant } from './helpers/intake';
import { readOutbox } from './helpers/outbox';
import {
  ONBOARDING_PASSWORD,
  REF,
  STEPS,
  billValues,
  createOnboardingClient,
  jpegBill,
  photo,
  readOnboarding,
  saveOnboardingStep,
  saveStepsOneToFive,
  type OnboardingClient,
} from './helpers/onboarding';

type Errors = Record<string, string[]>;

describe.each(TEST_DATABASES)('onboarding wizard (%s)', (driver) => {
  const ctx = useTestApp(driver);

  /** Saves a step that must fail with 422 and answers its field errors. */
  async function errorsOf(client: OnboardingClient, step: string, values: Record<string, unknown>): Promise<Errors> {
    const response = await saveOnboardingStep(ctx, client.token, step, values);
    expect(response.statusCode, response.body).toBe(422);
    return response.json<{ errors: Errors }>().errors;
  }

  const profileOf = async (clientId: number) =>
    (await ctx.database.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.clientUserId, clientId)))[0];

  describe('reading (GET /website/onboarding and /website/onboarding/{application_code})', () => {
    it('answers an empty wizard in the section 3.5 shape, by code or for the signed-in client', async () => {
      const client = await createOnboardingClient(ctx);
      const byCode = await readOnboarding(ctx, client.token, client.code);
      expect(byCode.statusCode, byCode.body).toBe(200);
      expect(byCode.headers['cache-control']).toBe('no-store');
      const detail = byCode.json().data;
      expect(ZOnboardingDetailSchema.safeParse(detail).success).toBe(true);
      expect(detail).toEqual({
        application_code: client.code,
        current_process: 'pending',
        saved_steps: [],
        rejection_reason: [],
        name: expect.stringMatching(/^Nora May Onboard\d+$/),
        date_of_birth: { date: '1960-04-12', formatted_date: '04/12/1960' },
        ssn_number_partial: expect.stringMatching(/^\d{4}$/),
        image_url: null,
        image_name: null,
        health_info: null,
        identifiers: null,
        other_identifier: [],
        client_contacts: [],
        benefits: [],
        client_bills: [],
      });
      expect(detail.name).toMatch(/^Nora May Onboard\d+$/);
      const own = await readOnboarding(ctx, client.token);
      expect(own.json()).toEqual(byCode.json());
      // Codes are matched in any case.
      expect((await readOnboarding(ctx, client.token, client.code.toLowerCase())).statusCode).toBe(200);
    });

    it('reads back every step saved through the multipart bracket fields, in the section 3.5 shape', async () => {
      const client = await createOnboardingClient(ctx);
      await saveStepsOneToFive(ctx, client.token);
      const detail = (await readOnboarding(ctx, client.token, client.code)).json().data;
      expect(ZOnboardingDetailSchema.safeParse(detail).success).toBe(true);
      expect(detail.saved_steps).toEqual(['document-proofs', 'identifiers', 'medical-details', 'active-benefits', 'client-contacts']);
      expect(detail.image_url).toBe(`/api/v1/website/onboarding/${client.code}/photo`);
      expect(detail.image_name).toBe('me.png');
      expect(detail.health_info).toEqual({ diagnosis: 'Type 2 diabetes', medications: 'Metformin 500 mg', guardianship: 'None' });
      expect(detail.identifiers).toEqual({
        identification_type: { id: REF.passport, name: 'Passport' },
        identity_code: 'P1234567',
        photo_id: 'PH-1',
        debit_card_no: '4111 1111 1111 1111',
        va_no: 'VA-778899',
        medicaid_no: 'MI-55667788',
      });
      expect(detail.other_identifier).toEqual([
        { id: expect.any(Number), identity_type: 'Medicare card', identity_code: '1EG4-TE5-MK73' },
        { id: expect.any(Number), identity_type: 'Library card', identity_code: 'LIB-42' },
      ]);
      expect(detail.benefits).toEqual([
        {
          id: REF.ssdi,
          name: 'Social Security Disability Insurance (SSDI)',
          amount: '943.10',
          effective_from: { date: '2024-01-01' },
          effective_till: { date: '2026-12-31' },
        },
        {
          id: REF.veterans,
          name: 'Veterans benefits (VA)',
          amount: '0.00',
          effective_from: { date: '2025-03-01' },
          effective_till: { date: '2025-03-01' },
        },
      ]);
      expect(detail.client_contacts).toEqual([
        {
          id: expect.any(Number),
          name: 'Dr. Anita Patel',
          contact_category: { id: REF.doctor, name: 'Doctor' },
          other_contact_category: null,
          description: 'Family doctor',
          personal_contact: {
            primary_phone: '5175550101',
            other_phone: null,
            primary_email: 'patel@clinic.example',
            other_email: null,
            website: 'https://clinic.example',
            fax_no: '5175550102',
            fax_email: 'fax@clinic.example',
          },
          physical_address: {
            line_1: '1 Clinic Way',
            line_2: null,
            city_name: 'Lansing',
            state: { id: REF.michigan, name: 'Michigan' },
            state_name: null,
            county: 'Ingham',
            zip_code: '48933',
            country_id: REF.us,
            is_international: 0,
          },
          // "Same as primary": the primary values are kept as the mailing ones.
          mailing_address: {
            is_same_as_primary_address: 1,
            line_1: '1 Clinic Way',
            line_2: null,
            city_name: 'Lansing',
            state: { id: REF.michigan, name: 'Michigan' },
            state_name: null,
            county: 'Ingham',
            country: { id: REF.us, name: 'United States' },
            zip_code: '48933',
            is_international: 0,
          },
        },
        {
          id: expect.any(Number),
          name: 'Sam Lee',
          contact_category: { id: REF.otherCategory, name: 'Other' },
          other_contact_category: 'Neighbour',
          description: null,
          personal_contact: {
            primary_phone: '5175550103',
            other_phone: null,
            primary_email: null,
            other_email: null,
            website: null,
            fax_no: null,
            fax_email: null,
          },
          physical_address: null,
          mailing_address: {
            is_same_as_primary_address: 0,
            line_1: '55 King Street West',
            line_2: null,
            city_name: 'Toronto',
            state: null,
            state_name: 'Ontario',
            county: null,
            country: { id: REF.canada, name: 'Canada' },
            zip_code: '51234',
            is_international: 1,
          },
        },
      ]);

      const submit = await saveOnboardingStep(ctx, client.token, 'bills', await billValues());
      expect(submit.statusCode, submit.body).toBe(200);
      const again = await loginByUsername(ctx, client.username, ONBOARDING_PASSWORD);
      const bills = (await readOnboarding(ctx, again.json().data.token, client.code)).json().data.client_bills;
      expect(bills).toEqual([
        {
          id: expect.any(Number),
          reporting_account: { id: REF.rent, name: 'Rent' },
          amount: '650.00',
          bill_repeat_frequency: { id: REF.monthly, name: 'Monthly' },
          repeat_intervals: 12,
          is_recursive: 1,
          files: [
            {
              file_path: expect.stringMatching(new RegExp(`^/api/v1/website/onboarding/${client.code}/bills/\\d+/file$`)),
              original_name: 'Rent receipt.pdf',
            },
          ],
        },
        {
          id: expect.any(Number),
          reporting_account: { id: REF.utilities, name: 'Utilities' },
          amount: '82.45',
          bill_repeat_frequency: null,
          repeat_intervals: null,
          is_recursive: 0,
          files: [{ file_path: expect.any(String), original_name: 'electric bill.jpg' }],
        },
        expect.objectContaining({ reporting_account: { id: REF.wages, name: 'Wages' }, amount: '19.99', is_recursive: 0 }),
      ]);
    });

    it('keeps money in whole cents and the medical details and identifier numbers encrypted at rest', async () => {
      const client = await createOnboardingClient(ctx);
      await saveStepsOneToFive(ctx, client.token);
      const profile = await profileOf(client.id);
      const others = await ctx.database.db
        .select()
        .from(onboardingOtherIdentifiers)
        .where(eq(onboardingOtherIdentifiers.profileId, profile!.id));
      const stored = JSON.stringify({ profile, others });
      for (const secret of [
        'Type 2 diabetes',
        'Metformin',
        'P1234567',
        '4111 1111',
        'VA-778899',
        'MI-55667788',
        '1EG4-TE5-MK73',
        'LIB-42',
      ]) {
        expect(stored).not.toContain(secret);
      }
      expect(profile!.healthInfoEncrypted).toMatch(/^v2:1:/);
      expect(profile!.identifiersEncrypted).toMatch(/^v2:1:/);
      const benefits = await ctx.database.db.select().from(onboardingBenefits).where(eq(onboardingBenefits.profileId, profile!.id));
      expect(benefits.map((benefit) => benefit.amountCents).sort((a, b) => a - b)).toEqual([0, 94_310]);
    });
  });

  describe('the rules of each step (422, keyed as the form names the fields)', () => {
    it('asks step 2 for the identification type and number, checks the type against its list and allows 3 other identifiers', async () => {
      const client = await createOnboardingClient(ctx);
      expect(await errorsOf(client, 'identifiers', {})).toEqual({
        'identifiers.identification_type_id': ['Select an identification type.'],
        'identifiers.identity_code': ['Enter the identification number.'],
      });
      expect(await errorsOf(client, 'identifiers', { identifiers: { identification_type_id: 99, identity_code: 'X' } })).toEqual({
        'identifiers.identification_type_id': ['Select an identification type from the list.'],
      });
      const other = (n: number) => ({ identity_type: `Card ${n}`, identity_code: `C${n}` });
      expect(
        await errorsOf(client, 'identifiers', { ...STEPS.identifiers, other_identifiers: [other(1), other(2), other(3), other(4)] }),
      ).toEqual({ other_identifiers: ['You can add up to 3 other identifiers.'] });
      expect(
        await errorsOf(client, 'identifiers', { ...STEPS.identifiers, other_identifiers: [other(1), { identity_type: 'Card' }] }),
      ).toEqual({
        'other_identifiers.1.identity_code': ['Enter the identifier number.'],
      });
      expect(await errorsOf(client, 'identifiers', { identifiers: { ...STEPS.identifiers.identifiers, va_no: 'x'.repeat(51) } })).toEqual({
        'identifiers.va_no': ['VA number must be 50 characters or fewer.'],
      });
      expect(await errorsOf(client, 'medical-details', { health_info: { diagnosis: 'x'.repeat(2001) } })).toEqual({
        'health_info.diagnosis': ['Diagnosis must be 2000 characters or fewer.'],
      });
    });

    it('checks each benefit, keyed active_benefits.{index}.{field}, against the benefit accounts', async () => {
      const client = await createOnboardingClient(ctx);
      const benefit = { reporting_account_id: REF.ssa, benefit_amount: '100', effective_from: '2024-01-01', effective_till: '2024-12-31' };
      expect(await errorsOf(client, 'active-benefits', { active_benefits: [benefit, { benefit_amount: '$12' }] })).toEqual({
        'active_benefits.1.reporting_account_id': ['Select a benefit.'],
        'active_benefits.1.benefit_amount': ['Enter the benefit amount as a number, like 0 or 125.50.'],
        'active_benefits.1.effective_from': ['Enter the date the benefit starts.'],
        'active_benefits.1.effective_till': ['Enter the date the benefit ends.'],
      });
      expect(
        await errorsOf(client, 'active-benefits', {
          active_benefits: [
            { ...benefit, benefit_amount: '12.345', effective_till: '2023-12-31' },
            { ...benefit, reporting_account_id: REF.rent },
            { ...benefit, reporting_account_id: 999 },
            { ...benefit },
          ],
        }),
      ).toEqual({
        'active_benefits.0.benefit_amount': ['Enter the benefit amount as a number, like 0 or 125.50.'],
        'active_benefits.0.effective_till': ['Enter an end date on or after the start date.'],
      });
      expect(
        await errorsOf(client, 'active-benefits', {
          active_benefits: [
            benefit,
            { ...benefit, reporting_account_id: REF.rent },
            { ...benefit, reporting_account_id: 999 },
            { ...benefit },
          ],
        }),
      ).toEqual({
        'active_benefits.1.reporting_account_id': ['Select a benefit from the list.'],
        'active_benefits.2.reporting_account_id': ['Select a benefit from the list.'],
        'active_benefits.3.reporting_account_id': ['You chose this benefit more than once. Remove one of them.'],
      });
    });

    it('checks each contact, nested keys included, and its addresses against the lists', async () => {
      const client = await createOnboardingClient(ctx);
      const patel = STEPS['client-contacts'].client_contacts[0]!;
      expect(
        await errorsOf(client, 'client-contacts', { client_contacts: [patel, { personal_contact: { primary_email: 'nope' } }] }),
      ).toEqual({
        'client_contacts.1.name': ["Enter the contact's name."],
        'client_contacts.1.contact_category_id': ['Select a contact category.'],
        'client_contacts.1.personal_contact.primary_phone': [PHONE_MESSAGE],
        'client_contacts.1.personal_contact.primary_email': ['Enter an email address in the correct format, like name@example.com.'],
      });
      expect(
        await errorsOf(client, 'client-contacts', {
          client_contacts: [
            { ...patel, contact_category_id: REF.otherCategory, physical_address: { is_international: 0, line_1: 'Somewhere' } },
          ],
        }),
      ).toEqual({
        'client_contacts.0.other_contact_category': ['Enter the contact category.'],
        'client_contacts.0.physical_address.city_name': ['Enter the city.'],
        'client_contacts.0.physical_address.zip_code': ['Enter the ZIP code.'],
        'client_contacts.0.physical_address.state_id': ['Select a state.'],
        'client_contacts.0.physical_address.county': ['Enter a county.'],
      });
      expect(
        await errorsOf(client, 'client-contacts', {
          client_contacts: [
            { ...patel, contact_category_id: 99, physical_address: { ...patel.physical_address, state_id: 9999 } },
            { ...patel, physical_address: { ...patel.physical_address, is_international: 1, state_name: 'Ontario', country_id: REF.us } },
            {
              ...patel,
              mailing_address: {
                is_same_as_primary_address: 0,
                is_international: 0,
                line_1: '1 Rue',
                city_name: 'Paris',
                state_id: REF.michigan,
                county: 'X',
                country_id: 75,
                zip_code: '75001',
              },
            },
          ],
        }),
      ).toEqual({
        'client_contacts.0.contact_category_id': ['Select a contact category from the list.'],
        'client_contacts.0.physical_address.state_id': ['Select a state from the list.'],
        'client_contacts.1.physical_address.country_id': [
          'For an address in the United States, say it is not outside the United States and choose its state.',
        ],
        'client_contacts.2.mailing_address.country_id': ['For an address outside the United States, say so and type its state or region.'],
      });
    });

    it('checks each bill, keyed client_bills.{index}.{field}: amount, bill type, frequency of a recurring bill and its file', async () => {
      const client = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, client.token, 'identifiers', STEPS.identifiers);
      const good = { reporting_account_id: REF.rent, amount: '10', files: [jpegBill()] };
      expect(
        await errorsOf(client, 'bills', {
          client_bills: [
            good,
            { ...good, amount: 'ten' },
            { ...good, is_recursive: 1 },
            { ...good, reporting_account_id: REF.ssa },
            { reporting_account_id: REF.rent, amount: '5' },
            { ...good, is_recursive: 1, bill_repeat_frequency_id: 99 },
          ],
        }),
      ).toEqual({
        'client_bills.1.amount': ['Enter the bill amount as a number, like 0 or 125.50.'],
        'client_bills.2.bill_repeat_frequency_id': ['Select how often the bill repeats.'],
      });
      expect(
        await errorsOf(client, 'bills', {
          client_bills: [
            good,
            { ...good, reporting_account_id: REF.ssa },
            { reporting_account_id: REF.rent, amount: '5' },
            { ...good, is_recursive: 1, bill_repeat_frequency_id: 99 },
          ],
        }),
      ).toEqual({
        'client_bills.1.reporting_account_id': ['Select a bill type from the list.'],
        'client_bills.2.files': ["Upload the bill's file (an image or a PDF)."],
        'client_bills.3.bill_repeat_frequency_id': ['Select how often the bill repeats from the list.'],
      });
      expect((await profileOf(client.id))!.submittedAt).toBeNull();
    });

    it('refuses ids of items that are not the client’s own', async () => {
      const owner = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, owner.token, 'client-contacts', STEPS['client-contacts']);
      const ownerContactId = (await readOnboarding(ctx, owner.token)).json().data.client_contacts[0].id;
      const other = await createOnboardingClient(ctx);
      const patel = STEPS['client-contacts'].client_contacts[0]!;
      expect(await errorsOf(other, 'client-contacts', { client_contacts: [{ ...patel, id: ownerContactId }] })).toEqual({
        'client_contacts.0.id': ['This contact could not be found. Remove it and add it again.'],
      });
      expect((await readOnboarding(ctx, owner.token)).json().data.client_contacts[0].name).toBe('Dr. Anita Patel');
    });

    it('changes nothing when any field of a save is wrong', async () => {
      const client = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, client.token, 'client-contacts', STEPS['client-contacts']);
      const before = (await readOnboarding(ctx, client.token)).json().data;
      const patel = STEPS['client-contacts'].client_contacts[0]!;
      await errorsOf(client, 'client-contacts', {
        client_contacts: [
          { ...patel, name: 'Changed' },
          { name: 'No phone', contact_category_id: REF.doctor },
        ],
      });
      expect((await readOnboarding(ctx, client.token)).json().data).toEqual(before);
    });
  });

  describe('saving', () => {
    it('removes on the server the items removed in the form, keeps the ids of those kept and updates them', async () => {
      const client = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, client.token, 'identifiers', STEPS.identifiers);
      await saveOnboardingStep(ctx, client.token, 'client-contacts', STEPS['client-contacts']);
      const first = (await readOnboarding(ctx, client.token)).json().data;
      const [medicare] = first.other_identifier;
      const [patel] = first.client_contacts;

      const identifiers = await saveOnboardingStep(ctx, client.token, 'identifiers', {
        identifiers: STEPS.identifiers.identifiers,
        other_identifiers: [{ id: medicare.id, identity_type: 'Medicare card', identity_code: 'NEW-CODE' }],
      });
      expect(identifiers.statusCode, identifiers.body).toBe(200);
      const contacts = await saveOnboardingStep(ctx, client.token, 'client-contacts', {
        client_contacts: [{ ...STEPS['client-contacts'].client_contacts[0], id: patel.id, name: 'Dr. A. Patel' }],
      });
      expect(contacts.statusCode, contacts.body).toBe(200);
      const benefits = await saveOnboardingStep(ctx, client.token, 'active-benefits', STEPS['active-benefits']);
      expect(benefits.statusCode).toBe(200);
      const none = await saveOnboardingStep(ctx, client.token, 'active-benefits', {});
      expect(none.statusCode).toBe(200);

      const after = (await readOnboarding(ctx, client.token)).json().data;
      expect(after.other_identifier).toEqual([{ id: medicare.id, identity_type: 'Medicare card', identity_code: 'NEW-CODE' }]);
      expect(after.client_contacts.map((contact: { id: number; name: string }) => [contact.id, contact.name])).toEqual([
        [patel.id, 'Dr. A. Patel'],
      ]);
      expect(after.benefits).toEqual([]);
      const profile = await profileOf(client.id);
      expect(await ctx.database.db.select().from(onboardingContacts).where(eq(onboardingContacts.profileId, profile!.id))).toHaveLength(1);
      expect(after.saved_steps).toEqual(['identifiers', 'active-benefits', 'client-contacts']);
    });

    it('skips steps 3, 4 and 5 without saving; other steps cannot be skipped', async () => {
      const client = await createOnboardingClient(ctx);
      for (const step of ['medical-details', 'active-benefits', 'client-contacts']) {
        const response = await saveOnboardingStep(
          ctx,
          client.token,
          step,
          { skip: 1, health_info: { diagnosis: 'x' } },
          { captcha: false },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ message: 'This step was skipped; nothing was saved.' });
      }
      expect((await readOnboarding(ctx, client.token)).json().data).toMatchObject({ saved_steps: [], health_info: null });
      for (const step of ['document-proofs', 'identifiers', 'bills']) {
        expect(await errorsOf(client, step, { skip: 1 })).toEqual({
          skip: ['This step cannot be skipped. Fill it in, then press Save and Proceed.'],
        });
      }
      expect(await errorsOf(client, 'payments', {})).toEqual({ step: ['Choose which step to save.'] });
    });

    it('needs the captcha on every save, checked after the fields, and saves nothing without it', async () => {
      const client = await createOnboardingClient(ctx);
      const withoutToken = await saveOnboardingStep(ctx, client.token, 'medical-details', STEPS['medical-details'], { captcha: false });
      expect(withoutToken.statusCode).toBe(422);
      expect(withoutToken.json()).toEqual({
        message: CAPTCHA_FAILED_MESSAGE,
        errors: { 'g-recaptcha-response': [CAPTCHA_FAILED_MESSAGE] },
      });
      const otherAction = await saveOnboardingStep(
        ctx,
        client.token,
        'medical-details',
        { ...STEPS['medical-details'], 'g-recaptcha-response': 'dev-captcha:intake' },
        { captcha: false },
      );
      expect(otherAction.json().message).toBe(CAPTCHA_FAILED_MESSAGE);
      // Field errors first: fixing them costs no token.
      const fieldsFirst = await saveOnboardingStep(ctx, client.token, 'identifiers', {}, { captcha: false });
      expect(Object.keys(fieldsFirst.json().errors)).toEqual(['identifiers.identification_type_id', 'identifiers.identity_code']);
      expect((await readOnboarding(ctx, client.token)).json().data).toMatchObject({ saved_steps: [], health_info: null });
    });

    it('keeps each amount as the exact cents its text says, and refuses more decimals than cents however close to one', async () => {
      const client = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, client.token, 'identifiers', STEPS.identifiers);
      // 4.35 * 100 is 434.99999999999994 through a float; "4.350000001" was once rounded to 435 and kept.
      for (const amount of ['1.005', '4.350000001', '0.30000000000000004', '1e3']) {
        expect(
          await errorsOf(client, 'bills', { client_bills: [{ reporting_account_id: REF.rent, amount, files: [jpegBill()] }] }),
          amount,
        ).toEqual({
          'client_bills.0.amount': ['Enter the bill amount as a number, like 0 or 125.50.'],
        });
      }
      const benefit = { reporting_account_id: REF.ssa, effective_from: '2024-01-01', effective_till: '2024-12-31' };
      const benefits = await saveOnboardingStep(ctx, client.token, 'active-benefits', {
        active_benefits: [{ ...benefit, benefit_amount: '0.1' }],
      });
      expect(benefits.statusCode, benefits.body).toBe(200);
      const bills = await saveOnboardingStep(ctx, client.token, 'bills', {
        client_bills: [
          { reporting_account_id: REF.rent, amount: '4.35', files: [jpegBill()] },
          { reporting_account_id: REF.utilities, amount: '1234.56', files: [jpegBill()] },
        ],
      });
      expect(bills.statusCode, bills.body).toBe(200);
      const profile = await profileOf(client.id);
      const storedBills = await ctx.database.db.select().from(onboardingBills).where(eq(onboardingBills.profileId, profile!.id));
      expect(storedBills.map((bill) => bill.amountCents).sort((a, b) => a - b)).toEqual([435, 123_456]);
      const storedBenefits = await ctx.database.db.select().from(onboardingBenefits).where(eq(onboardingBenefits.profileId, profile!.id));
      expect(storedBenefits.map((row) => row.amountCents)).toEqual([10]);
    });

    it('accepts a JSON body for the steps without files', async () => {
      const client = await createOnboardingClient(ctx);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/website/onboarding?_method=PUT`,
        headers: bearer(client.token),
        payload: { step: 'medical-details', 'g-recaptcha-response': 'dev-captcha:onboarding', health_info: { medications: 'None' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Your details have been saved.' });
      expect((await readOnboarding(ctx, client.token)).json().data.health_info).toEqual({
        diagnosis: null,
        medications: 'None',
        guardianship: null,
      });
    });
  });

  describe('submitting (step 6)', () => {
    it('needs step 2 saved first', async () => {
      const client = await createOnboardingClient(ctx);
      const response = await saveOnboardingStep(ctx, client.token, 'bills', await billValues());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please complete the "Write Your Identifiers Details" step before you submit your onboarding details.',
        errors: { step: ['Please complete the "Write Your Identifiers Details" step before you submit your onboarding details.'] },
      });
      expect((await readOnboarding(ctx, client.token)).json().data.client_bills).toEqual([]);
    });

    it('sends the onboarding in: inProgress, a confirmation e-mail, the session ended; nothing changes afterwards', async () => {
      const client = await createOnboardingClient(ctx);
      await saveStepsOneToFive(ctx, client.token);
      const mailsBefore = (await readOutbox(ctx.config.DATA_DIR)).length;
      const response = await saveOnboardingStep(ctx, client.token, 'bills', await billValues());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your request has been successfully submitted to the Access Payee service team!',
        data: { application_code: client.code, current_process: 'inProgress' },
      });
      // The session that sent it is over.
      expect((await readOnboarding(ctx, client.token)).statusCode).toBe(401);

      const mails = (await readOutbox(ctx.config.DATA_DIR)).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual([`${client.username}@example.org`]);
      expect(mails[0]!.subject).toBe(`We have received your onboarding details (${client.code})`);
      expect(mails[0]!.text).not.toContain('Metformin');

      const login = await loginByUsername(ctx, client.username, ONBOARDING_PASSWORD);
      expect(login.json().data).toMatchObject({ process_type: 'onboarding', current_process: 'inProgress' });
      const token = login.json().data.token;
      const detail = (await readOnboarding(ctx, token)).json().data;
      expect(detail).toMatchObject({
        current_process: 'inProgress',
        saved_steps: ['document-proofs', 'identifiers', 'medical-details', 'active-benefits', 'client-contacts', 'bills'],
      });
      expect(detail.client_bills).toHaveLength(3);
      const change = await saveOnboardingStep(ctx, token, 'medical-details', { health_info: { diagnosis: 'Changed' } });
      expect(change.statusCode).toBe(409);
      expect(change.json().message).toBe(
        'Your onboarding details have been sent in and are being reviewed, so they cannot be changed now.',
      );
      const profile = await profileOf(client.id);
      expect(profile!.submittedAt).not.toBeNull();
      expect(await ctx.database.db.select().from(onboardingBills).where(eq(onboardingBills.profileId, profile!.id))).toHaveLength(3);
    });
  });

  describe('who may read and change it', () => {
    it('answers 404 for another client’s code, and for a save naming another code', async () => {
      const owner = await createOnboardingClient(ctx);
      await saveOnboardingStep(ctx, owner.token, 'document-proofs', { image: photo() });
      const other = await createOnboardingClient(ctx);
      for (const url of [
        `/api/v1/website/onboarding/${owner.code}`,
        `/api/v1/website/onboarding/${owner.code}/photo`,
        `/api/v1/website/onboarding/${owner.code}/bills/1/file`,
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(other.token) });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('Nora');
      }
      const save = await saveOnboardingStep(ctx, other.token, 'medical-details', {
        application_code: owner.code,
        ...STEPS['medical-details'],
      });
      expect(save.statusCode).toBe(404);
      expect((await readOnboarding(ctx, owner.token)).json().data.health_info).toBeNull();
      expect((await readOnboarding(ctx, other.token)).json().data.health_info).toBeNull();
    });

    it('answers 404 to clients and intake applicants, and 401 without a valid token', async () => {
      const client = await createOnboardingClient(ctx, 'pending');
      await createOtherClient(ctx, { username: `active.${client.id}`, ssn: `98722${String(client.id).padStart(4, '0')}` });
      const activeToken = (await loginByUsername(ctx, `active.${client.id}`, 'Other@Client1')).json().data.token;
      const applicant = await createApplication(ctx, freshApplicant());
      for (const token of [activeToken, applicant.token]) {
        expect((await readOnboarding(ctx, token)).statusCode).toBe(404);
        expect((await readOnboarding(ctx, token, client.code)).statusCode).toBe(404);
        expect((await saveOnboardingStep(ctx, token, 'medical-details', STEPS['medical-details'])).statusCode).toBe(404);
      }
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/website/onboarding/${client.code}` })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/website/onboarding', headers: bearer('x'.repeat(43)) })).statusCode).toBe(
        401,
      );
      const anonymousSave = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/website/onboarding?_method=PUT',
        payload: { step: 'medical-details' },
      });
      expect(anonymousSave.statusCode).toBe(401);
    });

    it('lets an approved client who is not invited yet read, but not change, their onboarding', async () => {
      const client = await createOnboardingClient(ctx, 'approved');
      expect((await readOnboarding(ctx, client.token)).json().data.current_process).toBe('approved');
      const save = await saveOnboardingStep(ctx, client.token, 'medical-details', STEPS['medical-details']);
      expect(save.statusCode).toBe(409);
      expect(save.json().message).toBe('Your onboarding has not started yet. We will email you a link when it is ready for you.');
    });
  });
});
