import { useState } from 'react';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { ZSsnRevealRequestSchema } from '@payee/contract';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { postIntakeSsn } from '../api/post-intake-ssn';

const copy = ADMIN_APPLICATION_CONTENT.ssn;

/** Props of SsnReveal. */
export interface SsnRevealProps {
  /** The application's code: whose SSN. */
  code: string;
  /** The SSN as the page shows it by default (`***-**-6789`). */
  masked: string;
}

/**
 * An applicant's SSN, masked until a member of staff asks for it with a reason (ReasonDialog; the server
 * records the reason before it answers). The full number lives in this component's state only, never in the
 * query cache, and goes when the page is left or Hide is pressed. One button shows and hides it, so focus
 * stays on it either way (and returns to it when the dialog closes).
 */
export function SsnReveal({ code, masked }: SsnRevealProps) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <span className="admin-nowrap">{revealed ?? masked}</span>{' '}
      <button type="button" className="button button--secondary" onClick={() => (revealed ? setRevealed(null) : setIsAsking(true))}>
        {revealed ? copy.hide : copy.show}
      </button>
      {revealed && <p className="admin-muted">{copy.recorded}</p>}
      {isAsking && (
        <ReasonDialog
          title={copy.dialogTitle}
          intro={copy.dialogIntro}
          submitLabel={copy.show}
          requestSchema={ZSsnRevealRequestSchema}
          purposes={REVEAL_PURPOSE_WORDS.ssn}
          send={postIntakeSsn(code)}
          onDone={({ data }) => setRevealed(data.ssn)}
          onClose={() => setIsAsking(false)}
        />
      )}
    </>
  );
}
