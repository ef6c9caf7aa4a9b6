import type { ReactNode, RefObject } from 'react';

/** Props of AdminSection. */
export interface AdminSectionProps {
  /** The id of its h2, which names the section (aria-labelledby). */
  id: string;
  heading: string;
  children: ReactNode;
  /** Given when focus is moved to the heading (after an action): the h2 then takes focus by script only. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** A titled part of a back-office page: a section under its h2, labelled by it. */
export function AdminSection({ id, heading, children, headingRef }: AdminSectionProps) {
  return (
    <section aria-labelledby={id} className="admin-section">
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
