import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { CAPTCHA_FIELD } from '@payee/contract';
import { requireCaptchaToken } from '@/lib/captcha';
import { applyFieldProblems, firstIssueMessages, showFormFailure, type FormFailureOptions } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';

/** One submit of a credential form (sign-in, forgot, reset, change password). */
export interface CredentialSubmission<T extends FieldValues, D extends object, R> extends Omit<FormFailureOptions<T>, 'setWarning'> {
  /** The request as the form would send it, without the captcha token. */
  draft: D;
  /** The contract's schema of the request: its problems stand beside their fields and nothing is sent. */
  schema: z.ZodType;
  clearErrors: () => void;
  /** The form's warning box, emptied when the form is sent and filled with the server's warning. */
  setWarning?: (message: string | undefined) => void;
  /**
   * The captcha token; null stops the submit (its toast is shown) unless `isCaptchaOptional`. Forms without a
   * captcha (the back office's sign-in) leave it out and send the draft alone.
   */
  captchaToken?: () => Promise<string | null>;
  /** Sign-in by SSN: sent without a token when there is none; the server decides. */
  isCaptchaOptional?: boolean;
  send: (body: D & { [CAPTCHA_FIELD]?: string | null }) => Promise<R>;
  onSent: (answer: R) => void;
  /** The message when the server gives none. */
  failureFallback: string;
}

/** The captcha token of `action`, or null after the captcha toast. */
export const requiredCaptcha = (action: string) => () => requireCaptchaToken(action);

/**
 * The submit every credential form shares: clear the last errors, check the draft with the contract's
 * schema, get a captcha token, send, then hand over the answer or show the failure (field errors beside
 * their fields, the warning in its box, the rest as the general line and a toast). Answers whether it was sent.
 */
export async function submitCredentials<T extends FieldValues, D extends object, R>(
  submission: CredentialSubmission<T, D, R>,
): Promise<boolean> {
  const { draft, schema, clearErrors, setWarning, captchaToken, isCaptchaOptional, send, onSent, failureFallback, ...failure } = submission;
  clearErrors();
  setWarning?.(undefined);
  const problems = firstIssueMessages(schema.safeParse(draft).error?.issues ?? []);
  if (applyFieldProblems(problems, failure.fields, failure.setError)) return false;
  const token = captchaToken ? await captchaToken() : undefined;
  if (token === null && !isCaptchaOptional) return false;
  try {
    onSent(await send(token === undefined ? draft : { ...draft, [CAPTCHA_FIELD]: token }));
    return true;
  } catch (error) {
    showFormFailure(readApiError(error, failureFallback), { ...failure, setWarning });
    return false;
  }
}
