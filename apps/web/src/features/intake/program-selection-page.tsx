import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { DEFAULT_PROGRAM_ID, ZProgramSelectionSchema, type TProgramSelection } from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { describedByIds, FieldError } from '@/components/ui/field';
import { usePageTitle } from '@/lib/page-title';
import { INTAKE_PATHS, newApplicationQuery, readNewApplicationChoice } from './intake-paths';
import '@/components/ui/button.css';
import '@/components/ui/choice.css';

const PROGRAMS_ID = 'program_ids';
const ERROR_ID = 'program_ids-error';
const DETAILS_ID = 'program-details';

type ProgramSelectionValues = z.input<typeof ZProgramSelectionSchema>;

// The contract's schema: a program, or "I am not aware".
const programResolver = zodResolver(ZProgramSelectionSchema);

/**
 * `/client/intake/new/program-selection?state_id=&program_ids=&is_aware_checked=`. Without a state the applicant is
 * sent to state selection first.
 */
export function ProgramSelectionPage() {
  const [searchParams] = useSearchParams();
  const choice = readNewApplicationChoice(searchParams);
  if (choice.stateId === null) {
    return <Navigate to={`${INTAKE_PATHS.stateSelection}${newApplicationQuery({ ...choice, stateId: null })}`} replace />;
  }
  return (
    <ProgramSelectionForm
      stateId={choice.stateId}
      // The one program is ticked unless the query says otherwise.
      programIds={choice.programIds ?? [DEFAULT_PROGRAM_ID]}
      isAwareChecked={choice.isAwareChecked ?? 0}
    />
  );
}

/** The choice read from the query when the page opened. */
interface ProgramSelectionFormProps {
  stateId: number;
  programIds: number[];
  isAwareChecked: 0 | 1;
}

/**
 * The program card, ticked by default, its longer description behind Learn More / Show Less, and
 * "I am not aware". Each change is kept in the query (replacing the history entry), so Back and a reload
 * keep it. Back returns to state selection with the state kept; Save and Proceed opens the form, and so
 * does Enter on a tick box (the browser's implicit submission).
 */
function ProgramSelectionForm({ stateId, programIds, isAwareChecked }: ProgramSelectionFormProps) {
  const copy = INTAKE_CONTENT.programSelection;
  const { program } = copy;
  usePageTitle(copy.pageTitle);
  const navigate = useNavigate();
  const [isExpanded, setIsExpanded] = useState(false);
  const {
    control,
    handleSubmit,
    getValues,
    clearErrors,
    formState: { errors, submitCount },
  } = useForm<ProgramSelectionValues, unknown, TProgramSelection>({
    resolver: programResolver,
    defaultValues: { state_id: stateId, program_ids: programIds, is_aware_checked: isAwareChecked },
    shouldFocusError: false,
  });
  const [chosenPrograms, chosenAwareness] = useWatch({ control, name: ['program_ids', 'is_aware_checked'] });

  const queryOf = (values: Pick<ProgramSelectionValues, 'program_ids' | 'is_aware_checked'>) =>
    newApplicationQuery({ stateId, programIds: values.program_ids, isAwareChecked: values.is_aware_checked });

  const keepInQuery = () => {
    clearErrors();
    void navigate({ search: queryOf(getValues()) }, { replace: true });
  };

  const onValid = (values: TProgramSelection) => {
    void navigate(
      `${INTAKE_PATHS.newForm}${queryOf({ program_ids: values.program_ids ?? [], is_aware_checked: values.is_aware_checked })}`,
    );
  };

  const error = errors.program_ids?.message;
  const summaryItems: ErrorSummaryItem[] = error ? [{ fieldId: PROGRAMS_ID, message: error }] : [];

  return (
    <div className="access-card">
      <ErrorSummary items={summaryItems} title={INTAKE_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="program-selection-heading">{copy.heading}</h1>
      <p>{copy.lead}</p>
      <form aria-labelledby="program-selection-heading" noValidate onSubmit={handleSubmit(onValid)} className="access-form">
        <fieldset
          className={['fieldset', 'intake-programs', error && 'fieldset--error'].filter(Boolean).join(' ')}
          aria-describedby={describedByIds('program-selection-hint', error && ERROR_ID)}
        >
          <legend className="fieldset__legend">{copy.legend}</legend>
          <p id="program-selection-hint" className="field__hint">
            {copy.hint}
          </p>
          {error && <FieldError id={ERROR_ID} message={error} />}
          <Controller
            control={control}
            name="program_ids"
            render={({ field }) => (
              <div
                className={['intake-program', field.value.includes(DEFAULT_PROGRAM_ID) && 'intake-program--chosen']
                  .filter(Boolean)
                  .join(' ')}
              >
                <Checkbox
                  id={PROGRAMS_ID}
                  name={field.name}
                  ref={field.ref}
                  value={DEFAULT_PROGRAM_ID}
                  label={<span className="intake-program__name">{program.name}</span>}
                  hint={program.summary}
                  checked={field.value.includes(DEFAULT_PROGRAM_ID)}
                  onChange={(event) => {
                    const others = field.value.filter((id) => id !== DEFAULT_PROGRAM_ID);
                    field.onChange(event.target.checked ? [...others, DEFAULT_PROGRAM_ID] : others);
                    keepInQuery();
                  }}
                  onBlur={field.onBlur}
                />
                <div id={DETAILS_ID} className="intake-program__details" hidden={!isExpanded}>
                  {program.details.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <button
                  type="button"
                  className="button button--link intake-program__more"
                  aria-expanded={isExpanded}
                  aria-controls={DETAILS_ID}
                  onClick={() => setIsExpanded((expanded) => !expanded)}
                >
                  {isExpanded ? copy.showLess : copy.learnMore}
                  <span className="visually-hidden"> {copy.learnMoreAbout(program.name)}</span>
                </button>
              </div>
            )}
          />
          <Controller
            control={control}
            name="is_aware_checked"
            render={({ field }) => (
              <Checkbox
                id="is_aware_checked"
                name={field.name}
                ref={field.ref}
                value="1"
                label={copy.notAware}
                hint={copy.notAwareHint}
                checked={field.value === 1}
                onChange={(event) => {
                  field.onChange(event.target.checked ? 1 : 0);
                  keepInQuery();
                }}
                onBlur={field.onBlur}
                className="intake-not-aware"
              />
            )}
          />
        </fieldset>
        <div className="access-actions">
          <Link
            className="button button--secondary"
            to={`${INTAKE_PATHS.stateSelection}${queryOf({ program_ids: chosenPrograms, is_aware_checked: chosenAwareness })}`}
          >
            {copy.back}
          </Link>
          <button type="submit" className="button">
            {copy.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
