import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNATIONAL_NUMBER_PATTERN, MESSENGER_PAGE_PATTERN } from '#common/chat-links';
import { SETTING_GROUPS, type SettingGroup } from '#common/constants';
import { defaultTargetMinutes, LEAD_KINDS, promisedHours, RESPONSE_HOURS_KEY } from '#common/lead-kinds';
import { isLegalSettingKey } from '#common/legal-text';
import { internationalNumber } from '#common/phone';
import {
  SETTING_COLOR as COLOR,
  type GroupedSettings,
  isMonthList,
  isSettingNumberText,
  SETTING_MESSAGES as M,
  type SettingsUpdateInput,
  type SettingValue,
  settingTextMax,
} from '#common/schemas/settings';
import { formatTin, normalizeTin } from '#common/tin';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { type FieldErrors, ValidationFailed } from '../errors';
import { readDeskRow } from './leads/calendar';
import { openingHoursText, publicOpeningHours } from './leads/opening-hours';
import {
  DEFINITIONS_BY_KEY,
  SETTING_DEFINITIONS,
  type SettingDefinition,
  setSettingValues,
} from './settings-definitions';

export { ensureSettings, setSettingValues } from './settings-definitions';

// Tabs a visitor's browser may read (an allow-list: a new tab stays private). Cloudinary, Security,
// Leads and the notification address are back-office only;
// the Privacy Policy and Terms are read by their own pages (docs/product.md §21), not carried in
// every page's site data.
const PUBLIC_GROUPS: readonly SettingGroup[] = [
  'general',
  'contact',
  'social',
  'appearance',
  'hero',
  'financing',
];
const PRIVATE_KEYS = new Set(['notification_email', 'privacy_policy', 'terms_of_service']);
const BOOLEANS = new Map<unknown, string>([
  [true, 'true'],
  ['true', 'true'],
  [1, 'true'],
  ['1', 'true'],
  [false, 'false'],
  ['false', 'false'],
  [0, 'false'],
  ['0', 'false'],
]);

type Checked = { value: string } | { error: string };

function checkFormat(d: SettingDefinition, value: string): Checked {
  if (value === '') return { value };
  if (d.format === 'url' && !/^https?:\/\/\S+$/i.test(value)) return { error: M.url };
  if (d.format === 'image' && !/^(?:https?:\/\/|\/(?!\/))\S*$/i.test(value)) return { error: M.image };
  if (d.format === 'email' && !z.email().safeParse(value).success) return { error: M.email };
  if (d.format === 'messenger_page' && !MESSENGER_PAGE_PATTERN.test(value)) return { error: M.messengerPage };
  if (d.format === 'international_number') {
    // Stored in international form, whichever way it was typed: the chat links need no other.
    const number = internationalNumber(value, INTERNATIONAL_NUMBER_PATTERN);
    return number === null ? { error: M.internationalNumber } : { value: number };
  }
  if (d.format === 'month_list' && !isMonthList(value)) return { error: M.monthList };
  if (d.format === 'tin') {
    // Stored in the BIR's grouping, however it was typed.
    const digits = normalizeTin(value);
    return digits ? { value: formatTin(digits) } : { error: M.tin };
  }
  if (d.options && !d.options.includes(value)) return { error: M.options(d.options) };
  return { value };
}

/** Validates one submitted value against its definition and returns the text to store. */
export function checkSettingValue(d: SettingDefinition, raw: unknown): Checked {
  switch (d.type) {
    case 'color':
      return typeof raw === 'string' && COLOR.test(raw.trim()) ? { value: raw.trim() } : { error: M.color };
    case 'boolean': {
      const value = BOOLEANS.get(typeof raw === 'string' ? raw.trim().toLowerCase() : raw);
      return value ? { value } : { error: M.boolean };
    }
    case 'number': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      const n = Number(text);
      if (!isSettingNumberText(text) || !Number.isFinite(n)) return { error: M.number };
      if ((d.min !== undefined && n < d.min) || (d.max !== undefined && n > d.max)) {
        return { error: M.range(d.min ?? -Infinity, d.max ?? Infinity) };
      }
      return { value: String(n) };
    }
    default: {
      if (raw === null) return { value: '' };
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: M.text };
      const value = String(raw).trim();
      if (value.length > settingTextMax(d.key))
        return { error: isLegalSettingKey(d.key) ? M.legalText : M.text };
      return checkFormat(d, value);
    }
  }
}

function typed(d: SettingDefinition, stored: string): SettingValue {
  if (d.type === 'boolean') return stored === 'true';
  if (d.type === 'number') {
    const n = Number(stored);
    return Number.isFinite(n) ? n : Number(d.default);
  }
  return stored;
}

/** Stored values with the catalogue's default for any row that does not exist (yet). */
async function storedValues(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

const currentValue = (d: SettingDefinition, stored: Map<string, string>) =>
  typed(d, stored.get(d.key) ?? d.default);

export async function groupedSettings(db: Db): Promise<GroupedSettings> {
  const stored = await storedValues(db);
  const out: GroupedSettings = {};
  for (const g of SETTING_GROUPS) {
    out[g] = {};
    for (const d of SETTING_DEFINITIONS.filter((x) => x.group === g)) {
      out[g][d.key] = {
        value: currentValue(d, stored),
        type: d.type,
        label: d.label,
        description: d.description,
        // The form shows a setting with options as a choice (docs/product.md §25: currency, VAT).
        ...(d.options ? { options: [...d.options] } : {}),
      };
    }
  }
  return out;
}

/** Validates every value first; saves all of them or none. */
export async function saveSettings(db: Db, input: SettingsUpdateInput): Promise<GroupedSettings> {
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input.settings)) {
    const d = DEFINITIONS_BY_KEY.get(key);
    const checked = d ? checkSettingValue(d, raw) : { error: M.unknown };
    if ('error' in checked) errors[`settings.${key}`] = [checked.error];
    else values[key] = checked.value;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  await db.transaction((tx) => setSettingValues(tx, values));
  return groupedSettings(db);
}

export async function publicSettings(db: Db): Promise<Record<string, SettingValue>> {
  const stored = await storedValues(db);
  const out: Record<string, SettingValue> = {};
  for (const d of SETTING_DEFINITIONS) {
    if (PUBLIC_GROUPS.includes(d.group) && !PRIVATE_KEYS.has(d.key)) out[d.key] = currentValue(d, stored);
  }
  // The opening hours are the lead desk's (Settings → Leads), not a text of their own: the site
  // shows the hours the response clock counts (docs/product.md §24).
  out.business_hours = openingHoursText(await publicOpeningHours(db));
  // So are the forms' promises ("within 24 hours"): each kind's response target, in hours.
  const { responseTargets } = await readDeskRow(db);
  for (const kind of LEAD_KINDS) {
    out[`${RESPONSE_HOURS_KEY}${kind}`] = promisedHours(responseTargets[kind] || defaultTargetMinutes(kind));
  }
  return out;
}

/** One text setting's stored value, or its default. */
export async function textSetting(db: Db, key: string): Promise<string> {
  const d = DEFINITIONS_BY_KEY.get(key);
  if (!d) throw new Error(`Unknown setting: ${key}`);
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? d.default;
}

/** Several text settings read at once: each one's stored value or its default, trimmed. */
export async function textSettings<K extends string>(db: Db, keys: readonly K[]) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return (key: K) => (stored.get(key) ?? DEFINITIONS_BY_KEY.get(key)?.default ?? '').trim();
}

/** One boolean setting's stored value, or its default. */
export async function booleanSetting(db: Db, key: string): Promise<boolean> {
  const d = DEFINITIONS_BY_KEY.get(key);
  if (d?.type !== 'boolean') throw new Error(`Unknown boolean setting: ${key}`);
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value ?? d.default) === 'true';
}

/** Typed values of the hero tab, for the public hero settings. */
export async function heroSettingValues(db: Db): Promise<Record<string, SettingValue>> {
  const stored = await storedValues(db);
  const out: Record<string, SettingValue> = {};
  for (const d of SETTING_DEFINITIONS) if (d.group === 'hero') out[d.key] = currentValue(d, stored);
  return out;
}
