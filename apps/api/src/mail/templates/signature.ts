import { SITE } from '@payee/content';
import { officeAddressLine } from '../../lib/office';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

/** The sign-off of every message to the public: who we are and how to reach the office. */
export function publicSignature(): string[] {
  const { organisation, office } = SITE;
  return [
    API_MAIL_CONTENT.signature.regards,
    API_MAIL_CONTENT.signature.team(office.name, organisation.serviceName),
    officeAddressLine(office),
    API_MAIL_CONTENT.signature.contacts(office.phone, office.fax, office.email),
  ];
}

/** The sign-off of messages to the office itself. */
export function internalSignature(): string[] {
  return [API_MAIL_CONTENT.signature.internal(SITE.organisation.serviceName)];
}
