import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, INTAKE_LIMITS } from '@payee/contract';
import { changeTo, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { emptyIntakeValues } from '../values';
import { EmergencyContactAnswers, EmergencyContactStep } from './emergency-contact-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

describe('EmergencyContactStep', () => {
  it('asks for the name, type of contact, phones and emails, the others marked optional', () => {
    renderInIntakeForm(<EmergencyContactStep mode="new" application={null} />);
    const name = screen.getByRole('textbox', { name: 'Name of your emergency contact' });
    expect(name).toHaveAttribute('id', 'emergency_contact.name');
    expect(name).toHaveAttribute('maxLength', String(INTAKE_LIMITS.contactName));
    expect(screen.getByRole('combobox', { name: 'Type of contact' })).toHaveAttribute('id', 'emergency_contact.contact_category_id');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('id', 'emergency_contact.primary_phone');
    expect(screen.getByRole('textbox', { name: 'Other phone number (optional)' })).toHaveAttribute('id', 'emergency_contact.other_phone');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('maxLength', String(EMAIL_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: 'Other email address (optional)' })).toHaveAttribute('maxLength', String(EMAIL_MAX_LENGTH));
  });

  it('shows the phone as (XXX) XXX-XXXX and keeps the 10 digits', async () => {
    const { user, form } = renderInIntakeForm(<EmergencyContactStep mode="new" application={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '3135550100999');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(313) 555-0100');
    expect(form().getValues('emergency_contact.primary_phone')).toBe('3135550100');
  });

  it('offers the contact categories from /dropdown/contact-categories', async () => {
    const { user, form } = renderInIntakeForm(<EmergencyContactStep mode="new" application={null} />);
    await user.click(screen.getByRole('combobox', { name: 'Type of contact' }));
    await user.click(await screen.findByRole('option', { name: 'Family member' }));
    expect(form().getValues('emergency_contact.contact_category_id')).toBe(2);
  });
});

describe('EmergencyContactAnswers', () => {
  it('says "Not provided" for every empty answer', () => {
    renderInIntakeForm(<EmergencyContactAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(6);
  });

  it('shows the category by name and the phone formatted, each with a Change link to its field', async () => {
    const values = emptyIntakeValues();
    values.emergency_contact = {
      name: 'Rosa Diaz',
      contact_category_id: 3,
      primary_phone: '3135550100',
      other_phone: '',
      primary_email: 'rosa@example.com',
      other_email: '',
    };
    renderInIntakeForm(<EmergencyContactAnswers values={values} application={null} changeTo={changeTo} />);
    expect(await screen.findByText('Friend')).toBeInTheDocument();
    expect(screen.getByText('(313) 555-0100')).toBeInTheDocument();
    const row = screen.getByText('Rosa Diaz').closest('div')!;
    expect(within(row).getByRole('link', { name: /Change\s*Name of your emergency contact/ })).toHaveAttribute(
      'href',
      changeTo('emergency_contact.name'),
    );
  });
});
