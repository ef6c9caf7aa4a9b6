import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInIntakeForm } from '@/test/intake-step';
import { formListRoutes, savedApplication, stubApi } from '@/test/intake-form';
import { newApplicationValues, valuesFromApplication } from '../read-back';
import { AboutYouAnswers, AboutYouStep } from './about-you-step';

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

const renderStep = () => renderInIntakeForm(<AboutYouStep mode="new" application={null} />, newApplicationValues());

// Many react-select interactions per test: on a busy machine they outlast vitest's 5-second default.
describe('AboutYouStep', { timeout: 20_000 }, () => {
  it('asks for the SSN masked, formatted 3-2-4, with the SSN tooltip as its hint', async () => {
    const { user, form } = renderStep();
    const ssn = screen.getByLabelText('Social Security Number');
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('id', 'ssn');
    expect(ssn).toHaveAccessibleDescription(expect.stringContaining('Enter your 9-digit Social Security Number.'));
    await user.type(ssn, '123a4567890');
    expect(form().getValues('ssn')).toBe('123-45-6789');
  });

  it('marks the optional answers as optional', () => {
    renderStep();
    for (const label of ['Title', 'Middle name', 'Suffix', "Mother's full name", "Father's full name"]) {
      expect(screen.getByRole('textbox', { name: `${label} (optional)` })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'How well do you speak English? (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ethnicity (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: 'City or town of birth' })).toHaveAttribute('maxlength', '50');
  });

  it('starts born in the United States with a list of states; another country asks for the state as text and clears it', async () => {
    const { user, form } = renderStep();
    expect(await screen.findByText('United States')).toBeInTheDocument();
    await choose(user, 'State of birth', 'Michigan');
    expect(form().getValues('birth_state_id')).toBe(23);

    await choose(user, 'Country of birth', 'Canada');
    expect(form().getValues()).toMatchObject({ birth_country_id: 39, birth_state_id: null, birth_state_name: '' });
    expect(screen.queryByRole('combobox', { name: 'State of birth' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'State, province or region of birth (optional)' }), 'Ontario');

    await choose(user, 'Country of birth', 'United States');
    expect(form().getValues()).toMatchObject({ birth_state_id: null, birth_state_name: '' });
    expect(screen.getByRole('combobox', { name: 'State of birth' })).toBeInTheDocument();
  });

  it('"Other" gender reveals a box for a few words, which goes (with its text) when another gender is chosen', async () => {
    const { user, form } = renderStep();
    await choose(user, 'Gender', 'Other');
    await user.type(screen.getByRole('textbox', { name: 'Describe your gender' }), 'Two-spirit');
    await choose(user, 'Gender', 'Female');
    expect(screen.queryByRole('textbox', { name: 'Describe your gender' })).not.toBeInTheDocument();
    expect(form().getValues('other_gender')).toBe('');
  });

  it('"Other" among the races and as the source each reveal a box for a few words', async () => {
    const { user, form } = renderStep();
    await user.click(screen.getByRole('combobox', { name: 'Race' }));
    await user.click(await screen.findByRole('option', { name: 'Asian' }));
    await user.click(screen.getByRole('option', { name: 'Other' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('2 items are selected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Describe your race' }), 'Mixed');
    expect(form().getValues()).toMatchObject({ race_id: [2, 8], other_race: 'Mixed' });

    await choose(user, 'How did you hear about us?', 'Other');
    await user.type(screen.getByRole('textbox', { name: 'Tell us how you heard about us' }), 'A neighbour');
    expect(form().getValues('other_source')).toBe('A neighbour');
  });
});

describe('AboutYouAnswers', () => {
  it('shows the name in one line, the SSN masked to its last four digits, the dates m/d/Y and the choices in words', async () => {
    const values = valuesFromApplication(savedApplication({ title: 'Mrs', middle_name: 'Ines' }));
    renderInIntakeForm(
      <dl>
        <AboutYouAnswers values={values} application={null} changeTo={(field) => `/change?field=${field}`} />
      </dl>,
    );
    expect(screen.getByText('Mrs Rosa Ines Delgado')).toBeInTheDocument();
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(screen.queryByText(/123-45-6789/)).not.toBeInTheDocument();
    expect(screen.getByText('04/02/1958')).toBeInTheDocument();
    expect(await screen.findByText('Michigan')).toBeInTheDocument();
    expect(await screen.findByText('Married')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Date of birth' })).toHaveAttribute('href', '/change?field=date_of_birth');
    expect(screen.getAllByText('Not provided').length).toBeGreaterThanOrEqual(3);
  });
});
