import { API_PATHS, ZSsa623JobResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/**
 * `POST /admin/finance/reports/ssa-623/jobs`: prepares the month's batch (202), or answers the one under way or
 * done (200); `rerun` prepares it again even when one is done.
 */
export async function postSsa623Job(month: string, rerun: boolean) {
  return ZSsa623JobResponseSchema.parse((await staffHttp.post(API_PATHS.financeSsa623Jobs, { month, rerun })).data);
}
