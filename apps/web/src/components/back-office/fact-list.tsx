import type { ReactNode } from 'react';

/** One read-only answer: its label and its value. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Read-only answers as a description list (GOV.UK's summary list): each label read with its value. Long values
 * (e-mail addresses, websites) break rather than widen the page.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="admin-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="admin-facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
