import { DEFAULT_PROGRAM_ID, STATUS_ROUTE_SEGMENTS } from '@payee/contract';

/** The programs program selection offers (one program, `{product}`, id 1). */
export const OFFERED_PROGRAM_IDS: readonly number[] = [DEFAULT_PROGRAM_ID];

/** Where the intake area's pages live. */
export const INTAKE_PATHS = {
  landing: '/client/intake',
  stateSelection: '/client/intake/new/state-selection',
  programSelection: '/client/intake/new/program-selection',
  newForm: '/client/intake/new',
  resumeForm: (id: number | string) => `/client/intake/resume/${encodeURIComponent(String(id))}`,
  /** The resume chooser; with an application code the code stays in the path, as `/auth/login/:id` does. */
  resumeVerification: (code?: string) =>
    code ? `/client/intake/resume-verification/${encodeURIComponent(code)}` : '/client/intake/resume-verification',
  status: (segment: string) => `/client/intake/status/${segment}`,
} as const;

/**
 * What a new application has chosen so far, as the query of state selection, program selection and the
 * form carries it (`state_id`, `program_ids` comma list, `is_aware_checked`). `null` means "not in the query".
 */
export interface NewApplicationChoice {
  stateId: number | null;
  programIds: number[] | null;
  isAwareChecked: 0 | 1 | null;
}

const toId = (value: string): number | null => (/^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);

/** Reads the choice from a query; ids that are not offered, and anything unreadable, are left out. */
export function readNewApplicationChoice(params: URLSearchParams): NewApplicationChoice {
  const state = params.get('state_id');
  const programs = params.get('program_ids');
  const aware = params.get('is_aware_checked');
  return {
    stateId: state === null ? null : toId(state),
    programIds:
      programs === null
        ? null
        : [...new Set(programs.split(',').map(toId))].filter((id): id is number => id !== null && OFFERED_PROGRAM_IDS.includes(id)),
    isAwareChecked: aware === null ? null : aware.trim() === '1' ? 1 : 0,
  };
}

/**
 * The query for a choice, fields always in the same order, leaving out what is not chosen:
 * `state_id=21&program_ids=1&is_aware_checked=0`. The comma of the program list is written as a comma.
 */
export function newApplicationQuery(choice: Partial<NewApplicationChoice>): string {
  const parts: string[] = [];
  if (choice.stateId != null) parts.push(`state_id=${choice.stateId}`);
  if (choice.programIds != null) parts.push(`program_ids=${choice.programIds.join(',')}`);
  if (choice.isAwareChecked != null) parts.push(`is_aware_checked=${choice.isAwareChecked}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The statuses a status page shows (`inProgress`, `rejected`, `approved`). */
export type ShownStatus = keyof typeof STATUS_ROUTE_SEGMENTS;

/** The status a route segment names, or null for any other value (the 404 screen). */
export function statusOfSegment(segment: string | undefined): ShownStatus | null {
  const entry = Object.entries(STATUS_ROUTE_SEGMENTS).find(([, value]) => value === segment);
  return entry ? (entry[0] as ShownStatus) : null;
}
