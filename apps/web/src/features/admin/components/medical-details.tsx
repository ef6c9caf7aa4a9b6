import { useEffect, useRef, useState } from 'react';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { ZOnboardingMedicalRevealRequestSchema, ZHealthInfoSchema, type THealthInfoRead } from '@payee/contract';
import { AdminSection } from '@/components/back-office/admin-section';
import { FactList } from '@/components/back-office/fact-list';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { postOnboardingMedical } from '../api/post-onboarding-medical';

const copy = ADMIN_ONBOARDING_CONTENT.record;
const MEDICAL_FIELDS = Object.keys(ZHealthInfoSchema.shape) as (keyof THealthInfoRead & keyof typeof copy.medical)[];

/**
 * Step 3, the medical details: never in the record's read, only through the reveal, which asks why and records
 * it in the audit trail. The answer lives in this component's state alone (not the query cache), so it is gone
 * once the page is left; focus moves to it once shown, since the button that asked for it is gone.
 */
export function MedicalDetails({ client, hasHealthInfo }: { client: string; hasHealthInfo: boolean }) {
  const [isAsking, setIsAsking] = useState(false);
  const [revealed, setRevealed] = useState<THealthInfoRead | null>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) detailsRef.current?.focus();
  }, [revealed]);

  return (
    <AdminSection id="medical-heading" heading={copy.medicalHeading}>
      {!hasHealthInfo ? (
        <p>{copy.noMedical}</p>
      ) : revealed ? (
        <div ref={detailsRef} tabIndex={-1} aria-labelledby="medical-heading" role="group">
          <FactList
            // Every answer of the step, by its name, with its label from the content.
            facts={MEDICAL_FIELDS.map((field) => ({
              label: copy.medical[field],
              value: <span className="admin-break">{revealed[field] ?? copy.notGiven}</span>,
            }))}
          />
        </div>
      ) : (
        <>
          <p>{copy.medicalIntro}</p>
          <button type="button" className="button button--secondary" onClick={() => setIsAsking(true)}>
            {copy.showMedical}
          </button>
        </>
      )}
      {isAsking && (
        <ReasonDialog
          title={copy.medicalDialogTitle}
          intro={copy.medicalDialogIntro}
          submitLabel={copy.medicalShow}
          requestSchema={ZOnboardingMedicalRevealRequestSchema}
          purposes={REVEAL_PURPOSE_WORDS.medical}
          send={postOnboardingMedical(client)}
          onDone={(answer) => setRevealed(answer.data)}
          onClose={() => setIsAsking(false)}
        />
      )}
    </AdminSection>
  );
}
