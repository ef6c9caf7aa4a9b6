import { STATUS_ROUTE_SEGMENTS } from '@payee/contract';
import type { SessionUser } from '@/lib/session';
import { INTAKE_PATHS, newApplicationQuery, readNewApplicationChoice } from '../intake-paths';

/*
 * Who may open the intake form, and where everyone else goes.
 */

/** What opening the form leads to. */
export type IntakeEntry =
  | { kind: 'redirect'; to: string }
  /** A new application for the chosen state (its branch) and programs. */
  | { kind: 'new'; stateId: number; programIds: number[]; isAwareChecked: 0 | 1 }
  /** The signed-in applicant's saved application. */
  | { kind: 'resume'; id: number };

/** What the decision reads: the route's id, the query, the session user, and a new form's created application. */
export interface IntakeEntryInput {
  /** `:id` of `/client/intake/resume/:id`; undefined on `/client/intake/new`. */
  id: string | undefined;
  search: URLSearchParams;
  user: SessionUser | null;
  /**
   * The application this new form's draft already created (draft-handoff.ts): browser Back from the first
   * saved step lands on a `/client/intake/new` entry, which then continues the saved application.
   */
  createdId?: number | null;
}

/**
 * New mode: neither state nor programs → /client/intake; programs but no state → state selection; a state
 * but no programs and no "I am not aware" → program selection (the query kept). Resume mode: only the
 * signed-in intake applicant whose application is :id (the sign-in keeps them in the session); anyone else
 * verifies first. An application already sent in shows its status page instead.
 */
export function decideIntakeEntry({ id, search, user, createdId }: IntakeEntryInput): IntakeEntry {
  if (id === undefined) {
    if (createdId) return { kind: 'redirect', to: `${INTAKE_PATHS.resumeForm(createdId)}${stepQuery(search)}` };
    const choice = readNewApplicationChoice(search);
    const hasState = choice.stateId !== null;
    const hasPrograms = (choice.programIds?.length ?? 0) > 0;
    const isAware = choice.isAwareChecked === 1;
    if (!hasState && !hasPrograms && !isAware) return { kind: 'redirect', to: INTAKE_PATHS.landing };
    if (!hasState) return { kind: 'redirect', to: `${INTAKE_PATHS.stateSelection}${newApplicationQuery(choice)}` };
    if (!hasPrograms && !isAware) return { kind: 'redirect', to: `${INTAKE_PATHS.programSelection}${newApplicationQuery(choice)}` };
    return { kind: 'new', stateId: choice.stateId!, programIds: choice.programIds ?? [], isAwareChecked: isAware ? 1 : 0 };
  }

  const isOwnApplication = user !== null && user.process_type === 'intake' && String(user.id) === id && /^\d+$/.test(id);
  if (!isOwnApplication) return { kind: 'redirect', to: INTAKE_PATHS.resumeVerification() };
  if (user.current_process === 'inProgress') return { kind: 'redirect', to: INTAKE_PATHS.status(STATUS_ROUTE_SEGMENTS.inProgress) };
  return { kind: 'resume', id: Number(id) };
}

/** `?step=…` of the query, if any, for a redirect that keeps the place. */
function stepQuery(search: URLSearchParams): string {
  const step = search.get('step');
  return step ? `?step=${encodeURIComponent(step)}` : '';
}
