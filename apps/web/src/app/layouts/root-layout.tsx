import { Outlet } from 'react-router';
import { RouteFocus } from '../route-focus';

/** Wraps every area: focus and scroll on navigation. */
export function RootLayout() {
  return (
    <>
      <RouteFocus />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}
