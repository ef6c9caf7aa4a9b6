import type { TStaffChallenge, TStaffSession } from '@payee/contract';

/** The first step's answer of a staff sign-in (`POST /admin/login`): a challenge for the code, or to set the app up. */
export function staffChallenge(nextStep: TStaffChallenge['next_step'] = 'totp'): TStaffChallenge {
  return { challenge_token: 'c'.repeat(40), next_step: nextStep, expires_at: '2026-11-29T03:00:00.000Z' };
}

/** What a completed staff sign-in answers with (its token; recovery codes after setting the app up): a caseworker's by default. */
export function staffSignedIn(fields: Partial<TStaffSession> & { recovery_codes?: string[] } = {}) {
  return {
    id: 3,
    email: 'casey@example.org',
    name: 'Casey Worker',
    roles: ['caseworker'],
    expires_at: '2026-11-29T03:15:00.000Z',
    absolute_expires_at: '2026-11-29T15:00:00.000Z',
    token: 't'.repeat(40),
    ...fields,
  } satisfies TStaffSession & { token: string };
}
