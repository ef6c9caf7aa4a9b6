import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, type To } from 'react-router';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { INTAKE_STEPS, type IntakeStepSlug, type TIntakeApplication } from '@payee/contract';
import { CHECK_PAGE, stepOfField, type IntakeStep } from './step-flow';
import type { IntakeMode } from './step-props';
import { INTAKE_STEP_COMPONENTS } from './steps';
import type { IntakeFormValues } from './values';
import './check-answers.css';

/** What the check page shows: the shown steps and the saved application. */
export interface CheckAnswersProps {
  mode: IntakeMode;
  steps: readonly IntakeStep[];
  application: TIntakeApplication | null;
}

/**
 * "Check your answers" (`?step=check`, GOV.UK check-answers pattern): every answer grouped by step under an
 * h2, each with a Change link that opens its step marked `return=check`, so saving it comes back here. The
 * username of a resumed application is listed under Login Details without a Change link.
 */
export function CheckAnswers({ mode, steps, application }: CheckAnswersProps) {
  const copy = INTAKE_FORM_CONTENT.check;
  const location = useLocation();
  const values = useWatch<IntakeFormValues>() as IntakeFormValues;
  const representativeType = values.representative.representative_type;

  const changeTo = (field: string): To => {
    const step = stepOfField(field, steps, representativeType);
    return {
      pathname: location.pathname,
      search: `?step=${step ?? CHECK_PAGE}&return=${CHECK_PAGE}`,
      hash: `#${field}`,
    };
  };

  const shownSlugs = new Set(steps.map((step) => step.slug));
  const sections = INTAKE_STEPS.filter(
    (step) => shownSlugs.has(step.slug) || (step.slug === 'login-details' && mode === 'resume' && application?.user),
  );

  return (
    <>
      <p>{copy.lead}</p>
      <AnswerSections
        sections={sections}
        values={values}
        application={application}
        changeTo={changeTo}
        sectionNote={(slug) => slug === 'login-details' && <p className="field__hint">{copy.loginDetailsNote}</p>}
      />
      <h2 className="check-answers__heading">{copy.submitHeading}</h2>
      <p>{copy.submitText}</p>
    </>
  );
}

/** Props of AnswerSections. */
export interface AnswerSectionsProps {
  /** The steps to show, in form order. */
  sections: readonly IntakeStep[];
  values: IntakeFormValues;
  application: TIntakeApplication | null;
  /** Each answer's Change link; without it the answers are read only (the back office). */
  changeTo?: (field: string) => To;
  /** Anything a section shows under its heading, before its answers. */
  sectionNote?: (slug: IntakeStepSlug) => ReactNode;
  /** Anything a section shows after its answers (the back office's document previews). */
  sectionEnd?: (slug: IntakeStepSlug) => ReactNode;
}

/** Every answer grouped by step: each step a section under its h2, its answers one `<dl>`. */
export function AnswerSections({ sections, values, application, changeTo, sectionNote, sectionEnd }: AnswerSectionsProps) {
  return sections.map((step) => {
    const { Answers } = INTAKE_STEP_COMPONENTS[step.slug];
    const headingId = `answers-${step.slug}`;
    return (
      <section key={step.slug} className="check-answers__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="check-answers__heading">
          {step.title}
        </h2>
        {sectionNote?.(step.slug)}
        <dl className="answer-list">
          <Answers values={values} application={application} changeTo={changeTo} />
        </dl>
        {sectionEnd?.(step.slug)}
      </section>
    );
  });
}
