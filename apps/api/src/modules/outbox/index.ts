/** What the outbox module offers the other modules and the plugins: they import it from here, never from its files. */
export type { AfterSentHandler } from './after-sent';
export { createOutbox } from './outbox';
export type { Outbox } from './outbox';
