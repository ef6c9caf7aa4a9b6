import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH } from '../enums';
import {
  CAPTCHA_FIELD,
  EVEN_WITH_OTHER_ERRORS,
  ZMessageResponseSchema,
  requireAt,
  zCaptchaToken,
  zFlagWithDefault,
  zOptionalSsn,
  zOptionalText,
  zRequiredEmail,
  zRequiredId,
  zRequiredPhone,
  zRequiredText,
} from './fields';
import { SSN_MESSAGE } from './messages';
import { CLIENT_AREA_MESSAGES } from '@payee/content/validation-client-area';
import { VALIDATION_MESSAGES } from '@payee/content/validation';

export const NAME_MAX_LENGTH = 100;

/**
 * The Contact Us enquiry. `is_client` arrives as a tick, 1/0 or "1"/"0" and
 * leaves as 1 or 0; the SSN is required for a client and dropped for anyone else.
 */
export const ZEnquiryRequestSchema = z
  .object({
    is_client: zFlagWithDefault(CLIENT_AREA_MESSAGES.isClientRequired, 0),
    ssn: zOptionalSsn(),
    first_name: zRequiredText(VALIDATION_MESSAGES.firstNameRequired, VALIDATION_MESSAGES.firstNameLabel, NAME_MAX_LENGTH),
    last_name: zRequiredText(VALIDATION_MESSAGES.lastNameRequired, VALIDATION_MESSAGES.lastNameLabel, NAME_MAX_LENGTH),
    email: zRequiredEmail(VALIDATION_MESSAGES.emailRequired),
    phone_number: zRequiredPhone(),
    enquiry_type_id: zRequiredId(CLIENT_AREA_MESSAGES.selectAnEnquiryType),
    description: zOptionalText(VALIDATION_MESSAGES.descriptionLabel, DESCRIPTION_MAX_LENGTH),
    [CAPTCHA_FIELD]: zCaptchaToken(),
  })
  .superRefine((value, ctx) => {
    if (value.is_client === 1) requireAt(ctx, value.ssn !== undefined, ['ssn'], SSN_MESSAGE);
  }, EVEN_WITH_OTHER_ERRORS)
  .transform(({ ssn, ...rest }): typeof rest & { ssn?: string } => (rest.is_client === 1 ? { ...rest, ssn } : rest));
export type TEnquiryRequest = z.infer<typeof ZEnquiryRequestSchema>;
/** What the enquiry form holds before validation. */
export type TEnquiryRequestInput = z.input<typeof ZEnquiryRequestSchema>;

/**
 * `{ message, data: { reference } }`: the message is shown as a toast; the reference is what people quote.
 * The server always sends `data`; it is optional so a caller that reads only the message need not build it.
 */
export const ZEnquiryResponseSchema = ZMessageResponseSchema.extend({
  data: z.object({ reference: z.string() }).optional(),
});
export type TEnquiryResponse = z.infer<typeof ZEnquiryResponseSchema>;
