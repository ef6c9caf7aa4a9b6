import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { PHOTO_EXTENSIONS } from '@payee/contract';
import { useUploadProgress } from '@/components/form/upload-progress';
import { FileUpload } from '@/components/ui/file-upload';
import { TextField } from '@/components/ui/text-field';
import { useSavedPhoto } from '../api/get-onboarding-file';
import type { OnboardingFormValues } from '../values';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.documentProofs;

/**
 * A `data:` URL of an image file for its preview. Not an object URL: the CSP's `img-src 'self' data:` blocks
 * `blob:` images, and the photo is small (10 MB at most).
 */
function useDataUrl(blob: Blob | null | undefined): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    let isCurrent = true;
    reader.onload = () => {
      if (isCurrent && typeof reader.result === 'string') setShown({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => {
      isCurrent = false;
      reader.abort();
    };
  }, [blob]);
  return blob && shown?.blob === blob ? shown.url : null;
}

/**
 * Step 1, "Write Your Document Proofs details": the name, birth date and SSN from the
 * application, disabled (the SSN masked, only its last four digits shown); and the profile photo (PNG, JPG,
 * JPEG, at most 10 MB) with its tooltip and a preview of the photo chosen or saved.
 */
export function DocumentProofsStep({ detail }: OnboardingStepProps) {
  const { setValue, clearErrors } = useFormContext<OnboardingFormValues>();
  const { errors } = useFormState<OnboardingFormValues>({ name: 'image' });
  const chosen = useWatch<OnboardingFormValues, 'image'>({ name: 'image' });
  const progress = useUploadProgress();
  const saved = useSavedPhoto(chosen ? null : detail.image_url);
  const previewUrl = useDataUrl(chosen ?? saved.data);

  return (
    <>
      <p>{copy.intro}</p>
      <div className="onboarding-identity">
        <TextField id="onboarding-name" label={copy.labels.name} value={detail.name} disabled readOnly />
        <TextField
          id="onboarding-date-of-birth"
          label={copy.labels.dateOfBirth}
          value={detail.date_of_birth?.formatted_date ?? ''}
          disabled
          readOnly
          isShort
        />
        <TextField
          id="onboarding-ssn"
          label={copy.labels.ssn}
          hint={copy.hints.ssn}
          value={copy.maskedSsn(detail.ssn_number_partial)}
          disabled
          readOnly
          isShort
        />
      </div>
      <FileUpload
        id="image"
        name="image"
        label={copy.labels.photo}
        isOptional
        hint={
          <>
            <span className="onboarding-hint-line">{copy.hints.photo}</span>{' '}
            <span className="onboarding-hint-line">{copy.hints.photoFormat}</span>
          </>
        }
        extensions={PHOTO_EXTENSIONS}
        fileName={chosen ? chosen.name : detail.image_name}
        progress={chosen ? progress : null}
        error={errors.image?.message}
        onFileChange={(file) => {
          setValue('image', file, { shouldDirty: true });
          clearErrors('image');
        }}
      />
      <div className="onboarding-photo">
        {previewUrl ? (
          <img src={previewUrl} alt={chosen ? copy.photoPreview : copy.savedPhotoPreview} className="onboarding-photo__image" />
        ) : (
          !detail.image_url && <p className="onboarding-photo__none">{copy.noPhoto}</p>
        )}
      </div>
    </>
  );
}
