import { Outlet } from 'react-router';
import { AppProviders } from '../providers';
// Before any page under this layout parses with a contract schema.
import '@/lib/zod-csp';

/**
 * The layout of every page that calls the API, shows toasts or reads the session (router.tsx,
 * `withAppServices`). Loaded lazily with the first such page, so the content-only pages never download
 * TanStack Query, react-toastify or the session code. The query cache is still the app's one QueryClient
 * (lib/query-client), shared with code outside React such as the captcha.
 */
export function AppServicesLayout() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
