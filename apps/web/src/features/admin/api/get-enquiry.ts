import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAdminEnquiryDetailResponseSchema, type TAdminEnquiryDetail } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** One enquiry's cache key: each action's answer is the enquiry as it now stands, put there. */
export const enquiryKey = (reference: string) => ['admin', 'enquiry', reference] as const;

/** `GET /admin/enquiries/{reference}`: one enquiry with its thread. */
export async function getEnquiry(reference: string): Promise<TAdminEnquiryDetail> {
  return ZAdminEnquiryDetailResponseSchema.parse((await staffHttp.get(API_PATHS.adminEnquiry(reference))).data).data;
}

export const enquiryQuery = (reference: string) => queryOptions({ queryKey: enquiryKey(reference), queryFn: () => getEnquiry(reference) });

export const useEnquiry = (reference: string) => useQuery(enquiryQuery(reference));
