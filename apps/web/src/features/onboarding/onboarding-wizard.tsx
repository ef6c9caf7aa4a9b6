import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import {
  makeOnboardingStepSchemas,
  ONBOARDING_CAPTCHA_ACTION,
  ONBOARDING_SUBMIT_STEP,
  type OnboardingStepSlug,
  type TOnboardingDetail,
} from '@payee/contract';
import { saveFailure, StepShell, stepSummaryItems, useFocusOnMove, useStepErrors } from '@/components/form/step-shell';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { logout as logoutOnServer } from '@/lib/api/logout';
import { requireCaptchaToken } from '@/lib/captcha';
import { firstIssueMessages } from '@/lib/form-errors';
import { isOtherOption } from '@/lib/other-option';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { dismissToasts, setPageToastOptions, showToast } from '@/lib/toast';
import { onboardingDetailQueryOptions } from './api/get-onboarding-detail';
import { useBenefitAccounts, useContactCategories } from './api/get-onboarding-lists';
import { useSaveOnboardingStep } from './api/save-onboarding-step';
import { useOnboardingAccess } from './onboarding-access';
import { ONBOARDING_PATHS, SUBMITTED_STATE } from './onboarding-paths';
import { firstUnsavedStep, stepIndex, stepOfField, stepOfSlug, WIZARD_STEPS } from './onboarding-steps';
import { billsWithoutFile, saveParts, stepPayload } from './payload';
import { ONBOARDING_STEP_COMPONENTS } from './steps';
import { valuesFromDetail, type OnboardingFormValues } from './values';

const copy = ONBOARDING_CONTENT;
const HEADING_ID = 'onboarding-step-heading';
const ASSISTED_BANNER_ID = 'onboarding-assisted-banner';
/** Problems that belong to no field link to the button that tries again. */
const SUBMIT_ID = 'onboarding-submit';
const SHELL_COPY = { ...copy, back: copy.buttons.back, skip: copy.buttons.skip };

/** The sections of the form each step owns (saved, skipped and put back together). */
const STEP_SECTIONS: Record<OnboardingStepSlug, readonly (keyof OnboardingFormValues)[]> = {
  'document-proofs': ['image'],
  identifiers: ['identifiers', 'other_identifiers'],
  'medical-details': ['health_info'],
  'active-benefits': ['benefits'],
  'client-contacts': ['client_contacts'],
  bills: ['client_bills'],
};
const ALL_SECTIONS = Object.values(STEP_SECTIONS).flat();
/** The wizard's toasts are top-center without a progress bar. */
const WIZARD_TOASTS = { position: 'top-center', hideProgressBar: true } as const;

/** The wizard's props: the onboarding as loaded. */
export interface OnboardingWizardProps {
  detail: TOnboardingDetail;
}

/**
 * The six-step onboarding wizard: one react-hook-form over every
 * step, the step in the URL (`?step=<slug>`, pushed on each move so the browser's Back works), each step
 * checked with the contract's schema, then a captcha token, then one save per step
 * (`POST /website/onboarding?_method=PUT`). Steps 3-5 can be skipped; step 6 sends the onboarding in, which
 * ends the session and opens `/client/onboarding/success`.
 *
 * In the admin layout (assisted mode, onboarding-access.tsx) a caseworker fills it in for the client: the same
 * steps, checks and saves through the staff route, without the captcha (staff signed in with a second
 * factor), under a banner saying whose it is and that each save is recorded as theirs; the last step and Quit
 * return to the onboarding record, and no client session is ended.
 */
export function OnboardingWizard({ detail }: OnboardingWizardProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const access = useOnboardingAccess();
  const { mutateAsync: saveStep } = useSaveOnboardingStep();
  const code = detail.application_code;

  // No resolver: one form holds every step; each save checks its step's payload and maps the problems back to fields (toFormField).
  const form = useForm<OnboardingFormValues>({ defaultValues: valuesFromDetail(detail), shouldFocusError: false });
  const {
    getValues,
    setValue,
    clearErrors,
    reset,
    formState: { errors },
  } = form;

  // What the server holds (the form's default values), so the dirty flag means "differs from what is saved".
  const savedRef = useRef<OnboardingFormValues>(form.formState.defaultValues as OnboardingFormValues);
  const [savedSteps, setSavedSteps] = useState<readonly OnboardingStepSlug[]>(detail.saved_steps);
  const stepErrors = useStepErrors(form);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [isSkipping, setIsSkipping] = useState(false);
  const isLeavingOnPurpose = useRef(false);
  const isQuitting = useRef(false);

  // The lists whose entries change what is sent: the benefits' order (step 4) and the "Other" contact category.
  const benefitAccounts = useBenefitAccounts();
  const contactCategories = useContactCategories();
  const benefitOrder = useMemo(() => (benefitAccounts.data ?? []).map((option) => option.value), [benefitAccounts.data]);
  const schemas = useMemo(
    () =>
      makeOnboardingStepSchemas({
        otherIds: { 'contact-categories': (contactCategories.data ?? []).filter(isOtherOption).map((option) => option.value) },
      }),
    [contactCategories.data],
  );

  const requested = stepOfSlug(searchParams.get('step'));
  const step = requested ?? firstUnsavedStep(detail.saved_steps);
  const index = stepIndex(step.slug);
  const isLastStep = step.slug === ONBOARDING_SUBMIT_STEP;

  const goTo = (slug: OnboardingStepSlug, replace = false) => {
    void navigate({ search: `?step=${slug}` }, { replace });
  };

  // No step (or an unknown one) in the URL: the step shown is written there, in place of the address.
  useEffect(() => {
    if (!requested) goTo(step.slug, true);
    // goTo is rebuilt every render; the step decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, step.slug]);

  // Toasts of the wizard: top-center, no progress bar.
  useEffect(() => setPageToastOptions(WIZARD_TOASTS), []);

  // On every move: to the top, and focus on the new step's heading (the first one is the route's focus).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMove(step.slug, headingRef);

  usePageTitle(copy.pageTitle(step.title, index + 1, WIZARD_STEPS.length));

  /** Shows errors (form field → message) at their fields and in the summary; others as one general line. */
  const showErrors = (
    fieldErrors: Record<string, string>,
    toFormField: (key: string) => string | null,
    kind: 'client' | 'server',
    general?: string,
  ) => {
    const fields: [string, string][] = [];
    const unplaced: string[] = [];
    for (const [key, message] of Object.entries(fieldErrors)) {
      const field = toFormField(key);
      if (field && stepOfField(field) === step.slug) fields.push([field, message]);
      else if (!unplaced.includes(message)) unplaced.push(message);
    }
    stepErrors.show({ fields, unplaced }, kind, general);
  };

  /**
   * After a save: the saved step's answers are read back (a new contact, bill or identifier now has its id,
   * so saving the step again updates it rather than adding it twice) and become what is saved, so the dirty
   * flag clears for them; answers of other steps not saved yet stay as typed.
   */
  const markSaved = async (slug: OnboardingStepSlug) => {
    const current = getValues();
    let fresh: OnboardingFormValues = current;
    try {
      const reloaded = await queryClient.fetchQuery({ ...onboardingDetailQueryOptions(access, code), staleTime: 0 });
      fresh = valuesFromDetail(reloaded);
    } catch {
      // The save went through; the answers as typed are the best guess of what is saved.
    }
    const sections = STEP_SECTIONS[slug];
    const nextSaved = { ...savedRef.current };
    for (const section of sections) Object.assign(nextSaved, { [section]: fresh[section] });
    savedRef.current = nextSaved;
    reset(nextSaved);
    for (const section of ALL_SECTIONS) {
      if (!sections.includes(section)) setValue(section, current[section] as never, { shouldDirty: true });
    }
    setSavedSteps((steps) => (steps.includes(slug) ? steps : [...steps, slug]));
  };

  const onSubmit = async () => {
    clearErrors();
    const values = getValues();
    const payload = stepPayload(step.slug, values, benefitOrder);
    // The contract's checks speak of the items as sent; the form's fields are found through the payload.
    const problems: Record<string, string> = {};
    for (const [key, message] of Object.entries(firstIssueMessages(schemas[step.slug].safeParse(payload.body).error?.issues ?? []))) {
      problems[payload.toFormField(key) ?? key] ??= message;
    }
    if (step.slug === 'bills') {
      for (const billIndex of billsWithoutFile(values)) problems[`client_bills.${billIndex}.files`] ??= copy.bills.fileRequired;
    }
    if (Object.keys(problems).length > 0) return showErrors(problems, (field) => field, 'client');

    // The client's every save needs a captcha token; a caseworker, signed in with a second
    // factor, sends none.
    let captchaToken: string | null = null;
    if (access.layout === 'client') {
      captchaToken = await requireCaptchaToken(ONBOARDING_CAPTCHA_ACTION);
      if (captchaToken === null) return; // the captcha toast is shown; nothing is sent
    }

    const hasFiles = step.slug === 'document-proofs' || step.slug === 'bills';
    try {
      const result = await saveStep({
        parts: saveParts(step.slug, payload, { applicationCode: code, captchaToken }),
        onProgress: hasFiles ? setUploadProgress : undefined,
      });
      if (result.submitted || isLastStep) {
        isLeavingOnPurpose.current = true;
        dismissToasts();
        if (access.layout === 'admin') {
          // The caseworker's session goes on: back to the record, which now shows the onboarding sent in.
          showToast('success', copy.assisted.submitted(detail.name));
          void navigate(access.recordPath, { replace: true });
          return;
        }
        // The session has ended on the server; the success page ends it here too and
        // says what the server's message says, so no toast repeats it.
        void navigate(ONBOARDING_PATHS.success, { replace: true, state: SUBMITTED_STATE });
        return;
      }
      await markSaved(step.slug);
      showToast('success', result.message || copy.saved.step);
      const next = WIZARD_STEPS[index + 1];
      if (next) goTo(next.slug);
    } catch (error) {
      const apiError = saveFailure(error, copy.failures.save);
      showErrors(apiError.fieldErrors, payload.toFormField, 'server', apiError.message);
    } finally {
      setUploadProgress(null);
    }
  };

  const onBack = () => {
    clearErrors();
    const previous = WIZARD_STEPS[index - 1];
    if (previous) goTo(previous.slug);
  };

  /** Skip (steps 3-5): tells the server (`skip=1`, nothing saved), puts the step's saved answers back and moves on. */
  const onSkip = async () => {
    clearErrors();
    setIsSkipping(true);
    try {
      await saveStep({ parts: saveParts(step.slug, null, { applicationCode: code, captchaToken: null, isSkip: true }) });
      for (const section of STEP_SECTIONS[step.slug]) setValue(section, savedRef.current[section] as never, { shouldDirty: true });
      const next = WIZARD_STEPS[index + 1];
      if (next) goTo(next.slug);
    } catch (error) {
      const apiError = saveFailure(error, copy.failures.save);
      showErrors(apiError.fieldErrors, () => null, 'server', apiError.message);
    } finally {
      setIsSkipping(false);
    }
  };

  const onQuit = () => {
    if (access.layout === 'admin') {
      void navigate(access.recordPath);
      return;
    }
    isQuitting.current = true;
    void navigate(ONBOARDING_PATHS.login(code));
  };

  const summaryItems = stepSummaryItems(errors, (field) => stepOfField(field) === step.slug, SUBMIT_ID);

  const StepFields = ONBOARDING_STEP_COMPONENTS[step.slug];
  const isRejected = detail.current_process === 'rejected' && detail.rejection_reason.length > 0;

  return (
    <StepShell
      form={form}
      copy={SHELL_COPY}
      banner={
        access.layout === 'admin' && (
          <p id={ASSISTED_BANNER_ID} className="step-shell__notice">
            {copy.assisted.banner(detail.name)}
          </p>
        )
      }
      steps={WIZARD_STEPS.map((item) => ({ title: item.title, isOptional: item.isOptional, isCompleted: savedSteps.includes(item.slug) }))}
      currentIndex={index}
      rejection={
        isRejected
          ? { id: 'onboarding-rejected', ...copy.rejected, reasons: detail.rejection_reason.map((reason) => reason.message) }
          : null
      }
      summaryItems={summaryItems}
      attempt={stepErrors.attempt}
      headingId={HEADING_ID}
      headingRef={headingRef}
      caption={copy.stepCount(index + 1, WIZARD_STEPS.length)}
      title={step.title}
      isOptional={step.isOptional}
      notes={<p className="step-shell__note">{copy.requiredNote}</p>}
      // The banner is read with the form, since focus moves to each step's heading, below it.
      describedBy={access.layout === 'admin' ? ASSISTED_BANNER_ID : undefined}
      onSubmit={onSubmit}
      uploadProgress={uploadProgress}
      afterFields={
        isLastStep && <p className="step-shell__note">{access.layout === 'admin' ? copy.assisted.submitNote : copy.bills.submitNote}</p>
      }
      onBack={index > 0 ? onBack : undefined}
      onSkip={step.isSkippable ? () => void onSkip() : undefined}
      isSkipping={isSkipping}
      submitId={SUBMIT_ID}
      submitLabel={isLastStep ? copy.buttons.submit : copy.buttons.saveAndProceed}
      afterActions={access.layout === 'client' && <RecaptchaNotice />}
      footer={
        <>
          <div className="step-shell__footer">
            <button
              type="button"
              className="button button--link"
              onClick={onQuit}
              disabled={form.formState.isSubmitting || isSkipping}
              aria-describedby="onboarding-quit-hint"
            >
              {copy.buttons.quit}
            </button>
            <p id="onboarding-quit-hint" className="field__hint">
              {access.layout === 'admin' ? copy.assisted.quitHint : copy.quitHint}
            </p>
          </div>
          {access.layout === 'client' && <EndSessionOnQuit isQuitting={isQuitting} />}
        </>
      }
      isLeavingOnPurpose={isLeavingOnPurpose}
      onStay={() => {
        isQuitting.current = false;
      }}
    >
      <StepFields key={step.slug} detail={detail} />
    </StepShell>
  );
}

/**
 * Quit ends the client's session once the wizard has left the page (after the unsaved-changes question, if
 * any). Its own component, rendered only in the client's layout: the back office has no client session.
 */
function EndSessionOnQuit({ isQuitting }: { isQuitting: RefObject<boolean> }) {
  const { logout } = useSession();
  useEffect(
    () => () => {
      if (!isQuitting.current) return;
      void logoutOnServer()
        .catch(() => undefined)
        .finally(() => {
          logout();
          showToast('success', copy.loggedOut);
        });
    },
    [logout, isQuitting],
  );
  return null;
}
