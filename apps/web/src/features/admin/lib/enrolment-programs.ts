import { SITE } from '@payee/content';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { DEFAULT_PROGRAM_ID } from '@payee/contract';

/**
 * The programs a client can be enrolled in when their onboarding is activated. The API has no list of programs
 * to offer (no `/dropdown/programs`, no staff route): the one the service runs is program 1, the product, which
 * a migration creates (docs/decisions.md, "Program status"), named as the site and the intake name it. When
 * the API lists programs, this is the one place to read them from.
 */
export const ENROLMENT_PROGRAMS: readonly { id: number; name: string }[] = [
  { id: DEFAULT_PROGRAM_ID, name: SITE.organisation.productName },
];

/** The names of the programs of an activation, in the order given. */
export const programNames = (ids: readonly number[]) =>
  ids.map((id) => ENROLMENT_PROGRAMS.find((program) => program.id === id)?.name ?? ADMIN_ONBOARDING_CONTENT.record.programById(id));
