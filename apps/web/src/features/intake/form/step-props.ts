import type { TIntakeApplication } from '@payee/contract';
import type { To } from 'react-router';
import type { IntakeFormValues } from './values';

/** Whether the form starts a new application or continues a saved one (`/client/intake/resume/:id`). */
export type IntakeMode = 'new' | 'resume';

/**
 * What every step component receives. A step renders its own fields (with `useFormContext<IntakeFormValues>()`)
 * and nothing else: the heading, Back/Skip/submit buttons, the error summary and saving are the form's.
 */
export interface IntakeStepProps {
  mode: IntakeMode;
  /** The saved application, once there is one (resume mode, or after the first save): saved files, username… */
  application: TIntakeApplication | null;
}

/**
 * What every step's answers component receives on "Check your answers": the values, and where each answer's
 * Change link goes (the step, marked to come back to the check page after saving). The back office reads the
 * same answers without Change links (it cannot change them).
 */
export interface IntakeAnswersProps {
  values: IntakeFormValues;
  application: TIntakeApplication | null;
  /** The Change link of one answer, by its field name (`physical_address.county`); none when left out. */
  changeTo?: (field: string) => To;
}
