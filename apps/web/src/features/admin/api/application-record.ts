import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  ZIntakeApplicationResponseSchema,
  ZIntakeHistoryResponseSchema,
  ZRejectionReasonTemplatesResponseSchema,
} from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** The queue's queries (pages/applications-page.tsx): every page, filter and sort of it. */
const QUEUE_QUERY_KEY = ['admin', 'applications'] as const;
const recordKey = (code: string) => ['admin', 'application', code] as const;

/**
 * One application as staff read it (`GET /admin/intake/{code}`), the answers the applicant's check page shows.
 * The server sends the SSN masked: staff see the whole number through the recorded reveal alone
 * (components/ssn-reveal.tsx).
 */
export const applicationRecordQuery = (code: string) =>
  queryOptions({
    queryKey: recordKey(code),
    queryFn: async () => {
      return ZIntakeApplicationResponseSchema.parse((await staffHttp.get(API_PATHS.adminIntake(code))).data).data;
    },
  });

/** What happened to the application, oldest first (`GET /admin/intake/{code}/history`). */
export const applicationHistoryQuery = (code: string) =>
  queryOptions({
    queryKey: [...recordKey(code), 'history'],
    queryFn: async () => ZIntakeHistoryResponseSchema.parse((await staffHttp.get(API_PATHS.adminIntakeHistory(code))).data).data,
  });

/** The reusable rejection reasons, in their order (`GET /admin/rejection-reasons`). */
export const rejectionReasonsQuery = queryOptions({
  queryKey: ['admin', 'rejection-reasons'],
  queryFn: async () => ZRejectionReasonTemplatesResponseSchema.parse((await staffHttp.get(API_PATHS.adminRejectionReasons)).data).data,
  staleTime: 5 * 60 * 1000,
});

/**
 * After a decision: the record and its history (status, the decision, the e-mail), the queue and the home
 * page's counts. Resolves once the record and history have been read again.
 */
export function refetchAfterDecision(queryClient: QueryClient, code: string): Promise<unknown> {
  void queryClient.invalidateQueries({ queryKey: QUEUE_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
  return queryClient.invalidateQueries({ queryKey: recordKey(code) });
}
