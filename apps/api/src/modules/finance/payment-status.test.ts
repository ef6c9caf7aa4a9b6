import { DISBURSEMENT_STATUSES } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { canMove, moveTo, PAYMENT_TRANSITIONS } from './payment-status';

describe("a payment's moves", () => {
  it('go draft → approved → paid, and to voided from any status but voided', () => {
    const allowed = DISBURSEMENT_STATUSES.flatMap((status) =>
      (['approve', 'pay', 'void'] as const)
        .filter((action) => canMove(action, status))
        .map((action) => `${status} ${action} → ${moveTo(action, status)}`),
    );
    expect(allowed).toEqual([
      'draft approve → approved',
      'draft void → voided',
      'approved pay → paid',
      'approved void → voided',
      'paid void → voided',
    ]);
  });

  it('refuse every other move with a 409 in plain words', () => {
    const refusal = (action: 'approve' | 'pay' | 'void', status: (typeof DISBURSEMENT_STATUSES)[number]) => {
      try {
        moveTo(action, status);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).statusCode).toBe(409);
        return (error as ApiError).message;
      }
      throw new Error(`${action} from ${status} was allowed.`);
    };
    expect(refusal('approve', 'approved')).toBe('Only a draft can be approved; this payment is approved, not paid yet.');
    expect(refusal('approve', 'paid')).toBe('Only a draft can be approved; this payment is paid.');
    expect(refusal('pay', 'draft')).toBe('This payment must be approved before it is paid.');
    expect(refusal('pay', 'voided')).toBe('This payment is voided.');
    expect(refusal('void', 'voided')).toBe('This payment is voided already.');
    expect(Object.keys(PAYMENT_TRANSITIONS)).toEqual(['approve', 'pay', 'void']);
  });
});
