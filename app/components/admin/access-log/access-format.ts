import { ACCESS_ACTION_LABELS, type AccessAction } from '#common/schemas/access-log';

// Words of the access record (docs/product.md §23): what each entry says a person did.

export const ACTION_WORDS = ACCESS_ACTION_LABELS;

export const ACTION_OPTIONS = Object.entries(ACTION_WORDS).map(([value, label]) => ({
  value: value as AccessAction,
  label,
}));
