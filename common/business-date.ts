import { BUSINESS_UTC_OFFSET } from './schemas/leads';

// The company works in one time zone without daylight saving (the Philippines, Asia/Manila), so a
// fixed offset is exact and needs no time-zone database, in the browser or on the server (decision
// 010). The quote list's "needed by" date is checked against today here, on both sides.

const [, sign, hh, mm] = /^([+-])(\d\d):(\d\d)$/.exec(BUSINESS_UTC_OFFSET) ?? ['', '+', '00', '00'];
export const BUSINESS_OFFSET_MS = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;

/** "2025-01-31 14:03:09" in business time. */
export const businessTime = (d: Date) =>
  new Date(d.getTime() + BUSINESS_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "2025-01-31": the date in business time at the moment `d`. */
export const businessDate = (d: Date) => businessTime(d).slice(0, 10);
