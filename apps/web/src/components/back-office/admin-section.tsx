import type { ReactNode } from 'react';

/** Props of AdminSection. */
export interface AdminSectionProps {
  /** The id of its h2, which names the section (aria-labelledby). */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A titled part of a back-office page: a section under its h2, labelled by it. */
export function AdminSection({ id, heading, children }: AdminSectionProps) {
  return (
    <section aria-labelledby={id} className="admin-section">
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
