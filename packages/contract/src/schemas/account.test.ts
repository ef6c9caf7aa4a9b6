import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { END_AFTER_TODAY_MESSAGE, END_BEFORE_START_MESSAGE } from '../dates';
import { ZAccountBalanceQuerySchema, ZAccountStatementQuerySchema, ZProgramsResponseSchema } from './account';
import { errorsOf, parsed } from './test-support';

describe('ZAccountStatementQuerySchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Noon on 15 June 2025 in Michigan: the office's today, in any zone.
    vi.setSystemTime(new Date('2025-06-15T16:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a range ending today, with the program id read from a string', () => {
    expect(parsed(ZAccountStatementQuerySchema, { program_id: '1', transaction_date: ['2025-01-01', '2025-06-15'] })).toEqual({
      program_id: 1,
      transaction_date: ['2025-01-01', '2025-06-15'],
    });
  });

  it('accepts a one-day range', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { program_id: 1, transaction_date: ['2025-03-03', '2025-03-03'] })).toEqual({});
  });

  it('refuses an end date before the start, on the end date', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { program_id: 1, transaction_date: ['2025-03-03', '2025-03-02'] })).toEqual({
      'transaction_date.1': END_BEFORE_START_MESSAGE,
    });
  });

  it('refuses an end date after today', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { program_id: 1, transaction_date: ['2025-06-01', '2025-06-16'] })).toEqual({
      'transaction_date.1': END_AFTER_TODAY_MESSAGE,
    });
  });

  it('asks for each missing date on its own index', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { program_id: 1 })).toEqual({
      'transaction_date.0': 'Enter or choose a start date.',
      'transaction_date.1': 'Enter or choose an end date.',
    });
  });

  it('refuses dates that do not exist', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { program_id: 1, transaction_date: ['2023-02-30', '2023-03-01'] })).toEqual({
      'transaction_date.0': 'Enter a real start date.',
    });
  });

  it('asks for a program', () => {
    expect(errorsOf(ZAccountStatementQuerySchema, { transaction_date: ['2025-01-01', '2025-01-02'] })).toEqual({
      program_id: 'Select a program.',
    });
  });
});

describe('ZAccountBalanceQuerySchema', () => {
  it('reads the program id from the query string', () => {
    expect(parsed(ZAccountBalanceQuerySchema, { program_id: '4' })).toEqual({ program_id: 4 });
    expect(errorsOf(ZAccountBalanceQuerySchema, { program_id: 'x' })).toEqual({ program_id: 'Select a program.' });
  });
});

describe('ZProgramsResponseSchema', () => {
  it('accepts programs whose status is 0 or 1 only', () => {
    const program = { id: 1, name: 'Representative Payee', status: 0, short_name: 'RP' };
    expect(ZProgramsResponseSchema.safeParse({ data: [program] }).success).toBe(true);
    expect(ZProgramsResponseSchema.safeParse({ data: [{ ...program, status: 2 }] }).success).toBe(false);
  });
});
