import { expect } from 'vitest';
import type { call } from '../../support/api';

type Answer = Awaited<ReturnType<typeof call>>;

// The answer shapes many routes share, checked in one place so each test states only its figures.

/** 200 and `{ success: true, data }`, nothing more. */
export function expectData(res: Answer, data: unknown) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, data });
}

/** This status, and the answer's `data` (for a test that checks only part of it). */
export function dataOf(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

/** 422 with exactly these field messages. */
export function expectFieldErrors(res: Answer, errors: Record<string, string[]>) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors).toEqual(errors);
}

/** A bulk action's or a revert's answer: one change set touching `count` records, `changed` of them changed. */
export function expectChangeSet(res: Answer, message: string, count: number, changed = count) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    success: true,
    message,
    change_set_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    count,
    changed,
  });
}

/** `send` is let through `allowed` times (201), then refused with 429 and a Retry-After. */
export async function expectRateLimited(send: () => Promise<Answer>, allowed: number) {
  for (let i = 0; i < allowed; i++) expect((await send()).statusCode).toBe(201);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
}

/** Refused with this status and message. */
export function expectRefused(res: Answer, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}
