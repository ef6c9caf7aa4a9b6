import { z } from 'zod';
import { US_COUNTRY_CODE, withoutUsCountryCode } from '../formatters';
import { centsToDecimal, decimalToCents } from '../money';
import { heldAsText } from './form-values';
import { EMAIL_MESSAGE, EMAIL_TOO_LONG_MESSAGE, PHONE_MESSAGE, SSN_MESSAGE, ZIP_CODE_MESSAGE, tooLongMessage } from './messages';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * Field builders shared by every schema. Each one accepts what both sides send: the browser form's values
 * and the API's bodies, where multipart fields arrive as strings (qs parses `a[b][0]` into nested objects).
 */

export const EMAIL_MAX_LENGTH = 250;
/** Field name of the captcha token in every body that carries one. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** Empty or blank strings and null count as "not given": the client drops them, and so does the server. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/*
 * What a browser form holds for each kind of field is declared as the parameter type of the field's
 * preprocessor, which zod makes the schema's input type (`z.input`): text, phones, SSNs, amounts and dates
 * as strings ('' when empty), choices as an id or null, lists as ids, yes/no flags as 1 or 0. A form's
 * values are typed `z.input<S>` and its submit handler gets `z.output<S>`. Only the types: the server
 * parses unknown bodies with the same functions.
 */

/** A yes/no answer as a form holds it. */
export type FormFlag = 0 | 1;
/** A choice from a list as a form holds it: its id, or null before one is chosen. */
export type FormChoice = number | null;

/** blankToUndefined for a value the form holds as text. */
export const blankText: (value: string) => unknown = blankToUndefined;

const given = <T extends z.ZodType>(schema: T) => z.preprocess(blankText, schema);

/** Required trimmed text: `requiredMessage` when absent, "{label} must be {max} characters or fewer." when long. */
export const zRequiredText = (requiredMessage: string, label: string, max: number) =>
  given(z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage(label, max)));

/** Optional trimmed text with a maximum length. */
export const zOptionalText = (label: string, max: number) =>
  given(
    z
      .string({ error: VALIDATION_MESSAGES.mustBeText(label) })
      .trim()
      .max(max, tooLongMessage(label, max))
      .optional(),
  );

/** Turns "12" into 12 so ids sent as multipart strings parse as numbers (amounts never: see zAmountCents). */
function toNumberIfNumeric(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
}

/** Database ids are 4-byte integers: a larger number is refused here rather than failing in the database. */
export const MAX_ID = 2_147_483_647;
const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const toChoiceId: (value: FormChoice) => unknown = toNumberIfNumeric;

/** A required id from a dropdown: a positive integer, coerced from a string. */
export const zRequiredId = (message: string) => z.preprocess(toChoiceId, positiveId(message));
/** An optional id from a dropdown. */
export const zOptionalId = (message: string) => z.preprocess(toChoiceId, positiveId(message).optional());

/** An id with a default when absent or empty (preferred_communication defaults to 1). */
export const zIdWithDefault = (message: string, fallback: number) => z.preprocess(toChoiceId, positiveId(message).default(fallback));

/** A list sent as `name[0]`, `name[1]`…: accepts an array, qs's object form of a long list, or one value. */
export function toList(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (v === undefined) return undefined;
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (typeof v === 'object' && v !== null && Object.keys(v).every((key) => /^\d+$/.test(key))) {
    items = Object.entries(v)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  } else items = [v];
  return items.filter((item) => blankToUndefined(item) !== undefined);
}

/** A list of dropdown ids; `minMessage` makes at least one required. */
export const zIdList = (message: string, minMessage?: string) =>
  z.preprocess(
    (value: number[]) => (toList(value) as unknown[] | undefined)?.map(toNumberIfNumeric),
    minMessage
      ? z.array(positiveId(message), { error: minMessage }).min(1, minMessage)
      : z.array(positiveId(message), { error: message }).optional(),
  );

/** A list of objects sent as `name[0][field]`; absent means an empty list. */
export const zObjectList = <T extends z.ZodType>(item: T, max?: { count: number; message: string }) =>
  z.preprocess((value: z.input<T>[]) => toList(value) ?? [], max ? z.array(item).max(max.count, max.message) : z.array(item));

const FLAGS = new Map<unknown, 0 | 1>([
  [true, 1],
  [1, 1],
  ['1', 1],
  ['true', 1],
  ['yes', 1],
  [false, 0],
  [0, 0],
  ['0', 0],
  ['false', 0],
  ['no', 0],
]);

/** Normalises a yes/no value (true, 1, '1', 'true', false, 0, '0', 'false') to 1 or 0; anything else is left as is. */
export function toFlag(value: unknown): unknown {
  const v = blankToUndefined(value);
  const key = typeof v === 'string' ? v.trim().toLowerCase() : v;
  return FLAGS.has(key) ? FLAGS.get(key) : v;
}

const toFormFlag: (value: FormFlag) => unknown = toFlag;

/** A yes/no field normalised to 1 or 0. */
export const zFlag = (message: string) => z.preprocess(toFormFlag, z.literal([0, 1], { error: message }));
/** A yes/no field normalised to 1 or 0, `fallback` when absent or empty. */
export const zFlagWithDefault = (message: string, fallback: 0 | 1) =>
  z.preprocess(toFormFlag, z.literal([0, 1], { error: message }).default(fallback));
/** An optional yes/no field normalised to 1 or 0. */
export const zOptionalFlag = (message: string) => z.preprocess(toFormFlag, z.literal([0, 1], { error: message }).optional());

/**
 * Phones may arrive formatted "(313) 555-0100" and with the US country code ("+1 313…", "1313…"): the
 * separators and that code are dropped, as the web's phone field does (docs/decisions.md, "Inputs").
 * Anything else is left for the 10-digit rule to refuse, never cut: another country's code ("+31…") keeps
 * its "+", and eleven digits not starting with 1 stay eleven.
 */
function toPhoneDigits(value: string): unknown {
  const v = blankToUndefined(value);
  const text = typeof v === 'number' && Number.isInteger(v) ? String(v) : v;
  if (typeof text !== 'string') return text;
  const compact = text.replace(/[\s().-]/g, '');
  const usPrefix = `+${US_COUNTRY_CODE}`;
  if (compact.startsWith('+')) return compact.startsWith(usPrefix) ? compact.slice(usPrefix.length) : compact;
  return withoutUsCountryCode(compact);
}

/** A required 10-digit phone number. */
export const zRequiredPhone = (requiredMessage: string = PHONE_MESSAGE, message: string = PHONE_MESSAGE) =>
  z.preprocess(toPhoneDigits, z.string({ error: requiredMessage }).regex(/^\d{10}$/, message));
/** An optional 10-digit phone number. */
export const zOptionalPhone = (message: string = PHONE_MESSAGE) =>
  z.preprocess(
    toPhoneDigits,
    z
      .string({ error: message })
      .regex(/^\d{10}$/, message)
      .optional(),
  );

/**
 * SSNs may arrive formatted 3-2-4. A JSON body may carry the SSN as a number, which loses
 * leading zeros, so a number is padded back to nine digits.
 */
function toSsnDigits(value: string): unknown {
  const v = blankToUndefined(value);
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 999_999_999) return String(v).padStart(9, '0');
  return typeof v === 'string' ? v.replace(/[\s-]/g, '') : v;
}

/** A required 9-digit SSN, sent on as nine digits. */
export const zSsn = (requiredMessage: string = SSN_MESSAGE) =>
  z.preprocess(toSsnDigits, z.string({ error: requiredMessage }).regex(/^\d{9}$/, SSN_MESSAGE));
/** An optional 9-digit SSN. */
export const zOptionalSsn = () =>
  z.preprocess(
    toSsnDigits,
    z
      .string({ error: SSN_MESSAGE })
      .regex(/^\d{9}$/, SSN_MESSAGE)
      .optional(),
  );

const emailAddress = () => z.email(EMAIL_MESSAGE).max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE);

/** A required e-mail address of at most 250 characters. */
export const zRequiredEmail = (requiredMessage: string) => given(z.string({ error: requiredMessage }).trim().pipe(emailAddress()));
/** An optional e-mail address of at most 250 characters. */
export const zOptionalEmail = () => given(z.string({ error: EMAIL_MESSAGE }).trim().pipe(emailAddress()).optional());

// The date builders live in their own module: they need date-fns, which the forms without a date (the
// Contact Us enquiry) must not download. Re-exported so every schema keeps importing from here.
export { zOptionalDate, zRequiredDate } from './date-fields';

/**
 * What an amount's text must be, as the API's document says too: whole dollars, and up to two digits of cents after
 * a point ("750", "750.5", "0.29"); no sign, no exponent, no thousands separator. Spaces around it are dropped.
 */
export const MONEY_TEXT_PATTERN = /^\d{1,11}(?:\.\d{1,2})?$/;
/** The most any amount may be: $99,999,999.99. */
export const MONEY_MAX_CENTS = 9_999_999_999;
/** The longest amount a person needs to type, "99999999.99": an amount field's limit. */
export const MONEY_TEXT_MAX_LENGTH = centsToDecimal(MONEY_MAX_CENTS).length;

/**
 * An amount typed or sent as decimal text, read into whole cents by the contract's one parser (`decimalToCents`),
 * never through a float: "4.35" is 435, "1.005" and "1e3" are refused. A number (JSON's, already a float) is
 * refused too: amounts travel as text. `requiredMessage` when absent or blank, `invalidMessage` otherwise; from
 * `minCents` (with `belowMinMessage`) to $99,999,999.99.
 */
const amountCents = (requiredMessage: string, invalidMessage: string, minCents: number, belowMinMessage = invalidMessage) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
    .trim()
    .regex(MONEY_TEXT_PATTERN, invalidMessage)
    .transform((text) => decimalToCents(text) ?? Number.NaN)
    .pipe(z.number({ error: invalidMessage }).int(invalidMessage).min(minCents, belowMinMessage).max(MONEY_MAX_CENTS, invalidMessage));

const AMOUNT_REQUIRED = VALIDATION_MESSAGES.amountRequired;
const AMOUNT_INVALID = VALIDATION_MESSAGES.amountInvalid;

/** A required amount above zero, in whole cents (a payment, a deposit, a fee). */
export const zAmountCents = (requiredMessage = AMOUNT_REQUIRED, invalidMessage = AMOUNT_INVALID) =>
  heldAsText(given(amountCents(requiredMessage, invalidMessage, 1, VALIDATION_MESSAGES.amountAboveZero)));
/** A required amount where zero is a real answer (a budget line, an onboarding bill), in whole cents. */
export const zAmountCentsOrZero = (requiredMessage = AMOUNT_REQUIRED, invalidMessage = AMOUNT_INVALID) =>
  heldAsText(given(amountCents(requiredMessage, invalidMessage, 0)));

/**
 * The intake's amounts (what the applicant says they receive or pay): checked as every amount is, in whole cents,
 * and kept as the dollars typed (435 cents → 4.35, a JSON number jsonb keeps as an exact decimal), as they are read
 * back. A saved answer is checked again when the application is sent in, so the number stored is read too, as its
 * decimal text ("4.35"; a number with more decimals than cents is refused as typed text is). Nothing is added up
 * from them: money the service moves is whole cents (zAmountCents).
 */
const intakeAmountText = ((value: unknown) => (typeof value === 'number' ? String(value) : blankToUndefined(value))) as (
  value: string,
) => unknown;
const asTypedDollars = (cents: number) => cents / 100;
/** A required intake amount: 0 or more, at most two decimals. */
export const zRequiredAmount = (requiredMessage: string, invalidMessage: string) =>
  heldAsText(z.preprocess(intakeAmountText, amountCents(requiredMessage, invalidMessage, 0).transform(asTypedDollars)));
/** An optional intake amount; 0 is a real answer, not an empty one. */
export const zOptionalAmount = (invalidMessage: string) =>
  heldAsText(z.preprocess(intakeAmountText, amountCents(invalidMessage, invalidMessage, 0).transform(asTypedDollars).optional()));

/** A positive whole number, such as a count of repeats. */
export const zOptionalCount = (message: string) => z.preprocess(toChoiceId, positiveId(message).optional());

/** ZIP code: digits only, at most 10. */
export const zOptionalZipCode = () =>
  given(
    z.string({ error: ZIP_CODE_MESSAGE }).trim().regex(/^\d+$/, ZIP_CODE_MESSAGE).max(10, VALIDATION_MESSAGES.zipCodeTooLong).optional(),
  );

/** The captcha token; null when the captcha was unavailable. Whether it passes is the server's captcha check. */
export const zCaptchaToken = () => z.preprocess((value: string | null) => (value === '' ? null : value), z.string().nullable().optional());

/** A nested section (`physical_address[line_1]`…): absent counts as empty so its own fields report what is missing. */
export const zSection = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: z.input<T>) => (blankToUndefined(value) === undefined ? {} : value), schema);

/** `{ message?, data }`: the shape of every answer that carries data. */
export const makeDataResponseSchema = <T extends z.ZodType>(data: T) => z.object({ message: z.string().optional(), data });

/** `{ message }`: the answer of calls that only confirm. */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

/** `{ id, name }`: how a chosen dropdown entry is read back. */
export const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;

// Cross-field rules. Object refinements run even when another field already failed, so a failed submit
// reports every problem at once; the value they see then lacks the fields that failed.

/** Refinement options: run whenever the value is an object, even if other fields failed. */
export const EVEN_WITH_OTHER_ERRORS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The part of a refinement context the cross-field helpers use. */
export type IssueContext = {
  issues: readonly { path?: readonly PropertyKey[] }[];
  addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void;
};

const samePath = (a: readonly PropertyKey[] | undefined, b: readonly PropertyKey[]) =>
  !!a && a.length === b.length && a.every((key, i) => String(key) === String(b[i]));

/** Adds `message` at `path` unless the field is present or already has an error. */
export function requireAt(ctx: IssueContext, isPresent: boolean, path: PropertyKey[], message: string): void {
  if (isPresent || ctx.issues.some((issue) => samePath(issue.path, path))) return;
  ctx.addIssue({ code: 'custom', path, message });
}

/** Adds `message` at `path` unless that field already has an error. */
export function addIssueAt(ctx: IssueContext, path: PropertyKey[], message: string): void {
  if (ctx.issues.some((issue) => samePath(issue.path, path))) return;
  ctx.addIssue({ code: 'custom', path, message });
}

export const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';
