import { ROUTING_NUMBER_CHECK_MESSAGE } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, staffWithToken } from './helpers/finance';

describe.each(TEST_DATABASES)("a vendor's routing number (%s)", (driver) => {
  const ctx = useTestApp(driver);
  let token: string;
  const vendor = { name: 'Lansing Gardens Apartments', kind: 'landlord', payment_method: 'transfer', account_number: '0012345678' };

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
  });

  it('is refused at routing_number with a 422 when it fails the check digit, on a new vendor and on a change', async () => {
    const refused = await call(ctx, 'POST', '/vendors', token, { ...vendor, routing_number: '072000327' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ routing_number: [ROUTING_NUMBER_CHECK_MESSAGE] });

    const saved = await call(ctx, 'POST', '/vendors', token, { ...vendor, routing_number: '072000326' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as number;
    expect(saved.json().data.routing_number).toBe('072000326');

    const changed = await call(ctx, 'PUT', `/vendors/${id}`, token, { ...vendor, routing_number: '021000012' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ routing_number: [ROUTING_NUMBER_CHECK_MESSAGE] });
    const kept = await call(ctx, 'GET', `/vendors/${id}`, token);
    expect(kept.json().data.routing_number).toBe('072000326');
  });
});
