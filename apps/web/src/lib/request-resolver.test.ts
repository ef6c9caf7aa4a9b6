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

  it("adds the form's own rules to the schema's problems at the same attempt, the schema's message first at a field", async () => {
    type Pair = { email: string; amount: string; confirm: string };
    const paired = requestResolver<Pair>(
      ZRequestSchema,
      ({ email, amount }) => ({ email, amount }),
      (values) => ({
        confirm: values.confirm === values.amount ? undefined : 'The amounts differ.',
        email: 'Only when the schema takes it.',
      }),
    );
    const pairOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Pair>;
    const refused = await paired({ email: 'x', amount: '1.00', confirm: '2.00' }, undefined, pairOptions);
    expect(refused.values).toEqual({});
    expect(refused.errors.email?.message).toBe('Enter the e-mail address.');
    expect(refused.errors.confirm?.message).toBe('The amounts differ.');
    const agreed = { email: 'staff@example.org', amount: '1.00', confirm: '1.00' };
    const onlyOwnRule = await requestResolver<Pair>(ZRequestSchema, undefined, (values) => ({
      confirm: values.confirm === values.amount ? undefined : 'The amounts differ.',
    }))({ ...agreed, confirm: '3.00' }, undefined, pairOptions);
    expect(onlyOwnRule.errors).toEqual({ confirm: { type: 'client', message: 'The amounts differ.' } });
    expect(await paired(agreed, undefined, pairOptions)).toEqual({
      values: {},
      errors: { email: { type: 'client', message: 'Only when the schema takes it.' } },
    });
  });
});
