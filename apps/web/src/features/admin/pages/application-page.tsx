import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { SSA_DOCUMENTS, type IntakeStepSlug, type TIntakeApplication } from '@payee/contract';
import { AnswerSections, valuesFromApplication, visibleSteps } from '@/features/intake/form/staff-answers';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_APPLICATIONS_PATH, queueSearchOf } from '@/lib/back-office/admin-paths';
import { applicationHistoryQuery, applicationRecordQuery } from '../api/application-record';
import { AdminSection } from '@/components/back-office/admin-section';
import { ApplicationDecision } from '../components/application-decision';
import { ApplicationHistory } from '../components/application-history';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { SsnReveal } from '../components/ssn-reveal';
import { StaffFile } from '../components/staff-file';

const copy = ADMIN_APPLICATION_CONTENT;
const documentLabels = INTAKE_STEPS_CONTENT.ssaDocuments.documents;

/** The SSA documents, each in the page (image or PDF) with its download, under the step's answers. */
function DocumentPreviews({ application }: { application: TIntakeApplication }) {
  return (
    <>
      <h3>{copy.documents.heading}</h3>
      {SSA_DOCUMENTS.map((document) => {
        const saved = application.ssa_documents.find((file) => file.slug === document.slug);
        if (!saved) return null;
        return (
          <figure key={document.slug} className="admin-document">
            <figcaption>{documentLabels[document.field].label}</figcaption>
            <StaffFile apiPath={saved.file_path} name={saved.original_name} />
          </figure>
        );
      })}
    </>
  );
}

/** The applicant's answers, read as they see them on "Check your answers", without Change links. */
function Answers({ application }: { application: TIntakeApplication }) {
  const values = valuesFromApplication(application);
  const sections = visibleSteps('new', values.representative.representative_type);
  const sectionEnd = (slug: IntakeStepSlug) =>
    slug === 'ssa-documents' && application.ssa_documents.length > 0 ? <DocumentPreviews application={application} /> : null;
  return <AnswerSections sections={sections} values={values} application={application} sectionEnd={sectionEnd} />;
}

/**
 * `/admin/applications/:code` (caseworkers): one intake application: who and where it stands, the full SSN on
 * a recorded request, every answer by step with the documents in the page, its history and the decision.
 */
export function ApplicationPage() {
  const { code = '' } = useParams();
  const location = useLocation();
  usePageTitle(copy.pageTitle(code));
  const statusRef = useRef<HTMLParagraphElement>(null);
  const record = useQuery(applicationRecordQuery(code));
  const history = useQuery(applicationHistoryQuery(code));
  const application = record.data;
  const name = application ? [application.first_name, application.last_name].filter(Boolean).join(' ') : '';

  return (
    <>
      <p>
        <Link to={{ pathname: ADMIN_APPLICATIONS_PATH, search: queueSearchOf(location.state) }}>{copy.backToQueue}</Link>
      </p>
      <h1 className="admin-break">{application ? copy.heading(application.application_code, name) : copy.pageTitle(code)}</h1>
      {!application ? (
        <QueryWaiting error={record.error} />
      ) : (
        <>
          <p ref={statusRef} tabIndex={-1} className="admin-status">
            {copy.facts.statusLine(application.application_status?.name ?? '')}
          </p>
          <FactList
            facts={[
              {
                label: copy.facts.ssn,
                value: application.ssn && <SsnReveal code={application.application_code} masked={application.ssn} />,
              },
            ]}
          />
          <Answers application={application} />
          <AdminSection id="history-heading" heading={copy.history.heading}>
            <p className="admin-muted">{copy.history.intro}</p>
            {history.data ? <ApplicationHistory events={history.data} /> : <QueryWaiting error={history.error} />}
          </AdminSection>
          <AdminSection id="decision-heading" heading={copy.decision.heading}>
            <ApplicationDecision
              code={application.application_code}
              name={name}
              statusId={application.application_status?.id ?? 0}
              onDecided={() => statusRef.current?.focus()}
            />
          </AdminSection>
        </>
      )}
    </>
  );
}
