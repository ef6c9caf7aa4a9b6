import type { Database } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';

/**
 * What a message records once it is sent, in the transaction that marks it sent (the intake's history shows each
 * e-mail sent at the time it went, never before). Kept beside the message in clear, so ids only: the recipient
 * and subject come from the message itself, which waits encrypted. `kind` names the handler that records it.
 */
export type AfterSent = { kind: string; [field: string]: unknown };

/** Records one kind of `AfterSent` in the transaction that marks its message sent. */
export type AfterSentHandler<A extends AfterSent = AfterSent> = (
  tx: Database,
  action: A,
  message: MailMessage,
  sentAt: Date,
) => Promise<void>;

/**
 * The handlers an outbox knows, by kind. The outbox knows no module: the module that sends a kind of message
 * registers what to do after it is sent when the app (or a command) starts, `outbox.afterSending(kind, handler)`.
 */
export function createAfterSentHandlers() {
  const handlers = new Map<string, AfterSentHandler>();
  return {
    register<A extends AfterSent>(kind: A['kind'], handler: AfterSentHandler<A>) {
      if (handlers.has(kind)) throw new Error(`The outbox already has an after-send handler for "${kind}".`);
      handlers.set(kind, handler as AfterSentHandler);
    },
    has: (kind: string) => handlers.has(kind),
    get: (kind: string) => handlers.get(kind),
  };
}
