import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// How Cmd+K reads what was typed (docs/product.md §26, decision 068): a name by default; an e-mail
// address, a phone number or a TIN (looked for in the leads, and recorded as a look at personal
// data); a lead's reference (QL-000042 or #42); a quotation's number (Q-2026-0001, -R1).

export type LeadTerm =
  | { kind: 'name'; text: string }
  | { kind: 'email'; text: string }
  | { kind: 'digits'; text: string }
  | { kind: 'reference'; id: number };

const REFERENCE = /^(?:QL-?|#)\s*0*(\d{1,9})$/i;
const QUOTATION = /^Q-?(\d{4})(?:-(\d{1,6})(?:-R(\d{1,3}))?)?$/i;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const DIGITS_MIN = 4;

/** What the leads are searched by for this term. */
export function leadTerm(q: string): LeadTerm {
  const reference = REFERENCE.exec(q);
  if (reference) return { kind: 'reference', id: Number(reference[1]) };
  if (q.includes('@')) return { kind: 'email', text: q.toLowerCase() };
  if (PHONE_LIKE.test(q)) {
    let digits = q.replace(/\D/g, '');
    // +63 917… is stored as 0917… (common/phone.ts).
    if (digits.startsWith('63') && digits.length > 10) digits = `0${digits.slice(2)}`;
    if (digits.length >= DIGITS_MIN) return { kind: 'digits', text: digits };
  }
  return { kind: 'name', text: q };
}

/** A quotation's number typed whole or in part: the year, and the sequence and revision if given. */
export function quotationTerm(q: string) {
  const m = QUOTATION.exec(q);
  if (!m) return null;
  return {
    year: Number(m[1]),
    sequence: m[2] === undefined ? undefined : Number(m[2]),
    revision: m[3] === undefined ? undefined : Number(m[3]),
  };
}

const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** ILIKE patterns matching the term literally: anywhere, or at the start. */
export const contains = (term: string) => `%${literal(term)}%`;
const startsWith = (term: string) => `${literal(term)}%`;

/** Best first: names starting with the term, then the shorter ones (closer to what was typed). */
export const closestFirst = (column: AnyPgColumn, term: string) => [
  sql`(${column} ilike ${startsWith(term)}) desc`,
  sql`length(${column})`,
];
