import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { DOCUMENT_EXTENSIONS, MONEY_TEXT_MAX_LENGTH } from '@payee/contract';
import { useUploadProgress } from '@/components/form/upload-progress';
import { FileUpload } from '@/components/ui/file-upload';
import { NumberField } from '@/components/ui/number-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { ControlledField } from '@/lib/controlled-field';
import { optionLabel } from '@/lib/api/options';
import { saveBlob } from '@/lib/save-file';
import { showToast } from '@/lib/toast';
import { useDownloadOnboardingFile } from '../api/get-onboarding-file';
import { useBillAccounts, useBillRepeatFrequencies } from '../api/get-onboarding-lists';
import { RepeatableItems } from '../components/repeatable-item';
import { useRepeatableList } from '../components/use-repeatable-list';
import { OnboardingNumberField, OnboardingSelectField } from '../onboarding-controls';
import { emptyBill, type OnboardingFormValues, type SavedFile } from '../values';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.bills;
const LIST_HEADING_ID = 'client-bills-heading';
/** Longest repeat count typed. */
const REPEAT_MAX_LENGTH = 4;

/**
 * Step 6, "Upload Your bills details": repeatable bills, each with a file (an
 * image or a PDF, at most 10 MB), a bill type, an amount and whether it repeats (No by default; Yes asks how
 * often and how many times). A bill saved before keeps its file unless a new one is chosen. Submit sends the
 * whole onboarding in.
 */
export function BillsStep(_props: OnboardingStepProps) {
  const { control, clearErrors } = useFormContext<OnboardingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'client_bills', keyName: 'key' });
  const bills = useWatch<OnboardingFormValues, 'client_bills'>({ name: 'client_bills' });
  const accounts = useBillAccounts();
  const list = useRepeatableList(fields, {
    listName: 'client_bills',
    headingId: LIST_HEADING_ID,
    firstFieldId: (index) => `client_bills.${index}.files`,
  });

  return (
    <>
      <p>{copy.intro}</p>
      <section className="onboarding-list" aria-labelledby={LIST_HEADING_ID}>
        <h2 id={LIST_HEADING_ID} className="onboarding-list__heading" tabIndex={-1}>
          {copy.listHeading}
        </h2>
        {fields.length === 0 && <p>{copy.empty}</p>}
        <RepeatableItems
          items={fields}
          list={list}
          headingOf={(index) => copy.itemHeading(index + 1, optionLabel(accounts.data, bills?.[index]?.reporting_account_id))}
          removeLabel={copy.remove}
          onRemove={(index) => {
            clearErrors('client_bills');
            remove(index);
          }}
        >
          {(index) => <BillFields index={index} />}
        </RepeatableItems>
        <button type="button" className="button button--secondary" onClick={() => append(emptyBill(), { shouldFocus: false })}>
          {copy.add}
        </button>
      </section>
    </>
  );
}

/** The fields of one bill. */
function BillFields({ index }: { index: number }) {
  const prefix = `client_bills.${index}` as const;
  const { setValue, clearErrors } = useFormContext<OnboardingFormValues>();
  const { errors } = useFormState<OnboardingFormValues>({ name: `${prefix}.files` });
  const bill = useWatch<OnboardingFormValues, `client_bills.${number}`>({ name: prefix });
  const accounts = useBillAccounts();
  const frequencies = useBillRepeatFrequencies();
  const progress = useUploadProgress();
  const isRecursive = bill?.is_recursive === 1;

  return (
    <>
      <FileUpload
        id={`${prefix}.files`}
        name={`${prefix}.files`}
        label={copy.labels.file}
        hint={bill?.saved_file ? `${copy.hints.file}. ${copy.replaceNote}` : copy.hints.file}
        extensions={DOCUMENT_EXTENSIONS}
        fileName={bill?.files ? bill.files.name : null}
        progress={bill?.files ? progress : null}
        error={errors.client_bills?.[index]?.files?.message}
        onFileChange={(file) => {
          setValue(`${prefix}.files`, file, { shouldDirty: true });
          clearErrors(`${prefix}.files`);
        }}
      />
      {bill?.saved_file && <SavedBillFile file={bill.saved_file} />}
      <OnboardingSelectField
        name={`${prefix}.reporting_account_id`}
        label={copy.labels.billType}
        hint={copy.hints.billType}
        list={accounts}
      />
      <OnboardingNumberField
        name={`${prefix}.amount`}
        label={copy.labels.amount}
        hint={copy.hints.amount}
        maxLength={MONEY_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <ControlledField<OnboardingFormValues, `client_bills.${number}.is_recursive`> name={`${prefix}.is_recursive`}>
        {({ value, onChange, ref, onBlur, error, id, name }) => (
          <RadioGroup
            id={id}
            name={name}
            ref={ref}
            onBlur={onBlur}
            legend={copy.labels.isRecursive}
            hint={copy.hints.isRecursive}
            error={error}
            isInline
            options={copy.recursiveOptions.map((option) => ({ value: String(option.value), label: option.label }))}
            value={String(value ?? 0)}
            onChange={(event) => {
              const flag = event.target.value === '1' ? 1 : 0;
              onChange(flag);
              if (flag === 0) {
                // A bill that does not repeat sends no frequency or count.
                setValue(`${prefix}.bill_repeat_frequency_id`, null, { shouldDirty: true });
                setValue(`${prefix}.repeat_intervals`, null, { shouldDirty: true });
                clearErrors([`${prefix}.bill_repeat_frequency_id`, `${prefix}.repeat_intervals`]);
              }
            }}
          />
        )}
      </ControlledField>
      {isRecursive && (
        <>
          <OnboardingSelectField
            name={`${prefix}.bill_repeat_frequency_id`}
            isOptional={false}
            label={copy.labels.frequency}
            hint={copy.hints.frequency}
            list={frequencies}
          />
          <ControlledField<OnboardingFormValues, `client_bills.${number}.repeat_intervals`> name={`${prefix}.repeat_intervals`}>
            {({ value, onChange, ...bound }) => (
              <NumberField
                {...bound}
                label={copy.labels.repeatIntervals}
                hint={copy.hints.repeatIntervals}
                isOptional
                isDigitsOnly
                maxLength={REPEAT_MAX_LENGTH}
                autoComplete="off"
                value={value === null || value === undefined ? '' : String(value)}
                onChange={(event) => {
                  const digits = event.target.value;
                  onChange(digits === '' ? null : Number(digits));
                }}
              />
            )}
          </ControlledField>
        </>
      )}
    </>
  );
}

/** The file saved with a bill, and a Download button (the bearer token goes with the request). */
function SavedBillFile({ file }: { file: SavedFile }) {
  const download = useDownloadOnboardingFile();
  return (
    <p className="onboarding-bill__saved">
      <span>
        {copy.savedFile} <strong>{file.name}</strong>
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(file.path, {
            onSuccess: (blob) => saveBlob(blob, file.name),
            onError: () => showToast('error', copy.downloadFailed),
          })
        }
      >
        {copy.download} <span className="visually-hidden">{file.name}</span>
      </button>
    </p>
  );
}
