import type { ReactNode } from 'react';

/** Props of Facts: each fact a label and its value, in reading order. */
export interface FactsProps {
  facts: readonly (readonly [label: string, value: ReactNode])[];
}

/**
 * Read-only answers as a description list (GOV.UK's summary list): screen readers announce each value with
 * its label. Two columns on a wide screen, stacked on a phone; long words (e-mail addresses) break.
 */
export function Facts({ facts }: FactsProps) {
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="admin-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
