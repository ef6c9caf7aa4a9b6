import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import {
  INTAKE_CAPTCHA_ACTION,
  REJECTED_APPLICATION_STATUS_ID,
  STATUS_ROUTE_SEGMENTS,
  type IntakeStepSlug,
  type TIntakeApplication,
} from '@payee/contract';
import { saveFailure, StepShell, stepSummaryItems, useFocusOnMove, useStepErrors } from '@/components/form/step-shell';
import { focusField } from '@/components/ui/error-summary';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { requireCaptchaToken } from '@/lib/captcha';
import { firstIssueMessages } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { INTAKE_PATHS, newApplicationQuery } from '../intake-paths';
import { useCreateIntake } from './api/create-intake';
import { intakeApplicationQueryOptions } from './api/get-intake-application';
import { useSubmitIntake } from './api/submit-intake';
import { useUpdateIntake } from './api/update-intake';
import { CheckAnswers } from './check-answers';
import { draftKeyOf, newDraftKey, rememberCreatedDraft } from './draft-handoff';
import { createParts, FIRST_SAVE_STEPS, updateParts } from './payload';
import { placeErrors } from './place-errors';
import { savedStepEntries, withStepsSaved } from './saved-values';
import {
  CHECK_PAGE,
  isStepSaved,
  missingDocumentErrors,
  nextPlace,
  previousPlace,
  resolvePlace,
  savesOnSubmit,
  stepOfField,
  stepPosition,
  submitLabel,
  visibleSteps,
  type IntakePlace,
} from './step-flow';
import type { IntakeMode } from './step-props';
import { INTAKE_STEP_COMPONENTS } from './steps';
import { useIntakeStepSchemas } from './steps/use-intake-options';
import type { IntakeFormValues } from './values';

const copy = INTAKE_FORM_CONTENT;
const HEADING_ID = 'intake-step-heading';
/** Problems that belong to no field link to the button that tries again. */
const SUBMIT_ID = 'intake-submit';
const SHELL_COPY = { ...copy, back: copy.buttons.back, skip: copy.buttons.skip };

/** What a new application chose before the form: the state (its branch) and the programs. */
export interface NewApplicationChoice {
  stateId: number;
  programIds: number[];
  isAwareChecked: 0 | 1;
}

/** The form's props: new or resumed, the starting values, and the saved application when there is one. */
export interface IntakeFormProps {
  mode: IntakeMode;
  initialValues: IntakeFormValues;
  /** The saved application (resume mode); null for a new one. */
  application: TIntakeApplication | null;
  /** New mode: what state and program selection chose. */
  choice?: NewApplicationChoice;
}

/**
 * The 11-step intake form: one react-hook-form over every step,
 * the step in the URL (`?step=<slug>`, pushed on each move so the browser's Back works), each step checked
 * with the contract's schema before anything is sent, saved from Login Details on, then "Check your answers"
 * (`?step=check`) and Submit.
 */
export function IntakeForm({ mode, initialValues, application, choice }: IntakeFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { signIn, updateUser } = useSession();
  const schemas = useIntakeStepSchemas();
  const { mutateAsync: createApplication } = useCreateIntake();
  const { mutateAsync: updateApplication } = useUpdateIntake();
  const { mutateAsync: submitApplication } = useSubmitIntake();

  // No resolver: one form holds every step and each save checks only its step's schema (or the documents), placed by useStepErrors.
  const form = useForm<IntakeFormValues>({ defaultValues: initialValues, shouldFocusError: false });
  const {
    control,
    getValues,
    setValue,
    clearErrors,
    reset,
    formState: { errors },
  } = form;
  const representativeType = useWatch({ control, name: 'representative.representative_type' });
  const steps = useMemo(() => visibleSteps(mode, representativeType), [mode, representativeType]);

  // What the server holds (the form's default values), kept here too so a save can move one step's answers in.
  const savedRef = useRef(initialValues);
  // Set just before the form itself leaves the page (after the first save, after Submit).
  const isLeavingOnPurpose = useRef(false);
  const [draftKey] = useState(() => draftKeyOf(location.state) ?? newDraftKey());
  const stepErrors = useStepErrors(form);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [fieldToFocus, setFieldToFocus] = useState<{ field: string; attempt: number } | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const requested = searchParams.get('step');
  const isReturningToCheck = searchParams.get('return') === CHECK_PAGE;
  // Where the URL's step may lead depends on the answers at the moment of moving, not on each keystroke.
  const place = useMemo(
    () => resolvePlace(requested, mode, steps, { values: getValues(), schemas, application }),
    [requested, mode, steps, schemas, application, getValues],
  );
  const navigationState = mode === 'new' ? { intakeDraft: draftKey } : undefined;

  /** The URL of a place, keeping the rest of the query (a new application's state and programs). */
  const placeUrl = (target: IntakePlace, returnToCheck: boolean): To => {
    const params = new URLSearchParams(searchParams);
    params.set('step', target);
    if (returnToCheck && target !== CHECK_PAGE) params.set('return', CHECK_PAGE);
    else params.delete('return');
    return { pathname: location.pathname, search: `?${params.toString()}` };
  };
  const goTo = (target: IntakePlace, returnToCheck = false) => {
    void navigate(placeUrl(target, returnToCheck), { state: navigationState });
  };

  // Keep the URL on the place shown (an unknown or unreachable step opens the first incomplete one), and give a
  // new form's history entry its draft key (draft-handoff.ts).
  const hasDraftState = mode === 'resume' || draftKeyOf(location.state) === draftKey;
  useEffect(() => {
    if (place === requested && hasDraftState) return;
    void navigate(placeUrl(place, isReturningToCheck), { replace: true, state: navigationState });
    // placeUrl and navigationState are rebuilt every render from the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, requested, hasDraftState]);

  // On every move: to the top, and focus on the new heading (or on the field a Change link or an error names).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMove(place, headingRef, () => {
    const field = pendingFocus.current ?? (location.hash ? decodeURIComponent(location.hash.slice(1)) : null);
    pendingFocus.current = null;
    return field;
  });

  // A save's errors on this step: the first errored field takes focus (after the error summary's own focus).
  useEffect(() => {
    if (fieldToFocus) focusField(fieldToFocus.field);
  }, [fieldToFocus]);

  const stepTitle = place === CHECK_PAGE ? copy.check.heading : (steps.find((step) => step.slug === place)?.title ?? '');
  const position = place === CHECK_PAGE ? null : stepPosition(steps, place);
  usePageTitle(position ? copy.pageTitle(stepTitle, position.number, position.count) : copy.checkPageTitle);

  /** Shows errors at their fields and in the summary; a server's errors also open the step of the first one. */
  const showErrors = (fieldErrors: Record<string, string>, kind: 'client' | 'server', general?: string) => {
    const placed = placeErrors(fieldErrors, steps, getValues('representative.representative_type'));
    stepErrors.show(placed, kind, general);
    if (kind !== 'server' || !placed.firstStep || !placed.firstField) return;
    if (placed.firstStep !== place) {
      pendingFocus.current = placed.firstField;
      goTo(placed.firstStep, place === CHECK_PAGE || isReturningToCheck);
    } else {
      setFieldToFocus({ field: placed.firstField, attempt: stepErrors.attempt + 1 });
    }
  };

  const reloadApplication = async () => {
    if (application) await queryClient.invalidateQueries({ queryKey: intakeApplicationQueryOptions(application.id).queryKey });
  };

  const onSaveFailure = (error: unknown, fallback: string) => {
    const apiError = saveFailure(error, fallback);
    showErrors(apiError.fieldErrors, 'server', apiError.message);
    // On error the application details are reloaded.
    void reloadApplication();
  };

  /** Moves a save into the saved values, so the dirty flag clears. */
  const markSaved = (slugs: readonly IntakeStepSlug[]) => {
    savedRef.current = withStepsSaved(savedRef.current, getValues(), slugs);
    if (slugs.includes('ssa-documents')) {
      for (const [field] of savedStepEntries(savedRef.current, 'ssa-documents')) setValue(field as FieldPath<IntakeFormValues>, null);
    }
    reset(savedRef.current, { keepValues: true });
  };

  const createNewApplication = async (values: IntakeFormValues) => {
    if (!choice) return;
    const captchaToken = await requireCaptchaToken(INTAKE_CAPTCHA_ACTION);
    if (captchaToken === null) return; // the captcha toast is shown; nothing is sent
    try {
      const { message, data } = await createApplication({
        parts: createParts(values, { branchId: choice.stateId, programIds: choice.programIds, captchaToken }),
      });
      // The applicant is now signed in to their own application, exactly as a resume sign-in leaves them.
      signIn(data);
      rememberCreatedDraft(draftKey, data.id);
      markSaved(FIRST_SAVE_STEPS);
      showToast('success', message || copy.saved.created);
      isLeavingOnPurpose.current = true;
      // The address becomes the saved application's, replacing Login Details (hidden from now on) in the history.
      void navigate(`${INTAKE_PATHS.resumeForm(data.id)}?step=${nextPlace(steps, 'login-details')}`, { replace: true });
    } catch (error) {
      onSaveFailure(error, copy.failures.save);
    }
  };

  const saveStep = async (slug: IntakeStepSlug, values: IntakeFormValues) => {
    if (!application) return;
    const isSendingFiles = slug === 'ssa-documents';
    try {
      const { message } = await updateApplication({
        id: application.id,
        parts: updateParts(slug, values, { id: application.id, applicationCode: application.application_code }),
        onProgress: isSendingFiles ? setUploadProgress : undefined,
      });
      // The saved documents and anything the server worked out are read back before moving on.
      await reloadApplication();
      markSaved([slug]);
      showToast('success', message || copy.saved.updated);
      goTo(isReturningToCheck ? CHECK_PAGE : nextPlace(steps, slug));
    } catch (error) {
      onSaveFailure(error, copy.failures.save);
    } finally {
      setUploadProgress(null);
    }
  };

  const sendApplication = async () => {
    if (!application) return;
    try {
      const { message } = await submitApplication({ id: application.id, applicationCode: application.application_code });
      showToast('success', message || copy.saved.submitted);
      isLeavingOnPurpose.current = true;
      void navigate(INTAKE_PATHS.status(STATUS_ROUTE_SEGMENTS.inProgress), { replace: true });
      updateUser({ current_process: 'inProgress' });
    } catch (error) {
      onSaveFailure(error, copy.failures.submit);
    }
  };

  const onSubmit = async () => {
    clearErrors();
    if (place === CHECK_PAGE) return sendApplication();
    const values = getValues();
    const problems =
      place === 'ssa-documents'
        ? missingDocumentErrors(values, application)
        : firstIssueMessages(schemas[place].safeParse(values).error?.issues ?? []);
    if (Object.keys(problems).length > 0) return showErrors(problems, 'client');
    if (!savesOnSubmit(mode, place)) return goTo(nextPlace(steps, place));
    if (mode === 'new') return createNewApplication(values);
    return saveStep(place, values);
  };

  const onBack = () => {
    clearErrors();
    if (isReturningToCheck && place !== CHECK_PAGE) return goTo(CHECK_PAGE);
    const previous = previousPlace(steps, place);
    if (previous) return goTo(previous);
    // Step 1: the page before the form.
    const before =
      mode === 'new' && choice
        ? `${INTAKE_PATHS.programSelection}${newApplicationQuery({ stateId: choice.stateId, programIds: choice.programIds, isAwareChecked: choice.isAwareChecked })}`
        : INTAKE_PATHS.landing;
    void navigate(before);
  };

  /** Skip (optional steps): moves on without saving, putting the step's answers back as they were saved. */
  const onSkip = () => {
    if (place === CHECK_PAGE) return;
    for (const [field, value] of savedStepEntries(savedRef.current, place)) {
      setValue(field as FieldPath<IntakeFormValues>, value as never, { shouldDirty: true });
    }
    clearErrors();
    goTo(isReturningToCheck ? CHECK_PAGE : nextPlace(steps, place));
  };

  const summaryItems = stepSummaryItems(
    errors,
    (field) => place !== CHECK_PAGE && stepOfField(field, steps, representativeType) === place,
    SUBMIT_ID,
  );

  const currentStep = place === CHECK_PAGE ? null : steps.find((step) => step.slug === place);
  const StepFields = currentStep ? INTAKE_STEP_COMPONENTS[currentStep.slug].Step : null;
  const label = submitLabel(mode, place);
  const isRejected = application?.application_status?.id === REJECTED_APPLICATION_STATUS_ID && application.rejection_reason.length > 0;
  const username = application?.user?.username;

  return (
    <StepShell
      form={form}
      copy={SHELL_COPY}
      steps={steps.map((step) => ({ title: step.title, isOptional: step.isOptional, isCompleted: isStepSaved(step.slug, application) }))}
      currentIndex={position ? position.number - 1 : steps.length}
      rejection={
        isRejected
          ? { id: 'intake-rejected', ...copy.rejected, reasons: application.rejection_reason.map((reason) => reason.message) }
          : null
      }
      summaryItems={summaryItems}
      attempt={stepErrors.attempt}
      headingId={HEADING_ID}
      headingRef={headingRef}
      caption={position && copy.stepCount(position.number, position.count)}
      title={stepTitle}
      isOptional={currentStep?.isOptional === true}
      notes={
        <>
          {username && mode === 'resume' && <p className="step-shell__note">{copy.signedInAs(username)}</p>}
          {place !== CHECK_PAGE && <p className="step-shell__note">{copy.requiredNote}</p>}
        </>
      }
      onSubmit={onSubmit}
      uploadProgress={uploadProgress}
      onBack={onBack}
      onSkip={currentStep?.isOptional ? onSkip : undefined}
      submitId={SUBMIT_ID}
      submitLabel={copy.buttons[label]}
      afterActions={place === 'login-details' && mode === 'new' && <RecaptchaNotice />}
      isLeavingOnPurpose={isLeavingOnPurpose}
    >
      {StepFields ? (
        <StepFields key={place} mode={mode} application={application} />
      ) : (
        <CheckAnswers mode={mode} steps={steps} application={application} />
      )}
    </StepShell>
  );
}
