import { API_PATHS, ZBudgetResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** `PUT /admin/finance/clients/{id}/budget`: the client's monthly budget, line by line (the body the contract's ZBudgetRequestSchema checks). */
export async function putBudget(clientId: number, body: unknown) {
  return ZBudgetResponseSchema.parse((await staffHttp.put(API_PATHS.financeClientBudget(clientId), body)).data);
}
