import type { To } from 'react-router';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { DEFAULT_COUNTRY_ID } from '@payee/contract';
import { useCountries } from '@/lib/api/get-countries';
import { useStates } from '@/lib/api/get-states';
import type { SelectOption } from '@/lib/api/options';
import { AnswerRow } from '../steps/answer-row';
import type { AddressValues } from '../values';

/** The two addresses of step 5. */
type AddressPrefix = 'physical_address' | 'mailing_address';

interface AddressAnswerProps {
  label: string;
  prefix: AddressPrefix;
  address: AddressValues;
  /** The mailing address copied from the physical one: said in words rather than repeated. */
  isSameAsPhysical?: boolean;
  changeTo?: (field: string) => To;
}

const labelOf = (options: readonly SelectOption[] | undefined, id: number | null) =>
  id === null ? '' : (options?.find((option) => option.value === id)?.label ?? '');

/** The lines of an address as written on an envelope; empty parts are left out. */
export function addressLines(address: AddressValues, stateName: string, countryName: string): string[] {
  const county = address.county.trim();
  const cityLine = [address.city_name.trim(), [stateName, address.zip_code.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    address.line_1.trim(),
    address.line_2.trim(),
    cityLine,
    county ? INTAKE_STEPS_CONTENT.address.countyLine(county) : '',
    address.is_international === 1 ? countryName : '',
  ].filter(Boolean);
}

/** One address on "Check your answers", one line under the other ("Not provided" when empty); Change opens its first line. */
export function AddressAnswer({ label, prefix, address, isSameAsPhysical, changeTo }: AddressAnswerProps) {
  const isInternational = address.is_international === 1;
  const states = useStates(DEFAULT_COUNTRY_ID, !isSameAsPhysical && !isInternational && address.state_id !== null);
  const field = isSameAsPhysical ? `${prefix}.is_same_as_primary_address` : `${prefix}.line_1`;
  if (isSameAsPhysical) {
    return <AnswerRow label={label} value={INTAKE_STEPS_CONTENT.address.sameAsPhysicalAnswer} changeTo={changeTo} field={field} />;
  }
  const stateName = isInternational ? address.state_name.trim() : labelOf(states.data, address.state_id);
  return isInternational && address.country_id !== null ? (
    <InternationalAddressAnswer label={label} address={address} stateName={stateName} changeTo={changeTo} field={field} />
  ) : (
    <AnswerRow label={label} value={addressLines(address, stateName, '')} changeTo={changeTo} field={field} />
  );
}

/** An address abroad names its country, so the country list is loaded only for one. */
function InternationalAddressAnswer({
  label,
  address,
  stateName,
  changeTo,
  field,
}: {
  label: string;
  address: AddressValues;
  stateName: string;
  changeTo?: (field: string) => To;
  field: string;
}) {
  const countries = useCountries();
  const lines = addressLines(address, stateName, labelOf(countries.data, address.country_id));
  return <AnswerRow label={label} value={lines} changeTo={changeTo} field={field} />;
}
