import type { FieldProps } from './field';

/** The label, hint, error and optional marker every field takes. */
export type FieldBaseProps = Pick<FieldProps, 'id' | 'label' | 'hint' | 'error' | 'isOptional' | 'className'>;
