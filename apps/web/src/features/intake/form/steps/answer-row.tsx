import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';

/*
 * The rows of "Check your answers" (GOV.UK "check answers" pattern): each step's `<Pascal>Answers` returns
 * its rows (a fragment of `<AnswerRow>`s, one per answer); the check page puts them in one `<dl>` under the
 * step's heading:
 *
 *   <AnswerRow label="County" value={values.physical_address.county} changeTo={changeTo} field="physical_address.county" />
 */

/** Whether an answer counts as not given: '', null, undefined or an empty list. */
export const isEmptyAnswer = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** One answer on "Check your answers". */
export interface AnswerRowProps {
  /** The question, in a few words ("Date of birth"); also read after "Change". */
  label: string;
  /** The answer as shown; an empty one shows "Not provided". A list of lines shows one line each. */
  value: ReactNode | readonly string[];
  /** Where Change links go (IntakeAnswersProps.changeTo); leave out for an answer that cannot be changed. */
  changeTo?: (field: string) => To;
  /** The field the Change link opens (its dotted name, `physical_address.county`). */
  field?: string;
}

/** `<div><dt>label</dt><dd>value</dd><dd>Change label</dd></div>`; "Not provided" for an empty value. */
export function AnswerRow({ label, value, changeTo, field }: AnswerRowProps) {
  const copy = INTAKE_FORM_CONTENT.check;
  const isEmpty = isEmptyAnswer(value);
  let shown: ReactNode;
  if (isEmpty) shown = <span className="answer-list__empty">{copy.notProvided}</span>;
  else if (Array.isArray(value)) {
    shown = (value as readonly string[]).map((line, index) => (
      <span key={index} className="answer-list__line">
        {line}
      </span>
    ));
  } else shown = value as ReactNode;
  return (
    <div className="answer-list__row">
      <dt className="answer-list__label">{label}</dt>
      <dd className="answer-list__value">{shown}</dd>
      {changeTo && field && (
        <dd className="answer-list__action">
          <Link to={changeTo(field)}>
            {copy.change} <span className="visually-hidden">{label}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}
