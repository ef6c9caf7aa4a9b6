import { SITE } from '@payee/content';
import { officeAddressLine } from '../../lib/office';

/** The sign-off of every message to the public: who we are and how to reach the office. */
export function publicSignature(): string[] {
  const { organisation, office } = SITE;
  return [
    'Warm regards,',
    `The ${office.name} team, ${organisation.serviceName}`,
    officeAddressLine(office),
    `Phone ${office.phone} · Fax ${office.fax} · ${office.email}`,
  ];
}

/** The sign-off of messages to the office itself. */
export function internalSignature(): string[] {
  return [`${SITE.organisation.serviceName} website`];
}
