/*
 * The progress of the save being sent, for the progress bars of the steps that upload files (the intake's
 * SSA documents, the onboarding wizard's photo and bills).
 *
 * The form (intake-form.tsx, onboarding-wizard.tsx) sends every save through axios with `onUploadProgress` and provides the
 * percentage here. A step reads it with `useUploadProgress()`: a whole number 0-100 while a save is on its
 * way, null when nothing is being sent. Pass it to FileUpload's `progress` prop for each file being sent
 * (a file chosen now), e.g. `progress={file ? progress : null}`.
 */
import { createContext, use, type ReactNode } from 'react';

const UploadProgressContext = createContext<number | null>(null);

/** Provides the current save's upload progress to the steps. */
export function UploadProgressProvider({ progress, children }: { progress: number | null; children: ReactNode }) {
  return <UploadProgressContext value={progress}>{children}</UploadProgressContext>;
}

/** 0-100 while a save is being sent, null otherwise. */
export function useUploadProgress(): number | null {
  return use(UploadProgressContext);
}
