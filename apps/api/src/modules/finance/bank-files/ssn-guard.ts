/**
 * Nine digits in an SSN's shape (123-45-6789, 123 45 6789, 123456789), standing alone: what no memo, entry or file
 * line may carry. A client's reference never holds one; this guard makes sure a mistake upstream cannot print one.
 */
const SSN_SHAPE = /(?<!\d)\d{3}[- ]?\d{2}[- ]?\d{4}(?!\d)/;

/** Throws when `text` holds an SSN-shaped number; answers it otherwise. */
export function withoutSsn(text: string, what: string): string {
  if (SSN_SHAPE.test(text)) throw new Error(`${what} holds nine digits in an SSN's shape; bank files never carry an SSN`);
  return text;
}
