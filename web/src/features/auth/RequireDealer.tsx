import { Navigate, Outlet } from 'react-router';
import { Alert } from '../../components/Alert';
import { LoadingBlock } from '../../components/Skeleton';
import { errorMessageOf } from '../../lib/http';
import { useCheckLogin } from '../../lib/queries';

/**
 * Routes for signed-in dealers only (basket, checkout, payment, reports, account). Any false
 * answer of GET /login/CheckLogin sends the browser to the sign-in page (spec §4 "Session").
 */
export function RequireDealer() {
  const session = useCheckLogin();
  if (session.data === false) return <Navigate to="/login" replace />;
  if (session.data === true) return <Outlet />;
  if (session.isError) return <Alert tone="error">{errorMessageOf(session.error)}</Alert>;
  return <LoadingBlock label="Oturum kontrol ediliyor…" />;
}
