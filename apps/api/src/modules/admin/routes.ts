import type { FastifyPluginAsync } from 'fastify';
import { ALERT_ROLES } from '@payee/contract';
import { noStore } from '../../lib/no-store';
import { alertsRoutes } from '../alerts';
import { auditRoutes } from '../audit';
import { caseloadAdminRoutes, caseloadRoutes, clientReadLog } from '../caseload';
import { caseworkRoutes } from '../casework';
import { clientDocumentRoutes } from '../client-documents';
import { adminClientRoutes } from '../client-records';
import { adminEnquiryRoutes } from '../enquiries';
import { adminIntakeRoutes } from '../intake';
import { adminOnboardingRoutes } from '../onboarding';
import { approvalLimitRoutes, financeReportRoutes, financeRoutes, paymentRunRoutes, runFileRoutes } from '../finance';
import { staffAdminRoutes, staffLoginRoutes, staffSessionRoutes } from '../staff';
import { taskRoutes } from '../tasks';

/**
 * The back office's API: sign-in is open; everything else, every `/admin/*` route but sign-in, sits in one
 * tree guarded once by `requireStaff` (auth applied once per route tree, not remembered in each
 * handler). It runs on `onRequest`, so a request without a valid token is refused before its body is even
 * read. Inside it, each sub-tree declares once the roles it needs (`requireRoles`, 403 otherwise); only the
 * session routes are open to every member of staff. What these routes read is personal data, never cached.
 * test/authorization-matrix.test.ts walks every route registered here, so a route cannot escape its roles.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffLoginRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook('onRequest', staffOnly.requireStaff);
    staffOnly.addHook('onSend', noStore);
    // Every read of a client's record writes its access row before it is answered (modules/caseload/access-log.ts).
    staffOnly.addHook('onSend', clientReadLog(staffOnly));
    await staffOnly.register(staffSessionRoutes);

    // Every role some alert concerns: the home page's alerts, each member seeing their roles' kinds.
    await staffOnly.register(async (alerts) => {
      alerts.addHook('onRequest', alerts.requireRoles(...ALERT_ROLES));
      await alerts.register(alertsRoutes);
    });

    // Caseworkers: their home, applications, onboarding, clients, enquiries.
    await staffOnly.register(async (casework) => {
      casework.addHook('onRequest', casework.requireRoles('caseworker'));
      await casework.register(caseworkRoutes);
      await casework.register(taskRoutes);
      await casework.register(caseloadRoutes);
      await casework.register(adminClientRoutes);
      await casework.register(adminEnquiryRoutes);
      await casework.register(adminIntakeRoutes);
      await casework.register(adminOnboardingRoutes);
    });

    // The documents on a client's file: caseworkers read and upload; finance reads the papers that state money
    // (client-documents/routes.ts says which); uploading needs the caseworker role.
    await staffOnly.register(async (documents) => {
      documents.addHook('onRequest', documents.requireRoles('caseworker', 'finance'));
      await documents.register(clientDocumentRoutes);
    });

    // Admins: staff accounts and roles, the audit trail, the payments' approval limit and the SSI resource limit.
    await staffOnly.register(async (administration) => {
      administration.addHook('onRequest', administration.requireRoles('admin'));
      await administration.register(staffAdminRoutes);
      await administration.register(auditRoutes);
      await administration.register(approvalLimitRoutes);
      await administration.register(caseloadAdminRoutes);
    });

    // Finance: the trust ledger (issue 14).
    await staffOnly.register(async (finance) => {
      finance.addHook('onRequest', finance.requireRoles('finance'));
      await finance.register(financeRoutes);
      await finance.register(paymentRunRoutes);
      await finance.register(runFileRoutes);
      await finance.register(financeReportRoutes);
    });
  });
};

export default adminRoutes;
