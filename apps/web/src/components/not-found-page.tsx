import { useNavigate } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import '@/components/ui/button.css';
import './not-found-page.css';

/**
 * The 404 screen of an unknown intake status route. Other unknown paths redirect
 * instead (app/unknown-path-redirect.tsx).
 */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();

  const goBack = () => {
    // A visitor who typed the address has nowhere to go back to: send them home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className="not-found">
      <h1>404 Page Not Found !</h1>
      <p>You may have mistyped the address or the page may have been moved.</p>
      <div className="not-found__actions">
        <button type="button" className="button button--secondary" onClick={goBack}>
          Back
        </button>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    </div>
  );
}
