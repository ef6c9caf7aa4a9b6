import { ZAdminEnquiriesResponseSchema, ZAdminOnboardingListResponseSchema } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../src/db/schema/index';
import { createClientUser } from '../src/modules/clients/service';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { queryCounter, routeStatements } from './helpers/query-count';
import { bearer, createStaffMember, signInStaff } from './helpers/staff';

const ONBOARDING = '/api/v1/admin/onboarding';
const ENQUIRIES = '/api/v1/admin/enquiries';

/**
 * Rough edge 9 of issue 24: the onboarding queue and the enquiry inbox are searched and sorted as the applications
 * queue is (`q`, `sort`, `direction`), a page's statements the same however many rows.
 */
describe.each(TEST_DATABASES)('searching and sorting the onboarding queue and the enquiry inbox (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { queryLogger: queries.logger });
  let token: string;
  const codes: Record<string, string> = {};

  // First name, last name, application code (codes not in the names' order).
  const NAMES = [
    ['Zelda', 'Ashford', 'APP-ZASH22'],
    ['Amos', 'Brightwater', 'APP-ABRT33'],
    ['Mabel', 'Crane', 'APP-MCRN44'],
    ['Bram', 'Brightwater', 'APP-BBRT55'],
  ] as const;

  beforeAll(async () => {
    token = (await signInStaff(ctx, await createStaffMember(ctx, ['caseworker'], 'Lisa Lister'))).token;
    let ssn = 987_650_100;
    for (const [firstName, lastName, code] of NAMES) {
      ssn += 1;
      codes[`${firstName} ${lastName}`] = code;
      await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
        ssn: String(ssn),
        dateOfBirth: '1970-01-01',
        firstName,
        lastName,
        processType: 'onboarding',
        currentProcess: 'inProgress',
        applicationCode: code,
      });
    }
    let reference = 0;
    for (const [firstName, lastName] of NAMES) {
      reference += 1;
      await ctx.database.db.insert(enquiries).values({
        reference: `ENQ-SRCH0${reference}`,
        isClient: false,
        firstName,
        lastName,
        email: 'sender@example.org',
        phoneNumber: '3135550100',
        enquiryTypeId: 1,
        status: reference === 2 ? 'closed' : 'new',
      });
    }
  });

  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: { name?: string; first_name?: string; last_name?: string; reference?: string; application_code?: string }[];
      meta: { total: number };
    }>();
  };
  const onboardingNames = async (query: string) => {
    const body = await get(`${ONBOARDING}?${query}`);
    expect(ZAdminOnboardingListResponseSchema.safeParse(body).success).toBe(true);
    return body.data.map((row) => row.name);
  };
  const enquiryNames = async (query: string) => {
    const body = await get(`${ENQUIRIES}?${query}`);
    expect(ZAdminEnquiriesResponseSchema.safeParse(body).success).toBe(true);
    return body.data.map((row) => `${row.first_name} ${row.last_name}`);
  };

  it('finds onboarding clients by any part of the name, in any case, or by application code', async () => {
    expect((await onboardingNames('q=brightWATER&sort=name&direction=asc')).sort()).toEqual(['Amos Brightwater', 'Bram Brightwater']);
    expect(await onboardingNames('q=abel cr')).toEqual(['Mabel Crane']);
    expect(await onboardingNames(`q=${codes['Zelda Ashford']!.toLowerCase()}`)).toEqual(['Zelda Ashford']);
    expect(await onboardingNames('q=100%25')).toEqual([]);
    expect(await onboardingNames('q=%20%20')).toHaveLength(NAMES.length);
  });

  it('sorts the onboarding queue by name, code or last change, both ways, the id breaking ties', async () => {
    const byName = ['Zelda Ashford', 'Amos Brightwater', 'Bram Brightwater', 'Mabel Crane'];
    expect(await onboardingNames('sort=name&direction=asc')).toEqual(byName);
    expect(await onboardingNames('sort=name&direction=desc')).toEqual([...byName].reverse());
    const byCode = Object.entries(codes)
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([name]) => name);
    expect(await onboardingNames('sort=application_code&direction=asc')).toEqual(byCode);
    expect(await onboardingNames('sort=application_code&direction=desc')).toEqual([...byCode].reverse());
    const byChange = await onboardingNames('sort=updated_at&direction=asc');
    expect(await onboardingNames('sort=updated_at&direction=desc')).toEqual([...byChange].reverse());
    // Paged: two pages of two never overlap.
    const pages = [
      ...(await onboardingNames('sort=name&direction=asc&per_page=2&page=1')),
      ...(await onboardingNames('sort=name&direction=asc&per_page=2&page=2')),
    ];
    expect(pages).toEqual(await onboardingNames('sort=name&direction=asc'));
  });

  it('finds enquiries by the sender’s name or the reference, within a status', async () => {
    expect((await enquiryNames('q=brightwater')).sort()).toEqual(['Amos Brightwater', 'Bram Brightwater']);
    expect(await enquiryNames('q=brightwater&status=new')).toEqual(['Bram Brightwater']);
    expect(await enquiryNames('q=enq-srch03')).toEqual(['Mabel Crane']);
    expect(await enquiryNames('q=zelda ash')).toEqual(['Zelda Ashford']);
    expect(await enquiryNames('q=_')).toEqual([]);
  });

  it('sorts the inbox by name, reference or date, both ways (newest first by default)', async () => {
    const byName = ['Zelda Ashford', 'Amos Brightwater', 'Bram Brightwater', 'Mabel Crane'];
    expect(await enquiryNames('sort=name&direction=asc')).toEqual(byName);
    expect(await enquiryNames('sort=name&direction=desc')).toEqual([...byName].reverse());
    const byReference = ['Zelda Ashford', 'Amos Brightwater', 'Mabel Crane', 'Bram Brightwater'];
    expect(await enquiryNames('sort=reference')).toEqual([...byReference].reverse());
    expect(await enquiryNames('sort=reference&direction=asc')).toEqual(byReference);
    expect(await enquiryNames('')).toEqual(await enquiryNames('sort=created_at&direction=desc'));
    // By status's stored word: closed, in_progress, new.
    expect((await get(`${ENQUIRIES}?sort=status&direction=asc`)).data[0]?.reference).toBe('ENQ-SRCH02');
    expect((await get(`${ENQUIRIES}?sort=status&direction=desc`)).data.at(-1)?.reference).toBe('ENQ-SRCH02');
  });

  it('refuses a sort that is not a column, a direction other than asc or desc, and a search over 100 characters, with 422', async () => {
    for (const list of [ONBOARDING, ENQUIRIES]) {
      for (const query of ['sort=ssn', 'direction=up', `q=${'a'.repeat(101)}`]) {
        const response = await ctx.app.inject({ method: 'GET', url: `${list}?${query}`, headers: bearer(token) });
        expect(response.statusCode, `${list}?${query}`).toBe(422);
      }
    }
  });

  it('reads a page of either list with the same statements however many rows it shows', async () => {
    for (const list of [ONBOARDING, ENQUIRIES]) {
      const one = await queries.count(() => get(`${list}?per_page=1&sort=name`));
      const all = await queries.count(() => get(`${list}?per_page=100&sort=name&q=a`));
      expect(all.result.data.length).toBeGreaterThan(one.result.data.length);
      expect(routeStatements(all.statements).length, all.statements.join('\n')).toBe(routeStatements(one.statements).length);
    }
  });
});
