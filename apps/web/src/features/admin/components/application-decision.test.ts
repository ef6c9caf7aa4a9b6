import { describe, expect, it } from 'vitest';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { INTAKE_REJECTION_REASON_MAX_LENGTH, REJECTION_REASONS_REQUIRED_MESSAGE } from '@payee/contract';
import { decisionProblemsOf, decisionRequestOf, type DecisionValues } from './application-decision';

const TEMPLATES = [
  { id: 1, title: 'Unsigned form', text: 'The SSA-1696 form is not signed.' },
  { id: 2, title: 'Income', text: 'The monthly income does not match the benefit letter.' },
];
const values = (overrides: Partial<DecisionValues>): DecisionValues => ({ decision: '', reasons: [], other_reason: '', ...overrides });

describe('decisionRequestOf', () => {
  it('sends the texts of the ticked templates in their order, then the caseworker’s own words', () => {
    expect(decisionRequestOf(values({ decision: 'reject', reasons: ['2', '1'], other_reason: '  Call us.  ' }), TEMPLATES)).toEqual({
      decision: 'reject',
      reasons: [TEMPLATES[0]!.text, TEMPLATES[1]!.text, 'Call us.'],
    });
  });

  it('sends no reasons with an approval, even when boxes were ticked before choosing it', () => {
    expect(decisionRequestOf(values({ decision: 'approve', reasons: ['1'], other_reason: 'x' }), TEMPLATES)).toEqual({
      decision: 'approve',
      reasons: [],
    });
  });
});

describe('decisionProblemsOf', () => {
  it('asks for a decision in the form’s words', () => {
    expect(decisionProblemsOf({ decision: '', reasons: [] }, true)).toEqual({
      decision: ADMIN_APPLICATION_CONTENT.decision.chooseDecision,
    });
  });

  it('puts "give a reason" at the reasons, or at the own words when there are no templates to tick', () => {
    expect(decisionProblemsOf({ decision: 'reject', reasons: [] }, true)).toEqual({ reasons: REJECTION_REASONS_REQUIRED_MESSAGE });
    expect(decisionProblemsOf({ decision: 'reject', reasons: [] }, false)).toEqual({ other_reason: REJECTION_REASONS_REQUIRED_MESSAGE });
  });

  it('puts a reason that is too long at the own words', () => {
    const long = 'a'.repeat(INTAKE_REJECTION_REASON_MAX_LENGTH + 1);
    expect(Object.keys(decisionProblemsOf({ decision: 'reject', reasons: [TEMPLATES[0]!.text, long] }, true))).toEqual(['other_reason']);
  });

  it('finds nothing wrong with a rejection with reasons', () => {
    expect(decisionProblemsOf({ decision: 'reject', reasons: [TEMPLATES[0]!.text] }, true)).toEqual({});
  });
});
