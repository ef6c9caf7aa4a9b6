import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { DEFAULT_COUNTRY_ID, INTAKE_LIMITS } from '@payee/contract';
import { useCountries } from '@/lib/api/get-countries';
import { useStates } from '@/lib/api/get-states';
import type { AddressValues, Choice, Flag, IntakeFormValues } from '../values';
import { IntakeFlagCheckbox, IntakeNumberField, IntakeSelectField, IntakeTextField } from './intake-controls';
import './address-fields.css';

/** The two addresses of step 5. */
export type AddressPrefix = 'physical_address' | 'mailing_address';

/** Every field of an address, in the order they are copied for "Same as physical address". */
export const ADDRESS_FIELDS = [
  'line_1',
  'line_2',
  'is_international',
  'city_name',
  'state_id',
  'state_name',
  'county',
  'country_id',
  'zip_code',
] as const satisfies readonly (keyof AddressValues)[];

/** Longest ZIP code the contract accepts. */
const ZIP_CODE_MAX_LENGTH = 10;

interface AddressFieldsProps {
  prefix: AddressPrefix;
  /** Shows the values and blocks typing (the mailing address copied from the physical one). */
  isDisabled?: boolean;
}

/**
 * The fields of one address (spec 001 sections 3.1, 4.4 and 5). In the United States: a state from the
 * list and a county; outside it: a country and a free-text state. The toggle clears the country and both
 * state fields; picking a country sets the toggle to whether it is not the United States and clears the states.
 */
export function AddressFields({ prefix, isDisabled }: AddressFieldsProps) {
  const copy = INTAKE_STEPS_CONTENT.address;
  const { setValue, clearErrors } = useFormContext<IntakeFormValues>();
  const isInternational = useWatch<IntakeFormValues>({ name: `${prefix}.is_international` }) === 1;
  const states = useStates(DEFAULT_COUNTRY_ID, !isInternational);

  const clearStates = () => {
    setValue(`${prefix}.state_id`, null, { shouldDirty: true });
    setValue(`${prefix}.state_name`, '', { shouldDirty: true });
    clearErrors([`${prefix}.state_id`, `${prefix}.state_name`]);
  };

  const onToggle = () => {
    setValue(`${prefix}.country_id`, null, { shouldDirty: true });
    clearErrors(`${prefix}.country_id`);
    clearStates();
    // County is asked for only in the United States: an error about it no longer applies abroad.
    clearErrors(`${prefix}.county`);
  };

  const onCountryChosen = (countryId: Choice) => {
    if (countryId === null) return;
    const flag: Flag = countryId === DEFAULT_COUNTRY_ID ? 0 : 1;
    setValue(`${prefix}.is_international`, flag, { shouldDirty: true });
    clearStates();
    // The United States takes the country list away: focus goes to the unticked box that says so.
    if (flag === 0) document.getElementById(`${prefix}.is_international`)?.focus();
  };

  return (
    <>
      <IntakeFlagCheckbox
        name={`${prefix}.is_international`}
        label={copy.labels.isInternational}
        hint={copy.hints.isInternational}
        isDisabled={isDisabled}
        onFlagChange={onToggle}
      />
      {isInternational && <CountrySelect prefix={prefix} isDisabled={isDisabled} onChosen={onCountryChosen} />}
      <IntakeTextField
        name={`${prefix}.line_1`}
        label={copy.labels.line1}
        hint={copy.hints.line1}
        maxLength={INTAKE_LIMITS.addressLine}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <IntakeTextField
        name={`${prefix}.line_2`}
        label={copy.labels.line2}
        hint={copy.hints.line2}
        isOptional
        maxLength={INTAKE_LIMITS.addressLine}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <IntakeTextField
        name={`${prefix}.city_name`}
        label={copy.labels.city}
        maxLength={INTAKE_LIMITS.city}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      {isInternational ? (
        <IntakeTextField
          name={`${prefix}.state_name`}
          label={copy.labels.stateName}
          maxLength={INTAKE_LIMITS.stateName}
          autoComplete="off"
          isDisabled={isDisabled}
        />
      ) : (
        <IntakeSelectField name={`${prefix}.state_id`} label={copy.labels.state} list={states} isDisabled={isDisabled} />
      )}
      <IntakeTextField
        name={`${prefix}.county`}
        label={copy.labels.county}
        hint={copy.hints.county}
        isOptional={isInternational}
        maxLength={INTAKE_LIMITS.county}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <IntakeNumberField
        name={`${prefix}.zip_code`}
        label={copy.labels.zipCode}
        hint={copy.hints.zipCode}
        isDigitsOnly
        maxLength={ZIP_CODE_MAX_LENGTH}
        autoComplete="off"
        isDisabled={isDisabled}
      />
    </>
  );
}

/** The country list, loaded only once an address is marked international. */
function CountrySelect({ prefix, isDisabled, onChosen }: { prefix: AddressPrefix; isDisabled?: boolean; onChosen: (id: Choice) => void }) {
  const copy = INTAKE_STEPS_CONTENT.address;
  const countries = useCountries();
  return (
    <IntakeSelectField
      name={`${prefix}.country_id`}
      label={copy.labels.country}
      hint={copy.hints.country}
      list={countries}
      isDisabled={isDisabled}
      onChosen={onChosen}
    />
  );
}

/** The physical address in its own group. */
export function PhysicalAddressFields() {
  const copy = INTAKE_STEPS_CONTENT.address.physical;
  return (
    <fieldset className="intake-address" aria-describedby="physical_address-hint">
      <legend className="fieldset__legend intake-address__legend">{copy.legend}</legend>
      <p id="physical_address-hint" className="field__hint">
        {copy.hint}
      </p>
      <AddressFields prefix="physical_address" />
    </fieldset>
  );
}

/**
 * The mailing address with "Same as physical address": while ticked, its fields are disabled and hold a
 * copy of the physical address, kept in step as the physical address changes (spec 001 section 4.4).
 * Unticking keeps the copy as a starting point.
 */
export function MailingAddressFields() {
  const copy = INTAKE_STEPS_CONTENT.address;
  const { getValues, setValue, clearErrors } = useFormContext<IntakeFormValues>();
  const isSame = useWatch<IntakeFormValues>({ name: 'mailing_address.is_same_as_primary_address' }) === 1;
  const physical = useWatch<IntakeFormValues, 'physical_address'>({ name: 'physical_address' });

  // Not marked dirty: ticking the box, or typing in the physical address, already did that. A saved
  // application opening with the box ticked must not count as a change.
  useEffect(() => {
    if (!isSame) return;
    for (const field of ADDRESS_FIELDS) {
      if (getValues(`mailing_address.${field}`) !== physical[field]) setValue(`mailing_address.${field}`, physical[field]);
    }
  }, [isSame, physical, getValues, setValue]);

  return (
    <fieldset className="intake-address" aria-describedby="mailing_address-hint">
      <legend className="fieldset__legend intake-address__legend">{copy.mailing.legend}</legend>
      <p id="mailing_address-hint" className="field__hint">
        {copy.mailing.hint}
      </p>
      <IntakeFlagCheckbox
        name="mailing_address.is_same_as_primary_address"
        label={copy.labels.sameAsPhysical}
        hint={isSame ? copy.hints.sameAsPhysicalTicked : copy.hints.sameAsPhysical}
        onFlagChange={(flag) => {
          // The copied address is checked as the physical one; errors about the old mailing values go.
          if (flag === 1) clearErrors(ADDRESS_FIELDS.map((field) => `mailing_address.${field}` as const));
        }}
      />
      <AddressFields prefix="mailing_address" isDisabled={isSame} />
    </fieldset>
  );
}
