import type { Database } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { recordIntakeEmail } from '../intake/history';

/**
 * What a message records once it is sent, in the transaction that marks it sent: the intake's history shows
 * each e-mail sent (modules/intake/history.ts), at the time it went, never before. Kept beside the message in
 * clear, so ids only: the recipient and subject come from the message itself, which waits encrypted.
 */
export type AfterSent = {
  kind: 'intake.email_sent';
  applicationId: number;
  clientId: number;
  staffUserId: number | null;
  template: string;
};

type AfterSentAction<K extends AfterSent['kind']> = (
  tx: Database,
  action: Extract<AfterSent, { kind: K }>,
  message: MailMessage,
  sentAt: Date,
) => Promise<void>;

export const AFTER_SENT_ACTIONS: { [K in AfterSent['kind']]: AfterSentAction<K> } = {
  'intake.email_sent': (tx, action, message, sentAt) =>
    recordIntakeEmail(
      tx,
      { applicationId: action.applicationId, clientId: action.clientId, staffUserId: action.staffUserId, at: sentAt },
      { template: action.template, subject: message.subject, to: message.to },
    ),
};
