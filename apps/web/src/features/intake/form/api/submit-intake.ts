import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZIntakeSubmitResponseSchema, type TIntakeSubmitResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** Which application is sent in. */
export interface SubmitIntakeInput {
  id: number;
  applicationCode: string;
}

/** `POST /website/intake/submit?id=`: the whole application is checked and sent to the office. */
export async function submitIntake({ id, applicationCode }: SubmitIntakeInput): Promise<TIntakeSubmitResponse> {
  const response = await http.post<unknown>(API_PATHS.intakeSubmit, { id, application_code: applicationCode }, { params: { id } });
  return ZIntakeSubmitResponseSchema.parse(response.data);
}

/** Failures reject with the axios error; a 422 carries the field errors of every step. */
export const useSubmitIntake = () => useMutation({ mutationFn: submitIntake });
