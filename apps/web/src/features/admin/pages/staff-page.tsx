import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ZStaffInviteRequestSchema, ZStaffRolesRequestSchema, type StaffRole, type TStaffMember } from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { DataTable } from '@/components/back-office/data-table';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { STAFF_QUERY_KEY, useStaffList } from '../api/get-staff';
import { postStaffDeactivate } from '../api/post-staff-deactivate';
import { postStaffInvite } from '../api/post-staff-invite';
import { putStaffRoles } from '../api/put-staff-roles';
import { RoleCheckboxes } from '../components/role-checkboxes';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { useStaffSession } from '@/lib/back-office/use-staff-session';

const copy = ADMIN_CONTENT.staff;
/** The invitation as the server takes it: the address without spaces around it. */
const inviteRequestOf = (values: InviteValues) => ({ name: values.name, email: values.email.trim(), roles: values.roles });
const inviteResolver = requestResolver(ZStaffInviteRequestSchema, inviteRequestOf);
const rolesResolver = requestResolver<Pick<InviteValues, 'roles'>>(ZStaffRolesRequestSchema);

const statusOf = (member: TStaffMember) => (!member.is_active ? copy.deactivated : member.has_totp ? copy.active : copy.invited);
const roleNames = (roles: readonly StaffRole[]) => roles.map((role) => ADMIN_CONTENT.roles[role]).join(', ');

/**
 * `/admin/staff` (admins): every member of staff with their roles and state; invite by e-mail, change roles,
 * deactivate (signed out everywhere at once). Each change is in the audit trail (server).
 */
export function StaffAccountsPage() {
  usePageTitle(copy.pageTitle);
  const session = useStaffSession();
  const { data: members, isPending, error } = useStaffList();
  const [editing, setEditing] = useState<TStaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<TStaffMember | null>(null);
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: (member: TStaffMember) => postStaffDeactivate(member.id),
    onSuccess: ({ message }) => {
      showToast('success', message ?? '');
      setDeactivating(null);
      void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY });
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });

  const columns = useMemo<ColumnDef<TStaffMember, unknown>[]>(
    () => [
      {
        id: 'name',
        header: copy.columns.name,
        cell: ({ row }) => (
          <>
            {row.original.name} {row.original.id === session?.id && <span className="admin-muted">{copy.you}</span>}
          </>
        ),
      },
      { id: 'email', header: copy.columns.email, cell: ({ row }) => <span className="admin-break">{row.original.email}</span> },
      { id: 'roles', header: copy.columns.roles, cell: ({ row }) => roleNames(row.original.roles) },
      { id: 'status', header: copy.columns.status, cell: ({ row }) => statusOf(row.original) },
      {
        id: 'actions',
        header: copy.columns.actions,
        cell: ({ row }) =>
          row.original.is_active && (
            <div className="admin-actions">
              <button
                type="button"
                className="button button--secondary"
                aria-label={copy.editRoles(row.original.name)}
                onClick={() => setEditing(row.original)}
              >
                {copy.editRolesShort}
              </button>
              {row.original.id !== session?.id && (
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={copy.deactivateTitle(row.original.name).replace('?', '')}
                  onClick={() => setDeactivating(row.original)}
                >
                  {copy.deactivate}
                </button>
              )}
            </div>
          ),
      },
    ],
    [session?.id],
  );

  return (
    <>
      <h1>{copy.heading}</h1>
      {isPending || error ? (
        <QueryWaiting error={isPending ? null : error} />
      ) : (
        <DataTable caption={copy.tableCaption} columns={columns} rows={members} rowKey={(member) => member.id} empty="" />
      )}
      <InviteForm />
      {editing && <RolesDialog member={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deactivating !== null}
        title={deactivating ? copy.deactivateTitle(deactivating.name) : ''}
        message={copy.deactivateBody}
        confirmLabel={copy.deactivateConfirm}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={deactivate.isPending}
        onConfirm={() => deactivating && deactivate.mutate(deactivating)}
        onCancel={() => setDeactivating(null)}
      />
    </>
  );
}

interface InviteValues {
  name: string;
  email: string;
  roles: StaffRole[];
}
const INVITE_FIELDS = ['name', 'email', 'roles'] as const;

function InviteForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<InviteValues>({
    defaultValues: { name: '', email: '', roles: [] },
    resolver: inviteResolver,
    shouldFocusError: false,
  });
  const chosenRoles = useWatch({ control, name: 'roles' });

  const onSubmit = async (values: InviteValues) => {
    await submitCredentials({
      draft: inviteRequestOf(values),
      schema: ZStaffInviteRequestSchema,
      fields: INVITE_FIELDS,
      setError,
      clearErrors,
      send: postStaffInvite,
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        reset();
        void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY });
      },
      ...staffFormFailure(),
    });
  };

  return (
    <section aria-labelledby="invite-heading" className="admin-section">
      <h2 id="invite-heading">{copy.inviteHeading}</h2>
      <p>{copy.inviteIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, INVITE_FIELDS, 'invite-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="invite-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextField id="name" label={copy.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          id="email"
          type="email"
          label={copy.email}
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <RoleCheckboxes
          id="roles"
          legend={copy.roles}
          hint={ADMIN_CONTENT.chooseOneOrMore}
          error={errors.roles?.message}
          registration={register('roles')}
          chosen={chosenRoles}
        />
        <SpinnerButton id="invite-submit" isPending={isSubmitting}>
          {copy.invite}
        </SpinnerButton>
      </form>
    </section>
  );
}

function RolesDialog({ member, onClose }: { member: TStaffMember; onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Pick<InviteValues, 'roles'>>({
    defaultValues: { roles: [...member.roles] },
    resolver: rolesResolver,
    shouldFocusError: true,
  });
  const chosenRoles = useWatch({ control, name: 'roles' });

  const onSubmit = async (values: Pick<InviteValues, 'roles'>) => {
    await submitCredentials({
      draft: { roles: values.roles },
      schema: ZStaffRolesRequestSchema,
      fields: ['roles'] as const,
      setError,
      clearErrors,
      send: putStaffRoles(member.id),
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        void queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY });
        onClose();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <Modal isOpen onClose={onClose} title={copy.editRoles(member.name)}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RoleCheckboxes
          id="edit-roles"
          legend={copy.roles}
          hint={ADMIN_CONTENT.chooseOneOrMore}
          error={errors.roles?.message ?? errors.root?.server?.message}
          registration={register('roles')}
          chosen={chosenRoles}
        />
        <div className="admin-actions">
          <SpinnerButton isPending={isSubmitting}>{copy.saveRoles}</SpinnerButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ADMIN_CONTENT.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
