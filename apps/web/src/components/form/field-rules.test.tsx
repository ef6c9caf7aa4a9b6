import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zOptionalEmail, zOptionalId, zOptionalText, zRequiredId, zRequiredText } from '@payee/contract';
import { boundControls } from './bound-controls';
import { fieldRules, fieldRulesIn } from './field-rules';

/** A step's schema as the contract writes them: preprocessed fields, a nested object, a list, a refinement. */
const stepSchema = (nameMax: number) =>
  z
    .object({
      first_name: zRequiredText('Enter your first name.', 'First name', nameMax),
      middle_name: zOptionalText('Middle name', 40),
      country_id: zRequiredId('Select a country.'),
      state_id: zOptionalId('Select a state.'),
      address: z.object({ line_1: zRequiredText('Enter the first line.', 'Address line 1', 60), email: zOptionalEmail() }),
      contacts: z.preprocess((value) => value, z.array(z.object({ name: zOptionalText('Name', 300) }))),
    })
    .superRefine(() => undefined);

describe('fieldRules', () => {
  it('reads the maximum length of a text field from its schema, so a limit changed there changes the field', () => {
    expect(fieldRules(stepSchema(100), 'first_name')).toEqual({ maxLength: 100, isOptional: false });
    expect(fieldRules(stepSchema(35), 'first_name')).toEqual({ maxLength: 35, isOptional: false });
  });

  it('says a field is optional only when its schema is optional', () => {
    expect(fieldRules(stepSchema(100), 'middle_name')).toEqual({ maxLength: 40, isOptional: true });
    expect(fieldRules(stepSchema(100), 'state_id')).toEqual({ isOptional: true });
    expect(fieldRules(stepSchema(100), 'country_id')).toEqual({ isOptional: false });
  });

  it('follows dotted names into objects and lists, through pipes and refinements', () => {
    expect(fieldRules(stepSchema(100), 'address.line_1')).toEqual({ maxLength: 60, isOptional: false });
    expect(fieldRules(stepSchema(100), 'address.email')).toEqual({ maxLength: 250, isOptional: true });
    expect(fieldRules(stepSchema(100), 'contacts.3.name')).toEqual({ maxLength: 300, isOptional: true });
  });

  it('knows no field the schema does not have', () => {
    expect(fieldRules(stepSchema(100), 'nickname')).toBeUndefined();
    expect(fieldRules(stepSchema(100), 'address.line_9')).toBeUndefined();
    expect(fieldRulesIn([z.object({}), stepSchema(100)], 'middle_name')).toEqual({ maxLength: 40, isOptional: true });
  });
});

interface Values {
  first_name: string;
  middle_name: string;
  state_id: number | null;
}

function InForm({ children }: { children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { first_name: '', middle_name: '', state_id: null } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('boundControls with the form’s schemas', () => {
  it('gives a text field the maximum length its schema sets', () => {
    const { TextField } = boundControls<Values>([stepSchema(35)]);
    render(
      <InForm>
        <TextField name="first_name" label="First name" />
      </InForm>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('maxlength', '35');
  });

  it('marks an optional field "(optional)" and a required one not', () => {
    const { TextField } = boundControls<Values>([stepSchema(100)]);
    render(
      <InForm>
        <TextField name="first_name" label="First name" />
        <TextField name="middle_name" label="Middle name" />
      </InForm>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Middle name (optional)' })).toHaveAttribute('maxlength', '40');
  });

  it('lets a field say otherwise: a field the form requires in some cases is not marked optional', () => {
    const { TextField } = boundControls<Values>([stepSchema(100)]);
    render(
      <InForm>
        <TextField name="middle_name" label="Middle name" isOptional={false} maxLength={20} />
      </InForm>,
    );
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveAttribute('maxlength', '20');
  });
});
