import { CREDENTIAL_RULE_LABELS, VALIDATION_MESSAGES } from '@payee/content/validation';

/** One rule of a live checklist: its id, the words shown to the user, and whether the value meets it. */
export interface ChecklistItem {
  id: string;
  label: string;
  isMet: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 30;

/**
 * Staff passwords: length, not composition (staff always have a second factor too). Any printable character and
 * spaces are allowed; a password on the list of common or breached ones is refused by the server, which keeps the
 * list (it is not sent to browsers).
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** True when the text has no control characters (tabs, line breaks, escapes) and no lone surrogate halves. */
export const isPrintableText = (value: string) => !/[\p{Cc}\p{Cs}]/u.test(value);

/** Specials a password must use at least one of. */
export const PASSWORD_ALLOWED_SPECIALS = ['@', '#', '$', '%'] as const;
/** Specials a password must never contain. */
export const PASSWORD_DISALLOWED_SPECIALS = [
  '!',
  '^',
  '&',
  '*',
  '(',
  ')',
  '_',
  '+',
  '-',
  '{',
  '}',
  '[',
  ']',
  ':',
  ';',
  "'",
  '"',
  '\\',
  '/',
  '?',
  '.',
  '<',
  '>',
  '=',
  '~',
  '|',
] as const;
/** Specials a username may contain besides lowercase letters and digits. */
export const USERNAME_ALLOWED_SPECIALS = ['@', '+', '.', '_', '-'] as const;

const hasAny = (value: string, chars: readonly string[]) => chars.some((c) => value.includes(c));

/** The password rules, each reported on its own for the live list. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return [
    { id: 'length', label: CREDENTIAL_RULE_LABELS.minLength(PASSWORD_MIN_LENGTH), isMet: password.length >= PASSWORD_MIN_LENGTH },
    {
      id: 'case',
      label: CREDENTIAL_RULE_LABELS.upperAndLower,
      isMet: /[A-Z]/.test(password) && /[a-z]/.test(password),
    },
    { id: 'digit', label: CREDENTIAL_RULE_LABELS.number, isMet: /\d/.test(password) },
    { id: 'whitespace', label: CREDENTIAL_RULE_LABELS.noSpaces, isMet: password.length > 0 && !/\s/.test(password) },
    {
      id: 'special',
      label: CREDENTIAL_RULE_LABELS.special(PASSWORD_ALLOWED_SPECIALS, PASSWORD_DISALLOWED_SPECIALS),
      isMet: hasAny(password, PASSWORD_ALLOWED_SPECIALS) && !hasAny(password, PASSWORD_DISALLOWED_SPECIALS),
    },
  ];
}

/** The username rules, each reported on its own for the live list. */
export function usernameChecklist(username: string): ChecklistItem[] {
  return [
    { id: 'lowercase', label: CREDENTIAL_RULE_LABELS.lowercaseOnly, isMet: username.length > 0 && username === username.toLowerCase() },
    {
      id: 'length',
      label: CREDENTIAL_RULE_LABELS.lengthRange(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH),
      isMet: username.length >= USERNAME_MIN_LENGTH && username.length <= USERNAME_MAX_LENGTH,
    },
    { id: 'whitespace', label: CREDENTIAL_RULE_LABELS.noSpaces, isMet: username.length > 0 && !/\s/.test(username) },
    {
      id: 'characters',
      label: CREDENTIAL_RULE_LABELS.usernameCharacters(USERNAME_ALLOWED_SPECIALS),
      isMet: /^[a-z0-9@+._-]+$/.test(username),
    },
  ];
}

export const isStrongPassword = (password: string) => passwordChecklist(password).every((rule) => rule.isMet);
export const isValidUsername = (username: string) => usernameChecklist(username).every((rule) => rule.isMet);

/** Shown when a reset form is submitted while a checklist rule fails. */
export const INVALID_CREDENTIAL_MESSAGE = VALIDATION_MESSAGES.invalidCredential;
