import { describe, expect, expectTypeOf, it } from 'vitest';
import { SAME_NAMED_ANSWERS, type SameNamedAnswer } from './read-back';

// The text answers read back today, each once written by hand in buildReadBack; a text field added later
// joins them with no change here.
const TODAY = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'birth_city',
  'birth_state_name',
  'mother_name',
  'father_name',
  'other_gender',
  'other_race',
  'other_source',
  'referral_agency',
  'referral_date',
] as const;

describe('the intake answers read back as stored, under their own name', () => {
  it('include every text answer with a column of its name, and no answer read back in another shape', () => {
    expect(SAME_NAMED_ANSWERS).toEqual(expect.arrayContaining([...TODAY]));
    for (const other of ['ssn', 'date_of_birth', 'birth_state_id', 'race_id', 'username', 'representative', 'housing', 'benefit']) {
      expect(SAME_NAMED_ANSWERS, other).not.toContain(other);
    }
    expect(new Set(SAME_NAMED_ANSWERS).size).toBe(SAME_NAMED_ANSWERS.length);
  });

  it('are typed with the same fields, so buildReadBack compiles without their lines', () => {
    expectTypeOf<(typeof TODAY)[number]>().toExtend<SameNamedAnswer>();
    expectTypeOf<'ssn'>().not.toExtend<SameNamedAnswer>();
    expectTypeOf<'date_of_birth'>().not.toExtend<SameNamedAnswer>();
  });
});
