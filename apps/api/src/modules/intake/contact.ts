import type { RepresentativeType, TPersonalContact } from '@payee/contract';
import type { StoredRepresentative } from '../../db/schema/index';
import type { IntakeMailRecipient } from './mail';
import type { StoredApplication } from './repository';

/**
 * How the office reaches the applicant: the representative's e-mail and phone when someone fills in the form
 * for them, else the applicant's own (personal contact). Kept on the client user too, so "Forgot password"
 * reaches the same person.
 */
export function applicantContact(
  type: RepresentativeType,
  representative: StoredRepresentative,
  personalContact: TPersonalContact | null | undefined,
): { email: string | null; phone: string | null } {
  if (type !== 'myself' && representative.primary_email) {
    return { email: representative.primary_email, phone: representative.primary_phone ?? null };
  }
  return { email: personalContact?.primary_email ?? null, phone: personalContact?.primary_phone ?? null };
}

/** Where an intake e-mail goes and whom it greets; null when there is no address to write to. */
export function mailRecipientOf(application: StoredApplication): { to: string; recipient: IntakeMailRecipient } | null {
  const { email } = applicantContact(application.representativeType, application.representative, application.personalContact);
  if (!email) return null;
  const applicantName = [application.firstName, application.lastName].filter(Boolean).join(' ');
  const viaRepresentative = application.representativeType !== 'myself' && application.representative.primary_email === email;
  return {
    to: email,
    recipient: {
      greetingName: viaRepresentative ? (application.representative.name ?? 'Sir or Madam') : application.firstName,
      applicantName,
      isRepresentative: viaRepresentative,
    },
  };
}
