import { type ResultState, VALIDATION_RESULT } from '../modals/result-dialog';

// docs/product.md §5: what the contact page and quote list forms say on an invalid send. Apart from
// result-dialog.tsx so the product page, whose form words it otherwise, does not load it (§15).
export const FIELDS_RESULT: ResultState = {
  ...VALIDATION_RESULT,
  message: 'Please correct the highlighted fields.',
};
