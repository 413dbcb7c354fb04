import {
  FORM_STARTED_AT_FIELD,
  HONEYPOT_FIELD,
  MAX_MESSAGE_LINKS,
  MIN_FORM_FILL_MS,
} from '#common/schemas/contact';
import type { SpamFlag } from '#common/schemas/leads';

// The spam screen of every public form (decision 010). It only flags: the lead is stored either
// way and the visitor gets the same answer, so a bot learns nothing from the response. Only the
// honeypot bins a lead; a short fill time or many links are also what autofill and a pasted
// reference list look like, so those leads stay in the inbox marked "Possible spam".

/** A fill time beyond this is not believable (a stale tab or a wrong clock) and is treated as unknown. */
const MAX_BELIEVABLE_FILL_MS = 7 * 24 * 60 * 60 * 1000;
const LINK = /\bhttps?:\/\/|\bwww\./gi;

interface Screening {
  flags: SpamFlag[];
  /** null when the form did not send a usable start time (allowed: old clients, API callers). */
  fillMs: number | null;
}

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/**
 * The start time comes from the visitor's clock, so it is compared with ours only when the gap
 * is plausible: a clock running ahead gives a negative gap, which counts as unknown, never as spam.
 */
function fillTime(startedAt: unknown, receivedAt: Date): number | null {
  const started = typeof startedAt === 'string' && startedAt.trim() !== '' ? Number(startedAt) : startedAt;
  if (typeof started !== 'number' || !Number.isFinite(started)) return null;
  const ms = Math.round(receivedAt.getTime() - started);
  return ms >= 0 && ms <= MAX_BELIEVABLE_FILL_MS ? ms : null;
}

/** Links in the free-text fields; the stored payload still holds them, so the count can be re-read. */
function linkCount(input: Record<string, unknown>): number {
  const text = ['message', 'project_description', 'subject']
    .map((key) => input[key])
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
  return text.match(LINK)?.length ?? 0;
}

export function screenSubmission(input: Record<string, unknown>, receivedAt: Date): Screening {
  const flags: SpamFlag[] = [];
  if (filled(input[HONEYPOT_FIELD])) flags.push('honeypot');
  const fillMs = fillTime(input[FORM_STARTED_AT_FIELD], receivedAt);
  if (fillMs !== null && fillMs < MIN_FORM_FILL_MS) flags.push('too_fast');
  if (linkCount(input) > MAX_MESSAGE_LINKS) flags.push('links');
  return { flags, fillMs };
}

/** Only a filled honeypot is sure enough to close a lead unseen (no inbox, no e-mail). */
export const isSureSpam = (flags: readonly string[]) => flags.includes('honeypot');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Why a lead that stays in the inbox looks like spam, in staff's words ("sent 1.2 s after the form
 * opened; 5 links"), or null when it does not (or when the honeypot already closed it as spam).
 */
export function possibleSpamReason(
  flags: readonly string[],
  fillMs: number | null,
  payload: Record<string, unknown>,
): string | null {
  if (isSureSpam(flags)) return null;
  const reasons: string[] = [];
  if (flags.includes('too_fast'))
    reasons.push(
      fillMs === null
        ? `sent less than ${MIN_FORM_FILL_MS / 1000} s after the form opened`
        : `sent ${seconds(fillMs)} after the form opened`,
    );
  if (flags.includes('links')) reasons.push(`${linkCount(payload)} links`);
  return reasons.length > 0 ? reasons.join('; ') : null;
}

const FLAG_TEXT: Record<SpamFlag, string> = {
  honeypot: 'the hidden field was filled',
  too_fast: `sent less than ${MIN_FORM_FILL_MS / 1000} seconds after the form opened`,
  links: `more than ${MAX_MESSAGE_LINKS} links in the message`,
};

/** The note of the automatic "closed as spam" entry in the lead's history. */
export const spamNote = (flags: SpamFlag[]) =>
  `Marked as spam automatically: ${flags.map((f) => FLAG_TEXT[f]).join('; ')}.`;

/** The stored payload leaves out the spam-check fields (they are kept as flags and fill time). */
export function withoutSpamFields(input: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _honeypot, [FORM_STARTED_AT_FIELD]: _started, ...rest } = input;
  return rest;
}
