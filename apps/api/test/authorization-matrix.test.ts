import { API_PREFIX, type StaffRole } from '@payee/contract';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPrograms, clientUsers } from '../src/db/schema/index';
import { DEMO_CLIENT, DEMO_ONBOARDING_USERS } from '../src/seed/demo-clients';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, createOtherClient, seedClients } from './helpers/clients';
import { createApplication, freshApplicant } from './helpers/intake';
import { createStaffMember } from './helpers/staff';

/**
 * Who may call what: every route the app registers × every kind of caller, with the answer each should get
 * (issue 13). A route registered without an entry here fails the test, and so does an entry for a route that is
 * gone. One app and one set of callers per database (a logout gets a token of its own, as it ends the one it carries).
 */

const CALLERS = ['anonymous', 'client A', 'client B', 'intake applicant', 'onboarding client', 'admin', 'caseworker', 'finance'] as const;
type Caller = (typeof CALLERS)[number];
type ClientCaller = Extract<Caller, 'client A' | 'client B' | 'intake applicant' | 'onboarding client'>;
const CLIENT_CALLERS: readonly Caller[] = ['client A', 'client B', 'intake applicant', 'onboarding client'];
const STAFF_ROLES = ['admin', 'caseworker', 'finance'] as const satisfies readonly StaffRole[];

/**
 * Who a route is for: anyone (`open`); any signed-in client; the one client whose record the address or body names
 * (`owner`: every other client gets the 404 of a record that does not exist); any member of staff; or staff
 * holding a role.
 */
type Access =
  | { kind: 'open' }
  | { kind: 'client' }
  | { kind: 'owner'; owner: ClientCaller }
  | { kind: 'staff' }
  | { kind: 'role'; role: StaffRole }
  | { kind: 'roles'; roles: readonly StaffRole[] };

/** The records the addresses and bodies name, made once per database. */
interface Records {
  /** A program client A is enrolled in and no other client is. */
  programOfA: number;
  applicantApplicationId: number;
  applicantCode: string;
  onboardingCode: string;
}

interface Entry {
  access: Access;
  /** The address to call (default: the route's, parameters filled with values no record has). */
  path?: (records: Records) => string;
  body?: (records: Records) => Record<string, unknown>;
}

const OPEN: Entry = { access: { kind: 'open' } };
const CLIENT: Entry = { access: { kind: 'client' } };
const STAFF: Entry = { access: { kind: 'staff' } };
const role = (needed: StaffRole): Entry => ({ access: { kind: 'role', role: needed } });
const owner = (who: ClientCaller, entry: Omit<Entry, 'access'> = {}): Entry => ({ access: { kind: 'owner', owner: who }, ...entry });
const CASEWORKER = role('caseworker');
const ADMIN = role('admin');
const FINANCE = role('finance');
/** Caseworkers and finance both read a client's documents (finance only some types: client-documents.test.ts). */
const CASEWORKER_OR_FINANCE: Entry = { access: { kind: 'roles', roles: ['caseworker', 'finance'] } };

const statementDates = 'transaction_date[0]=2024-01-01&transaction_date[1]=2024-12-31';

/** Every route, keyed `METHOD /api/v1/path` as registered. */
const MATRIX: Record<string, Entry> = {
  'GET /docs': OPEN,
  'GET /docs/json': OPEN,
  'GET /health': OPEN,
  'GET /ready': OPEN,
  'GET /site-config': OPEN,
  'GET /master/countries': OPEN,
  'GET /master/states': OPEN,
  'GET /dropdown/:name': OPEN,
  'GET /website/offices': OPEN,
  'POST /website/enquiry': OPEN,

  'POST /admin/login': OPEN,
  'POST /admin/login/totp': OPEN,
  'POST /admin/login/enrol': OPEN,
  'POST /admin/login/enrol/confirm': OPEN,
  'POST /admin/set-up': OPEN,
  'GET /admin/session': STAFF,
  'POST /admin/logout': STAFF,
  'GET /admin/summary': CASEWORKER,
  'GET /admin/clients': CASEWORKER,
  'GET /admin/clients/:id': CASEWORKER,
  'POST /admin/clients/:id/lock': CASEWORKER,
  'POST /admin/clients/:id/unlock': CASEWORKER,
  'POST /admin/clients/:id/password-reset': CASEWORKER,
  'GET /admin/clients/:id/notes': CASEWORKER,
  'POST /admin/clients/:id/notes': CASEWORKER,
  'GET /admin/clients/:id/documents': CASEWORKER_OR_FINANCE,
  'POST /admin/clients/:id/documents': CASEWORKER,
  'GET /admin/clients/:id/documents/:document_id/file': CASEWORKER_OR_FINANCE,
  'GET /admin/tasks': CASEWORKER,
  'POST /admin/tasks': CASEWORKER,
  'POST /admin/tasks/:id/complete': CASEWORKER,
  'POST /admin/tasks/:id/cancel': CASEWORKER,
  'POST /admin/tasks/:id/reassign': CASEWORKER,
  'GET /admin/caseload': CASEWORKER,
  'GET /admin/clients/:id/caseworker': CASEWORKER,
  'PUT /admin/clients/:id/caseworker': ADMIN,
  'GET /admin/clients/:id/reads': ADMIN,
  'GET /admin/caseworkers': ADMIN,
  'GET /admin/enquiries': CASEWORKER,
  'GET /admin/enquiries/:reference': CASEWORKER,
  'POST /admin/enquiries/:reference/notes': CASEWORKER,
  'PUT /admin/enquiries/:reference/status': CASEWORKER,
  'POST /admin/enquiries/:reference/reply': CASEWORKER,
  'GET /admin/intake': CASEWORKER,
  'GET /admin/intake/:application': CASEWORKER,
  'GET /admin/intake/:application/history': CASEWORKER,
  'POST /admin/intake/:application/ssn': CASEWORKER,
  'GET /admin/intake/:application/documents/:slug': CASEWORKER,
  'POST /admin/intake/:application/decision': CASEWORKER,
  'GET /admin/rejection-reasons': CASEWORKER,
  'GET /admin/onboarding': CASEWORKER,
  'GET /admin/onboarding/:client': CASEWORKER,
  'PUT /admin/onboarding/:client': CASEWORKER,
  'POST /admin/onboarding/:client/medical': CASEWORKER,
  'GET /admin/onboarding/:client/photo': CASEWORKER,
  'GET /admin/onboarding/:client/bills/:bill_id/file': CASEWORKER,
  'POST /admin/onboarding/:client/invite': CASEWORKER,
  'POST /admin/onboarding/:client/send-back': CASEWORKER,
  'POST /admin/onboarding/:client/activate': CASEWORKER,
  'GET /admin/staff': ADMIN,
  'POST /admin/staff': ADMIN,
  'PUT /admin/staff/:id/roles': ADMIN,
  'POST /admin/staff/:id/deactivate': ADMIN,
  'GET /admin/audit': ADMIN,
  'GET /admin/audit/export': ADMIN,
  'GET /admin/settings/approval-limit': ADMIN,
  'PUT /admin/settings/approval-limit': ADMIN,
  'GET /admin/settings/ssi-limit': ADMIN,
  'PUT /admin/settings/ssi-limit': ADMIN,
  'POST /admin/settings/approval-limit/confirm': ADMIN,
  'GET /admin/settings/reconciliation-sign-off': ADMIN,
  'PUT /admin/settings/reconciliation-sign-off': ADMIN,
  // Every role some alert concerns, which is every role: each member sees their roles' kinds (alerts.test.ts).
  'GET /admin/alerts': STAFF,
  'GET /admin/finance/overview': FINANCE,
  'GET /admin/finance/clients': FINANCE,
  'GET /admin/finance/clients/:id/ledger': FINANCE,
  'GET /admin/finance/entries': FINANCE,
  'GET /admin/finance/entries/:id': FINANCE,
  'POST /admin/finance/entries/:id/reverse': FINANCE,
  'POST /admin/finance/deposits': FINANCE,
  'GET /admin/finance/deposit-approvals': FINANCE,
  'POST /admin/finance/deposit-approvals/:id/approve': FINANCE,
  'POST /admin/finance/fees': FINANCE,
  'POST /admin/finance/adjustments': FINANCE,
  'POST /admin/finance/transfers': FINANCE,
  'GET /admin/finance/deposit-imports': FINANCE,
  'POST /admin/finance/deposit-imports/preview': FINANCE,
  'POST /admin/finance/deposit-imports': FINANCE,
  'GET /admin/finance/vendors': FINANCE,
  'POST /admin/finance/vendors': FINANCE,
  'GET /admin/finance/vendors/:id': FINANCE,
  'PUT /admin/finance/vendors/:id': FINANCE,
  'GET /admin/finance/scheduled-payments': FINANCE,
  'POST /admin/finance/scheduled-payments': FINANCE,
  'POST /admin/finance/scheduled-payments/generate': FINANCE,
  'GET /admin/finance/scheduled-payments/:id': FINANCE,
  'PUT /admin/finance/scheduled-payments/:id': FINANCE,
  'GET /admin/finance/due': FINANCE,
  'GET /admin/finance/disbursements': FINANCE,
  'POST /admin/finance/disbursements': FINANCE,
  'GET /admin/finance/disbursements/check': FINANCE,
  'GET /admin/finance/disbursements/:id': FINANCE,
  'POST /admin/finance/disbursements/:id/approve': FINANCE,
  'POST /admin/finance/disbursements/:id/pay': FINANCE,
  'POST /admin/finance/disbursements/:id/void': FINANCE,
  'POST /admin/finance/card-loads/generate': FINANCE,
  'GET /admin/finance/clients/:id/budget': FINANCE,
  'PUT /admin/finance/clients/:id/budget': FINANCE,
  'GET /admin/finance/reconciliation': FINANCE,
  'GET /admin/finance/reconciliation/:month': FINANCE,
  'GET /admin/finance/reconciliation/:month/lines': FINANCE,
  'GET /admin/finance/reconciliation/:month/outstanding': FINANCE,
  'POST /admin/finance/reconciliation/:month/bank-statement': FINANCE,
  'POST /admin/finance/reconciliation/:month/matches': FINANCE,
  'DELETE /admin/finance/reconciliation/:month/matches/:lineId': FINANCE,
  'POST /admin/finance/reconciliation/:month/close': FINANCE,
  'POST /admin/finance/reconciliation/:month/sign-off': FINANCE,
  'GET /admin/finance/reconciliation/:month/report': FINANCE,
  'GET /admin/finance/clients/:id/ssa-623': FINANCE,
  'GET /admin/finance/clients/:id/ssa-623/pdf': FINANCE,
  'GET /admin/finance/clients/:id/ssa-623/csv': FINANCE,
  'GET /admin/finance/reports/ssa-623/clients': FINANCE,
  'POST /admin/finance/reports/ssa-623/jobs': FINANCE,
  'GET /admin/finance/reports/ssa-623/jobs': FINANCE,
  'GET /admin/finance/reports/ssa-623/jobs/:id': FINANCE,
  'GET /admin/finance/reports/ssa-623/jobs/:id/file': FINANCE,
  // Payment runs and checks (issue 25).
  'GET /admin/finance/payment-runs': FINANCE,
  'POST /admin/finance/payment-runs': FINANCE,
  'GET /admin/finance/payment-runs/candidates': FINANCE,
  'GET /admin/finance/payment-runs/:id': FINANCE,
  'POST /admin/finance/payment-runs/:id/approve': FINANCE,
  'POST /admin/finance/payment-runs/:id/pay': FINANCE,
  'GET /admin/finance/payment-runs/:id/files/:kind': FINANCE,
  'GET /admin/finance/checks': FINANCE,
  'GET /admin/finance/checks.csv': FINANCE,
  'POST /admin/finance/checks/:id/void': FINANCE,
  'GET /admin/finance/check-stock': FINANCE,
  'PUT /admin/finance/check-stock': FINANCE,
  'GET /admin/finance/reports/trial-balance': FINANCE,
  'GET /admin/finance/reports/client-balances': FINANCE,
  'GET /admin/finance/reports/payments-register': FINANCE,
  'GET /admin/finance/reports/vendor-history': FINANCE,
  'GET /admin/finance/reports/fee-income': FINANCE,
  'GET /admin/finance/reports/deposits-by-source': FINANCE,

  'POST /website/login': OPEN,
  'POST /website/forgot-credential': OPEN,
  'POST /website/reset-credential': OPEN,
  'POST /website/reset-credential/check': OPEN,
  'GET /website/client/name': OPEN,
  'POST /website/logout': CLIENT,
  'GET /website/client/process': CLIENT,
  'GET /website/client/programs': CLIENT,
  'GET /website/client/account-balance': owner('client A', { path: (r) => `/website/client/account-balance?program_id=${r.programOfA}` }),
  'GET /website/client/coming-up': owner('client A', { path: (r) => `/website/client/coming-up?program_id=${r.programOfA}` }),
  'GET /website/client/this-month': owner('client A', { path: (r) => `/website/client/this-month?program_id=${r.programOfA}` }),
  'GET /website/client/transactions': owner('client A', { path: (r) => `/website/client/transactions?program_id=${r.programOfA}` }),
  'GET /website/client/account-statement': owner('client A', {
    path: (r) => `/website/client/account-statement?program_id=${r.programOfA}&${statementDates}`,
  }),
  'POST /website/user/change-password': CLIENT,

  'POST /website/intake': OPEN,
  'GET /website/intake': owner('intake applicant'),
  // A step with none of its answers: refused (422) for its applicant without changing anything, 404 for anyone else.
  'POST /website/intake/update': owner('intake applicant', {
    path: (r) => `/website/intake/update?id=${r.applicantApplicationId}`,
    body: (r) => ({ step: 'about-you', application_code: r.applicantCode }),
  }),
  'POST /website/intake/submit': owner('intake applicant', { path: (r) => `/website/intake/submit?id=${r.applicantApplicationId}` }),
  'GET /website/intake/documents/:slug': owner('intake applicant', { path: () => '/website/intake/documents/ssa-623' }),
  'GET /website/onboarding': owner('onboarding client'),
  'GET /website/onboarding/:application_code': owner('onboarding client', { path: (r) => `/website/onboarding/${r.onboardingCode}` }),
  // Skipping a step that cannot be skipped: refused (422) for its client without changing anything.
  'PUT /website/onboarding': owner('onboarding client', {
    body: (r) => ({
      step: 'document-proofs',
      skip: 1,
      application_code: r.onboardingCode,
      'g-recaptcha-response': 'dev-captcha:onboarding',
    }),
  }),
  'GET /website/onboarding/:application_code/photo': owner('onboarding client', {
    path: (r) => `/website/onboarding/${r.onboardingCode}/photo`,
  }),
  'GET /website/onboarding/:application_code/bills/:bill_id/file': owner('onboarding client', {
    path: (r) => `/website/onboarding/${r.onboardingCode}/bills/999999/file`,
  }),
};

type Answer = 'allowed' | 401 | 403 | 404;

function expectedAnswer(access: Access, caller: Caller): Answer {
  const isClient = CLIENT_CALLERS.includes(caller);
  const isStaff = (STAFF_ROLES as readonly string[]).includes(caller);
  switch (access.kind) {
    case 'open':
      return 'allowed';
    case 'client':
      return isClient ? 'allowed' : 401;
    case 'owner':
      return caller === access.owner ? 'allowed' : isClient ? 404 : 401;
    case 'staff':
      return isStaff ? 'allowed' : 401;
    case 'role':
      return !isStaff ? 401 : caller === access.role ? 'allowed' : 403;
    case 'roles':
      return !isStaff ? 401 : (access.roles as readonly string[]).includes(caller) ? 'allowed' : 403;
  }
}

/** A concrete address for a route pattern: parameters become values no record has (no action can touch real data). */
const fabricated = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'slug' ? 'ssa-623' : name === 'reference' ? 'ENQ-NONE00' : name === 'month' ? '1999-01' : '999999',
  );

describe.each(TEST_DATABASES)('the authorization matrix: every route × every kind of caller (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const subjects = {} as Record<Exclude<Caller, 'anonymous'>, number>;
  let records: Records;

  beforeAll(async () => {
    await seedClients(ctx);
    const otherId = await createOtherClient(ctx);
    const applicantValues = freshApplicant();
    const applicant = await createApplication(ctx, applicantValues);
    const idOf = async (username: string) =>
      (await ctx.database.db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.username, username)))[0]!.id;
    const onboarding = DEMO_ONBOARDING_USERS[0];
    Object.assign(subjects, {
      'client A': await idOf(DEMO_CLIENT.username),
      'client B': otherId,
      'intake applicant': await idOf(String(applicantValues.username)),
      'onboarding client': await idOf(onboarding.username),
    });
    for (const member of STAFF_ROLES) subjects[member] = (await createStaffMember(ctx, [member])).id;

    const enrolled = async (clientId: number) =>
      (await ctx.database.db.select().from(clientPrograms).where(eq(clientPrograms.clientId, clientId))).map((row) => row.programId);
    const others = new Set([
      ...(await enrolled(subjects['client B'])),
      ...(await enrolled(subjects['intake applicant'])),
      ...(await enrolled(subjects['onboarding client'])),
    ]);
    const programOfA = (await enrolled(subjects['client A'])).find((id) => !others.has(id));
    if (programOfA === undefined) throw new Error('Client A needs a program no other caller has.');
    records = {
      programOfA,
      applicantApplicationId: applicant.id,
      applicantCode: applicant.code,
      onboardingCode: onboarding.applicationCode,
    };
  });

  const tokens = new Map<Caller, string>();
  /** The caller's token (none for the anonymous caller): one per caller, a fresh one for a logout, which ends it. */
  async function headersOf(caller: Caller, isLogout: boolean): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (!isLogout && tokens.has(caller)) return bearer(tokens.get(caller)!);
    const subjectType = (STAFF_ROLES as readonly string[]).includes(caller) ? 'staff' : 'client';
    const { token } = await ctx.app.authTokens.issue({ subjectType, subjectId: subjects[caller], ttlMs: 60 * 60_000 });
    if (!isLogout) tokens.set(caller, token);
    return bearer(token);
  }

  const apiRoutes = () =>
    ctx.routes
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method: method as HTTPMethods, url: route.url, key: `${method} ${route.url.slice(API_PREFIX.length)}` })),
      );

  it('has an entry for every route the app registers, and none for a route that is gone', () => {
    const registered = apiRoutes().map((route) => route.key);
    expect(
      registered.filter((key) => !(key in MATRIX)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !registered.includes(key)),
      'entries without a route',
    ).toEqual([]);
  });

  it('answers each caller as the matrix says, and never with a server error', async () => {
    const wrong: string[] = [];
    const counts = new Map<string, number>();
    for (const { method, url, key } of apiRoutes()) {
      const entry = MATRIX[key];
      if (!entry) continue;
      const path = `${API_PREFIX}${entry.path ? entry.path(records) : fabricated(url.slice(API_PREFIX.length))}`;
      const answers = new Map<Caller, { status: number; body: string }>();
      for (const caller of CALLERS) {
        const response = await ctx.app.inject({
          method,
          url: path,
          headers: await headersOf(caller, url.endsWith('/logout')),
          ...(entry.body ? { payload: entry.body(records) } : {}),
        });
        answers.set(caller, { status: response.statusCode, body: response.body });
      }
      // What a record that is not yours looks like: to its owner, a 404 may only be another one (a file not there).
      const strangerNotFound = [...answers.entries()].find(
        ([caller, answer]) => expectedAnswer(entry.access, caller) === 404 && answer.status === 404,
      )?.[1].body;
      for (const caller of CALLERS) {
        const expected = expectedAnswer(entry.access, caller);
        const { status, body } = answers.get(caller)!;
        const isRight =
          status < 500 &&
          (expected === 'allowed'
            ? status !== 401 && status !== 403 && !(status === 404 && body === strangerNotFound)
            : status === expected);
        const label = `${caller} → ${expected}`;
        counts.set(label, (counts.get(label) ?? 0) + 1);
        if (!isRight) wrong.push(`${key} as ${caller}: ${status}, expected ${expected} (${body.slice(0, 120)})`);
      }
    }
    // The figures of the matrix, for the record (issue 13's closing note).
    const table = CALLERS.map((caller) => {
      const row = (['allowed', 401, 403, 404] as const).map((answer) => `${answer}: ${counts.get(`${caller} → ${answer}`) ?? 0}`);
      return `${caller.padEnd(18)} ${row.join('  ')}`;
    });
    console.info(`authorization matrix (${driver}): ${apiRoutes().length} routes × ${CALLERS.length} callers\n${table.join('\n')}`);
    expect(wrong).toEqual([]);
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(apiRoutes().length * CALLERS.length);
  });
});
