import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import type { SSA_DOCUMENTS } from '@payee/contract';
import { FileUpload } from '@/components/ui/file-upload';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import type { IntakeFormValues } from '../values';
import { saveBlob } from '@/lib/save-file';
import { useDownloadSsaDocument, type SavedSsaDocument } from '../api/download-ssa-document';
import './ssa-document-field.css';

/** The form field of an SSA document: ssa_6233, ssa_11_bk or ssa_1696. */
export type SsaDocumentFieldName = (typeof SSA_DOCUMENTS)[number]['field'];

interface SsaDocumentFieldProps {
  name: SsaDocumentFieldName;
  /** The file already saved on the server, if any (it counts: choosing a new one replaces it on save). */
  saved: SavedSsaDocument | undefined;
  /** Upload progress 0-100 while the step is being saved, for a document being sent. */
  progress: number | null;
}

/**
 * One SSA document: PNG, JPG, JPEG or PDF up to 10 MB, checked in the browser;
 * the saved file's name with a Download button; a progress bar while the chosen file is sent.
 */
export function SsaDocumentField({ name, saved, progress }: SsaDocumentFieldProps) {
  const copy = INTAKE_STEPS_CONTENT.ssaDocuments;
  const documentCopy = copy.documents[name];
  const { control } = useFormContext<IntakeFormValues>();
  // FileUpload shows the name of a file chosen while it is on screen; a file chosen before the step was
  // left and come back to is still in the form but no longer in the input, so its name is shown here.
  const [isChosenHere, setIsChosenHere] = useState(false);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value instanceof File ? field.value : null;
        return (
          <div className="intake-document">
            <FileUpload
              id={name}
              name={field.name}
              label={documentCopy.label}
              hint={`${documentCopy.description} ${copy.note}`}
              error={fieldState.error?.message}
              progress={chosen ? progress : null}
              onFileChange={(file) => {
                setIsChosenHere(true);
                field.onChange(file);
              }}
              ref={field.ref}
              className="intake-document__upload"
            />
            {chosen && !isChosenHere && (
              <p className="intake-document__line">
                {copy.chosenFile} <strong>{chosen.name}</strong>. {copy.notSavedYet}
              </p>
            )}
            {saved && <SavedDocument label={documentCopy.label} saved={saved} willBeReplaced={chosen !== null} />}
          </div>
        );
      }}
    />
  );
}

/** The saved file's name and a Download button that fetches it with the applicant's token. */
function SavedDocument({ label, saved, willBeReplaced }: { label: string; saved: SavedSsaDocument; willBeReplaced: boolean }) {
  const copy = INTAKE_STEPS_CONTENT.ssaDocuments;
  const { mutateAsync: download, isPending } = useDownloadSsaDocument();

  const onDownload = async () => {
    try {
      saveBlob(await download(saved), saved.original_name);
    } catch (error) {
      toastFailure({ ...readApiError(error), message: copy.downloadFailed });
    }
  };

  return (
    <div className="intake-document__saved">
      <p className="intake-document__line">
        {copy.savedFile} <strong>{saved.original_name}</strong>
      </p>
      <SpinnerButton type="button" variant="secondary" isPending={isPending} onClick={() => void onDownload()}>
        {isPending ? copy.downloading : copy.download}{' '}
        <span className="visually-hidden">{copy.downloadWhich(label, saved.original_name)}</span>
      </SpinnerButton>
      {willBeReplaced && <p className="intake-document__line">{copy.willReplace}</p>}
    </div>
  );
}
