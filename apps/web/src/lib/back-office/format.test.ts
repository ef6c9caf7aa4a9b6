import { describe, expect, it } from 'vitest';
import { formatStaffMoment, maskIdentifier } from './format';

describe('maskIdentifier', () => {
  it('hides all but the last four characters of an identifier number', () => {
    expect(maskIdentifier('D123-4567-8901')).toBe('**********8901');
  });

  it('ignores spaces, so a number typed in groups hides the same', () => {
    expect(maskIdentifier('4111 1111 1111 1234')).toBe('************1234');
  });

  it('hides a number of four characters or fewer entirely: its tail would be the whole number', () => {
    expect(maskIdentifier('1234')).toBe('****');
    expect(maskIdentifier('12')).toBe('**');
  });
});

describe('formatStaffMoment', () => {
  it('shows a moment in the office’s time with its zone', () => {
    expect(formatStaffMoment('2026-01-05T20:04:00.000Z', 'never')).toBe('January 5, 2026 at 3:04 PM EST');
  });

  it('answers the fallback when there is no moment', () => {
    expect(formatStaffMoment(null, 'Not sent in')).toBe('Not sent in');
  });
});
