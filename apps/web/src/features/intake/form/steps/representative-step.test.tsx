import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInIntakeForm } from '@/test/intake-step';
import { formListRoutes, stubApi } from '@/test/intake-form';
import { newApplicationValues } from '../read-back';
import type { IntakeFormValues } from '../values';
import { RepresentativeAnswers, RepresentativeStep } from './representative-step';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi(formListRoutes());
});
afterEach(() => api.restore());

type User = ReturnType<typeof renderInIntakeForm>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const renderStep = (values?: IntakeFormValues) => renderInIntakeForm(<RepresentativeStep mode="new" application={null} />, values);

// Several react-select interactions per test: on a busy machine they outlast vitest's 5-second default.
describe('RepresentativeStep', { timeout: 20_000 }, () => {
  it('asks who fills in the form in plain words, and nothing else until that is answered', () => {
    renderStep();
    const group = screen.getByRole('group', { name: 'Who is filling in this form?' });
    expect(within(group).getByRole('radio', { name: /I am applying for myself/ })).toHaveAttribute(
      'id',
      'representative.representative_type',
    );
    expect(within(group).getByRole('radio', { name: /I am a case manager/ })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /I am a relative or friend/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How should we contact you?' })).not.toBeInTheDocument();
  });

  it('asks a client applying for themselves for their own phones and e-mails (all optional), with phone call chosen', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am applying for myself/ }));
    expect(screen.getByRole('textbox', { name: 'Your phone number (optional)' })).toHaveAttribute('id', 'personal_contact.primary_phone');
    expect(screen.getByRole('textbox', { name: 'Your email address (optional)' })).toHaveAttribute('id', 'personal_contact.primary_email');
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Your agency' })).not.toBeInTheDocument();
  });

  it("a case manager picks the agency, then their name from the agency's list (with Other), which fills the name", async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am a case manager/ }));
    expect(screen.queryByRole('combobox', { name: 'Your name' })).not.toBeInTheDocument();
    await choose(user, 'Your agency', 'Riverbend Community Mental Health');
    await user.click(screen.getByRole('combobox', { name: 'Your name' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Alicia Romero', 'Jordan Miles', 'Other']);
    await user.click(screen.getByRole('option', { name: 'Jordan Miles' }));
    expect(form().getValues('representative')).toMatchObject({ agency_id: 1, case_manager_id: 9, name: 'Jordan Miles' });
    expect(api.requests.some((request) => request.url === '/dropdown/case-managers' && request.params.agency_id === '1')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Your full name' })).not.toBeInTheDocument();
  });

  it('choosing a case manager clears the contact fields; choosing Other asks for the name instead', async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am a case manager/ }));
    await choose(user, 'Your agency', 'Riverbend Community Mental Health');
    await choose(user, 'Your name', 'Alicia Romero');
    await user.type(screen.getByRole('textbox', { name: 'Your phone number' }), '3135550142');
    await choose(user, 'Your name', 'Other');
    expect(form().getValues('representative')).toMatchObject({ case_manager_id: 21, name: '', primary_phone: '' });
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Sam Porter');
    expect(form().getValues('representative.name')).toBe('Sam Porter');
  });

  it('an "Other" agency asks for its name and the case manager\'s name, with no list to choose from', async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am a case manager/ }));
    await choose(user, 'Your agency', 'Other');
    expect(screen.queryByRole('combobox', { name: 'Your name' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name of your agency' }), 'Hope House');
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Sam Porter');
    expect(form().getValues('representative')).toMatchObject({ agency_id: 9, other_agency: 'Hope House', name: 'Sam Porter' });
  });

  it('choosing another agency clears the name, case manager, other agency and contact fields', async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am a case manager/ }));
    await choose(user, 'Your agency', 'Riverbend Community Mental Health');
    await choose(user, 'Your name', 'Jordan Miles');
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'jordan@example.org');
    await choose(user, 'Your agency', 'Capitol Region Behavioral Health Partners');
    expect(form().getValues('representative')).toMatchObject({
      agency_id: 2,
      case_manager_id: null,
      name: '',
      other_agency: '',
      primary_email: '',
    });
  });

  it('a relative gives their name and relationship; a new type clears what the old one answered and resets contact preference', async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am a relative or friend/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Ana Delgado');
    await choose(user, 'Your relationship to the person applying', 'Child');
    await user.type(screen.getByRole('textbox', { name: 'Your phone number' }), '3135550199');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(form().getValues('representative')).toMatchObject({
      name: 'Ana Delgado',
      relationship_id: 2,
      primary_phone: '3135550199',
      preferred_communication: 2,
    });

    await user.click(screen.getByRole('radio', { name: /I am a case manager/ }));
    expect(form().getValues('representative')).toMatchObject({
      representative_type: 'case_manager',
      name: '',
      relationship_id: null,
      primary_phone: '',
      preferred_communication: 1,
    });
  });

  it("leaving myself clears the client's own phones and e-mails", async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('radio', { name: /I am applying for myself/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your email address (optional)' }), 'rosa@example.org');
    await user.click(screen.getByRole('radio', { name: /I am a relative or friend/ }));
    expect(form().getValues('personal_contact')).toEqual({ primary_phone: '', other_phone: '', primary_email: '', other_email: '' });
  });
});

describe('RepresentativeAnswers', () => {
  it("lists a case manager's answers in words, each with a Change link to its field", async () => {
    const values = newApplicationValues();
    values.representative = {
      ...values.representative,
      representative_type: 'case_manager',
      agency_id: 1,
      case_manager_id: 9,
      name: 'Jordan Miles',
      primary_phone: '3135550142',
      primary_email: 'jordan@example.org',
    };
    renderInIntakeForm(
      <dl>
        <RepresentativeAnswers values={values} application={null} changeTo={(field) => `/change?field=${field}`} />
      </dl>,
    );
    expect(screen.getByText('I am a case manager')).toBeInTheDocument();
    expect(await screen.findByText('Riverbend Community Mental Health')).toBeInTheDocument();
    expect(screen.getByText('Jordan Miles')).toBeInTheDocument();
    expect(screen.getByText('(313) 555-0142')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Change Phone number' })).toHaveAttribute('href', '/change?field=representative.primary_phone');
    expect(screen.getByRole('link', { name: 'Change Agency' })).toHaveAttribute('href', '/change?field=representative.agency_id');
  });
});
