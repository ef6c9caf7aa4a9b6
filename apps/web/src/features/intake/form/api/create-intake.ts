import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZIntakeCreateResponseSchema, type TIntakeCreateResponse } from '@payee/contract';
import { http, toUploadPercent } from '@/lib/http';
import { toFormData, type PayloadPart } from '../payload';

/** What a create sends, and who hears about the upload's progress. */
export interface CreateIntakeInput {
  parts: readonly PayloadPart[];
  onProgress?: (percent: number) => void;
}

/**
 * `POST /website/intake` (multipart): the first save of a new application. Answers `message`, `data.id`,
 * `data.application_id`, and the applicant signed in (`data` is the user as sign-in answers it, with its token).
 */
export async function createIntake({ parts, onProgress }: CreateIntakeInput): Promise<TIntakeCreateResponse> {
  const response = await http.post<unknown>(API_PATHS.intake, toFormData(parts), {
    onUploadProgress: onProgress ? toUploadPercent(onProgress) : undefined,
  });
  return ZIntakeCreateResponseSchema.parse(response.data);
}

/** Failures reject with the axios error, read with `readApiError`. */
export const useCreateIntake = () => useMutation({ mutationFn: createIntake });
