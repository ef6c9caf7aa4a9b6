import { API_PATHS } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `GET /admin/audit/export?…`: the filtered audit trail as a CSV file. */
export async function getAuditExport(filter: object): Promise<Blob> {
  return (await staffHttp.get<Blob>(API_PATHS.adminAuditExport, { params: filter, responseType: 'blob' })).data;
}
