import { z } from 'zod';
import { SETTING_TYPES, type SettingType } from '../constants';
import { isLegalSettingKey, LEGAL_TEXT_MAX } from '../legal-text';

export const settingValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type SettingValue = z.infer<typeof settingValueSchema>;

const settingEntrySchema = z.object({
  value: settingValueSchema,
  type: z.enum(SETTING_TYPES),
  label: z.string(),
  description: z.string(),
  /** The only values a text setting takes (currency, VAT, hero alignment): the form offers them as a choice. */
  options: z.array(z.string()).optional(),
});
export type SettingEntry = z.infer<typeof settingEntrySchema>;

/** GET /admin/settings: tab id → key → entry, in display order. */
export const groupedSettingsSchema = z.record(z.string(), z.record(z.string(), settingEntrySchema));
export type GroupedSettings = z.infer<typeof groupedSettingsSchema>;

/** PUT /admin/settings. Values are checked per key by type on the server (and by the form). */
export const settingsUpdateSchema = z.object({
  settings: z
    .record(z.string().max(100), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
      error: 'Settings must be an object of key to value',
    })
    .refine((v) => Object.keys(v).length <= 200, 'Too many settings'),
});
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;

export const SETTING_MESSAGES = {
  unknown: 'Unknown setting.',
  color: 'The value must be a colour like #F2A900 or #FA0.',
  boolean: 'The value must be true or false.',
  number: 'The value must be a number.',
  text: 'The value must be text of at most 5000 characters.',
  legalText: `The value must be text of at most ${LEGAL_TEXT_MAX} characters.`,
  url: 'The value must be a URL starting with http:// or https://, or empty.',
  image: 'The value must be an http(s) URL or a site path, or empty.',
  email: 'Please enter a valid email address',
  messengerPage: 'The value must be the page name after m.me/: letters, digits and dots only, or empty.',
  internationalNumber:
    'The value must be a Philippine mobile number (0917 123 4567) or a number in international form, digits only after an optional +, e.g. +639171234567, or empty.',
  tin: 'The value must be a TIN of 9 or 12 digits, e.g. 123-456-789-000, or empty.',
  monthList: 'The value must be whole numbers of months from 1 to 120, separated by commas, e.g. 12, 24, 36.',
  range: (min: number, max: number) => `The value must be between ${min} and ${max}.`,
  options: (options: readonly string[]) => `The value must be one of: ${options.join(', ')}.`,
} as const;

// One rule per type for both sides: the server's check (services/settings.ts) and the form.
export const SETTING_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A number as typed: "12", "-0.5", ".5", "3.". Each text matches in one way only, so it runs in linear time. */
export const SETTING_NUMBER_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Longer than any number a setting holds; checked before the pattern, so a huge value costs nothing. */
const SETTING_NUMBER_MAX_LENGTH = 32;
export const isSettingNumberText = (text: string) =>
  text.length <= SETTING_NUMBER_MAX_LENGTH && SETTING_NUMBER_TEXT.test(text);
const SETTING_TEXT_MAX = 5000;

/** "12, 24, 36, 48": the financing terms, at most 12 of them, each 1–120 months. */
export function parseMonthList(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 12 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const months = parts.map(Number);
  return months.every((m) => m >= 1 && m <= 120) ? months : null;
}
export const isMonthList = (text: string) => parseMonthList(text) !== null;

/** A value as the settings form holds it: a checkbox's boolean, otherwise the typed text. */
export type SettingFormValue = string | boolean;
export type SettingsFormValues = Record<string, SettingFormValue>;

/** The longest text a setting holds: the Privacy Policy and Terms of Service run longer (§21). */
export const settingTextMax = (key: string) => (isLegalSettingKey(key) ? LEGAL_TEXT_MAX : SETTING_TEXT_MAX);
const textMessage = (key: string) =>
  isLegalSettingKey(key) ? SETTING_MESSAGES.legalText : SETTING_MESSAGES.text;

function settingFieldSchema(type: SettingType, key: string) {
  switch (type) {
    case 'color':
      return z.string().trim().regex(SETTING_COLOR, SETTING_MESSAGES.color);
    case 'boolean':
      return z.boolean({ error: SETTING_MESSAGES.boolean });
    case 'number':
      return z.string().trim().refine(isSettingNumberText, SETTING_MESSAGES.number);
    default:
      return z.string().trim().max(settingTextMax(key), textMessage(key));
  }
}

/**
 * The settings form's schema, one field per key shaped by its type (numbers stay text while typed).
 * Range, URL and e-mail rules depend on the setting's definition and are checked by the server.
 */
export const settingsFormSchema = (types: Record<string, SettingType>) =>
  z.object(
    Object.fromEntries(Object.entries(types).map(([key, type]) => [key, settingFieldSchema(type, key)])),
  );
