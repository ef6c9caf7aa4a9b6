import { ONBOARDING_STEP_SLUGS, formatDisplayDate, personName, type TOnboardingDetail } from '@payee/contract';
import { decryptString, type KeyRing } from '../../lib/crypto';
import type { OnboardingListRepository } from './lists';
import type { OnboardingClient, OnboardingProfile, OnboardingRepository } from './repository';
import { STEP_HANDLERS, type FilePaths } from './steps';

export type { FilePaths } from './steps';

/** The client's name as the wizard's step 1 shows it. */
export const fullName = ({
  firstName,
  middleName,
  lastName,
  suffix,
}: Pick<OnboardingClient, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => personName({ firstName, middleName, lastName, suffix });

/** The steps saved, in the wizard's order. */
export const savedStepsInOrder = (saved: readonly string[] | null | undefined) =>
  ONBOARDING_STEP_SLUGS.filter((slug) => saved?.includes(slug));

/**
 * The onboarding as the wizard reads it (ZOnboardingDetailSchema): where it stands and who it is for, then
 * each step's answers as its handler reads them back (steps.ts): chosen ids as `{ id, name }` of their lists,
 * money as decimal strings, the encrypted answers decrypted for the client or staff only (never logged).
 */
export async function buildDetail(
  repository: OnboardingRepository,
  lists: OnboardingListRepository,
  key: KeyRing,
  client: OnboardingClient,
  profile: OnboardingProfile | undefined,
  paths: FilePaths,
): Promise<TOnboardingDetail> {
  const steps = await Promise.all(
    ONBOARDING_STEP_SLUGS.map((slug) => STEP_HANDLERS[slug].read({ profile, repository, lists, key, paths })),
  );
  const dateOfBirth = decryptString(client.dateOfBirthEncrypted, key);
  return Object.assign(
    {
      application_code: client.applicationCode,
      current_process: client.currentProcess,
      saved_steps: savedStepsInOrder(profile?.savedSteps),
      rejection_reason: client.rejectionReasons.map(({ message }) => ({ message })),
      name: fullName(client),
      date_of_birth: { date: dateOfBirth, formatted_date: formatDisplayDate(dateOfBirth) },
      ssn_number_partial: client.ssnLast4,
    },
    ...steps,
  ) as TOnboardingDetail;
}
