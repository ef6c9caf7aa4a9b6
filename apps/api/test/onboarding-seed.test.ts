import fs from 'node:fs';
import path from 'node:path';
import { ZOnboardingDetailSchema } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientUsers, onboardingBills, onboardingProfiles } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_ONBOARDING_PASSWORD, DEMO_ONBOARDING_USERS } from '../src/seed/demo-clients';
import { seedDemoData } from '../src/seed/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, loginByUsername } from './helpers/clients';
import { staffToken } from './helpers/intake';
import { ADMIN_ONBOARDING, billValues, readOnboarding, saveOnboardingStep, STEPS, staffAction } from './helpers/onboarding';

const [JAMES, LINDA, ROBERT, PATRICIA, SUSAN] = DEMO_ONBOARDING_USERS;

describe.each(TEST_DATABASES)('demo onboarding clients (%s)', (driver) => {
  const ctx = useTestApp(driver);
  beforeAll(async () => {
    const seeded = await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage });
    expect(seeded.onboarding).toBe(4);
  });

  async function detailOf(user: (typeof DEMO_ONBOARDING_USERS)[number]) {
    const login = await loginByUsername(ctx, user.username, DEMO_ONBOARDING_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const response = await readOnboarding(ctx, token, user.applicationCode);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(ZOnboardingDetailSchema.safeParse(detail).success).toBe(true);
    return { login: login.json(), token, detail };
  }

  it('seeds the answers once, with real files under DATA_DIR', async () => {
    expect((await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, { storage: ctx.app.storage })).onboarding).toBe(0);
    const dir = path.join(ctx.config.DATA_DIR, 'uploads', 'onboarding');
    // The four onboarding clients' profiles; Maria's (a client, her benefits only: seed/demo-alerts.ts) is not theirs.
    const [maria] = await ctx.database.db
      .select({ id: clientUsers.id })
      .from(clientUsers)
      .where(eq(clientUsers.applicationCode, DEMO_CLIENT.applicationCode));
    const profiles = (await ctx.database.db.select().from(onboardingProfiles)).filter((profile) => profile.clientUserId !== maria?.id);
    const bills = await ctx.database.db.select().from(onboardingBills);
    expect(profiles).toHaveLength(4);
    expect(bills).toHaveLength(6);
    for (const name of [
      ...profiles.map((profile) => profile.photoStorageName).filter(Boolean),
      ...bills.map((bill) => bill.fileStorageName),
    ]) {
      expect(fs.existsSync(path.join(dir, name!))).toBe(true);
    }
  });

  it('has James invited with an empty wizard', async () => {
    const { login, detail } = await detailOf(JAMES);
    expect(login).toMatchObject({
      message: 'Welcome, James. Please complete your onboarding details.',
      data: { process_type: 'onboarding', current_process: 'pending' },
    });
    expect(detail).toMatchObject({
      current_process: 'pending',
      saved_steps: [],
      image_url: null,
      identifiers: null,
      client_contacts: [],
      client_bills: [],
    });
  });

  it('has Susan invited with steps 1 to 4 saved', async () => {
    const { detail, token } = await detailOf(SUSAN);
    expect(detail).toMatchObject({
      current_process: 'pending',
      saved_steps: ['document-proofs', 'identifiers', 'medical-details', 'active-benefits'],
      image_name: 'Profile photo.png',
      identifiers: { identification_type: { id: 2, name: "Driver's license" }, identity_code: 'D-4327-2207' },
      health_info: { diagnosis: 'High blood pressure' },
      benefits: [{ id: 3, amount: '1182.00' }],
      client_contacts: [],
      client_bills: [],
    });
    // She can finish: contacts, then bills.
    expect((await saveOnboardingStep(ctx, token, 'client-contacts', STEPS['client-contacts'])).statusCode).toBe(200);
    expect((await saveOnboardingStep(ctx, token, 'bills', await billValues())).statusCode).toBe(200);
  });

  it('has Linda in progress with a complete submission: photo, two contacts, three bills', async () => {
    const { login, detail, token } = await detailOf(LINDA);
    expect(login.data).toMatchObject({ process_type: 'onboarding', current_process: 'inProgress' });
    expect(detail.saved_steps).toHaveLength(6);
    expect(detail.image_url).toBe(`/api/v1/website/onboarding/${LINDA.applicationCode}/photo`);
    expect(detail.client_contacts.map((contact: { name: string }) => contact.name)).toEqual(['Dr. Anita Patel', 'Mai Nguyen']);
    expect(detail.client_contacts[1].mailing_address).toMatchObject({ is_international: 1, country: { id: 39, name: 'Canada' } });
    expect(detail.client_bills.map((bill: { amount: string; is_recursive: number }) => [bill.amount, bill.is_recursive])).toEqual([
      ['650.00', 1],
      ['84.37', 0],
      ['35.00', 1],
    ]);
    for (const url of [
      detail.image_url,
      ...detail.client_bills.map((bill: { files: { file_path: string }[] }) => bill.files[0]!.file_path),
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode, url).toBe(200);
    }
    const staff = await staffToken(ctx);
    const list = await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}?status=inProgress`, headers: bearer(staff) });
    expect(list.json().data.map((row: { application_code: string }) => row.application_code)).toContain(LINDA.applicationCode);
  });

  it('has Robert sent back with two reasons, his answers kept for "Update Form Now"', async () => {
    const { login, detail, token } = await detailOf(ROBERT);
    const reasons = ROBERT.rejectionReasons.map(({ message }) => ({ message }));
    expect(reasons).toHaveLength(2);
    expect(login.data).toMatchObject({ current_process: 'rejected', rejection_reason: reasons });
    expect(detail).toMatchObject({ current_process: 'rejected', rejection_reason: reasons });
    expect(detail.client_bills).toHaveLength(3);
    const staff = await staffToken(ctx);
    const whole = (
      await ctx.app.inject({ method: 'GET', url: `${ADMIN_ONBOARDING}/${ROBERT.applicationCode}`, headers: bearer(staff) })
    ).json().data;
    expect(whole.actions.map((action: { action: string }) => action.action)).toEqual(['send_back', 'submit', 'invite']);
    expect(whole.actions[0].reasons).toEqual(ROBERT.rejectionReasons.map(({ message }) => message));
    // He updates the medical details and sends it in again.
    expect((await saveOnboardingStep(ctx, token, 'medical-details', STEPS['medical-details'])).statusCode).toBe(200);
    const resend = await saveOnboardingStep(ctx, token, 'bills', {
      client_bills: detail.client_bills.map((bill: { id: number; reporting_account: { id: number }; amount: string }) => ({
        id: bill.id,
        reporting_account_id: bill.reporting_account.id,
        amount: bill.amount,
      })),
    });
    expect(resend.statusCode, resend.body).toBe(200);
  });

  it('has Patricia approved and waiting for an invitation', async () => {
    const { login, detail } = await detailOf(PATRICIA);
    expect(login.data).toMatchObject({ process_type: 'onboarding', current_process: 'approved' });
    expect(detail).toMatchObject({ current_process: 'approved', saved_steps: [] });
    const staff = await staffToken(ctx);
    expect((await staffAction(ctx, staff, PATRICIA.applicationCode, 'invite')).json().data.current_process).toBe('pending');
  });
});
