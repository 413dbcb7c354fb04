import type { SettingGroup, SettingType } from '#common/constants';
import { VAT_NOTES } from '#common/money';
import {
  type GroupedSettings,
  SETTING_COLOR,
  type SettingEntry,
  type SettingFormValue,
  type SettingsFormValues,
} from '#common/schemas/settings';

// The settings screen's data rules, kept apart from the markup so they can be unit-tested.

/**
 * The settings tabs, in order, the last one Security (docs/decisions/015-bootstrap-and-two-factor.md).
 * The hero tab is edited in the Hero section, not here.
 */
export const SETTINGS_TABS: { id: SettingGroup; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'contact', label: 'Contact' },
  { id: 'social', label: 'Social Media' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'cloudinary', label: 'Cloudinary' },
  { id: 'financing', label: 'Financing' },
  { id: 'leads', label: 'Leads' },
  { id: 'security', label: 'Security' },
];

export type SettingItem = SettingEntry & { key: string };

/** What a setting's choices read as (docs/product.md §25); a value not named here reads as itself. */
const OPTION_LABELS: Record<string, Record<string, string>> = {
  currency: { USD: 'US dollar ($)', PHP: 'Philippine peso (₱)' },
  vat_mode: { none: 'No VAT line', inclusive: VAT_NOTES.inclusive, exclusive: VAT_NOTES.exclusive },
  hero_text_alignment: { left: 'Left', center: 'Centre', right: 'Right' },
};

/** A setting's choices with their labels, or null for a setting typed freely. */
export function optionsOf(item: SettingItem): { value: string; label: string }[] | null {
  if (!item.options) return null;
  const labels = OPTION_LABELS[item.key] ?? {};
  // A stored value the list no longer holds stays shown as it is rather than as the first choice.
  const current = String(item.value);
  const values = item.options.includes(current) ? item.options : [...item.options, current];
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** The entries of one tab in the server's order; empty when the tab has none. */
export function tabEntries(groups: GroupedSettings, tab: SettingGroup): SettingItem[] {
  return Object.entries(groups[tab] ?? {}).map(([key, entry]) => ({ key, ...entry }));
}

const editableEntries = (groups: GroupedSettings) => SETTINGS_TABS.flatMap((t) => tabEntries(groups, t.id));

/** A stored value as its field holds it: checkboxes a boolean, everything else text. */
function formValue(entry: SettingEntry): SettingFormValue {
  if (entry.type === 'boolean') return entry.value === true || entry.value === 'true';
  return String(entry.value);
}

export function formValuesOf(groups: GroupedSettings): SettingsFormValues {
  return Object.fromEntries(editableEntries(groups).map((e) => [e.key, formValue(e)]));
}

export function fieldTypesOf(groups: GroupedSettings): Record<string, SettingType> {
  return Object.fromEntries(editableEntries(groups).map((e) => [e.key, e.type]));
}

/** The values that differ from what was loaded: what PUT /admin/settings receives, from every tab. */
export function changedSettings(
  initial: SettingsFormValues,
  current: SettingsFormValues,
): Record<string, SettingFormValue> {
  return Object.fromEntries(Object.entries(current).filter(([key, value]) => initial[key] !== value));
}

/** The tab a setting is on, to show the first field a save refused. */
export function tabOf(groups: GroupedSettings, key: string): SettingGroup | undefined {
  return SETTINGS_TABS.find((t) => groups[t.id] && key in groups[t.id])?.id;
}

/** The server's 422 keys ("settings.primary_color") as form field names. */
export function settingFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^settings\./, ''), message]),
  );
}

/** #abc or #aabbcc as #aabbcc for the native colour picker, or null while the text is not a colour. */
export function pickerHex(text: string): string | null {
  if (!SETTING_COLOR.test(text.trim())) return null;
  const hex = text.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}
