import { describe, expect, it } from 'vitest';
import { INTAKE_PATHS, newApplicationQuery, readNewApplicationChoice, statusOfSegment } from './intake-paths';

const read = (query: string) => readNewApplicationChoice(new URLSearchParams(query));

describe('the new application query', () => {
  it('reads the state, the comma list of programs and "I am not aware"', () => {
    expect(read('state_id=21&program_ids=1&is_aware_checked=1')).toEqual({ stateId: 21, programIds: [1], isAwareChecked: 1 });
  });

  it('tells "not in the query" (null) apart from "none chosen" (an empty list)', () => {
    expect(read('')).toEqual({ stateId: null, programIds: null, isAwareChecked: null });
    expect(read('state_id=21&program_ids=&is_aware_checked=0')).toEqual({ stateId: 21, programIds: [], isAwareChecked: 0 });
  });

  it('leaves out what cannot be read and programs that are not offered', () => {
    expect(read('state_id=abc&program_ids=1,7,x,1&is_aware_checked=yes')).toEqual({ stateId: null, programIds: [1], isAwareChecked: 0 });
    expect(read('state_id=0').stateId).toBeNull();
    expect(read('state_id=-3').stateId).toBeNull();
  });

  it('writes the fields in a fixed order, the list with a plain comma, and nothing for what is not chosen', () => {
    expect(newApplicationQuery({ stateId: 21, programIds: [1], isAwareChecked: 0 })).toBe('?state_id=21&program_ids=1&is_aware_checked=0');
    expect(newApplicationQuery({ stateId: 21, programIds: [1, 2], isAwareChecked: null })).toBe('?state_id=21&program_ids=1,2');
    expect(newApplicationQuery({ stateId: null, programIds: [], isAwareChecked: 1 })).toBe('?program_ids=&is_aware_checked=1');
    expect(newApplicationQuery({})).toBe('');
  });

  it('reads back what it writes', () => {
    const choice = { stateId: 35, programIds: [1], isAwareChecked: 1 as const };
    expect(read(newApplicationQuery(choice).slice(1))).toEqual(choice);
  });
});

describe('intake paths', () => {
  it('keeps an application code in the resume path, encoded', () => {
    expect(INTAKE_PATHS.resumeVerification()).toBe('/client/intake/resume-verification');
    expect(INTAKE_PATHS.resumeVerification('APP 1/2')).toBe('/client/intake/resume-verification/APP%201%2F2');
    expect(INTAKE_PATHS.resumeForm(41)).toBe('/client/intake/resume/41');
  });

  it('knows the three status segments and nothing else', () => {
    expect(statusOfSegment('in-progress')).toBe('inProgress');
    expect(statusOfSegment('rejected')).toBe('rejected');
    expect(statusOfSegment('approved')).toBe('approved');
    expect(statusOfSegment('inProgress')).toBeNull();
    expect(statusOfSegment('pending')).toBeNull();
    expect(statusOfSegment(undefined)).toBeNull();
  });
});
