import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import type { TIntakeHistoryEvent } from '@payee/contract';
import { ApplicationHistory } from './application-history';

const copy = ADMIN_APPLICATION_CONTENT.history;
const at = '2026-11-20T15:04:00.000Z';
const applicant = { at, by: 'applicant', staff_user_id: null, staff_name: null } as const;

describe('ApplicationHistory', () => {
  it('lists each event in order with what happened, who did it, the reasons of a decision and the masked address of an e-mail', () => {
    const events: TIntakeHistoryEvent[] = [
      { ...applicant, type: 'created', steps: ['representative', 'about-you'] },
      { ...applicant, type: 'submitted', is_resubmission: false },
      { type: 'decided', at, by: 'staff', staff_user_id: 3, staff_name: 'Demo Staff', decision: 'reject', reasons: ['Sign the form.'] },
      {
        type: 'email_sent',
        at,
        by: 'system',
        staff_user_id: null,
        staff_name: null,
        template: 'intake-decided',
        subject: 'Your application',
        to: 'c***@example.org',
      },
    ];
    render(<ApplicationHistory events={events} />);
    // The timeline is the first list; a decision's reasons are a list inside its event.
    const [timeline] = screen.getAllByRole('list');
    const items = within(timeline!)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === timeline);
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(copy.created);
    expect(items[0]).toHaveTextContent(copy.by.applicant);
    expect(items[1]).toHaveTextContent(copy.submitted);
    expect(items[2]).toHaveTextContent(ADMIN_CONTENT.decisions.reject);
    expect(items[2]).toHaveTextContent('Demo Staff');
    expect(items[2]).toHaveTextContent('Sign the form.');
    expect(items[3]).toHaveTextContent(copy.emailSent('Your application'));
    expect(items[3]).toHaveTextContent(copy.emailTo('c***@example.org'));
    expect(items[3]).toHaveTextContent(copy.by.system);
  });

  it('says so when nothing has happened yet', () => {
    render(<ApplicationHistory events={[]} />);
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
  });
});
