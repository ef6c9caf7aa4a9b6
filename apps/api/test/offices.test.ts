import { ZOfficesResponseSchema } from '@payee/contract';
import { SITE } from '@payee/content';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

describe('GET /api/v1/website/offices', () => {
  const ctx = useTestApp('none');

  it('answers the Michigan office from the content module as a bare array', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/website/offices' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const offices = ZOfficesResponseSchema.parse(response.json());
    expect(response.json()).toEqual([
      {
        id: SITE.office.id,
        state: 'Michigan',
        image: SITE.office.image.src,
        address: 'PO Box 14230, Lansing, MI 48901',
        email: SITE.office.email,
        phone: SITE.office.phone,
        fax: SITE.office.fax,
      },
    ]);
    expect(offices[0]!.image).toMatch(/^\/images\/.+\.svg$/);
  });
});
