import { passwordChecklist, usernameChecklist, type ChecklistItem } from '@payee/contract';
import './credential-checklist.css';

/** A live list of rules under a password or username field. */
export interface CredentialChecklistProps {
  /** What the user has typed so far. */
  value: string;
  /** Id, so the input can name the list in its aria-describedby. */
  id?: string;
}

/** Each rule with a tick or cross and the words "Met" or "Not met yet": never colour alone. */
export function RuleChecklist({ items, id, label }: { items: readonly ChecklistItem[]; id?: string; label: string }) {
  return (
    <ul id={id} className="checklist" aria-label={label}>
      {items.map((rule) => (
        <li key={rule.id} className={`checklist__item checklist__item--${rule.isMet ? 'met' : 'unmet'}`}>
          <span className="checklist__mark" aria-hidden="true">
            {rule.isMet ? '✓' : '✗'}
          </span>
          <span>
            <span className="visually-hidden">{rule.isMet ? 'Met:' : 'Not met yet:'}</span> {rule.label}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The password rules, updated as the user types. */
export function PasswordChecklist({ value, id }: CredentialChecklistProps) {
  return <RuleChecklist items={passwordChecklist(value)} id={id} label="Password rules" />;
}

/** The username rules, updated as the user types. */
export function UsernameChecklist({ value, id }: CredentialChecklistProps) {
  return <RuleChecklist items={usernameChecklist(value)} id={id} label="Username rules" />;
}
