import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import { ZCaseworkerAssignRequestSchema, type TClientCaseworker, type TClientCaseworkerResponse } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { clientCaseworkerKey, useClientCaseworker } from '../api/get-client-caseworker';
import { useCaseworkers } from '../api/get-caseworkers';
import { putClientCaseworker } from '../api/put-client-caseworker';

const copy = ADMIN_CASELOAD_CONTENT.caseworker;
/** The radio's value of "No caseworker". */
const NONE = 'none';
const FIELDS = ['staff_user_id'] as const;
interface Values {
  staff_user_id: string | null;
}
const toRequest = (values: Values) => ({
  staff_user_id: values.staff_user_id === NONE || values.staff_user_id === null ? null : Number(values.staff_user_id),
});

/** Who the caseworker is, and who assigned them when ("Assigned by X on date"). */
export function caseworkerLine(current: TClientCaseworker): string | null {
  if (!current.assigned_by || !current.assigned_at) return null;
  const at = formatStaffMoment(current.assigned_at);
  return current.caseworker ? copy.assignedBy(current.assigned_by.name, at) : copy.removedBy(current.assigned_by.name, at);
}

/**
 * The client's caseworker on their record (issue 24): every caseworker reads it; an admin changes it here (the
 * server checks the role and keeps each change, from and to, in the audit trail).
 */
export function ClientCaseworkerSection({ clientId }: { clientId: number }) {
  const session = useStaffSession();
  const isAdmin = session?.roles.includes('admin') ?? false;
  const { data: current, error } = useClientCaseworker(clientId);
  return (
    <AdminSection id="client-caseworker" heading={copy.heading}>
      {!current ? (
        <QueryWaiting error={error} />
      ) : (
        <>
          <p>
            <strong>{current.caseworker?.name ?? copy.none}</strong>
          </p>
          {caseworkerLine(current) && <p className="admin-muted">{caseworkerLine(current)}</p>}
          {isAdmin && <AssignForm key={current.caseworker?.id ?? NONE} clientId={clientId} current={current} />}
        </>
      )}
    </AdminSection>
  );
}

function AssignForm({ clientId, current }: { clientId: number; current: TClientCaseworker }) {
  const queryClient = useQueryClient();
  const { data: caseworkers, error } = useCaseworkers(true);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    defaultValues: { staff_user_id: current.caseworker ? String(current.caseworker.id) : NONE },
    resolver: requestResolver(ZCaseworkerAssignRequestSchema, toRequest),
    shouldFocusError: false,
  });
  if (!caseworkers) return <QueryWaiting error={error} />;

  const onSubmit = async (values: Values) => {
    await submitCredentials<Values, ReturnType<typeof toRequest>, TClientCaseworkerResponse>({
      draft: toRequest(values),
      schema: ZCaseworkerAssignRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: putClientCaseworker(clientId),
      onSent: ({ message, data }) => {
        showToast('success', message ?? '');
        queryClient.setQueryData(clientCaseworkerKey(clientId), data);
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'caseworker-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form id="caseworker-form" aria-label={copy.legend} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RadioGroup
          id="staff_user_id"
          legend={copy.legend}
          hint={copy.hint}
          options={[
            ...caseworkers.map((member) => ({ value: String(member.id), label: member.name })),
            { value: NONE, label: copy.noneOption },
          ]}
          error={errors.staff_user_id?.message}
          {...register('staff_user_id')}
        />
        <SpinnerButton id="caseworker-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}
