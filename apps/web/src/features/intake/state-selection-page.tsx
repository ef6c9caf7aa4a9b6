import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SITE } from '@payee/content';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { DEFAULT_PROGRAM_ID, STATE_REQUIRED_MESSAGE, ZStateSelectionSchema, type TStateSelection } from '@payee/contract';
import { ControlledField } from '@/lib/controlled-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { useStates } from '@/lib/api/get-states';
import { usePageTitle } from '@/lib/page-title';
import { INTAKE_PATHS, newApplicationQuery, readNewApplicationChoice } from './intake-paths';
import '@/components/ui/button.css';

const FIELD_ID = 'state_id' as const;

/** The states the service has an office in (the content module's office: Michigan); the server refuses others. */
const SERVED_STATE_NAMES: readonly string[] = [SITE.office.state];

type StateSelectionValues = z.input<typeof ZStateSelectionSchema>;

// The contract's schema: "Please select a state" when none is chosen.
const stateResolver = zodResolver(ZStateSelectionSchema);

/**
 * `/client/intake/new/state-selection`: the state the applicant lives in,
 * from `GET /master/states`, narrowed to the states the service has an office in (only those can be applied
 * for; the server checks the same, docs/decisions.md). The choice is kept in the
 * `state_id` query parameter as it changes, so Back and a reload keep it; Enter in the closed dropdown
 * sends the form. "Let's Get Started" goes on to program selection, carrying the programs already chosen.
 */
export function StateSelectionPage() {
  const copy = INTAKE_CONTENT.stateSelection;
  usePageTitle(copy.pageTitle);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const choice = readNewApplicationChoice(searchParams);
  const allStates = useStates();
  const states = { ...allStates, data: allStates.data?.filter((option) => SERVED_STATE_NAMES.includes(option.label)) };
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<StateSelectionValues, unknown, TStateSelection>({
    resolver: stateResolver,
    defaultValues: { state_id: choice.stateId },
    // The error summary takes focus instead and links to the field.
    shouldFocusError: false,
  });

  const keepInQuery = (stateId: number | null) => {
    void navigate({ search: newApplicationQuery({ ...choice, stateId }) }, { replace: true });
  };

  const onValid = ({ state_id: stateId }: TStateSelection) => {
    // A state id typed into the address that the list does not hold is no choice at all.
    if (states.data && !states.data.some((option) => option.value === stateId)) {
      setError('state_id', { type: 'client', message: STATE_REQUIRED_MESSAGE });
      return;
    }
    const query = newApplicationQuery({
      stateId,
      programIds: choice.programIds ?? [DEFAULT_PROGRAM_ID],
      isAwareChecked: choice.isAwareChecked ?? 0,
    });
    void navigate(`${INTAKE_PATHS.programSelection}${query}`);
  };

  const error = errors.state_id?.message;
  const summaryItems: ErrorSummaryItem[] = error ? [{ fieldId: FIELD_ID, message: error }] : [];

  return (
    <div className="access-card">
      <ErrorSummary items={summaryItems} title={INTAKE_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="state-selection-heading">{copy.heading}</h1>
      <p>{copy.lead}</p>
      <form aria-labelledby="state-selection-heading" noValidate onSubmit={handleSubmit(onValid)} className="access-form">
        <ControlledField control={control} name={FIELD_ID}>
          {(bound) => (
            <SelectField
              {...bound}
              label={copy.label}
              hint={states.isError ? copy.statesUnavailable : copy.hint}
              options={states.data ?? []}
              isLoading={states.isPending}
              onChange={(value) => {
                bound.onChange(value);
                keepInQuery(value);
              }}
            />
          )}
        </ControlledField>
        <button type="submit" className="button">
          {copy.submit}
        </button>
      </form>
      <p className="intake-resume-note">
        {copy.resumeText} <Link to={INTAKE_PATHS.resumeVerification()}>{copy.resumeLink}</Link>
      </p>
    </div>
  );
}
