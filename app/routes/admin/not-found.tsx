import { Navigate } from 'react-router';

// An unknown admin address goes to the dashboard, as unknown public paths go home (spec §2).
export default function AdminNotFound() {
  return <Navigate to="/admin" replace />;
}
