import { PrivacyRequests } from '#app/components/admin/privacy/privacy-requests';

// Privacy requests (docs/product.md §21): an admin's data-subject tools.
export default function AdminPrivacySection() {
  return <PrivacyRequests />;
}
