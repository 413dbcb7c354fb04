import { useSearchParams } from 'react-router';
import { ParameterList } from '../../components/admin/parameters/parameter-list';
import { isReviewTab } from '../../components/admin/parameters/review-address';
import { ReviewList } from '../../components/admin/parameters/review-list';
import { SectionTabs } from '../../components/admin/parameters/section-tabs';

// Parameters (docs/product.md §17): the parameter dictionary — list, search, add/edit, merge and
// delete, with how many variants use each entry — and, at ?tab=review, the specification values
// that wait for a fix.
export default function AdminParametersSection() {
  const [params] = useSearchParams();
  const review = isReviewTab(params);
  return (
    <>
      <SectionTabs review={review} />
      {review ? <ReviewList /> : <ParameterList />}
    </>
  );
}
