import { Navigate, type RouteObject } from 'react-router';
import { AdminLayout, RequireRole, RequireStaff } from './admin-layout';
import { ADMIN_HOME_PATH } from '@/lib/back-office/admin-paths';
import { financeRoutes, financeSettingsRoute } from '@/features/finance/finance-routes';

/**
 * The back office's route table (issue 12), loaded only for paths under /admin (app/app-areas.tsx
 * `areasFor`): nothing of it is in the public or clients' chunks. Pages are lazy, each in its chunk.
 */
export const adminArea: RouteObject = {
  path: 'admin',
  Component: AdminLayout,
  children: [
    { path: 'sign-in', lazy: async () => ({ Component: (await import('./pages/sign-in-page')).StaffSignInPage }) },
    { path: 'set-up', lazy: async () => ({ Component: (await import('./pages/set-up-page')).StaffSetUpPage }) },
    {
      Component: RequireStaff,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./pages/home-page')).AdminHomePage }) },
        {
          element: <RequireRole needs="caseworker" />,
          children: [
            { path: 'applications', lazy: async () => ({ Component: (await import('./pages/applications-page')).ApplicationsPage }) },
            { path: 'my-clients', lazy: async () => ({ Component: (await import('./pages/my-clients-page')).MyClientsPage }) },
            { path: 'clients', lazy: async () => ({ Component: (await import('./pages/clients-page')).ClientsPage }) },
            { path: 'clients/:id', lazy: async () => ({ Component: (await import('./pages/client-page')).ClientProfilePage }) },
            { path: 'enquiries', lazy: async () => ({ Component: (await import('./pages/enquiries-page')).EnquiriesPage }) },
            { path: 'enquiries/:reference', lazy: async () => ({ Component: (await import('./pages/enquiry-page')).EnquiryPage }) },
            // Assisted mode: the client's onboarding wizard, filled in by the caseworker (issue 12).
            {
              path: 'onboarding/:client/assist',
              lazy: async () => ({ Component: (await import('./pages/onboarding-assist-page')).OnboardingAssistPage }),
            },
            { path: 'onboarding', lazy: async () => ({ Component: (await import('./pages/onboarding-page')).OnboardingQueuePage }) },
            {
              path: 'onboarding/:client',
              lazy: async () => ({ Component: (await import('./pages/onboarding-record-page')).OnboardingRecordPage }),
            },
            {
              path: 'applications/:code',
              lazy: async () => ({ Component: (await import('./pages/application-page')).ApplicationPage }),
            },
          ],
        },
        {
          element: <RequireRole needs="admin" />,
          children: [
            { path: 'staff', lazy: async () => ({ Component: (await import('./pages/staff-page')).StaffAccountsPage }) },
            { path: 'audit', lazy: async () => ({ Component: (await import('./pages/audit-page')).AuditTrailPage }) },
            financeSettingsRoute,
          ],
        },
        // Client money (issue 14): the trust ledger's back office.
        { path: 'finance', element: <RequireRole needs="finance" />, children: financeRoutes },
      ],
    },
    { path: '*', element: <Navigate to={ADMIN_HOME_PATH} replace /> },
  ],
};
