import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZIntakeUpdateResponseSchema, type TIntakeUpdateResponse } from '@payee/contract';
import { http, toUploadPercent } from '@/lib/http';
import { toFormData, type PayloadPart } from '../payload';

/** What an update sends, and who hears about the upload's progress (the SSA step's files). */
export interface UpdateIntakeInput {
  id: number;
  parts: readonly PayloadPart[];
  onProgress?: (percent: number) => void;
}

/** `POST /website/intake/update?id=` (multipart): saves one step of a saved application. */
export async function updateIntake({ id, parts, onProgress }: UpdateIntakeInput): Promise<TIntakeUpdateResponse> {
  const response = await http.post<unknown>(API_PATHS.intakeUpdate, toFormData(parts), {
    params: { id },
    onUploadProgress: onProgress ? toUploadPercent(onProgress) : undefined,
  });
  const parsed = ZIntakeUpdateResponseSchema.safeParse(response.data);
  return { message: parsed.success ? parsed.data.message : '' };
}

/** Failures reject with the axios error, read with `readApiError`. */
export const useUpdateIntake = () => useMutation({ mutationFn: updateIntake });
