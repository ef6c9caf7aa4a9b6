import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAlertsResponseSchema, type TAlerts } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/alerts`: the alerts of the kinds the signed-in member's roles concern. */
export async function getAlerts(): Promise<TAlerts> {
  return ZAlertsResponseSchema.parse((await staffHttp.get(API_PATHS.adminAlerts)).data).data;
}

export const alertsQuery = () => queryOptions({ queryKey: ['admin', 'alerts'], queryFn: getAlerts });

export const useAlerts = () => useQuery(alertsQuery());
