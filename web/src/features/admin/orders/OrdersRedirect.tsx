import { Navigate } from 'react-router';
import { useApplication } from '../../../lib/queries';

/** /spa/admin opens the first section of the staff member's role: the orders, or the menus for an editor. */
export function OrdersRedirect() {
  const role = useApplication().data?.staffRole;
  return <Navigate to={role === 'editor' ? '/admin/menus' : '/admin/orders'} replace />;
}
