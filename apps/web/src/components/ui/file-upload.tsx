import { useState, type ChangeEvent, type Ref } from 'react';
import { DOCUMENT_EXTENSIONS, DOCUMENT_UPLOAD_NOTE, MAX_UPLOAD_BYTES } from '@payee/contract';
import { Field } from './field';
import type { FieldBaseProps } from './field-types';
import './file-upload.css';

export const FILE_UPLOAD_NOTE = DOCUMENT_UPLOAD_NOTE;

/** Why a file is refused before upload, or null when it may be sent. */
export function fileProblem(file: File, extensions: readonly string[], maxBytes: number): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !extensions.includes(extension)) {
    const names = extensions.map((ext) => ext.toUpperCase());
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
    return `The selected file must be a ${listed}`;
  }
  if (file.size > maxBytes) return `The selected file must be smaller than ${Math.round(maxBytes / (1024 * 1024))} MB`;
  return null;
}

/** A document upload: checks type and size in the browser, shows the file's name and the upload's progress. */
export interface FileUploadProps extends Omit<FieldBaseProps, 'hint'> {
  /** Defaults to the size and format note of the SSA documents. */
  hint?: FieldBaseProps['hint'];
  /** Called with an accepted file, or null when the choice was refused or emptied. */
  onFileChange: (file: File | null) => void;
  /** Name of the file chosen earlier or already saved on the server. */
  fileName?: string | null;
  /** Upload progress 0-100 while sending (see toUploadPercent in lib/http); omit when idle. */
  progress?: number | null;
  /** Extensions accepted, without dots; defaults to png, jpg, jpeg, pdf. */
  extensions?: readonly string[];
  /** Largest size in bytes; defaults to 10 MB. */
  maxBytes?: number;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
}

/** File input with client-side checks (10 MB, PNG/JPG/JPEG/PDF) and a progress bar. */
export function FileUpload({
  id,
  label,
  hint = FILE_UPLOAD_NOTE,
  error,
  isOptional,
  className,
  onFileChange,
  fileName,
  progress,
  extensions = DOCUMENT_EXTENSIONS,
  maxBytes = MAX_UPLOAD_BYTES,
  name,
  ref,
  isDisabled,
}: FileUploadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setProblem(null);
      setChosenName(null);
      onFileChange(null);
      return;
    }
    const refusal = fileProblem(file, extensions, maxBytes);
    if (refusal) {
      event.target.value = ''; // never keep a refused file in the input
      setProblem(refusal);
      setChosenName(null);
      onFileChange(null);
      return;
    }
    setProblem(null);
    setChosenName(file.name);
    onFileChange(file);
  };

  const shownName = chosenName ?? (fileName && fileName !== '-' ? fileName : null);
  const percent = progress == null ? null : Math.max(0, Math.min(100, Math.round(progress)));

  return (
    <Field id={id} label={label} hint={hint} error={problem ?? error} isOptional={isOptional} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            ref={ref}
            name={name}
            type="file"
            className="file-upload__input"
            accept={extensions.map((ext) => `.${ext}`).join(',')}
            disabled={isDisabled}
            onChange={handleChange}
          />
          {shownName && (
            <p className="file-upload__name">
              {chosenName ? 'Chosen file: ' : 'Saved file: '}
              <strong>{shownName}</strong>
            </p>
          )}
          {percent !== null && (
            <div
              className="file-upload__progress"
              role="progressbar"
              aria-label={`Upload progress for ${typeof label === 'string' ? label : 'the file'}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
            >
              <div className="file-upload__bar" style={{ width: `${percent}%` }} />
            </div>
          )}
        </>
      )}
    </Field>
  );
}
