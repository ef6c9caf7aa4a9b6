import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { BANK_ACCOUNT_TYPES, VENDOR_KINDS, VENDOR_KIND_LABELS, ZVendorRequestSchema, type TVendor } from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postVendor } from '../api/post-vendor';
import { putVendor } from '../api/put-vendor';
import { refreshFinance } from '../api/finance-keys';
import { vendorQuery } from '../api/get-vendors';
import { ChoiceSelect } from '../components/choice-select';
import { VENDORS_PATH } from '@/lib/back-office/finance-paths';
import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam, useIsNewRecord } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.vendor;
const bankCopy = ADMIN_RUN_FILES_CONTENT.vendor;
const FIELDS = [
  'name',
  'kind',
  'payment_method',
  'account_number',
  'routing_number',
  'account_type',
  'ach_entry_class',
  'address',
  'phone',
  'is_active',
] as const;
type VendorValues = Record<Exclude<(typeof FIELDS)[number], 'is_active'>, string> & { is_active: boolean };

const valuesOf = (vendor: TVendor | undefined): VendorValues => ({
  name: vendor?.name ?? '',
  kind: vendor?.kind ?? '',
  payment_method: vendor?.payment_method ?? '',
  // Never sent back by the API: blank keeps the stored number.
  account_number: '',
  routing_number: vendor?.routing_number ?? '',
  account_type: vendor?.account_type ?? 'checking',
  ach_entry_class: vendor?.ach_entry_class ?? 'CCD',
  address: vendor?.address ?? '',
  phone: vendor?.phone ?? '',
  is_active: vendor?.is_active ?? true,
});

/** The vendor as the server takes it: a choice not made is absent. */
const vendorRequestOf = (values: VendorValues) => ({
  ...values,
  kind: values.kind || undefined,
  payment_method: values.payment_method || undefined,
});
const vendorResolver = requestResolver(ZVendorRequestSchema, vendorRequestOf);

/** The vendor's form, new (no vendor) or filled with the one stored. */
function VendorForm({ vendor }: { vendor?: TVendor }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<VendorValues>({
    defaultValues: valuesOf(vendor),
    resolver: vendorResolver,
    shouldFocusError: false,
  });

  const onSubmit = async (values: VendorValues) => {
    await submitCredentials({
      draft: vendorRequestOf(values),
      schema: ZVendorRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: vendor ? putVendor(vendor.id) : postVendor,
      onSent: () => {
        showToast('success', copy.saved);
        void refreshFinance(queryClient);
        void navigate(VENDORS_PATH);
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'vendor-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form
        aria-label={vendor ? copy.editTitle : copy.newTitle}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="admin-form admin-section"
      >
        <TextField id="name" label={copy.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <ChoiceSelect
          id="kind"
          label={copy.kind}
          placeholder={ADMIN_FINANCE_CONTENT.choose}
          options={VENDOR_KINDS.map((kind) => ({ value: kind, label: VENDOR_KIND_LABELS[kind] }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <RadioGroup
          id="payment_method"
          legend={copy.method}
          options={(['check', 'transfer'] as const).map((method) => ({ value: method, label: copy.methods[method] }))}
          error={errors.payment_method?.message}
          {...register('payment_method')}
        />
        <TextField
          id="account_number"
          label={copy.accountNumber}
          hint={vendor?.account_number_masked ? copy.accountNumberKept(vendor.account_number_masked) : copy.accountNumberHint}
          isOptional
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          error={errors.account_number?.message}
          {...register('account_number')}
        />
        <TextField
          id="routing_number"
          label={copy.routingNumber}
          hint={copy.routingNumberHint}
          isOptional
          isShort
          inputMode="numeric"
          autoComplete="off"
          error={errors.routing_number?.message}
          {...register('routing_number')}
        />
        <RadioGroup
          id="account_type"
          legend={bankCopy.accountType}
          hint={bankCopy.accountTypeHint}
          options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: bankCopy.accountTypes[type] }))}
          error={errors.account_type?.message}
          {...register('account_type')}
        />
        <RadioGroup
          id="ach_entry_class"
          legend={bankCopy.entryClass}
          hint={bankCopy.entryClassHint}
          options={(['CCD', 'PPD'] as const).map((entryClass) => ({ value: entryClass, label: bankCopy.entryClasses[entryClass] }))}
          error={errors.ach_entry_class?.message}
          {...register('ach_entry_class')}
        />
        <TextField id="address" label={copy.address} isOptional error={errors.address?.message} {...register('address')} />
        <TextField id="phone" label={copy.phone} isOptional type="tel" error={errors.phone?.message} {...register('phone')} />
        <Checkbox id="is_active" label={copy.active} error={errors.is_active?.message} {...register('is_active')} />
        <SpinnerButton id="vendor-submit" isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

/** `/admin/finance/vendors/new` and `/admin/finance/vendors/:id` (finance): add or change a vendor. */
export function VendorFormPage() {
  const id = useIdParam();
  const isNew = useIsNewRecord();
  usePageTitle(isNew ? copy.newTitle : copy.editTitle);
  const { data: vendor, error } = useQuery({ ...vendorQuery(id), enabled: !isNew });
  useHeadingFocusWhenShown(isNew || vendor !== undefined);
  return (
    <>
      <p>
        <Link to={VENDORS_PATH}>{copy.back}</Link>
      </p>
      {isNew || vendor ? <h1>{isNew ? copy.newTitle : copy.editTitle}</h1> : error && <h1>{copy.editTitle}</h1>}
      {isNew ? <VendorForm /> : vendor ? <VendorForm vendor={vendor} /> : <QueryWaiting error={error} fallback={copy.notFound} />}
    </>
  );
}
