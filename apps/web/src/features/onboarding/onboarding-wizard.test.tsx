import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPageTitle } from '@payee/content';
import { API_PATHS, CAPTCHA_FAILED_MESSAGE, type TOnboardingDetail } from '@payee/contract';
import {
  CODE,
  detailRoute,
  emptyDetail,
  formEntries,
  onboardingListRoutes,
  onboardingRoutes,
  renderRoutes,
  savedDetail,
  signInOnboardingClient,
  stubApi,
  type StubHandler,
} from '@/test/onboarding';

// Steps of many fields, some filled through react-select, on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
  localStorage.clear();
  document.cookie = 'authToken=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const SAVE = `POST ${API_PATHS.onboarding}`;
const saved: StubHandler = () => ({ status: 200, data: { message: 'Your details have been saved.' } });

function renderWizard(path: string, detail: () => TOnboardingDetail, overrides: Record<string, StubHandler> = {}) {
  api = stubApi({ ...onboardingListRoutes(), ...detailRoute(detail), [SAVE]: saved, ...overrides });
  return renderRoutes(onboardingRoutes, path);
}

type View = ReturnType<typeof renderWizard>;

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
const saves = () => api.sent('POST', API_PATHS.onboarding);
const lastSave = () => new Map(formEntries(saves().at(-1)?.body));

async function choose(view: View, label: string, option: string) {
  await view.user.click(screen.getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

describe('who may open the wizard', () => {
  it('sends someone signed out to sign-in with the application code kept', async () => {
    const view = renderWizard(`/client/onboarding/${CODE}`, () => emptyDetail());
    await screen.findByText('Elsewhere');
    expect(view.router.state.location.pathname).toBe(`/auth/login/${CODE}`);
  });

  it('sends the signed-in onboarding client from /client/onboarding to their own wizard', async () => {
    signInOnboardingClient();
    const view = renderWizard('/client/onboarding', () => emptyDetail());
    expect(await heading(/Step 1 of 6/)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/client/onboarding/${CODE}`);
  });

  it('logs out when the details cannot be loaded, says so, and returns to the address, which leads to sign-in', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}`, () => emptyDetail(), {
      [`GET ${API_PATHS.onboardingDetail(CODE)}`]: () => ({
        status: 404,
        data: { message: 'We could not find this onboarding. Please sign in again.' },
      }),
      [`POST ${API_PATHS.logout}`]: () => ({ status: 200, data: { message: 'Logged out successfully' } }),
    });
    expect(await screen.findByText('Logged out successfully', {}, { timeout: 8000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe(`/auth/login/${CODE}`));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(api.sent('POST', API_PATHS.logout)).toHaveLength(1);
  });

  it('shows the status screen of an onboarding sent in, not the wizard', async () => {
    signInOnboardingClient({ current_process: 'inProgress' });
    renderWizard(`/client/onboarding/${CODE}`, () => savedDetail({ current_process: 'inProgress' }));
    expect(await heading("We've Got Your Request, James!")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
  });
});

describe('the wizard', () => {
  it('opens an empty onboarding on step 1 of 6: identity disabled, SSN masked, the step in the URL and the title', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}`, () => emptyDetail());
    expect(await heading('Step 1 of 6 Write Your Document Proofs details')).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?step=document-proofs'));
    await waitFor(() => expect(document.title).toBe(formatPageTitle('Write Your Document Proofs details – Step 1 of 6 – Onboarding')));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('James Carter');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('07/09/1962');
    expect(screen.getByRole('textbox', { name: /Social Security Number/ })).toHaveValue('***-**-4321');
    expect(screen.getByLabelText(/Profile photo/)).toHaveAccessibleDescription(
      /Upload a photo that will be displayed as profile picture\./,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Steps of your onboarding' })).toHaveTextContent('Enter your Medical Details (optional)');
  });

  it('saves step 1 with the photo, the captcha and the code, then opens step 2 with its heading focused', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}`, () => emptyDetail());
    await heading(/Step 1 of 6/);
    const photo = new File(['png'], 'james.png', { type: 'image/png' });
    await view.user.upload(screen.getByLabelText(/Profile photo/), photo);
    expect(await screen.findByRole('img', { name: 'Preview of your profile photo' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const step2 = await heading('Step 2 of 6 Write Your Identifiers Details');
    await vi.waitFor(() => expect(step2).toHaveFocus());
    expect(view.router.state.location.search).toBe('?step=identifiers');
    expect(saves()[0]?.params).toEqual({ _method: 'PUT' });
    expect(formEntries(saves()[0]?.body)).toEqual([
      ['step', 'document-proofs'],
      ['skip', '0'],
      ['application_code', CODE],
      ['image', 'file:james.png'],
      ['g-recaptcha-response', 'dev-captcha:onboarding'],
    ]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('checks step 2 before sending: the error summary links to each field and nothing is sent', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=identifiers`, () => emptyDetail());
    await heading(/Step 2 of 6/);
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Select an identification type.' })).toHaveAttribute(
      'href',
      '#identifiers.identification_type_id',
    );
    expect(within(summary).getByRole('link', { name: 'Enter the identification number.' })).toHaveAttribute(
      'href',
      '#identifiers.identity_code',
    );
    expect(saves()).toHaveLength(0);
  });

  it('saves step 2 with other identifiers: each heading says what it holds, a removed one renumbers the rest', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=identifiers`, () => emptyDetail());
    await heading(/Step 2 of 6/);
    await choose(view, 'Identification type', 'State ID');
    await view.user.type(screen.getByRole('textbox', { name: 'Identification number' }), 'S-55');
    await view.user.type(screen.getByRole('textbox', { name: /RSS \/ Medicaid number/ }), 'MI-1');
    await view.user.click(screen.getByRole('button', { name: 'Add another identifier' }));
    const firstType = screen.getByRole('textbox', { name: 'Type of identifier' });
    await vi.waitFor(() => expect(firstType).toHaveFocus());
    await view.user.type(firstType, 'Passport');
    await view.user.type(screen.getByRole('textbox', { name: 'Identifier number' }), 'X1');
    expect(screen.getByRole('button', { name: 'Identifier 1: Passport' })).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Add another identifier' }));
    await view.user.type(screen.getAllByRole('textbox', { name: 'Type of identifier' })[1]!, 'Tribal ID');
    await view.user.type(screen.getAllByRole('textbox', { name: 'Identifier number' })[1]!, 'T9');
    await view.user.click(screen.getByRole('button', { name: 'Remove Identifier 1: Passport' }));
    expect(screen.getByRole('button', { name: 'Identifier 1: Tribal ID' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: /Other identifiers/ })).toHaveFocus());
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await heading(/Step 3 of 6/);
    expect(lastSave()).toEqual(
      new Map([
        ['step', 'identifiers'],
        ['skip', '0'],
        ['application_code', CODE],
        ['identifiers[identification_type_id]', '2'],
        ['identifiers[identity_code]', 'S-55'],
        ['identifiers[medicaid_no]', 'MI-1'],
        ['other_identifiers[0][identity_type]', 'Tribal ID'],
        ['other_identifiers[0][identity_code]', 'T9'],
        ['g-recaptcha-response', 'dev-captcha:onboarding'],
      ]),
    );
  });

  it('offers Skip on step 3, which tells the server skip=1 without a captcha and moves on; Back returns', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=medical-details`, () => emptyDetail());
    await heading(/Step 3 of 6 Enter your Medical Details/);
    await view.user.type(screen.getByRole('textbox', { name: /Diagnosis/ }), 'Not to be sent');
    await view.user.click(screen.getByRole('button', { name: 'Skip Enter your Medical Details' }));
    await heading(/Step 4 of 6 Select Your Active Benefits/);
    expect(formEntries(saves()[0]?.body)).toEqual([
      ['step', 'medical-details'],
      ['skip', '1'],
      ['application_code', CODE],
    ]);
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    await heading(/Step 3 of 6/);
    expect(screen.getByRole('textbox', { name: /Diagnosis/ })).toHaveValue('');
  });

  it('saves step 3 and shows the server message as a toast', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=medical-details`, () => emptyDetail());
    await heading(/Step 3 of 6/);
    await view.user.type(screen.getByRole('textbox', { name: /Medications/ }), 'Metformin');
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await heading(/Step 4 of 6/);
    expect(lastSave().get('health_info[medications]')).toBe('Metformin');
    expect(lastSave().has('health_info[diagnosis]')).toBe(false);
    expect(screen.getByText('Your details have been saved.')).toBeInTheDocument();
  });

  it('sends nothing without a captcha token and says so', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=medical-details`, () => emptyDetail(), {
      'GET /site-config': () => ({ status: 404, data: { message: 'Not found' } }),
    });
    await heading(/Step 3 of 6/);
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText(CAPTCHA_FAILED_MESSAGE)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    expect(view.router.state.location.search).toBe('?step=medical-details');
  });

  it('pre-fills a saved onboarding, opens the first step not saved, and marks the saved ones completed', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}`, () =>
      savedDetail({ saved_steps: ['document-proofs', 'identifiers', 'medical-details', 'active-benefits'] }),
    );
    expect(await heading(/Step 5 of 6 Client Contact Details/)).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?step=client-contacts'));
    const progress = screen.getByRole('navigation', { name: 'Steps of your onboarding' });
    expect(within(progress).getByText(/Write Your Identifiers Details/)).toHaveTextContent('Completed:');
    expect(screen.getByRole('button', { name: 'Contact 1: Dr. Patel' })).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    await heading(/Step 4 of 6/);
    expect(screen.getByRole('checkbox', { name: 'SSI' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('943.00');
  });

  it("shows a server error about a benefit at that benefit, found by the id sent at the error's index", async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=active-benefits`, () => emptyDetail(), {
      [SAVE]: () => ({
        status: 422,
        data: {
          message: 'Please correct the highlighted fields.',
          errors: { 'active_benefits.1.benefit_amount': ['Enter the benefit amount as dollars and cents.'] },
        },
      }),
    });
    await heading(/Step 4 of 6/);
    await view.user.click(await screen.findByRole('checkbox', { name: 'Social Security (SSA)' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'VA pension' }));
    const ssa = screen.getByRole('group', { name: 'Social Security (SSA) details' });
    const va = screen.getByRole('group', { name: 'VA pension details' });
    for (const group of [ssa, va]) {
      await view.user.type(within(group).getByRole('textbox', { name: /Amount/ }), '100');
      await view.user.type(within(group).getByRole('textbox', { name: /Effective from/ }), '01/01/2024');
      await view.user.type(within(group).getByRole('textbox', { name: /Effective till/ }), '12/31/2026');
    }
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter the benefit amount as dollars and cents.' })).toHaveAttribute(
      'href',
      '#benefits.b9.benefit_amount',
    );
    expect(within(va).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /Enter the benefit amount as dollars and cents\./,
    );
    expect(within(ssa).getByRole('textbox', { name: /Amount/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(lastSave().get('active_benefits[1][reporting_account_id]')).toBe('9');
    expect(lastSave().get('active_benefits[0][effective_from]')).toBe('2024-01-01');
  });

  it('drops an empty contact, sends the mailing address as the physical one, and shows a nested error at its contact', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=client-contacts`, () => savedDetail({ saved_steps: [] }), {
      [SAVE]: () => ({
        status: 422,
        data: {
          message: 'Please correct the highlighted fields.',
          errors: { 'client_contacts.1.personal_contact.primary_email': ['Enter a real email address, like name@example.com.'] },
        },
      }),
    });
    await heading(/Step 5 of 6/);
    await view.user.click(screen.getByRole('button', { name: 'Add another contact' }));
    await view.user.click(screen.getByRole('button', { name: 'Add another contact' }));
    const third = screen.getAllByRole('textbox', { name: 'Name' })[2]!;
    await view.user.type(third, 'Oak Street Apartments');
    expect(screen.getByRole('button', { name: 'Contact 3: Oak Street Apartments' })).toBeInTheDocument();
    const contact3 = screen.getByRole('group', { name: 'Contact 3: Oak Street Apartments' });
    const pick = async (label: string, option: string) => {
      await view.user.click(within(contact3).getAllByRole('combobox', { name: label })[0]!);
      await view.user.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Contact category', 'Landlord');
    await view.user.type(within(contact3).getByRole('textbox', { name: 'Phone number' }), '3135550188');
    const physical = within(contact3).getByRole('group', { name: /Physical address/ });
    await view.user.type(within(physical).getByRole('textbox', { name: 'Address line 1' }), '12 Oak Street');
    await view.user.type(within(physical).getByRole('textbox', { name: 'City or town' }), 'Detroit');
    await pick('State', 'Michigan');
    await view.user.type(within(physical).getByRole('textbox', { name: 'County' }), 'Wayne');
    await view.user.type(within(physical).getByRole('textbox', { name: 'ZIP code' }), '48201');
    await view.user.click(within(contact3).getByRole('checkbox', { name: /Same as physical address/ }));
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a real email address, like name@example.com.' })).toHaveAttribute(
      'href',
      '#client_contacts.2.personal_contact.primary_email',
    );
    const sent = lastSave();
    expect(sent.get('client_contacts[0][id]')).toBe('51');
    expect(sent.get('client_contacts[1][name]')).toBe('Oak Street Apartments');
    expect(sent.get('client_contacts[1][personal_contact][primary_phone]')).toBe('3135550188');
    expect(sent.get('client_contacts[1][physical_address][is_international]')).toBe('0');
    expect(sent.get('client_contacts[1][mailing_address][line_1]')).toBe('12 Oak Street');
    expect(sent.get('client_contacts[1][mailing_address][is_same_as_primary_address]')).toBe('1');
    expect([...sent.keys()].some((name) => name.startsWith('client_contacts[2]'))).toBe(false);
  }, 90_000);

  it('submits step 6: the session ends and the success page opens with its two sentences', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=client-contacts`, () => savedDetail(), {
      [SAVE]: () => ({
        status: 200,
        data: {
          message: 'Your request has been successfully submitted to the Access Payee service team!',
          data: { application_code: CODE, current_process: 'inProgress' },
        },
      }),
    });
    await heading(/Step 5 of 6/);
    await view.router.navigate(`/client/onboarding/${CODE}?step=bills`);
    await heading(/Step 6 of 6 Upload Your bills details/);
    expect(await screen.findByRole('button', { name: 'Bill 1: Electricity' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Download electricity-may.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await heading('Thank you')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/client/onboarding/success');
    expect(screen.getByText('We will notify you via email, regarding your request.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userInfo')).toBeNull());
    const sent = lastSave();
    expect(sent.get('step')).toBe('bills');
    expect(sent.get('client_bills[0][id]')).toBe('61');
    expect(sent.get('client_bills[0][is_recursive]')).toBe('1');
    expect(sent.get('client_bills[0][bill_repeat_frequency_id]')).toBe('1');
    expect(sent.has('client_bills[0][files][0]')).toBe(false);
    // Back from the success page returns to the home page, not to the wizard.
    // The page's blocker is registered after its first render has settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await view.router.navigate(-1);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('asks for a file for a new bill before sending', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=bills`, () => emptyDetail());
    await heading(/Step 6 of 6/);
    await choose(view, 'Bill type', 'Rent');
    await view.user.type(screen.getByRole('textbox', { name: /^Amount/ }), '650');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: "Upload the bill's file (an image or a PDF)." })).toHaveAttribute(
      'href',
      '#client_bills.0.files',
    );
    expect(saves()).toHaveLength(0);
  });

  it('lists the reasons of an onboarding sent back above every step', async () => {
    signInOnboardingClient({ current_process: 'rejected' });
    renderWizard(`/client/onboarding/${CODE}`, () =>
      savedDetail({
        current_process: 'rejected',
        saved_steps: ['document-proofs', 'identifiers', 'medical-details', 'active-benefits', 'client-contacts', 'bills'],
        rejection_reason: [{ message: 'The electricity bill is not readable.' }, { message: 'Add your landlord as a contact.' }],
      }),
    );
    expect(await heading(/Step 1 of 6/)).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Your onboarding details need some changes' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The electricity bill is not readable.', 'Add your landlord as a contact.']);
  });

  it('Quit asks before losing unsaved answers, then goes to sign-in with the code and ends the session', async () => {
    signInOnboardingClient();
    const view = renderWizard(`/client/onboarding/${CODE}?step=medical-details`, () => emptyDetail(), {
      [`POST ${API_PATHS.logout}`]: () => ({ status: 200, data: { message: 'Logged out successfully' } }),
    });
    await heading(/Step 3 of 6/);
    await view.user.type(screen.getByRole('textbox', { name: /Diagnosis/ }), 'Asthma');
    await view.user.click(screen.getByRole('button', { name: 'Quit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Are you sure you want to leave? You have unsaved changes.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe(`/auth/login/${CODE}`));
    await vi.waitFor(() => expect(localStorage.getItem('userInfo')).toBeNull());
    expect(api.sent('POST', API_PATHS.logout)).toHaveLength(1);
  });
});
