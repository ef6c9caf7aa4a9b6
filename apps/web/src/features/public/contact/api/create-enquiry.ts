import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZEnquiryResponseSchema, type CAPTCHA_FIELD, type TEnquiryResponse } from '@payee/contract';
import { http } from '@/lib/http';

/**
 * The JSON body of `POST /website/enquiry`. Empty fields are left out, so
 * every answer is optional here; the server's ZEnquiryRequestSchema says which are required.
 */
export interface EnquiryPayload {
  is_client: 0 | 1;
  /** Nine digits, only for a client. */
  ssn?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  /** Ten digits. */
  phone_number?: string;
  enquiry_type_id?: number;
  description?: string;
  [CAPTCHA_FIELD]: string;
}

/** Sends the enquiry; answers `{ message }`, shown as a toast (an empty message when the server sends none). */
export async function createEnquiry(payload: EnquiryPayload): Promise<TEnquiryResponse> {
  const response = await http.post<unknown>(API_PATHS.enquiry, payload);
  const parsed = ZEnquiryResponseSchema.safeParse(response.data);
  return { message: parsed.success ? parsed.data.message : '' };
}

/** The enquiry mutation; failures reject with the axios error, read with `readApiError`. */
export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });
