import { z } from 'zod';
import { ZBalanceSchema } from './account';
import { ZNamedRefSchema, makeDataResponseSchema } from './fields';
import { makePageQuerySchema, makePageResponseSchema, zListSearchAndSort } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/**
 * Caseload and the access log (issue 24): each client's assigned caseworker (changed by an admin, each change in
 * the audit trail), "My clients" (the signed-in caseworker's caseload), and who of the staff read a client's record.
 * docs/decisions/back-office.md, "Caseload" and "Access log of staff reads".
 */

const ID_MESSAGE = ADMIN_MESSAGES.wholeNumber;
const zStaffId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);

/** `PUT /admin/clients/{id}/caseworker`: a member of staff holding the caseworker role, or null (no caseworker). */
export const ZCaseworkerAssignRequestSchema = z.object({ staff_user_id: zStaffId.nullable() });
export type TCaseworkerAssignRequest = z.infer<typeof ZCaseworkerAssignRequestSchema>;

/** A client's caseworker, and who assigned them when (null when the client never had one). */
export const ZClientCaseworkerSchema = z.object({
  caseworker: ZNamedRefSchema.nullable(),
  assigned_by: ZNamedRefSchema.nullable(),
  assigned_at: z.string().nullable(),
});
export type TClientCaseworker = z.infer<typeof ZClientCaseworkerSchema>;
export const ZClientCaseworkerResponseSchema = makeDataResponseSchema(ZClientCaseworkerSchema);
export type TClientCaseworkerResponse = z.infer<typeof ZClientCaseworkerResponseSchema>;

/** The members of staff an admin can assign: active, holding the caseworker role. */
export const ZCaseworkersResponseSchema = makeDataResponseSchema(z.array(ZNamedRefSchema));
export type TCaseworkersResponse = z.infer<typeof ZCaseworkersResponseSchema>;

/** What "My clients" sorts by (then by the client's id, so pages never overlap). */
export const CASELOAD_SORTS = ['name', 'application_code', 'balance', 'next_bill', 'open_tasks'] as const;
export type CaseloadSort = (typeof CASELOAD_SORTS)[number];

/** `GET /admin/caseload?q=&sort=&direction=&page=&per_page=`: `q` in the client's name or application code, any case. */
export const ZCaseloadQuerySchema = makePageQuerySchema(25).extend({ ...zListSearchAndSort(CASELOAD_SORTS, 'name', 'asc') });
export type TCaseloadQuery = z.infer<typeof ZCaseloadQuerySchema>;

/** The next bill: the earliest line of the finance due list (a schedule's next payment or a payment not paid yet). */
export const ZNextBillSchema = z.object({ due_on: z.string(), amount: ZBalanceSchema });

/** A row of "My clients": the balance is every program's, summed; the open tasks are anyone's. */
export const ZCaseloadClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  application_code: z.string(),
  balance: ZBalanceSchema,
  next_bill: ZNextBillSchema.nullable(),
  /** The client's open tasks, whoever they are given to. */
  open_tasks: z.number().int(),
});
export type TCaseloadClient = z.infer<typeof ZCaseloadClientSchema>;
export const ZCaseloadResponseSchema = makePageResponseSchema(ZCaseloadClientSchema);
export type TCaseloadResponse = z.infer<typeof ZCaseloadResponseSchema>;

/** What a staff read of a client's record read: one per API read the client's page and its links make. */
export const CLIENT_READ_KINDS = ['profile', 'application', 'onboarding', 'ledger', 'case_notes', 'documents'] as const;
export type ClientReadKind = (typeof CLIENT_READ_KINDS)[number];

/** `GET /admin/clients/{id}/reads` (admins): newest first. */
export const ZClientReadsQuerySchema = makePageQuerySchema(20);
export type TClientReadsQuery = z.infer<typeof ZClientReadsQuerySchema>;
export const ZClientReadSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: ZNamedRefSchema,
  kind: z.enum(CLIENT_READ_KINDS),
});
export type TClientRead = z.infer<typeof ZClientReadSchema>;
export const ZClientReadsResponseSchema = makePageResponseSchema(ZClientReadSchema);
export type TClientReadsResponse = z.infer<typeof ZClientReadsResponseSchema>;
