import type { AccessAction } from '#common/schemas/access-log';

// Words of the access record (docs/product.md §23): what each entry says a person did.

export const ACTION_WORDS: Record<AccessAction, string> = {
  view: 'Viewed',
  export: 'Exported',
  privacy_search: 'Privacy search',
  privacy_export: 'Privacy export',
  privacy_erase: 'Privacy erasure',
};

export const ACTION_OPTIONS = Object.entries(ACTION_WORDS).map(([value, label]) => ({
  value: value as AccessAction,
  label,
}));
