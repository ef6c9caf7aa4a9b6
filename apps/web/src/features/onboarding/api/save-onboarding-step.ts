import { useMutation } from '@tanstack/react-query';
import { ZOnboardingSaveResponseSchema, ZOnboardingSubmitResponseSchema, type TOnboardingSubmitResponse } from '@payee/contract';
import { toUploadPercent } from '@/lib/http';
import { toFormData, type PayloadPart } from '@/lib/multipart';
import { useOnboardingAccess, type OnboardingAccess } from '../onboarding-access';

/** What a save sends, and who hears about the upload's progress (the photo, the bills). */
export interface SaveOnboardingStepInput {
  parts: readonly PayloadPart[];
  onProgress?: (percent: number) => void;
}

/** A step's answer: its message, and for the last step the sent-in onboarding (the session has ended). */
export interface SaveOnboardingStepResult {
  message: string;
  submitted: TOnboardingSubmitResponse['data'] | null;
}

/**
 * `POST /website/onboarding?_method=PUT` (multipart), or the staff route of assisted mode:
 * saves one step, or skips steps 3-5 (`skip=1`). Failures reject with the axios error, read with
 * `readApiError` (422: the errors map).
 */
export async function saveOnboardingStep(
  { http, savePath }: Pick<OnboardingAccess, 'http' | 'savePath'>,
  { parts, onProgress }: SaveOnboardingStepInput,
): Promise<SaveOnboardingStepResult> {
  const response = await http.post<unknown>(savePath, toFormData(parts), {
    params: { _method: 'PUT' },
    onUploadProgress: onProgress ? toUploadPercent(onProgress) : undefined,
  });
  const submitted = ZOnboardingSubmitResponseSchema.safeParse(response.data);
  if (submitted.success) return { message: submitted.data.message, submitted: submitted.data.data };
  const saved = ZOnboardingSaveResponseSchema.safeParse(response.data);
  return { message: saved.success ? (saved.data.message ?? '') : '', submitted: null };
}

export function useSaveOnboardingStep() {
  const access = useOnboardingAccess();
  return useMutation({ mutationFn: (input: SaveOnboardingStepInput) => saveOnboardingStep(access, input) });
}
