import type { Page } from '@playwright/test';
import { AUTH_CONTENT } from '@payee/content/client-area';

const SIGN_IN = AUTH_CONTENT.signIn;

/** The API's demo intake applicants (seeded outside production; apps/api/src/seed/demo-intake.ts). */
export const DEMO_INTAKE = {
  /** Still filling in the form. */
  dorothy: {
    username: 'dorothy.evans',
    password: 'Demo@Intake2026',
    ssn: '987000101',
    birthDate: '09/02/1948',
    code: 'APP-DRF226',
    firstName: 'Dorothy',
  },
  /** Sent in, waiting for a decision. */
  walter: {
    username: 'walter.brooks',
    password: 'Demo@Intake2026',
    ssn: '987000102',
    birthDate: '02/17/1959',
    code: 'APP-WRV226',
    firstName: 'Walter',
  },
  /** Sent back with two reasons. */
  angela: {
    username: 'angela.ruiz',
    password: 'Demo@Intake2026',
    ssn: '987000103',
    birthDate: '12/05/1967',
    code: 'APP-ARJ226',
    firstName: 'Angela',
  },
} as const;

/** How a resume sign-in identifies the applicant. */
export type ResumeCredentials = { username: string; password: string } | { ssn: string; birthDate: string };

/**
 * Opens `/client/intake/resume-verification[/:code]/username|ssn` and signs in; does not wait for where it
 * leads.
 */
export async function submitResumeSignIn(page: Page, credentials: ResumeCredentials, code?: string): Promise<void> {
  const base = code ? `/client/intake/resume-verification/${code}` : '/client/intake/resume-verification';
  if ('username' in credentials) {
    await page.goto(`${base}/username`);
    await page.getByLabel(SIGN_IN.labels.username, { exact: true }).fill(credentials.username);
    await page.getByLabel(SIGN_IN.labels.password, { exact: true }).fill(credentials.password);
  } else {
    await page.goto(`${base}/ssn`);
    await page.getByLabel(SIGN_IN.labels.ssn, { exact: true }).fill(credentials.ssn);
    await page.getByLabel(SIGN_IN.labels.dateOfBirth, { exact: true }).fill(credentials.birthDate);
  }
  await page.getByRole('button', { name: SIGN_IN.submit }).click();
}

/** Nothing on the page is wider than the window (one check for every journey, in viewports.ts). */
export { expectNoSidewaysScroll } from './viewports';
