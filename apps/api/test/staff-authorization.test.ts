import type { StaffRole } from '@payee/contract';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, createStaffMember } from './helpers/staff';

const ADMIN = '/api/v1/admin';

/** The open part of the back office: sign-in's steps and an invitation's set-up. Everything else needs a staff session. */
const OPEN_ROUTES = new Set([
  `${ADMIN}/login`,
  `${ADMIN}/login/totp`,
  `${ADMIN}/login/enrol`,
  `${ADMIN}/login/enrol/confirm`,
  `${ADMIN}/set-up`,
]);

/**
 * The role each part of the back office needs (modules/admin/routes.ts declares it once per sub-tree); `any`:
 * every member of staff. A new staff route under a path missing here fails the test until its role is stated.
 */
type RequiredRole = Extract<StaffRole, 'admin' | 'caseworker' | 'finance'> | 'any';
const ROLE_BY_PREFIX: [string, RequiredRole][] = [
  [`${ADMIN}/session`, 'any'],
  [`${ADMIN}/logout`, 'any'],
  [`${ADMIN}/summary`, 'caseworker'],
  [`${ADMIN}/clients`, 'caseworker'],
  [`${ADMIN}/enquiries`, 'caseworker'],
  [`${ADMIN}/intake`, 'caseworker'],
  [`${ADMIN}/rejection-reasons`, 'caseworker'],
  [`${ADMIN}/onboarding`, 'caseworker'],
  [`${ADMIN}/staff`, 'admin'],
  [`${ADMIN}/audit`, 'admin'],
  [`${ADMIN}/settings`, 'admin'],
  [`${ADMIN}/finance`, 'finance'],
];

const roleOf = (url: string) => ROLE_BY_PREFIX.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1];

/** A concrete address for a route pattern: parameters become values no record has (no action can touch real data). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'slug' ? 'ssa-623' : name === 'reference' ? 'ENQ-NONE00' : name === 'month' ? '1999-01' : '999999',
  );

describe.each(TEST_DATABASES)('who may call each staff route (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const members = {} as Record<'admin' | 'caseworker' | 'finance' | 'notAdmin' | 'notCaseworker' | 'notFinance', number>;

  beforeAll(async () => {
    members.admin = (await createStaffMember(ctx, ['admin'])).id;
    members.caseworker = (await createStaffMember(ctx, ['caseworker'])).id;
    // Without the role, but with every other one: no other role stands in for it.
    members.notAdmin = (await createStaffMember(ctx, ['caseworker', 'finance'])).id;
    members.notCaseworker = (await createStaffMember(ctx, ['admin', 'finance'])).id;
    members.finance = (await createStaffMember(ctx, ['finance'])).id;
    members.notFinance = (await createStaffMember(ctx, ['admin', 'caseworker'])).id;
  });

  /** A fresh token per call: logout must not end the session the next call uses. */
  const staffToken = async (id: number) => (await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: id, ttlMs: 60_000 })).token;
  const clientToken = async () => (await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: 1, ttlMs: 60_000 })).token;

  const staffRoutes = () =>
    ctx.routes
      .filter((route) => route.url.startsWith(`${ADMIN}/`) && !OPEN_ROUTES.has(route.url))
      .flatMap((route) => [route.method].flat().map((method) => ({ method: method as HTTPMethods, url: route.url })));

  it('finds the staff routes in the route table, each with a stated role', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => roleOf(route.url) === undefined)).toEqual([]);
    // The open routes exist: a renamed sign-in route would otherwise drop out of both lists.
    expect(
      ctx.routes
        .filter((route) => OPEN_ROUTES.has(route.url))
        .map((route) => route.url)
        .sort(),
    ).toEqual([...OPEN_ROUTES].sort());
  });

  it('answers 401 without a token and with a client token, 403 without the role, and neither with it, on every staff route', async () => {
    const outcomes: string[] = [];
    const counts = { routes: 0, calls: 0 };
    for (const { method, url } of staffRoutes()) {
      const role = roleOf(url)!;
      const address = concrete(url);
      const call = async (headers: Record<string, string>) => (await ctx.app.inject({ method, url: address, headers })).statusCode;
      counts.routes += 1;

      const expectations: [string, number | 'allowed', Record<string, string>][] = [
        ['no token', 401, {}],
        ['client token', 401, bearer(await clientToken())],
      ];
      if (role === 'any') {
        for (const kind of ['admin', 'caseworker'] as const)
          expectations.push([`${kind} token`, 'allowed', bearer(await staffToken(members[kind]))]);
      } else {
        const without = role === 'admin' ? members.notAdmin : role === 'caseworker' ? members.notCaseworker : members.notFinance;
        expectations.push([`staff token without ${role}`, 403, bearer(await staffToken(without))]);
        expectations.push([`staff token with ${role}`, 'allowed', bearer(await staffToken(members[role]))]);
      }
      for (const [label, expected, headers] of expectations) {
        const status = await call(headers);
        counts.calls += 1;
        const isRight = expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
        if (!isRight) outcomes.push(`${method} ${url} with ${label}: ${status}, expected ${expected}`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(counts.calls).toBe(counts.routes * 4);
  });
});
