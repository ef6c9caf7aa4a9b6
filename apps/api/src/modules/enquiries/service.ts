import { CAPTCHA_FIELD, type TEnquiryRequest } from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationFailed } from '../../lib/api-error';
import { encryptString, lookupHash } from '../../lib/crypto';
import { enquiryAcknowledgement, ENQUIRY_REPLY_TIME } from '../../mail/templates/enquiry-acknowledgement';
import { enquiryNotification } from '../../mail/templates/enquiry-notification';
import { requireCaptcha, type CaptchaVerifier } from '../../plugins/captcha';
import type { Outbox } from '../outbox';
import { newEnquiryReference } from './enquiry-code';
import { createEnquiryRepository } from './repository';
import { API_PUBLIC_SITE_MESSAGES } from '@payee/content/api-public-site';

export const UNKNOWN_ENQUIRY_TYPE_MESSAGE = API_PUBLIC_SITE_MESSAGES.enquiries.unknownType;
/** The captcha action the web client asks for on the Contact Us form. */
export const ENQUIRY_CAPTCHA_ACTION = 'enquiry';
const REFERENCE_ATTEMPTS = 5;

export interface EnquiryServiceDeps {
  db: Database;
  captcha: CaptchaVerifier;
  outbox: Pick<Outbox, 'enqueue'>;
  config: Pick<Config, 'APP_ENCRYPTION_KEY' | 'OFFICE_EMAIL'>;
  log: FastifyBaseLogger;
}

/** The words shown to the sender once the enquiry is stored. */
export const enquiryThanks = (firstName: string, reference: string) =>
  API_PUBLIC_SITE_MESSAGES.enquiries.thanks(firstName, reference, ENQUIRY_REPLY_TIME);

export function createEnquiryService({ db, captcha, outbox, config, log }: EnquiryServiceDeps) {
  const repository = createEnquiryRepository(db);

  type Stored = Awaited<ReturnType<ReturnType<typeof createEnquiryRepository>['insert']>>;

  /**
   * Stores in one transaction with its e-mails (`andTell`, through the outbox); a clash of references (rare) is
   * retried with a new one.
   */
  async function store(
    values: Omit<Parameters<typeof repository.insert>[0], 'reference'>,
    andTell: (tx: Database, stored: Stored) => Promise<void>,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const stored = await createEnquiryRepository(tx).insert({ ...values, reference: newEnquiryReference() });
          await andTell(tx, stored);
          return stored;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * Checks the enquiry type and the captcha, stores the enquiry (the SSN encrypted, the address hashed),
     * then e-mails an acknowledgement to the sender and a notification to the office.
     */
    async submit(input: TEnquiryRequest, ip: string) {
      const enquiryTypeName = await repository.activeEnquiryTypeName(input.enquiry_type_id);
      if (enquiryTypeName === undefined) throw validationFailed({ enquiry_type_id: [UNKNOWN_ENQUIRY_TYPE_MESSAGE] });

      await requireCaptcha(captcha, log, { token: input[CAPTCHA_FIELD], action: ENQUIRY_CAPTCHA_ACTION, ip });

      const isClient = input.is_client === 1;
      const ssn = isClient ? input.ssn : undefined;
      // The acknowledgement to the sender and the notification to the office go out with the enquiry, or not at all.
      const tell = async (tx: Database, stored: Stored) => {
        const acknowledgement = enquiryAcknowledgement({ firstName: input.first_name, reference: stored.reference, enquiryTypeName });
        const notification = enquiryNotification({
          reference: stored.reference,
          receivedAt: stored.createdAt,
          enquiryTypeName,
          isClient,
          ssnLast4: ssn?.slice(-4),
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phoneNumber: input.phone_number,
          description: input.description,
        });
        await outbox.enqueue(
          tx,
          { to: input.email, replyTo: config.OFFICE_EMAIL, ...acknowledgement },
          { template: 'enquiry-acknowledgement' },
        );
        await outbox.enqueue(tx, { to: config.OFFICE_EMAIL, replyTo: input.email, ...notification }, { template: 'enquiry-notification' });
      };
      const stored = await store(
        {
          isClient,
          ssnEncrypted: ssn ? encryptString(ssn, config.APP_ENCRYPTION_KEY) : null,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phoneNumber: input.phone_number,
          enquiryTypeId: input.enquiry_type_id,
          description: input.description ?? null,
          ipHash: ip ? lookupHash('enquiry-ip', ip, config.APP_ENCRYPTION_KEY) : null,
        },
        tell,
      );
      log.info({ reference: stored.reference, enquiry_id: stored.id }, 'enquiry stored');

      return { reference: stored.reference, message: enquiryThanks(input.first_name, stored.reference) };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
