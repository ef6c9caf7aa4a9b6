import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import {
  formatDisplayDate,
  formatMoney,
  formatPhone,
  maskSsn,
  ONBOARDING_STEPS,
  type TAdminOnboardingDetailResponse,
  type TClientContactRead,
} from '@payee/contract';
import { programNames } from '../lib/enrolment-programs';
import { formatStaffMoment, maskIdentifier } from '@/lib/back-office/format';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { FactList, type Fact } from '@/components/back-office/fact-list';
import { OnboardingStatusBadge } from '@/components/back-office/status-badge';
import { StaffFile } from './staff-file';

const copy = ADMIN_ONBOARDING_CONTENT.record;

/** One onboarding as staff read it. */
export type OnboardingRecord = TAdminOnboardingDetailResponse['data'];
type Benefit = OnboardingRecord['benefits'][number];
type Action = OnboardingRecord['actions'][number];
type Address = NonNullable<TClientContactRead['physical_address']> | NonNullable<TClientContactRead['mailing_address']>;

/** A value the client may have left out. */
const given = (value: string | null | undefined): ReactNode => value || copy.notGiven;
/** A value that may be long without a space to break at (an e-mail address, a website). */
const breakable = (value: string | null | undefined): ReactNode => (value ? <span className="admin-break">{value}</span> : copy.notGiven);
/** An identifier number, masked: reviewing it needs no more than its last characters. */
const masked = (value: string | null | undefined): ReactNode =>
  value ? <span className="admin-nowrap">{maskIdentifier(value)}</span> : copy.notGiven;
const phone = (value: string | null | undefined): ReactNode =>
  value ? <span className="admin-nowrap">{formatPhone(value)}</span> : copy.notGiven;

/** Who the client is and where the onboarding stands; the reasons it was sent back, when it was. */
export function AboutClient({ record }: { record: OnboardingRecord }) {
  const facts: Fact[] = [
    { label: copy.facts.application_code, value: record.application_code },
    {
      label: copy.facts.status,
      value: <OnboardingStatusBadge processType={record.process_type} currentProcess={record.current_process} />,
    },
    { label: copy.facts.date_of_birth, value: given(record.date_of_birth?.formatted_date) },
    // The API gives only the last four digits.
    {
      label: copy.facts.ssn,
      value: record.ssn_number_partial ? <span className="admin-nowrap">{maskSsn(record.ssn_number_partial)}</span> : copy.notGiven,
    },
    { label: copy.facts.submitted_at, value: formatStaffMoment(record.submitted_at, ADMIN_CONTENT.notSentIn) },
    { label: copy.facts.steps, value: ADMIN_ONBOARDING_CONTENT.queue.stepsSaved(record.saved_steps.length, ONBOARDING_STEPS.length) },
  ];
  return (
    <AdminSection id="about-heading" heading={copy.aboutHeading}>
      <FactList facts={facts} />
      {record.process_type === 'onboarding' && record.current_process === 'rejected' && record.rejection_reason.length > 0 && (
        <>
          <h3 id="reasons-heading">{copy.reasonsHeading}</h3>
          <ul aria-labelledby="reasons-heading">
            {record.rejection_reason.map((reason, index) => (
              <li key={index} className="admin-break">
                {reason.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminSection>
  );
}

/** The photo the client uploaded at step 1, fetched with the staff token from the path the API gives. */
export function PhotoSection({ record }: { record: OnboardingRecord }) {
  return (
    <AdminSection id="photo-heading" heading={copy.photoHeading}>
      {record.image_url ? <StaffFile apiPath={record.image_url} name={record.image_name ?? copy.photoHeading} /> : <p>{copy.noPhoto}</p>}
    </AdminSection>
  );
}

/** Step 2: the identification and card numbers, masked, and up to three other identifiers. */
export function IdentifiersSection({ record }: { record: OnboardingRecord }) {
  const ids = record.identifiers;
  return (
    <AdminSection id="identifiers-heading" heading={copy.identifiersHeading}>
      {ids ? (
        <FactList
          facts={[
            { label: copy.identifiers.identification_type, value: given(ids.identification_type?.name) },
            { label: copy.identifiers.identity_code, value: masked(ids.identity_code) },
            { label: copy.identifiers.photo_id, value: masked(ids.photo_id) },
            { label: copy.identifiers.debit_card_no, value: masked(ids.debit_card_no) },
            { label: copy.identifiers.va_no, value: masked(ids.va_no) },
            { label: copy.identifiers.medicaid_no, value: masked(ids.medicaid_no) },
          ]}
        />
      ) : (
        <p>{copy.noIdentifiers}</p>
      )}
      {record.other_identifier.length > 0 && (
        <>
          <h3>{copy.otherIdentifiersHeading}</h3>
          <FactList facts={record.other_identifier.map((other) => ({ label: other.identity_type, value: masked(other.identity_code) }))} />
        </>
      )}
    </AdminSection>
  );
}

const benefitColumns: ColumnDef<Benefit, unknown>[] = [
  { id: 'name', header: ADMIN_CONTENT.benefits.columns.name, cell: ({ row }) => row.original.name },
  { id: 'amount', header: ADMIN_CONTENT.benefits.columns.amount, cell: ({ row }) => formatMoney(row.original.amount) },
  { id: 'from', header: ADMIN_CONTENT.benefits.columns.from, cell: ({ row }) => formatDisplayDate(row.original.effective_from.date) },
  {
    id: 'till',
    header: ADMIN_CONTENT.benefits.columns.till,
    cell: ({ row }) => (row.original.effective_till ? formatDisplayDate(row.original.effective_till.date) : copy.notGiven),
  },
];

/** Step 4: the benefits the client receives. */
export function BenefitsSection({ record }: { record: OnboardingRecord }) {
  return (
    <AdminSection id="benefits-heading" heading={copy.benefitsHeading}>
      {record.benefits.length > 0 ? (
        <DataTable
          caption={ADMIN_CONTENT.benefits.caption}
          columns={benefitColumns}
          rows={record.benefits}
          rowKey={(benefit) => benefit.id}
          empty=""
        />
      ) : (
        <p>{copy.noBenefits}</p>
      )}
    </AdminSection>
  );
}

/** An address on one line, in the order a letter is addressed. */
function addressText(address: Address | null): string | null {
  if (!address) return null;
  const state = address.state?.name ?? address.state_name;
  const country = 'country' in address ? address.country?.name : undefined;
  const parts = [address.line_1, address.line_2, address.city_name, address.county, state, address.zip_code, country];
  const text = parts.filter((part): part is string => !!part).join(', ');
  return text || null;
}

/** Step 5: each contact under its own heading, with how to reach them. */
export function ContactsSection({ record }: { record: OnboardingRecord }) {
  return (
    <AdminSection id="contacts-heading" heading={copy.contactsHeading}>
      {record.client_contacts.length === 0 && <p>{copy.noContacts}</p>}
      {record.client_contacts.map((contact, index) => {
        const details = contact.personal_contact;
        const category = contact.other_contact_category ?? contact.contact_category?.full_name ?? contact.contact_category?.name;
        const mailing =
          contact.mailing_address?.is_same_as_primary_address === 1 ? copy.sameAsAddress : given(addressText(contact.mailing_address));
        return (
          <div key={contact.id}>
            <h3>{copy.contactHeading(index + 1, contact.name)}</h3>
            <FactList
              facts={[
                { label: copy.contact.category, value: given(category) },
                { label: copy.contact.description, value: breakable(contact.description) },
                { label: copy.contact.primary_phone, value: phone(details.primary_phone) },
                { label: copy.contact.other_phone, value: phone(details.other_phone) },
                { label: copy.contact.primary_email, value: breakable(details.primary_email) },
                { label: copy.contact.other_email, value: breakable(details.other_email) },
                { label: copy.contact.website, value: breakable(details.website) },
                { label: copy.contact.fax_no, value: phone(details.fax_no) },
                { label: copy.contact.fax_email, value: breakable(details.fax_email) },
                { label: copy.contact.physical_address, value: breakable(addressText(contact.physical_address)) },
                { label: copy.contact.mailing_address, value: mailing },
              ]}
            />
          </div>
        );
      })}
    </AdminSection>
  );
}

/** Step 6: each bill with its amount, how often it repeats, and its file shown in the page. */
export function BillsSection({ record }: { record: OnboardingRecord }) {
  return (
    <AdminSection id="bills-heading" heading={copy.billsHeading}>
      {record.client_bills.length === 0 && <p>{copy.noBills}</p>}
      {record.client_bills.map((bill, index) => (
        <div key={bill.id}>
          <h3>{copy.billHeading(index + 1, bill.reporting_account.name)}</h3>
          <FactList
            facts={[
              { label: copy.bill.amount, value: formatMoney(bill.amount) },
              { label: copy.bill.repeats, value: bill.is_recursive === 1 ? ADMIN_CONTENT.yes : ADMIN_CONTENT.no },
              ...(bill.is_recursive === 1
                ? [
                    { label: copy.bill.frequency, value: given(bill.bill_repeat_frequency?.name) },
                    { label: copy.bill.intervals, value: bill.repeat_intervals ?? copy.notGiven },
                  ]
                : []),
            ]}
          />
          {bill.files.map((file) => (
            <StaffFile key={file.file_path} apiPath={file.file_path} name={file.original_name} />
          ))}
        </div>
      ))}
    </AdminSection>
  );
}

/** What staff and the client did with the onboarding, newest first, with the reasons and programs of each. */
export function HistorySection({ record }: { record: OnboardingRecord }) {
  const columns: ColumnDef<Action, unknown>[] = [
    { id: 'action', header: copy.history.action, cell: ({ row }) => ADMIN_CONTENT.onboardingActions[row.original.action] },
    { id: 'who', header: copy.history.who, cell: ({ row }) => row.original.acted_by },
    { id: 'when', header: copy.history.when, cell: ({ row }) => formatStaffMoment(row.original.acted_at) },
    {
      id: 'details',
      header: copy.history.details,
      cell: ({ row }) => (
        <>
          {row.original.reasons.length > 0 && (
            <ul className="admin-plain-list">
              {row.original.reasons.map((reason, index) => (
                <li key={index} className="admin-break">
                  {reason}
                </li>
              ))}
            </ul>
          )}
          {row.original.program_ids.length > 0 && copy.programsChosen(programNames(row.original.program_ids).join(', '))}
        </>
      ),
    },
  ];
  return (
    <AdminSection id="history-heading" heading={copy.historyHeading}>
      <DataTable
        caption={copy.historyCaption}
        columns={columns}
        rows={record.actions}
        rowKey={(action) => `${action.action}-${action.acted_at}`}
        empty={copy.noHistory}
      />
    </AdminSection>
  );
}
