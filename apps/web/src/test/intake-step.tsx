/**
 * Test support for the intake steps: a step rendered inside one react-hook-form over IntakeFormValues, with
 * the reference lists stubbed through the real HTTP client (test/api-stub).
 */
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_COUNTRY_ID } from '@payee/contract';
import { renderRoutes, stubApi, type StubHandler } from '@/test/api-stub';
import { emptyIntakeValues, type IntakeFormValues } from '@/features/intake/form/values';

const list = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
const ok =
  (data: unknown): StubHandler =>
  () => ({ status: 200, data });

/** The reference lists the steps load, shaped as the API answers them (ids as in the reference data). */
export const REFERENCE_LISTS = {
  states: [
    { id: 1, name: 'Michigan' },
    { id: 2, name: 'Ohio' },
  ],
  countries: [
    { id: 39, name: 'Canada' },
    { id: 142, name: 'Mexico' },
    { id: DEFAULT_COUNTRY_ID, name: 'United States' },
  ],
  contactCategories: list('Doctor', 'Family member', 'Friend', 'Other'),
  employmentStatuses: list('Employed full-time', 'Unemployed', 'Retired', 'Other'),
  incomeTypes: list('Supplemental Security Income (SSI)', 'Pension', 'Wages', 'Other'),
  housingTypes: list(
    'Apartment rental',
    'House rental',
    'Subsidized housing (Section 8 / public housing)',
    'Adult foster care home',
    'Assisted living facility',
    'Group home',
    'Homeless',
    'Shelter / Transitional housing',
    'Living with family or friends',
  ),
  referrals: list('Self', 'Hospital', 'Other'),
};

/** Stubs of every list the steps read, plus any routes a test adds. */
export function stubReferenceLists(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /master/states': ok(REFERENCE_LISTS.states),
    'GET /master/countries': ok(REFERENCE_LISTS.countries),
    'GET /dropdown/contact-categories': ok(REFERENCE_LISTS.contactCategories),
    'GET /dropdown/employment-statuses': ok(REFERENCE_LISTS.employmentStatuses),
    'GET /dropdown/income-types': ok(REFERENCE_LISTS.incomeTypes),
    'GET /dropdown/housing-types': ok(REFERENCE_LISTS.housingTypes),
    'GET /dropdown/referrals': ok(REFERENCE_LISTS.referrals),
    ...overrides,
  });
}

/** Renders `content` inside a FormProvider over the intake values; `form()` gives the form's methods. */
export function renderInIntakeForm(content: ReactNode, values: IntakeFormValues = emptyIntakeValues()) {
  let form: UseFormReturn<IntakeFormValues> | undefined;
  function Harness() {
    const methods = useForm<IntakeFormValues>({ defaultValues: values });
    form = methods;
    return (
      <FormProvider {...methods}>
        <form aria-label="Intake step">{content}</form>
      </FormProvider>
    );
  }
  const view = renderRoutes([{ path: '/step', Component: Harness }], '/step');
  return {
    ...view,
    form: () => {
      if (!form) throw new Error('The form has not rendered.');
      return form;
    },
  };
}

/** A file of the given name and size, without allocating the bytes. */
export function fileOf(name: string, bytes: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The Change link target of an answer, for the answers components. */
export const changeTo = (field: string) => `/client/intake/new?step=change&field=${field}`;
