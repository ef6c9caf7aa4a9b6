/*
 * The bank files' validation messages (issue 25): what the vendor form and the API say of a routing number that
 * fails the ABA check digit. A message built from data is a function of it.
 */

export const BANK_FILE_MESSAGES = {
  /** A 9-digit number whose check digit does not fit: one digit is wrong or two are swapped. */
  routingNumberCheck:
    "Enter the bank's 9-digit routing number. This one does not pass the routing number check, so a digit is probably wrong or two digits are swapped: copy it again from a check or from the bank.",
} as const;
