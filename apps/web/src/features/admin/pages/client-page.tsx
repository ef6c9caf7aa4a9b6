import { useEffect, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { formatDisplayDate, formatMoney, formatPhone, ZAdminClientIdParamsSchema, type TAdminClientProfile } from '@payee/contract';
import { focusPageHeading, isFocusOnPageFrame } from '@/lib/page-heading-focus';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_CLIENTS_PATH, adminApplicationPath, NOTE_ENQUIRY_PARAMS, noteAboutOf } from '@/lib/back-office/admin-paths';
import { AdminSection } from '@/components/back-office/admin-section';
import { useClientProfile } from '../api/get-client-profile';
import { CaseNotesSection, type NoteEnquiry } from '../components/case-notes';
import { ClientDocumentsSection } from '../components/client-documents';
import { ClientCaseworkerSection } from '../components/client-caseworker';
import { ClientReadsSection } from '../components/client-reads';
import { ClientSignInPanel } from '../components/client-sign-in-panel';
import { ClientTasksSection } from '../components/client-tasks';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { ClientStatusBadge } from '@/components/back-office/status-badge';
import { DataTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { StaffFile } from '../components/staff-file';
import { formatStaffMoment } from '@/lib/back-office/format';

const copy = ADMIN_CLIENTS_CONTENT.profile;
const NONE = ADMIN_CONTENT.none;
const when = (iso: string | null) => formatStaffMoment(iso, NONE);
const orNone = (text: string | null | undefined) => text || NONE;

type Profile = TAdminClientProfile;
type Row<K extends keyof Profile> = Profile[K] extends readonly (infer T)[] ? T : never;

/**
 * `/admin/clients/:id` (caseworkers): the whole record of one client as the API gives it (the SSN and birth
 * date masked by the server), and the actions on their sign-in. The page title stays "Client profile", never
 * the name: titles are kept in the browser's history too.
 */
export function ClientProfilePage() {
  usePageTitle(copy.pageTitle);
  const params = ZAdminClientIdParamsSchema.safeParse({ id: useParams().id });
  const id = params.success ? params.data.id : 0;
  const { data: client, error } = useClientProfile(id, params.success);
  const [search] = useSearchParams();
  const noteEnquiry = enquiryOf(search);
  const noteAbout = noteAboutOf(useLocation().state);
  const isShown = client !== undefined;
  // The h1 comes with the data: the route's focus found none, so it is given here once it exists.
  useEffect(() => {
    if (isShown && isFocusOnPageFrame()) focusPageHeading();
  }, [isShown]);

  if (!params.success || error) {
    return (
      <>
        <h1>{copy.pageTitle}</h1>
        {params.success ? (
          <QueryWaiting error={error} />
        ) : (
          <p className="admin-error" role="alert">
            {copy.notFound}
          </p>
        )}
        <p>
          <Link to={ADMIN_CLIENTS_PATH}>{copy.back}</Link>
        </p>
      </>
    );
  }
  if (!client) return <QueryWaiting error={null} />;
  return (
    <>
      <p>
        <Link to={ADMIN_CLIENTS_PATH}>{copy.back}</Link>
      </p>
      <h1>{client.identity.name}</h1>
      <p>
        <ClientStatusBadge status={client.status} /> {client.application_code}
      </p>
      <ClientSignInPanel client={client} />
      <ClientCaseworkerSection clientId={client.id} />
      <ClientTasksSection key={`tasks-${client.id}`} clientId={client.id} />
      <CaseNotesSection key={`${client.id}-${noteAbout ?? ''}`} clientId={client.id} enquiry={noteEnquiry} about={noteAbout} />
      <ClientDocumentsSection key={`documents-${client.id}`} clientId={client.id} />
      <IdentitySection client={client} />
      <ProgramsSection programs={client.programs} />
      <ContactsSection contacts={client.contacts} />
      <BenefitsSection benefits={client.benefits} />
      <BillsSection bills={client.bills} />
      <DocumentsSection documents={client.documents} />
      <ApplicationSection applications={client.applications} />
      <OnboardingSection onboarding={client.onboarding} />
      <SignInsSection signIns={client.sign_ins} />
      <ClientReadsSection clientId={client.id} />
    </>
  );
}

/** `?enquiry=12&reference=ENQ-…`: a note started from that enquiry (the enquiry page's link). */
function enquiryOf(search: URLSearchParams): NoteEnquiry | undefined {
  const id = Number(search.get(NOTE_ENQUIRY_PARAMS.id));
  const reference = search.get(NOTE_ENQUIRY_PARAMS.reference);
  return Number.isInteger(id) && id > 0 && reference ? { id, reference } : undefined;
}

function addressOf(address: NonNullable<Profile['identity']['address']>): string {
  const place = [address.city_name, address.state, address.zip_code].filter(Boolean).join(', ');
  const lines = [address.line_1, address.line_2, address.county, place, address.is_international ? address.country : null];
  return [...lines.filter(Boolean), address.is_international ? copy.international : null].filter(Boolean).join('\n');
}

function IdentitySection({ client }: { client: Profile }) {
  const { identity } = client;
  const labels = copy.identity;
  return (
    <AdminSection id="client-identity" heading={copy.identityHeading}>
      <FactList
        facts={[
          { label: labels.name, value: identity.name },
          { label: labels.username, value: orNone(identity.username) },
          { label: labels.email, value: orNone(identity.email) },
          { label: labels.phone, value: identity.phone ? formatPhone(identity.phone) : NONE },
          { label: labels.ssn, value: identity.ssn_masked },
          { label: labels.birthDate, value: identity.date_of_birth_masked },
          { label: labels.age, value: String(identity.age) },
          { label: labels.address, value: identity.address ? addressOf(identity.address) : NONE },
          { label: labels.applicationCode, value: client.application_code },
          {
            label: labels.process,
            value: client.current_process
              ? `${ADMIN_CLIENTS_CONTENT.processes[client.process_type]}: ${ADMIN_CLIENTS_CONTENT.currentProcesses[client.current_process]}`
              : ADMIN_CLIENTS_CONTENT.processes[client.process_type],
          },
          { label: labels.createdAt, value: when(client.created_at) },
        ]}
      />
    </AdminSection>
  );
}

const programColumns: ColumnDef<Row<'programs'>, unknown>[] = [
  { id: 'name', header: copy.programColumns.name, cell: ({ row }) => row.original.name },
  { id: 'status', header: copy.programColumns.status, cell: ({ row }) => copy.programStatuses[row.original.status] },
  { id: 'enrolled_on', header: copy.programColumns.enrolledOn, cell: ({ row }) => formatDisplayDate(row.original.enrolled_on) },
  {
    id: 'balance',
    header: copy.programColumns.balance,
    cell: ({ row }) => <span className="admin-nowrap">{formatMoney(row.original.balance.value)}</span>,
  },
];

function ProgramsSection({ programs }: { programs: Profile['programs'] }) {
  return (
    <AdminSection id="client-programs" heading={copy.programsHeading}>
      <DataTable caption={copy.programsCaption} columns={programColumns} rows={programs} rowKey={(row) => row.id} empty={copy.noPrograms} />
    </AdminSection>
  );
}

function ContactsSection({ contacts }: { contacts: Profile['contacts'] }) {
  return (
    <AdminSection id="client-contacts" heading={copy.contactsHeading}>
      {contacts.length === 0 ? (
        <p>{copy.noContacts}</p>
      ) : (
        contacts.map((contact) => (
          <article key={contact.id} aria-labelledby={`contact-${contact.id}`}>
            <h3 id={`contact-${contact.id}`}>{contact.name}</h3>
            <FactList
              facts={[
                {
                  label: copy.contact.category,
                  value: orNone(contact.contact_category?.full_name ?? contact.contact_category?.name ?? contact.other_contact_category),
                },
                {
                  label: copy.contact.phone,
                  value: contact.personal_contact.primary_phone ? formatPhone(contact.personal_contact.primary_phone) : NONE,
                },
                { label: copy.contact.email, value: orNone(contact.personal_contact.primary_email) },
                { label: copy.contact.description, value: orNone(contact.description) },
              ]}
            />
          </article>
        ))
      )}
    </AdminSection>
  );
}

const benefitColumns: ColumnDef<Row<'benefits'>, unknown>[] = [
  { id: 'name', header: ADMIN_CONTENT.benefits.columns.name, cell: ({ row }) => row.original.name },
  { id: 'amount', header: ADMIN_CONTENT.benefits.columns.amount, cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'from', header: ADMIN_CONTENT.benefits.columns.from, cell: ({ row }) => formatDisplayDate(row.original.effective_from.date) },
  {
    id: 'till',
    header: ADMIN_CONTENT.benefits.columns.till,
    cell: ({ row }) => (row.original.effective_till ? formatDisplayDate(row.original.effective_till.date) : copy.ongoing),
  },
];

function BenefitsSection({ benefits }: { benefits: Profile['benefits'] }) {
  return (
    <AdminSection id="client-benefits" heading={copy.benefitsHeading}>
      <DataTable
        caption={ADMIN_CONTENT.benefits.caption}
        columns={benefitColumns}
        rows={benefits}
        rowKey={(row) => row.id}
        empty={copy.noBenefits}
      />
    </AdminSection>
  );
}

const billColumns: ColumnDef<Row<'bills'>, unknown>[] = [
  { id: 'name', header: copy.billColumns.name, cell: ({ row }) => row.original.reporting_account.name },
  { id: 'amount', header: copy.billColumns.amount, cell: ({ row }) => formatMoney(row.original.amount) },
  {
    id: 'repeats',
    header: copy.billColumns.repeats,
    cell: ({ row }) =>
      row.original.is_recursive && row.original.bill_repeat_frequency
        ? copy.billEvery(row.original.bill_repeat_frequency.name, row.original.repeat_intervals)
        : copy.billOnce,
  },
];

function BillsSection({ bills }: { bills: Profile['bills'] }) {
  return (
    <AdminSection id="client-bills" heading={copy.billsHeading}>
      <DataTable caption={copy.billsCaption} columns={billColumns} rows={bills} rowKey={(row) => row.id} empty={copy.noBills} />
    </AdminSection>
  );
}

/**
 * Each stored file behind a "Show" button: a file is fetched only when asked for (they are personal
 * documents, and a profile may hold several PDFs).
 */
function DocumentsSection({ documents }: { documents: Profile['documents'] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  return (
    <AdminSection id="client-documents" heading={copy.documentsHeading}>
      {documents.length === 0 ? (
        <p>{copy.noDocuments}</p>
      ) : (
        <ul className="admin-links">
          {documents.map((document) => {
            const isOpen = open.has(document.file_path);
            return (
              <li key={document.file_path}>
                <h3 className="admin-break">{document.label}</h3>
                <p className="admin-break">
                  {copy.documentKinds[document.kind]}: {document.original_name}
                  {document.uploaded_at && ` · ${copy.uploadedAt(when(document.uploaded_at))}`}
                </p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-expanded={isOpen}
                  onClick={() => toggle(document.file_path)}
                >
                  {isOpen ? copy.hideDocument(document.label) : copy.showDocument(document.label)}
                </button>
                {isOpen && <StaffFile apiPath={document.file_path} name={document.original_name} />}
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}

type Decision = Row<'applications'>['decisions'][number];
const decisionColumns: ColumnDef<Decision, unknown>[] = [
  { id: 'decision', header: copy.decisionColumns.decision, cell: ({ row }) => ADMIN_CONTENT.decisions[row.original.decision] },
  { id: 'by', header: copy.decisionColumns.by, cell: ({ row }) => row.original.decided_by },
  { id: 'at', header: copy.decisionColumns.at, cell: ({ row }) => when(row.original.decided_at) },
  { id: 'reasons', header: copy.decisionColumns.reasons, cell: ({ row }) => row.original.reasons.join(' ') || NONE },
];

function ApplicationSection({ applications }: { applications: Profile['applications'] }) {
  return (
    <AdminSection id="client-application" heading={copy.applicationsHeading}>
      {applications.length === 0 ? (
        <p>{copy.noApplication}</p>
      ) : (
        applications.map((application) => (
          <div key={application.id}>
            <FactList
              facts={[
                { label: copy.application.code, value: application.application_code },
                { label: copy.application.status, value: application.is_draft ? copy.application.draft : orNone(application.status?.name) },
                { label: copy.application.createdAt, value: when(application.created_at) },
                { label: copy.application.submittedAt, value: when(application.submitted_at) },
              ]}
            />
            <p>
              <Link to={adminApplicationPath(application.application_code)}>{copy.application.open(application.application_code)}</Link>
            </p>
            {application.decisions.length > 0 && (
              <DataTable
                caption={copy.decisionsCaption}
                columns={decisionColumns}
                rows={application.decisions}
                rowKey={(decision) => decision.decided_at}
                empty=""
              />
            )}
          </div>
        ))
      )}
    </AdminSection>
  );
}

type OnboardingAction = NonNullable<Profile['onboarding']>['actions'][number];
const actionColumns: ColumnDef<OnboardingAction, unknown>[] = [
  { id: 'action', header: copy.actionColumns.action, cell: ({ row }) => ADMIN_CONTENT.onboardingActions[row.original.action] },
  { id: 'by', header: copy.actionColumns.by, cell: ({ row }) => row.original.acted_by },
  { id: 'at', header: copy.actionColumns.at, cell: ({ row }) => when(row.original.acted_at) },
  { id: 'reasons', header: copy.actionColumns.reasons, cell: ({ row }) => row.original.reasons.join(' ') || NONE },
];

function OnboardingSection({ onboarding }: { onboarding: Profile['onboarding'] }) {
  return (
    <AdminSection id="client-onboarding" heading={copy.onboardingHeading}>
      {onboarding === null ? (
        <p>{copy.noOnboarding}</p>
      ) : (
        <>
          <FactList
            facts={[{ label: copy.onboardingSubmittedAt, value: formatStaffMoment(onboarding.submitted_at, ADMIN_CONTENT.notSentIn) }]}
          />
          <DataTable
            caption={copy.onboardingCaption}
            columns={actionColumns}
            rows={onboarding.actions}
            rowKey={(action) => `${action.action}-${action.acted_at}`}
            empty={NONE}
          />
        </>
      )}
    </AdminSection>
  );
}

const signInColumns: ColumnDef<Row<'sign_ins'>, unknown>[] = [
  { id: 'at', header: copy.signInColumns.at, cell: ({ row }) => when(row.original.at) },
  { id: 'method', header: copy.signInColumns.method, cell: ({ row }) => (row.original.method ? copy.methods[row.original.method] : NONE) },
  { id: 'outcome', header: copy.signInColumns.outcome, cell: ({ row }) => copy.outcomes[row.original.outcome] ?? row.original.outcome },
  { id: 'ip', header: copy.signInColumns.ip, cell: ({ row }) => <span className="admin-break">{orNone(row.original.ip)}</span> },
];

function SignInsSection({ signIns }: { signIns: Profile['sign_ins'] }) {
  return (
    <AdminSection id="client-sign-ins" heading={copy.signInsHeading}>
      <DataTable
        caption={copy.signInsCaption}
        columns={signInColumns}
        rows={signIns}
        rowKey={(attempt) => `${attempt.at}-${attempt.outcome}`}
        empty={copy.noSignIns}
      />
    </AdminSection>
  );
}
