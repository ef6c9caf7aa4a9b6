import { describe, expect, it } from 'vitest';
import type { TJournalEntry, TJournalLine } from '@payee/contract';
import { entryClients, entryInAndOut } from './journal-lines';

const line = (id: number, kind: TJournalLine['account']['kind'], name: string, amount: string): TJournalLine => ({
  id,
  account: { id, kind, name, client_id: kind === 'client' ? id : null, program_id: kind === 'client' ? 1 : null },
  amount,
  category: null,
  category_label: null,
});

const entry = (lines: TJournalLine[]): TJournalEntry => ({
  id: 9,
  kind: 'fee',
  kind_label: 'Service fee',
  posted_on: '2026-11-02',
  description: 'Monthly fee',
  reference: null,
  deposit_source: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  override_reason: null,
  assignment_reason: null,
  created_at: '2026-11-02T10:00:00.000Z',
  created_by: null,
  lines,
});

describe('an entry in a table', () => {
  it("says what it moved into and out of the clients' money, both positive, in exact cents", () => {
    expect(
      entryInAndOut(
        entry([
          line(1, 'client', 'Maria Lopez', '-25.10'),
          line(2, 'fee_income', 'Fee income', '25.10'),
          line(2, 'fee_income', 'Fee income', '-25.10'),
          line(4, 'bank', 'Pooled', '25.10'),
        ]),
      ),
    ).toEqual({ moneyIn: null, moneyOut: '25.10' });
    expect(
      entryInAndOut(
        entry([line(1, 'client', 'Maria Lopez', '0.10'), line(3, 'client', 'Darnell Price', '0.20'), line(2, 'bank', 'Pooled', '-0.30')]),
      ),
    ).toEqual({ moneyIn: '0.30', moneyOut: null });
    // A transfer between two of a client's programs moves money out of one and into the other.
    expect(entryInAndOut(entry([line(1, 'client', 'Maria Lopez', '-40.00'), line(5, 'client', 'Maria Lopez', '40.00')]))).toEqual({
      moneyIn: '40.00',
      moneyOut: '40.00',
    });
  });

  it('names each client once', () => {
    expect(
      entryClients(
        entry([line(1, 'client', 'Maria Lopez', '-5.00'), line(1, 'client', 'Maria Lopez', '-5.00'), line(2, 'bank', 'Pooled', '10.00')]),
      ),
    ).toBe('Maria Lopez');
  });
});
