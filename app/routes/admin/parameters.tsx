import { useSearchParams } from 'react-router';
import { ParameterList } from '#app/components/admin/parameters/parameter-list';
import { isReviewTab, isSynonymsTab } from '#app/components/admin/parameters/review-address';
import { ReviewList } from '#app/components/admin/parameters/review-list';
import { SectionTabs } from '#app/components/admin/parameters/section-tabs';
import { SynonymList } from '#app/components/admin/parameters/synonym-list';

// Parameters (docs/product.md §17): the parameter dictionary — list, search, add/edit, merge and
// delete, with how many variants use each entry — at ?tab=review, the specification values
// that wait for a fix, and at ?tab=synonyms the search's synonym list (decision 036).
export default function AdminParametersSection() {
  const [params] = useSearchParams();
  const tab = isReviewTab(params) ? 'review' : isSynonymsTab(params) ? 'synonyms' : 'dictionary';
  return (
    <>
      <SectionTabs tab={tab} />
      {tab === 'review' ? <ReviewList /> : tab === 'synonyms' ? <SynonymList /> : <ParameterList />}
    </>
  );
}
