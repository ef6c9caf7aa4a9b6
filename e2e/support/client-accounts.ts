import { expect, type Page } from '@playwright/test';
import { ACCOUNT_CONTENT, AUTH_CONTENT } from '@payee/content/client-area';

/** The API's demo accounts (seeded outside production; apps/api/src/seed/demo-clients.ts). */
export const DEMO = {
  maria: {
    username: 'maria.lopez',
    password: 'Demo@Client2026',
    ssn: '987654320',
    birthDate: '03/14/1956',
    code: 'APP-MRA226',
    email: 'maria.lopez@example.org',
    firstName: 'Maria',
  },
  james: {
    username: 'james.carter',
    password: 'Demo@Onboard2026',
    ssn: '987654321',
    birthDate: '07/09/1962',
    code: 'APP-PND226',
    email: 'james.carter@example.org',
    firstName: 'James',
  },
  linda: {
    username: 'linda.nguyen',
    password: 'Demo@Onboard2026',
    ssn: '987654322',
    birthDate: '11/23/1970',
    code: 'APP-PRG226',
    email: 'linda.nguyen@example.org',
    firstName: 'Linda',
  },
  robert: {
    username: 'robert.johnson',
    password: 'Demo@Onboard2026',
    ssn: '987654323',
    birthDate: '01/30/1958',
    code: 'APP-RJT226',
    email: 'robert.johnson@example.org',
    firstName: 'Robert',
  },
  patricia: {
    username: 'patricia.williams',
    password: 'Demo@Onboard2026',
    ssn: '987654324',
    birthDate: '05/05/1965',
    code: 'APP-APR226',
    email: 'patricia.williams@example.org',
    firstName: 'Patricia',
  },
  /** Active, overdrawn; no other journey signs in as him, so the back office's journey may lock his sign-in. */
  darnell: {
    username: 'darnell.price',
    password: 'Demo@Client2026',
    ssn: '987654326',
    birthDate: '08/19/1961',
    code: 'APP-DPR226',
    email: 'darnell.price@example.org',
    firstName: 'Darnell',
  },
} as const;

const SIGN_IN = AUTH_CONTENT.signIn;

/** Signs in through the username form; does not wait for where it leads. */
export async function submitUsernameSignIn(page: Page, username: string, password: string, code?: string): Promise<void> {
  await page.goto(code ? `/auth/login/${code}/user` : '/auth/login/user');
  await page.getByLabel(SIGN_IN.labels.username, { exact: true }).fill(username);
  await page.getByLabel(SIGN_IN.labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN.submit }).click();
}

/** Signs in through the SSN form; does not wait for where it leads. */
export async function submitSsnSignIn(page: Page, ssn: string, birthDate: string): Promise<void> {
  await page.goto('/auth/login/ssn');
  await page.getByLabel(SIGN_IN.labels.ssn, { exact: true }).fill(ssn);
  await page.getByLabel(SIGN_IN.labels.dateOfBirth, { exact: true }).fill(birthDate);
  await page.getByRole('button', { name: SIGN_IN.submit }).click();
}

/** Signs a client in by username and waits for /my-account. */
export async function signInAsClient(
  page: Page,
  username: string = DEMO.maria.username,
  password: string = DEMO.maria.password,
): Promise<void> {
  await submitUsernameSignIn(page, username, password);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(DEMO.maria.firstName) })).toBeVisible();
}

/**
 * Waits until /my-account has been answered every call it makes on arrival: its programs, then for the first
 * one what is coming up, this month and the transactions. None is sent before the programs are known, and each
 * panel says it is loading from the moment it is shown, so once the programs' and then every panel's "Loading"
 * is gone, no call of the page is in flight. (The greeting shows before any call: it comes from the sign-in.)
 */
export async function expectAccountPageLoaded(page: Page): Promise<void> {
  const copy = ACCOUNT_CONTENT;
  await expect(page.getByRole('status').filter({ hasText: copy.program.loading })).toHaveCount(0);
  for (const loading of [copy.comingUp.loading, copy.thisMonth.loading, copy.transactions.loading]) {
    await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: copy.transactions.heading })).toBeVisible();
}

/** The reset link in the latest credential e-mail's text. */
export function resetLinkIn(text: string, kind: 'password' | 'username'): string {
  const match = new RegExp(`https?://\\S+/auth/${kind}/reset/[A-Za-z0-9_\\-.~%]+`).exec(text);
  if (!match) throw new Error(`No ${kind} reset link in the e-mail:\n${text}`);
  return match[0];
}
