import { Navigate } from 'react-router';

// An unknown admin address goes to the dashboard, as unknown public paths go home (docs/product.md §4).
export default function AdminNotFound() {
  return <Navigate to="/admin" replace />;
}
