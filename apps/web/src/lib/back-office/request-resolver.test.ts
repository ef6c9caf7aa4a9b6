import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { requestResolver } from './request-resolver';

const ZRequestSchema = z.object({
  email: z.email('Enter the e-mail address.'),
  amount: z.string().regex(/^\d+\.\d{2}$/, 'Enter dollars.'),
});
type Values = { email: string; amount: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('requestResolver', () => {
  const resolver = requestResolver<Values>(ZRequestSchema, (values) => ({ email: values.email.trim(), amount: `${values.amount}.00` }));

  it("checks the request made from the form's values and hands the submit the form's own values", async () => {
    const values = { email: ' staff@example.org ', amount: '12' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("puts each of the contract schema's messages at the field of its name, and no values", async () => {
    const result = await resolver({ email: 'not an address', amount: '1.5' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe('Enter the e-mail address.');
    expect(result.errors.amount?.message).toBe('Enter dollars.');
  });

  it('checks the values as they are when the form holds the request itself', async () => {
    const plain = requestResolver<{ email: string }>(z.object({ email: z.email('Enter the e-mail address.') }));
    expect((await plain({ email: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors.email?.message).toBe(
      'Enter the e-mail address.',
    );
  });
});
