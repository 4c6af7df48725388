import { Navigate } from 'react-router';

/** /spa/admin opens the first section: the orders. */
export function OrdersRedirect() {
  return <Navigate to="/admin/orders" replace />;
}
