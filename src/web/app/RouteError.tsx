import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from '../routes/NotFoundPage';
import { CrashScreen } from './CrashScreen';

/**
 * The router's one error element. Placed on the pages' parent route, a page that fails keeps
 * the header and footer around its message; on the root it covers a failing layout.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <CrashScreen error={error} />;
}
