import { SITE } from '@payee/content';
import { describe, expect, it } from 'vitest';
import { enquiryAcknowledgement } from './enquiry-acknowledgement';
import { enquiryNotification } from './enquiry-notification';
import { enquiryReply } from './enquiry-reply';

describe('enquiry acknowledgement', () => {
  const mail = enquiryAcknowledgement({ firstName: 'Jane', reference: 'ENQ-7K3P9Q', enquiryTypeName: 'General question' });

  it('thanks the sender by name, quotes the reference and says what happens next, from the office', () => {
    expect(mail.subject).toBe('We have received your enquiry (ENQ-7K3P9Q)');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Dear Jane,');
      expect(part).toContain('ENQ-7K3P9Q');
      expect(part).toContain(SITE.organisation.serviceName);
      expect(part).toContain('within 2 working days');
      expect(part).toContain(SITE.office.phone);
      expect(part).toContain(SITE.office.email);
      expect(part).toContain(SITE.office.address.line1);
    }
    expect(mail.text).toContain('WHAT HAPPENS NEXT');
  });
});

describe('enquiry notification', () => {
  const base = {
    reference: 'ENQ-7K3P9Q',
    receivedAt: new Date('2026-03-02T15:04:00Z'),
    enquiryTypeName: 'Billing',
    firstName: 'Jane',
    lastName: "O'Neil <Smith>",
    email: 'jane@example.org',
    phoneNumber: '3135550100',
    description: 'Where is my card?\nIt has been a week.',
  };

  it('lists the details for the office, the SSN masked to its last four digits', () => {
    const mail = enquiryNotification({ ...base, isClient: true, ssnLast4: '6789' });
    expect(mail.subject).toBe('New enquiry ENQ-7K3P9Q: Billing');
    expect(mail.text).toContain('Existing client: Yes');
    expect(mail.text).toContain('SSN: ***-**-6789');
    expect(mail.text).toContain('Phone: (313) 555-0100');
    expect(mail.text).toContain("Name: Jane O'Neil <Smith>");
    expect(mail.text).toContain('> Where is my card?\n> It has been a week.');
    expect(mail.text).toContain('March 2, 2026 at 10:04 AM EST');
    expect(mail.html).toContain('***-**-6789');
    expect(mail.html).toContain('Jane O&#39;Neil &lt;Smith&gt;');
  });

  it('has no SSN line for someone who is not a client, and says when there is no message', () => {
    const mail = enquiryNotification({ ...base, isClient: false, description: undefined });
    expect(mail.text).toContain('Existing client: No');
    expect(mail.text).not.toContain('SSN');
    expect(mail.text).toContain('They did not write a message.');
  });
});

describe('enquiry reply', () => {
  const mail = enquiryReply({
    firstName: 'Jane',
    reference: 'ENQ-7K3P9Q',
    message: 'Your card is on its way.\nIt should arrive on Friday.\n\n<b>Call us</b> if it does not.',
  });

  it("quotes the reference and carries staff's words as paragraphs, line breaks kept and escaped in the HTML", () => {
    expect(mail.subject).toBe('Our reply to your enquiry (ENQ-7K3P9Q)');
    expect(mail.text).toContain('Dear Jane,');
    expect(mail.text).toContain('Your card is on its way.\nIt should arrive on Friday.\n\n<b>Call us</b> if it does not.');
    expect(mail.html).toContain('Your card is on its way.<br>It should arrive on Friday.</p>');
    expect(mail.html).toContain('&lt;b&gt;Call us&lt;/b&gt; if it does not.');
    expect(mail.html).not.toContain('<b>Call us');
    expect(mail.text).toContain(SITE.office.phone);
  });
});
