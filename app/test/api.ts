import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { errorSchema, okEnvelope } from '#common/schemas/envelopes';
import { adminListQuery, paginate } from '#common/schemas/pagination';
import { type UploadTarget, uploadTargetSchema } from '#common/schemas/upload';
import { server } from './server';

// Answers of the admin API for component tests, in the shapes the routes declare (common/schemas):
// a list that pages and searches its rows like the server, an error body as the one error handler
// writes it, and any other read. Paths are the API's own, without /api (as app/lib/api.ts takes them).

/** A promise a custom handler awaits until the test calls `release`, to see the screen while it waits. */
export function heldUntilReleased() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/**
 * Where a handler's requests wait while the test holds them (a list's or a write's `hold()`), so
 * it can see the screen in between; `hold()` returns the release.
 */
function requestGate() {
  let closed: Promise<void> | null = null;
  return {
    hold: () => {
      let release = () => {};
      closed = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        closed = null;
        release();
      };
    },
    passed: async () => {
      if (closed) await closed;
    },
  };
}

/** `{message, errors?}`: every 4xx and 5xx the API sends. */
export const errorBody = (message: string, errors?: Record<string, string[]>) =>
  errorSchema.parse({ message, errors });

/** `{success: true, message, data}`: a write's answer as the API sends it (the message is shown). */
export const savedBody = (message: string, data: unknown) => ({ success: true, message, data });

/** GET /api{path} answers `body` (after checking it against `schema`, when given). */
export function answer(path: string, body: unknown, schema?: z.ZodType) {
  const checked = (schema ? schema.parse(body) : body) as JsonBodyType;
  server.use(http.get(`/api${path}`, () => HttpResponse.json(checked)));
}

/** `method` /api{path} answers `status` with the API's error body. */
export function fail(
  path: string,
  status: number,
  message: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' = 'get',
) {
  server.use(http[method](`/api${path}`, () => HttpResponse.json(errorBody(message), { status })));
}

/** The body around one page of rows (default: the server's own `paginate`). */
export type PageShape = (rows: unknown[], total: number, page: number, perPage: number) => unknown;

export interface ServedList<T> {
  /** Every request the list received, in order (read their query strings). */
  requests: URL[];
  /** The rows the "server" holds now (a delete may take one out). */
  rows: T[];
  /** Holds the answers to every request from now on until the returned function is called. */
  hold: () => () => void;
  /** Every request from now on answers `status` with `message`, until `recover()`. */
  failWith: (status: number, message: string) => void;
  recover: () => void;
}

/**
 * GET /api{path} answered from `rows` the way an admin list is: `page`, `per_page` and `search`
 * read with the API's own query schema, `search` keeping the rows whose `text` contains it
 * (case-insensitively; which columns the server searches is the API tests' business), the page
 * made by `shape` (default: the server's `paginate`) and checked against `schema`. A list that is
 * not paged (`paged: false`) answers every row found.
 */
export function serveList<T>(
  path: string,
  rows: T[],
  {
    text,
    schema,
    shape = paginate as PageShape,
    paged = true,
  }: { text: (row: T) => string; schema: z.ZodType; shape?: PageShape; paged?: boolean },
): ServedList<T> {
  const gate = requestGate();
  let failure: { status: number; message: string } | null = null;
  const served: ServedList<T> = {
    requests: [],
    rows,
    hold: gate.hold,
    failWith: (status, message) => {
      failure = { status, message };
    },
    recover: () => {
      failure = null;
    },
  };
  server.use(
    http.get(`/api${path}`, async ({ request }) => {
      const url = new URL(request.url);
      served.requests.push(url);
      await gate.passed();
      if (failure) return HttpResponse.json(errorBody(failure.message), { status: failure.status });
      const query = adminListQuery.parse(Object.fromEntries(url.searchParams));
      const term = query.search?.toLowerCase() ?? '';
      const found = served.rows.filter((row) => text(row).toLowerCase().includes(term));
      const start = (query.page - 1) * query.per_page;
      const page = paged ? found.slice(start, start + query.per_page) : found;
      const body = shape(page, found.length, query.page, query.per_page);
      return HttpResponse.json(schema.parse(body) as JsonBodyType);
    }),
  );
  return served;
}

export interface Write {
  /** The JSON bodies received, in order. */
  bodies: unknown[];
  /** Holds the answers from now on until the returned function is called (to see "Saving..."). */
  hold: () => () => void;
}

/**
 * `method` /api{path} answers `status` with `body` (default 200, `{success: true}`), or with the
 * API's error body when `status` is 4xx/5xx and `body` is `{message, errors?}`. Records what it
 * received, and can hold its answers while a test looks at the screen in between.
 */
export function accept(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  { status = 200, body = { success: true } }: { status?: number; body?: unknown } = {},
): Write {
  const gate = requestGate();
  const write: Write = {
    bodies: [],
    hold: gate.hold,
  };
  server.use(
    http[method](`/api${path}`, async ({ request }) => {
      const text = await request.text();
      write.bodies.push(text ? JSON.parse(text) : null);
      await gate.passed();
      return HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
  return write;
}

/** A 422 as the API's error handler sends it (server/errors.ts): the first message, and each field's. */
export const refused = (path: string, method: 'post' | 'put' | 'patch', errors: Record<string, string[]>) =>
  accept(method, path, {
    status: 422,
    body: errorBody(Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors),
  });

/** GET /api/admin/uploads/target: where the image widgets send files (default: our own server). */
export const serveUploadTarget = (target: UploadTarget = { kind: 'server' }) =>
  answer('/admin/uploads/target', { success: true, data: target }, okEnvelope(uploadTargetSchema));
