import { describe, expect, it } from 'vitest';
import type { GroupedSettings } from '#common/schemas/settings';
import { settingsFormSchema } from '#common/schemas/settings';
import {
  changedSettings,
  fieldTypesOf,
  formValuesOf,
  optionsOf,
  pickerHex,
  SETTINGS_TABS,
  settingFieldErrors,
  tabEntries,
  tabOf,
} from './settings-values';

const entry = (value: string | number | boolean, type: 'text' | 'color' | 'boolean' | 'number') => ({
  value,
  type,
  label: 'Label',
  description: 'Description',
});

const GROUPS: GroupedSettings = {
  general: { site_name: entry('Ironsite', 'text') },
  contact: { company_phone: entry('+63 2 8123 4567', 'text') },
  appearance: {
    primary_color: entry('#F2A900', 'color'),
    show_floating_social: entry(true, 'boolean'),
    products_per_page: entry(12, 'number'),
  },
  cloudinary: {},
  hero: { hero_title: entry('Built for the Toughest Jobs', 'text') },
};

describe('settings form values', () => {
  it('holds every editable tab, booleans as booleans and numbers as text, never the hero tab', () => {
    expect(formValuesOf(GROUPS)).toEqual({
      site_name: 'Ironsite',
      company_phone: '+63 2 8123 4567',
      primary_color: '#F2A900',
      show_floating_social: true,
      products_per_page: '12',
    });
  });

  it('gives an empty list for a tab without settings (the "No settings found" case)', () => {
    expect(tabEntries(GROUPS, 'cloudinary')).toEqual([]);
    expect(tabEntries(GROUPS, 'social')).toEqual([]);
    expect(tabEntries(GROUPS, 'appearance').map((e) => e.key)).toEqual([
      'primary_color',
      'show_floating_social',
      'products_per_page',
    ]);
  });

  it('sends only what changed, from any tab', () => {
    const initial = formValuesOf(GROUPS);
    const current = { ...initial, company_phone: '0917 000 0000', show_floating_social: false };
    expect(changedSettings(initial, current)).toEqual({
      company_phone: '0917 000 0000',
      show_floating_social: false,
    });
    expect(changedSettings(initial, initial)).toEqual({});
  });

  it('finds the tab of a field the server refused', () => {
    expect(settingFieldErrors({ 'settings.primary_color': 'Bad colour' })).toEqual({
      primary_color: 'Bad colour',
    });
    expect(tabOf(GROUPS, 'primary_color')).toBe('appearance');
    expect(tabOf(GROUPS, 'hero_title')).toBeUndefined();
  });

  it('feeds the colour picker #rrggbb only for a valid colour', () => {
    expect(pickerHex('#F2A900')).toBe('#f2a900');
    expect(pickerHex(' #fa0 ')).toBe('#ffaa00');
    expect(pickerHex('#F2A9')).toBeNull();
    expect(pickerHex('amber')).toBeNull();
  });

  it('validates each field by its type with the server messages', () => {
    const schema = settingsFormSchema(fieldTypesOf(GROUPS));
    const ok = schema.safeParse({ ...formValuesOf(GROUPS), primary_color: ' #0055aa ' });
    expect(ok.success && ok.data.primary_color).toBe('#0055aa');
    const bad = schema.safeParse({
      ...formValuesOf(GROUPS),
      primary_color: '#12345',
      products_per_page: 'ten',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['primary_color', 'The value must be a colour like #F2A900 or #FA0.'],
      ['products_per_page', 'The value must be a number.'],
    ]);
  });
});

describe('settings with options (docs/product.md §25)', () => {
  const choice = (key: string, value: string, options: string[]) => ({
    key,
    ...entry(value, 'text'),
    options,
  });

  it('reads currency and VAT choices in words, and any other value as itself', () => {
    expect(optionsOf(choice('currency', 'USD', ['USD', 'PHP']))).toEqual([
      { value: 'USD', label: 'US dollar ($)' },
      { value: 'PHP', label: 'Philippine peso (₱)' },
    ]);
    expect(
      optionsOf(choice('vat_mode', 'none', ['none', 'inclusive', 'exclusive']))?.map((o) => o.label),
    ).toEqual(['No VAT line', 'VAT inclusive', 'VAT exclusive (12% VAT added)']);
    expect(optionsOf(choice('other', 'a', ['a']))).toEqual([{ value: 'a', label: 'a' }]);
  });

  it('keeps a stored value the list no longer holds, and offers no choice without options', () => {
    expect(optionsOf(choice('currency', 'EUR', ['USD', 'PHP']))?.at(-1)).toEqual({
      value: 'EUR',
      label: 'EUR',
    });
    expect(optionsOf({ key: 'site_name', ...entry('Ironsite', 'text') })).toBeNull();
  });

  it('has a Financing tab before Leads', () => {
    const ids = SETTINGS_TABS.map((t) => t.id);
    expect(ids.indexOf('financing')).toBe(ids.indexOf('leads') - 1);
  });
});
