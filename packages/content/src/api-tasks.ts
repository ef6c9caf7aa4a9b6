/*
 * The titles of the tasks the service makes itself (issue 24, "Tasks and reminders"). Each is filled in by the
 * database as it makes the tasks of a kind in one statement, so the parts it fills are placeholders in braces.
 */

import type { ServiceTaskKind } from '@payee/contract';

export const API_TASK_TITLES = {
  /** `{month}`: the last month of the worksheet's 12 (March 2026); `{program}`: the program's name. */
  ssa_623_due: 'Send the SSA-623 report for the 12 months to {month} ({program})',
  /** `{year}`: how many years since the client was first enrolled. */
  yearly_review: 'Yearly review of the client (year {year})',
  /** `{bill}`: the bill's description; `{due}`: the day it was due (03/01/2026). */
  bill_overdue: 'Bill overdue: {bill}, due {due}',
  /** `{benefit}`: the benefit's name; `{till}`: its effective-till day. */
  benefit_ending: 'Benefit ends on {till}: {benefit}. Check its renewal',
  /** `{moved}`: the move-in day; `{year}`: the lease's year that ends. */
  lease_renewal: 'Lease year {year} ends (moved in {moved}): check the lease',
  /** `{document}`: what the document is (Award letter); `{expires}`: its expiry day (03/01/2026). */
  document_expiry: 'Document expires on {expires}: {document}',
} satisfies Record<ServiceTaskKind, string>;
