import { describe, expect, it } from 'vitest';
import { decideIntakeEntry } from './entry-rules';

const entry = (id: string | undefined, query: string, user: Record<string, unknown> | null = null, createdId: number | null = null) =>
  decideIntakeEntry({ id, search: new URLSearchParams(query), user: user ? { token: 't', ...user } : null, createdId });

const applicant = { process_type: 'intake', current_process: 'pending', id: 41, application_code: 'APP-NEW041' } as const;

describe('entry rules of the form', () => {
  it('sends a new application with neither state nor programs to the intake landing page', () => {
    expect(entry(undefined, '')).toEqual({ kind: 'redirect', to: '/client/intake' });
    expect(entry(undefined, 'program_ids=')).toEqual({ kind: 'redirect', to: '/client/intake' });
  });

  it('sends a state without programs or "I am not aware" to program selection, keeping the query', () => {
    expect(entry(undefined, 'state_id=3')).toEqual({ kind: 'redirect', to: '/client/intake/new/program-selection?state_id=3' });
    expect(entry(undefined, 'state_id=3&program_ids=&is_aware_checked=0')).toEqual({
      kind: 'redirect',
      to: '/client/intake/new/program-selection?state_id=3&program_ids=&is_aware_checked=0',
    });
  });

  it('sends programs without a state to state selection', () => {
    expect(entry(undefined, 'program_ids=1')).toEqual({ kind: 'redirect', to: '/client/intake/new/state-selection?program_ids=1' });
  });

  it('opens a new application with a state and programs, or a state and "I am not aware"', () => {
    expect(entry(undefined, 'state_id=3&program_ids=1&is_aware_checked=0')).toEqual({
      kind: 'new',
      stateId: 3,
      programIds: [1],
      isAwareChecked: 0,
    });
    expect(entry(undefined, 'state_id=3&is_aware_checked=1')).toEqual({ kind: 'new', stateId: 3, programIds: [], isAwareChecked: 1 });
  });

  it('continues the application a new form already saved, keeping the step (browser Back after the first save)', () => {
    expect(entry(undefined, 'state_id=3&program_ids=1&step=about-you', applicant, 41)).toEqual({
      kind: 'redirect',
      to: '/client/intake/resume/41?step=about-you',
    });
  });

  it('opens a saved application only for its signed-in applicant', () => {
    expect(entry('41', '', applicant)).toEqual({ kind: 'resume', id: 41 });
    expect(entry('41', '', { ...applicant, current_process: 'rejected' })).toEqual({ kind: 'resume', id: 41 });
  });

  it('asks everyone else to verify first', () => {
    const verify = { kind: 'redirect', to: '/client/intake/resume-verification' };
    expect(entry('41', '')).toEqual(verify);
    expect(entry('42', '', applicant)).toEqual(verify);
    expect(entry('41', '', { ...applicant, process_type: 'client' })).toEqual(verify);
  });

  it('shows the in-progress page to an applicant whose application is already sent', () => {
    expect(entry('41', '', { ...applicant, current_process: 'inProgress' })).toEqual({
      kind: 'redirect',
      to: '/client/intake/status/in-progress',
    });
  });
});
