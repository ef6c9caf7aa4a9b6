import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { DEFAULT_COUNTRY_ID, ZAddressSchema, type FormChoice, type FormFlag, type TAddress } from '@payee/contract';
import { useCountries } from '@/lib/api/get-countries';
import { useStates } from '@/lib/api/get-states';
import { OptionalSuffix } from '@/components/ui/field';
import { BoundFlagCheckbox, BoundNumberField, BoundSelectField, BoundTextField } from './bound-controls';
import { fieldRules } from './field-rules';
import './address-fields.css';

/** The words of the address fields: the intake's (the applicant's own address) or the onboarding's (a contact's). */
export interface AddressCopy {
  physical: { legend: string; hint: string };
  mailing: { legend: string; hint: string };
  labels: Record<
    'sameAsPhysical' | 'isInternational' | 'country' | 'line1' | 'line2' | 'city' | 'state' | 'stateName' | 'county' | 'zipCode',
    string
  >;
  hints: Record<
    'sameAsPhysical' | 'sameAsPhysicalTicked' | 'isInternational' | 'country' | 'line1' | 'line2' | 'county' | 'zipCode',
    string
  >;
}

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
] as const satisfies readonly (keyof TAddress)[];

/**
 * The longest text an address field takes, as the contract's address schema says. Which fields are required is
 * not read from it: the schema leaves every field optional and its address check decides by the country, so the
 * fields below say that themselves.
 */
const maxLengthOf = (field: keyof TAddress) => fieldRules(ZAddressSchema, field)?.maxLength;

interface AddressFieldsProps {
  /** Where the address is in the form's values: `physical_address`, `client_contacts.0.mailing_address`. */
  prefix: string;
  copy: AddressCopy;
  /** Shows the values and blocks typing (the mailing address copied from the physical one). */
  isDisabled?: boolean;
  /** An address in the United States only: no "outside the United States" box (a contact's physical address). */
  isDomesticOnly?: boolean;
}

/**
 * The fields of one address. In the United States: a state from the
 * list and a county; outside it: a country and a free-text state. The toggle clears the country and both
 * state fields; picking a country sets the toggle to whether it is not the United States and clears the states.
 */
export function AddressFields({ prefix, copy, isDisabled, isDomesticOnly }: AddressFieldsProps) {
  const { setValue, clearErrors } = useFormContext();
  const isInternational = useWatch<FieldValues>({ name: `${prefix}.is_international` }) === 1;
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

  const onCountryChosen = (countryId: FormChoice) => {
    if (countryId === null) return;
    const flag: FormFlag = countryId === DEFAULT_COUNTRY_ID ? 0 : 1;
    setValue(`${prefix}.is_international`, flag, { shouldDirty: true });
    clearStates();
    // The United States takes the country list away: focus goes to the unticked box that says so.
    if (flag === 0) document.getElementById(`${prefix}.is_international`)?.focus();
  };

  return (
    <>
      {!isDomesticOnly && (
        <BoundFlagCheckbox
          name={`${prefix}.is_international`}
          label={copy.labels.isInternational}
          hint={copy.hints.isInternational}
          isDisabled={isDisabled}
          onFlagChange={onToggle}
        />
      )}
      {isInternational && <CountrySelect prefix={prefix} copy={copy} isDisabled={isDisabled} onChosen={onCountryChosen} />}
      <BoundTextField
        name={`${prefix}.line_1`}
        label={copy.labels.line1}
        hint={copy.hints.line1}
        maxLength={maxLengthOf('line_1')}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <BoundTextField
        name={`${prefix}.line_2`}
        label={copy.labels.line2}
        hint={copy.hints.line2}
        isOptional
        maxLength={maxLengthOf('line_2')}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <BoundTextField
        name={`${prefix}.city_name`}
        label={copy.labels.city}
        maxLength={maxLengthOf('city_name')}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      {isInternational ? (
        <BoundTextField
          name={`${prefix}.state_name`}
          label={copy.labels.stateName}
          maxLength={maxLengthOf('state_name')}
          autoComplete="off"
          isDisabled={isDisabled}
        />
      ) : (
        <BoundSelectField name={`${prefix}.state_id`} label={copy.labels.state} list={states} isDisabled={isDisabled} />
      )}
      <BoundTextField
        name={`${prefix}.county`}
        label={copy.labels.county}
        hint={copy.hints.county}
        isOptional={isInternational}
        maxLength={maxLengthOf('county')}
        autoComplete="off"
        isDisabled={isDisabled}
      />
      <BoundNumberField
        name={`${prefix}.zip_code`}
        label={copy.labels.zipCode}
        hint={copy.hints.zipCode}
        isDigitsOnly
        maxLength={maxLengthOf('zip_code')}
        autoComplete="off"
        isDisabled={isDisabled}
      />
    </>
  );
}

/** The country list, loaded only once an address is marked international. */
function CountrySelect({
  prefix,
  copy,
  isDisabled,
  onChosen,
}: {
  prefix: string;
  copy: AddressCopy;
  isDisabled?: boolean;
  onChosen: (id: FormChoice) => void;
}) {
  const countries = useCountries();
  return (
    <BoundSelectField
      name={`${prefix}.country_id`}
      label={copy.labels.country}
      hint={copy.hints.country}
      list={countries}
      isDisabled={isDisabled}
      onChosen={onChosen}
    />
  );
}

/** Where an address group is and what it says. */
interface AddressGroupProps {
  /** Defaults to `physical_address` / `mailing_address`. */
  prefix?: string;
  copy: AddressCopy;
  /** The whole address may be left empty (a contact's): "(optional)" beside its legend. */
  isOptional?: boolean;
}

/** The physical address in its own group. */
export function PhysicalAddressFields({
  prefix = 'physical_address',
  copy,
  isOptional,
  isDomesticOnly,
}: AddressGroupProps & { isDomesticOnly?: boolean }) {
  const hintId = `${prefix}-hint`;
  return (
    <fieldset className="intake-address" aria-describedby={hintId}>
      <legend className="fieldset__legend intake-address__legend">
        {copy.physical.legend}
        {isOptional && <OptionalSuffix />}
      </legend>
      <p id={hintId} className="field__hint">
        {copy.physical.hint}
      </p>
      <AddressFields prefix={prefix} copy={copy} isDomesticOnly={isDomesticOnly} />
    </fieldset>
  );
}

/**
 * The mailing address with "Same as physical address": while ticked, its fields are disabled and hold a
 * copy of the physical address, kept in step as the physical address changes.
 * Unticking keeps the copy as a starting point.
 */
export function MailingAddressFields({
  prefix = 'mailing_address',
  physicalPrefix = 'physical_address',
  copy,
  isOptional,
}: AddressGroupProps & { physicalPrefix?: string }) {
  const { getValues, setValue, clearErrors } = useFormContext();
  const isSame = useWatch<FieldValues>({ name: `${prefix}.is_same_as_primary_address` }) === 1;
  const physical = useWatch<FieldValues>({ name: physicalPrefix }) as Record<string, unknown> | undefined;

  // Not marked dirty: ticking the box, or typing in the physical address, already did that. A saved
  // application opening with the box ticked must not count as a change.
  useEffect(() => {
    if (!isSame || !physical) return;
    for (const field of ADDRESS_FIELDS) {
      if (getValues(`${prefix}.${field}`) !== physical[field]) setValue(`${prefix}.${field}`, physical[field]);
    }
  }, [isSame, physical, prefix, getValues, setValue]);

  const hintId = `${prefix}-hint`;
  return (
    <fieldset className="intake-address" aria-describedby={hintId}>
      <legend className="fieldset__legend intake-address__legend">
        {copy.mailing.legend}
        {isOptional && <OptionalSuffix />}
      </legend>
      <p id={hintId} className="field__hint">
        {copy.mailing.hint}
      </p>
      <BoundFlagCheckbox
        name={`${prefix}.is_same_as_primary_address`}
        label={copy.labels.sameAsPhysical}
        hint={isSame ? copy.hints.sameAsPhysicalTicked : copy.hints.sameAsPhysical}
        onFlagChange={(flag) => {
          // The copied address is checked as the physical one; errors about the old mailing values go.
          if (flag === 1) clearErrors(ADDRESS_FIELDS.map((field) => `${prefix}.${field}`));
        }}
      />
      <AddressFields prefix={prefix} copy={copy} isDisabled={isSame} />
    </fieldset>
  );
}
