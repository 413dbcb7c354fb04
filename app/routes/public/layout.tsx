import { Outlet } from 'react-router';

// PLACEHOLDER: replaced by the owner of the layout (header, nav, footer).
export default function PublicLayout() {
  return <Outlet />;
}
