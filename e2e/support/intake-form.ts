import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { INTAKE_STEPS, type IntakeStepSlug, type RepresentativeType } from '@payee/contract';
import { expectNoAxeViolations } from './axe';
import { escapeRegExp } from './regexp';

/*
 * Filling in the 11-step intake form as a person does: by the labels the steps show (from the content
 * modules, so a change of words there changes nothing here), one step at a time, each checked with axe
 * before it is answered.
 */

const FORM = INTAKE_FORM_CONTENT;
const STEPS = INTAKE_STEPS_CONTENT;

/** Small real documents of the three accepted kinds (PNG, JPEG, PDF). */
export const SSA_FIXTURES = {
  ssa_6233: path.join(import.meta.dirname, '..', 'fixtures', 'ssa-623.png'),
  ssa_11_bk: path.join(import.meta.dirname, '..', 'fixtures', 'ssa-11.jpg'),
  ssa_1696: path.join(import.meta.dirname, '..', 'fixtures', 'ssa-1696.pdf'),
} as const;

/** Who applies, and who fills in the form for them. */
export interface Applicant {
  type: RepresentativeType;
  firstName: string;
  lastName: string;
  /** Nine digits. */
  ssn: string;
  /** MM/DD/YYYY, as typed. */
  birthDate: string;
  username: string;
  password: string;
  /** Where the confirmation goes: the applicant's own e-mail, or the representative's. */
  email: string;
}

/**
 * A new applicant whose SSN, username and e-mail no other test uses (the journeys' database is fresh for
 * every run; the SSNs, area 987, are never issued to anyone).
 */
export function newApplicant(type: RepresentativeType, index: number): Applicant {
  return {
    type,
    firstName: ['Rosa', 'Henry', 'Grace', 'Samuel', 'Ivy', 'Omar'][index % 6]!,
    lastName: 'Tester',
    ssn: `987200${String(index).padStart(3, '0')}`,
    birthDate: '04/02/1958',
    username: `applicant${index}.tester`,
    password: 'Apply@Journey2026',
    email: `applicant${index}.tester@example.org`,
  };
}

/** The title of a step (the words of its heading after "Step X of N"). */
export const stepTitle = (slug: IntakeStepSlug) => INTAKE_STEPS.find((step) => step.slug === slug)!.title;

/** Waits for a step's heading, with focus on it, and scans the page with axe. */
export async function expectStep(page: Page, slug: IntakeStepSlug, context: string): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^Step \\d+ of \\d+ ${stepTitle(slug)}`) });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${slug}(&|$)`));
  await expectNoAxeViolations(page, `${stepTitle(slug)} (${context})`);
  return heading;
}

/**
 * Picks an option of a react-select dropdown by its label and the option's text, and makes sure it took: on a loaded
 * machine the option's click can be lost while the menu is laid out, leaving the menu open over the fields below it
 * (seen in CI at 375 px: the next dropdown's click was intercepted by this one's options until the test timed out),
 * so the option is clicked again until the menu has closed.
 */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await combobox.click({ timeout: 2_000 });
    await choice.click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Ticks one option of a many-choice dropdown (its menu stays open, options ticked with aria-selected), and makes
 * sure it took: a click that lands while the options are still being laid out can be lost (seen once in CI, the
 * step then refused as "Select at least one type of income"), so the tick is tried again until it shows.
 */
export async function chooseMany(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  // By its text: a ticked option's accessible name also carries the tick drawn before it ("✓White").
  const choice = page.getByRole('option').filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) });
  await expect(async () => {
    if (!(await choice.isVisible())) await combobox.click();
    if ((await choice.getAttribute('aria-selected')) !== 'true') await choice.click({ timeout: 2_000 });
    await expect(choice).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

/** Presses the form's main button ("Next", "Save and proceed" or "Submit"). */
export async function pressMainButton(page: Page, label: 'next' | 'saveAndProceed' | 'submit'): Promise<void> {
  await page.getByRole('button', { name: FORM.buttons[label], exact: true }).click();
}

export async function fillRepresentative(page: Page, applicant: Applicant): Promise<void> {
  const copy = FORM.representative;
  await page.getByRole('radio', { name: new RegExp(`^${copy.types[applicant.type]}`) }).check();
  if (applicant.type === 'myself') {
    await page.getByLabel(`${copy.ownContact.primaryPhone} (optional)`, { exact: true }).fill('3135550100');
    await page.getByLabel(`${copy.ownContact.primaryEmail} (optional)`, { exact: true }).fill(applicant.email);
  } else if (applicant.type === 'case_manager') {
    await choose(page, copy.labels.agency, 'Riverbend Community Mental Health');
    await choose(page, copy.labels.caseManager, 'Jordan Miles');
    await page.getByLabel(copy.labels.primaryPhone, { exact: true }).fill('3135550142');
    await page.getByLabel(copy.labels.primaryEmail, { exact: true }).fill(applicant.email);
  } else {
    await page.getByLabel(copy.labels.relativeName, { exact: true }).fill('Ana Tester');
    await choose(page, copy.labels.relationship, 'Child');
    await page.getByLabel(copy.labels.primaryPhone, { exact: true }).fill('3135550199');
    await page.getByLabel(copy.labels.primaryEmail, { exact: true }).fill(applicant.email);
    await page.getByRole('radio', { name: 'Email', exact: true }).check();
  }
}

export async function fillContactDetails(page: Page): Promise<void> {
  await page.getByLabel(`${FORM.contactDetails.labels.primaryPhone} (optional)`, { exact: true }).fill('3135550177');
}

export async function fillAboutYou(page: Page, applicant: Applicant): Promise<void> {
  const labels = FORM.aboutYou.labels;
  await page.getByLabel(labels.firstName, { exact: true }).fill(applicant.firstName);
  await page.getByLabel(labels.lastName, { exact: true }).fill(applicant.lastName);
  await page.getByLabel(labels.ssn, { exact: true }).fill(applicant.ssn);
  await page.getByLabel(labels.dateOfBirth, { exact: true }).fill(applicant.birthDate);
  await page.getByLabel(labels.birthCity, { exact: true }).fill('Detroit');
  await choose(page, labels.birthState, 'Michigan');
  await choose(page, labels.maritalStatus, 'Widowed');
  await choose(page, labels.gender, 'Female');
  await chooseMany(page, labels.races, 'White');
  await choose(page, labels.language, 'English');
  await choose(page, labels.source, 'Social Security Administration');
}

export async function fillLoginDetails(page: Page, applicant: Pick<Applicant, 'username' | 'password'>): Promise<void> {
  const labels = FORM.loginDetails.labels;
  await page.getByLabel(labels.username, { exact: true }).fill(applicant.username);
  await page.getByLabel(labels.password, { exact: true }).fill(applicant.password);
  await page.getByLabel(labels.confirmPassword, { exact: true }).fill(applicant.password);
}

export async function fillAddressDetails(page: Page): Promise<void> {
  const labels = STEPS.address.labels;
  const physical = page.getByRole('group', { name: STEPS.address.physical.legend });
  await physical.getByLabel(labels.line1, { exact: true }).fill('120 Main Street');
  await physical.getByLabel(labels.city, { exact: true }).fill('Detroit');
  await choose(page, labels.state, 'Michigan', physical);
  await physical.getByLabel(labels.county, { exact: true }).fill('Wayne');
  await physical.getByLabel(labels.zipCode, { exact: true }).fill('48201');
  const mailing = page.getByRole('group', { name: STEPS.address.mailing.legend });
  await mailing.getByRole('checkbox', { name: new RegExp(`^${labels.sameAsPhysical}`) }).check();
}

export async function fillEmergencyContact(page: Page): Promise<void> {
  const labels = STEPS.emergencyContact.labels;
  await page.getByLabel(labels.name, { exact: true }).fill('Luis Tester');
  await choose(page, labels.contactCategory, 'Family member');
  await page.getByLabel(labels.primaryPhone, { exact: true }).fill('3135550101');
  await page.getByLabel(labels.primaryEmail, { exact: true }).fill('luis.tester@example.org');
}

export async function fillBenefitDetails(page: Page): Promise<void> {
  await page.getByLabel(`${STEPS.benefitDetails.labels.foodStamp} (optional)`, { exact: true }).fill('0');
}

export async function fillEmploymentDetails(page: Page, monthlyIncome = '943.50'): Promise<void> {
  const labels = STEPS.employmentDetails.labels;
  await choose(page, labels.employmentStatus, 'Retired');
  await page.getByLabel(labels.monthlyIncome, { exact: true }).fill(monthlyIncome);
  await chooseMany(page, labels.incomeTypes, 'Social Security retirement');
}

export async function fillHousingDetails(page: Page): Promise<void> {
  const labels = STEPS.housingDetails.labels;
  await choose(page, labels.houseType, 'Apartment rental');
  await page.getByLabel(labels.housingProvider, { exact: true }).fill('Cass Avenue Apartments');
  await page.getByLabel(labels.moveInDate, { exact: true }).fill('05/01/2020');
  await page.getByLabel(labels.landlordPrimaryPhone, { exact: true }).fill('3135550155');
  await page.getByLabel(labels.landlordPrimaryEmail, { exact: true }).fill('office@cass.example.org');
  await page.getByLabel(labels.rentAmount, { exact: true }).fill('650');
}

export async function uploadSsaDocuments(page: Page): Promise<void> {
  const documents = STEPS.ssaDocuments.documents;
  for (const field of ['ssa_6233', 'ssa_11_bk', 'ssa_1696'] as const) {
    await page.getByLabel(documents[field].label, { exact: true }).setInputFiles(SSA_FIXTURES[field]);
  }
}

export async function fillReferralDetails(page: Page): Promise<void> {
  await choose(page, `${STEPS.referralDetails.labels.referral} (optional)`, 'Self');
}

/** What each step needs, and the button that moves on from it. */
const FILLERS: Record<IntakeStepSlug, (page: Page, applicant: Applicant) => Promise<void>> = {
  representative: fillRepresentative,
  'contact-details': (page) => fillContactDetails(page),
  'about-you': fillAboutYou,
  'login-details': fillLoginDetails,
  'address-details': (page) => fillAddressDetails(page),
  'emergency-contact': (page) => fillEmergencyContact(page),
  'benefit-details': (page) => fillBenefitDetails(page),
  'employment-details': (page) => fillEmploymentDetails(page),
  'housing-details': (page) => fillHousingDetails(page),
  'ssa-documents': (page) => uploadSsaDocuments(page),
  'referral-details': (page) => fillReferralDetails(page),
};

/** The steps a new application shows for this representative type, in order. */
export function stepsFor(type: RepresentativeType, mode: 'new' | 'resume' = 'new'): IntakeStepSlug[] {
  return INTAKE_STEPS.map((step) => step.slug).filter(
    (slug) => !(slug === 'contact-details' && type === 'myself') && !(slug === 'login-details' && mode === 'resume'),
  );
}

/**
 * Answers the steps from `from` up to (not including) `until`, checking each with axe; each step is
 * checked to be the one shown before it is answered, and its button pressed after. Stops on the check page
 * when `until` is left out.
 */
export async function answerSteps(
  page: Page,
  applicant: Applicant,
  { from, until, mode = 'new', context }: { from: IntakeStepSlug; until?: IntakeStepSlug; mode?: 'new' | 'resume'; context: string },
): Promise<void> {
  const steps = stepsFor(applicant.type, mode);
  const firstSaved = steps.indexOf('login-details');
  for (let index = steps.indexOf(from); index < steps.length; index += 1) {
    const slug = steps[index]!;
    if (slug === until) return;
    await expectStep(page, slug, context);
    await FILLERS[slug](page, applicant);
    const isBeforeFirstSave = mode === 'new' && index < firstSaved;
    await pressMainButton(page, isBeforeFirstSave ? 'next' : 'saveAndProceed');
  }
  await expect(page.getByRole('heading', { level: 1, name: FORM.check.heading })).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=check(&|$)/);
}
