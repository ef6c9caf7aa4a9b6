import {
  DEFAULT_COUNTRY_ID,
  DROPDOWN_NAMES,
  DROPDOWNS_WITH_OTHER,
  HOUSING_TYPES_WITHOUT_LANDLORD,
  OTHER_OPTION_NAME,
  ZApiErrorBodySchema,
} from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { languages } from '../src/db/schema/index';
import { TEST_DATABASES, testConfig, useTestApp } from './helpers/app';

type Entry = { id: number; name: string; slug?: string };

describe.each(TEST_DATABASES)('reference data (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  describe('GET /api/v1/master/countries', () => {
    it('lists every country by name with id, iso2 and phone code, United States as 233', async () => {
      const response = await get('/api/v1/master/countries');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const countries = response.json<{ id: number; name: string; iso2: string; phone_code: string | null }[]>();
      expect(countries.length).toBeGreaterThanOrEqual(240);
      expect(countries).toContainEqual(expect.objectContaining({ id: 233, name: 'United States', iso2: 'US' }));
      expect(Object.keys(countries[0]!).sort()).toEqual(['id', 'iso2', 'name', 'phone_code']);
      const names = countries.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });
  });

  describe('GET /api/v1/master/states', () => {
    it('lists the 51 states of the United States (with DC), Michigan among them', async () => {
      const response = await get(`/api/v1/master/states?country_id=${DEFAULT_COUNTRY_ID}`);
      expect(response.statusCode).toBe(200);
      const states = response.json<{ id: number; name: string; code: string | null }[]>();
      expect(states).toHaveLength(51);
      expect(states).toContainEqual(expect.objectContaining({ name: 'Michigan', code: 'MI' }));
      expect(Object.keys(states[0]!).sort()).toEqual(['code', 'id', 'name']);
    });

    it('answers the default country when country_id is absent', async () => {
      const withDefault = await get('/api/v1/master/states');
      const explicit = await get(`/api/v1/master/states?country_id=${DEFAULT_COUNTRY_ID}`);
      expect(withDefault.statusCode).toBe(200);
      expect(withDefault.json()).toEqual(explicit.json());
    });

    it('answers an empty list for a country without states', async () => {
      const response = await get('/api/v1/master/states?country_id=999999');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it.each(['abc', '1.5', '-1', '0', '99999999999'])('refuses country_id=%s with 422 on that field', async (value) => {
      const response = await get(`/api/v1/master/states?country_id=${value}`);
      expect(response.statusCode).toBe(422);
      const body = ZApiErrorBodySchema.parse(response.json());
      expect(Object.keys(body.errors ?? {})).toEqual(['country_id']);
    });
  });

  describe('GET /api/v1/dropdown/:name', () => {
    it.each([...DROPDOWN_NAMES])('answers %s with a non-empty list of { id, name }', async (name) => {
      const response = await get(`/api/v1/dropdown/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const entries = response.json<Entry[]>();
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
      }
    });

    it('has the housing types without a landlord: 7, 8 and 9', async () => {
      const ids = (await get('/api/v1/dropdown/housing-types')).json<Entry[]>().map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining([...HOUSING_TYPES_WITHOUT_LANDLORD]));
    });

    it.each([...DROPDOWNS_WITH_OTHER])('offers "Other" in %s', async (name) => {
      const names = (await get(`/api/v1/dropdown/${name}`)).json<Entry[]>().map((entry) => entry.name);
      expect(names).toContain(OTHER_OPTION_NAME);
    });

    it('gives case managers a slug and filters them by agency_id', async () => {
      const all = (await get('/api/v1/dropdown/case-managers')).json<Entry[]>();
      for (const manager of all) expect(manager.slug).toEqual(expect.any(String));

      const agencies = (await get('/api/v1/dropdown/case-manager-agencies')).json<Entry[]>();
      const counts = await Promise.all(
        agencies.map(async (agency) => {
          const response = await get(`/api/v1/dropdown/case-managers?agency_id=${agency.id}`);
          expect(response.statusCode).toBe(200);
          return response.json<Entry[]>().length;
        }),
      );
      // Filtering narrows the list: some agency has managers, and none has them all unless there is one agency.
      expect(Math.max(...counts)).toBeGreaterThan(0);
      if (agencies.length > 1) expect(Math.max(...counts)).toBeLessThan(all.length);

      const none = await get('/api/v1/dropdown/case-managers?agency_id=999999');
      expect(none.json()).toEqual([]);
    });

    it('splits reporting accounts with is_benefit and defaults reporting_type_id to 1', async () => {
      const all = (await get('/api/v1/dropdown/reporting-accounts')).json<Entry[]>();
      const typeOne = (await get('/api/v1/dropdown/reporting-accounts?reporting_type_id=1')).json<Entry[]>();
      const benefits = (await get('/api/v1/dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true')).json<Entry[]>();
      const bills = (await get('/api/v1/dropdown/reporting-accounts?reporting_type_id=1&is_benefit=false')).json<Entry[]>();
      expect(all).toEqual(typeOne);
      expect(benefits.length).toBeGreaterThan(0);
      expect(bills.length).toBeGreaterThan(0);
      expect(benefits.length + bills.length).toBe(all.length);
      const benefitIds = new Set(benefits.map((entry) => entry.id));
      expect(bills.some((entry) => benefitIds.has(entry.id))).toBe(false);
    });

    it('refuses is_benefit other than true or false', async () => {
      const response = await get('/api/v1/dropdown/reporting-accounts?is_benefit=maybe');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { is_benefit: ['Must be true or false.'] },
      });
    });

    it('answers an unknown list with 404 in the error shape', async () => {
      const response = await get('/api/v1/dropdown/xyz');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Unknown list "xyz".' });
      expect(response.headers['cache-control']).toBeUndefined();
    });
  });
  describe('answers from memory, with an ETag', () => {
    const LISTS = ['/api/v1/master/countries', '/api/v1/master/states', '/api/v1/dropdown/languages', '/api/v1/dropdown/case-managers'];

    it.each(LISTS)('gives %s the same strong ETag on every request', async (url) => {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
    });

    it('gives each list, and each filter of a list, its own ETag', async () => {
      const etags = await Promise.all(
        [
          ...LISTS,
          '/api/v1/master/states?country_id=999999',
          '/api/v1/dropdown/reporting-accounts?is_benefit=true',
          '/api/v1/dropdown/reporting-accounts?is_benefit=false',
        ].map(async (url) => (await get(url)).headers.etag),
      );
      expect(new Set(etags).size).toBe(etags.length);
    });

    it('gives the same ETag from a second app on the same database', async () => {
      const other = buildApp({ config: testConfig(), database: ctx.database });
      try {
        await other.ready();
        for (const url of LISTS) {
          const mine = await get(url);
          const theirs = await other.inject({ method: 'GET', url });
          expect(theirs.headers.etag).toBe(mine.headers.etag);
          expect(theirs.body).toBe(mine.body);
        }
      } finally {
        await other.close();
      }
    });

    it('answers 304 with no body when If-None-Match names the current ETag, weak or in a list', async () => {
      const { etag } = (await get('/api/v1/dropdown/languages')).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await get('/api/v1/dropdown/languages', { 'if-none-match': ifNoneMatch });
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe('public, max-age=300');
      }
    });

    it('answers 200 with the whole list when If-None-Match names another ETag', async () => {
      const fresh = await get('/api/v1/master/countries');
      const stale = await get('/api/v1/master/countries', { 'if-none-match': '"an-older-list"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(stale.headers.etag).toBe(fresh.headers.etag);
      expect(stale.json()).toEqual(fresh.json());
      // Another list's ETag is no match either.
      const other = await get('/api/v1/master/countries', { 'if-none-match': (await get('/api/v1/master/states')).headers.etag as string });
      expect(other.statusCode).toBe(200);
    });

    it('keeps answering the lists it loaded until the server restarts, which picks up a change', async () => {
      const before = await get('/api/v1/dropdown/languages');
      const added = { id: 990_001, name: 'A language a migration added' };
      await ctx.database.db.insert(languages).values({ ...added, sortOrder: 999 });
      const restarted = buildApp({ config: testConfig(), database: ctx.database });
      try {
        const again = await get('/api/v1/dropdown/languages');
        expect(again.headers.etag).toBe(before.headers.etag);
        expect(again.body).toBe(before.body);

        await restarted.ready();
        const after = await restarted.inject({ method: 'GET', url: '/api/v1/dropdown/languages' });
        expect(after.json()).toContainEqual(added);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        const revalidated = await restarted.inject({
          method: 'GET',
          url: '/api/v1/dropdown/languages',
          headers: { 'if-none-match': before.headers.etag as string },
        });
        expect(revalidated.statusCode).toBe(200);
      } finally {
        await restarted.close();
        await ctx.database.db.delete(languages).where(eq(languages.id, added.id));
      }
    });

    it('still answers an unknown list with 404 in the error shape, whatever If-None-Match says', async () => {
      const response = await get('/api/v1/dropdown/xyz', { 'if-none-match': '*' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Unknown list "xyz".' });
      expect(response.headers.etag).toBeUndefined();
    });
  });
});
