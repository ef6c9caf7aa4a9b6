import { describe, expect, it } from 'vitest';
import { placeErrors } from './place-errors';
import { savedStepEntries, withStepsSaved } from './saved-values';
import { visibleSteps } from './step-flow';
import { newApplicationValues } from './read-back';

describe('placing server errors', () => {
  const steps = visibleSteps('resume', 'relative');

  it('puts each error on its field and opens the first step (in step order) that has one', () => {
    const placed = placeErrors(
      {
        'physical_address.county': 'Enter the county.',
        'race_id.1': 'Select a race from the list.',
        'race_id.0': 'Another message for the same list.',
        program_id: 'Select a program from the list.',
      },
      steps,
      'relative',
    );
    expect(placed.fields).toEqual([
      ['physical_address.county', 'Enter the county.'],
      ['race_id', 'Select a race from the list.'],
    ]);
    expect(placed.unplaced).toEqual(['Select a program from the list.']);
    expect(placed.firstStep).toBe('about-you');
    expect(placed.firstField).toBe('race_id');
  });

  it('has no step to open when no error belongs to a shown step', () => {
    const placed = placeErrors({ username: 'This username is taken.' }, steps, 'relative');
    expect(placed).toEqual({ fields: [], unplaced: ['This username is taken.'], firstStep: null, firstField: null });
  });
});

describe('saved values', () => {
  it("moves only the saved steps' answers in, and forgets files once sent", () => {
    const saved = newApplicationValues();
    const values = newApplicationValues();
    values.first_name = 'Rosa';
    values.benefit.food_stamp = '10';
    values.benefit.monthly_income = '900';
    values.ssa_1696 = new File(['x'], 'a.pdf');
    const next = withStepsSaved(saved, values, ['benefit-details', 'ssa-documents']);
    expect(next.benefit.food_stamp).toBe('10');
    expect(next.benefit.monthly_income).toBe('');
    expect(next.first_name).toBe('');
    expect(next.ssa_1696).toBeNull();
    expect(saved.benefit.food_stamp).toBe('');
  });

  it("lists a step's saved answers, to put back on Skip", () => {
    const saved = newApplicationValues();
    saved.personal_contact.primary_phone = '3135550100';
    expect(savedStepEntries(saved, 'contact-details')).toEqual([['personal_contact', saved.personal_contact]]);
  });
});
