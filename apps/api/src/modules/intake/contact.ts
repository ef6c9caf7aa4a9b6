import { personName, type RepresentativeType, type TPersonalContact } from '@payee/contract';
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

/** An intake e-mail's address and whom it greets. */
export interface IntakeMailTarget {
  to: string;
  recipient: IntakeMailRecipient;
}

const applicantNameOf = (application: StoredApplication) =>
  personName({ firstName: application.firstName, lastName: application.lastName });

/**
 * Where an intake e-mail goes and whom it greets: the applicant's contact (the representative when someone
 * else fills in the form); null when there is no address to write to. A rejection's reasons go here only.
 */
export function mailRecipientOf(application: StoredApplication): IntakeMailTarget | null {
  const { email } = applicantContact(application.representativeType, application.representative, application.personalContact);
  if (!email) return null;
  const viaRepresentative = application.representativeType !== 'myself' && application.representative.primary_email === email;
  return {
    to: email,
    recipient: {
      greetingName: viaRepresentative ? (application.representative.name ?? 'Sir or Madam') : application.firstName,
      applicantName: applicantNameOf(application),
      isRepresentative: viaRepresentative,
    },
  };
}

/**
 * Who is told that the application was saved, sent in or approved: the applicant's contact and, when a representative
 * fills in the form, also the applicant's own e-mail (Contact Details) if they gave one, each address once.
 */
export function applicationMailRecipients(application: StoredApplication): IntakeMailTarget[] {
  const main = mailRecipientOf(application);
  const targets = main ? [main] : [];
  const own = application.representativeType === 'myself' ? null : application.personalContact?.primary_email;
  if (own && !targets.some((target) => target.to.toLowerCase() === own.toLowerCase())) {
    targets.push({
      to: own,
      recipient: {
        greetingName: application.firstName,
        applicantName: applicantNameOf(application),
        isRepresentative: false,
        filledInBy: application.representative.name ?? undefined,
      },
    });
  }
  return targets;
}
