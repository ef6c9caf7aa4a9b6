import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { intakeRoutes, renderRoutes, STATES, stubApi, type StubHandler } from '@/test/intake';

const COPY = INTAKE_CONTENT;
// A tick box's label holds its hint too (components/ui/checkbox), so names start with the label.
const PROGRAM = /^Representative Payee Program/;
const NOT_AWARE = /^I am not aware/;
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

async function renderAt(path: string, overrides: Record<string, StubHandler> = {}) {
  api = stubApi({ 'GET /master/states': () => ({ status: 200, data: STATES }), ...overrides });
  return renderRoutes(await intakeRoutes(), path);
}

type View = Awaited<ReturnType<typeof renderAt>>;
const where = (view: View) => `${view.router.state.location.pathname}${view.router.state.location.search}`;

describe('intake landing page', () => {
  it('offers the two big choices and a way to sign in for people who already applied', async () => {
    await renderAt('/client/intake');
    expect(screen.getByRole('heading', { level: 1, name: COPY.landing.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a New Application' })).toHaveAttribute('href', '/client/intake/new/state-selection');
    const resume = screen.getByRole('link', { name: 'Resume Your Application' });
    expect(resume).toHaveAttribute('href', '/client/intake/resume-verification');
    expect(resume).toHaveAccessibleDescription(COPY.landing.resume.hint);
    expect(screen.getByRole('link', { name: COPY.landing.alreadyApplied.link })).toHaveAttribute('href', '/auth/login');
    await waitFor(() => expect(document.title).toBe('Apply | Access Payee Services'));
  });

  it('sits in the client-area frame: a logo link home and one main', async () => {
    await renderAt('/client/intake');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });
});

describe('state selection', () => {
  it('lists, of the states the server gives for the default country, those the service has an office in', async () => {
    const view = await renderAt('/client/intake/new/state-selection');
    await view.user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(await screen.findByRole('option', { name: 'Michigan' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ohio' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/master/states')[0]?.params).toEqual({ country_id: '233' });
  });

  it('says "Please select a state" beside the field and in a summary that takes focus, and stays', async () => {
    const view = await renderAt('/client/intake/new/state-selection');
    await view.user.click(screen.getByRole('button', { name: "Let's Get Started" }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const summaryLink = within(summary).getByRole('link', { name: 'Please select a state' });
    const combobox = screen.getByRole('combobox', { name: 'State' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription(expect.stringContaining('Please select a state'));
    await view.user.click(summaryLink);
    expect(combobox).toHaveFocus();
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/state-selection'));
  });

  it('keeps the chosen state in the query, replacing the history entry, and goes on with the program preselected', async () => {
    const view = await renderAt('/client/intake/new/state-selection');
    await view.user.click(screen.getByRole('combobox', { name: 'State' }));
    await view.user.click(await screen.findByRole('option', { name: 'Michigan' }));
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/state-selection?state_id=23'));
    expect(view.router.state.historyAction).toBe('REPLACE');
    await view.user.click(screen.getByRole('button', { name: "Let's Get Started" }));
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/program-selection?state_id=23&program_ids=1&is_aware_checked=0'));
    expect(view.router.state.historyAction).toBe('PUSH');
  });

  it('shows the state from the query (Back, reload), carries the programs already chosen, and Enter sends', async () => {
    const view = await renderAt('/client/intake/new/state-selection?state_id=23&program_ids=&is_aware_checked=1');
    expect(await screen.findByText('Michigan')).toBeInTheDocument();
    await view.user.click(screen.getByRole('combobox', { name: 'State' }));
    await view.user.keyboard('{Escape}{Enter}');
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/program-selection?state_id=23&program_ids=&is_aware_checked=1'));
  });

  it('does not accept a state id from the address that the list does not hold', async () => {
    const view = await renderAt('/client/intake/new/state-selection?state_id=999');
    await screen.findByRole('combobox', { name: 'State' });
    await vi.waitFor(() => expect(api.sent('GET', '/master/states')).toHaveLength(1));
    await screen.findByText('Select');
    await view.user.click(screen.getByRole('button', { name: "Let's Get Started" }));
    expect(await screen.findByRole('link', { name: 'Please select a state' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/client/intake/new/state-selection');
  });

  it('says when the list of states cannot be loaded', async () => {
    await renderAt('/client/intake/new/state-selection', { 'GET /master/states': () => ({ status: 503, data: { message: 'Down' } }) });
    expect(await screen.findByText(COPY.stateSelection.statesUnavailable)).toBeInTheDocument();
  });

  it('links to resuming an application', async () => {
    await renderAt('/client/intake/new/state-selection');
    expect(screen.getByRole('link', { name: 'Resume Your Application' })).toHaveAttribute('href', '/client/intake/resume-verification');
  });
});

describe('program selection', () => {
  const PATH = '/client/intake/new/program-selection';

  it('sends someone without a state to state selection, keeping the programs chosen', async () => {
    const view = await renderAt(`${PATH}?program_ids=1&is_aware_checked=0`);
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/state-selection?program_ids=1&is_aware_checked=0'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('preselects the program when the query names none, and Save and Proceed opens the form', async () => {
    const view = await renderAt(`${PATH}?state_id=23`);
    const program = screen.getByRole('checkbox', { name: PROGRAM });
    expect(program).toBeChecked();
    expect(screen.getByRole('checkbox', { name: NOT_AWARE })).not.toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new?state_id=23&program_ids=1&is_aware_checked=0'));
  });

  it('keeps each change in the query, and asks for a program or "I am not aware" when neither is ticked', async () => {
    const view = await renderAt(`${PATH}?state_id=23&program_ids=1&is_aware_checked=0`);
    await view.user.click(screen.getByRole('checkbox', { name: PROGRAM }));
    await vi.waitFor(() => expect(where(view)).toBe(`${PATH}?state_id=23&program_ids=&is_aware_checked=0`));
    expect(view.router.state.historyAction).toBe('REPLACE');

    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const message = "Select at least one program or choose 'I am not aware' to proceed.";
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#program_ids');
    expect(screen.getByRole('group', { name: 'Programs' })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(view.router.state.location.pathname).toBe(PATH);

    await view.user.click(screen.getByRole('checkbox', { name: NOT_AWARE }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(where(view)).toBe(`${PATH}?state_id=23&program_ids=&is_aware_checked=1`));
    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new?state_id=23&program_ids=&is_aware_checked=1'));
  });

  it('reads an unticked program and "I am not aware" back from the query', async () => {
    await renderAt(`${PATH}?state_id=23&program_ids=&is_aware_checked=1`);
    expect(screen.getByRole('checkbox', { name: PROGRAM })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: NOT_AWARE })).toBeChecked();
  });

  it('proceeds with Enter on a tick box', async () => {
    const view = await renderAt(`${PATH}?state_id=23`);
    screen.getByRole('checkbox', { name: PROGRAM }).focus();
    await view.user.keyboard('{Enter}');
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new?state_id=23&program_ids=1&is_aware_checked=0'));
  });

  it('shows the longer description with Learn More and hides it with Show Less', async () => {
    const view = await renderAt(`${PATH}?state_id=23`);
    const detail = screen.getByText(COPY.programSelection.program.details[0] ?? '');
    expect(detail).not.toBeVisible();
    const more = screen.getByRole('button', { name: /^Learn More/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(more);
    expect(detail).toBeVisible();
    const less = screen.getByRole('button', { name: /^Show Less/ });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(less);
    expect(detail).not.toBeVisible();
    expect(screen.getByRole('checkbox', { name: PROGRAM })).toBeChecked();
  });

  it('goes Back to state selection with the state and the current choice kept', async () => {
    const view = await renderAt(`${PATH}?state_id=23&program_ids=1&is_aware_checked=0`);
    await view.user.click(screen.getByRole('checkbox', { name: NOT_AWARE }));
    await view.user.click(screen.getByRole('link', { name: 'Back' }));
    await vi.waitFor(() => expect(where(view)).toBe('/client/intake/new/state-selection?state_id=23&program_ids=1&is_aware_checked=1'));
  });
});
