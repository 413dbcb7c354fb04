import { ADMIN } from './env';

// HTTP calls the scenarios make, and the checks of what the database kept, through the public and
// admin API of a running server (the same on PGlite and PostgreSQL).

export interface Reply {
  status: number;
  body: unknown;
  ms: number;
}

export async function call(
  url: string,
  path: string,
  {
    method = 'GET',
    token,
    body,
    timeout = 15_000,
  }: { method?: string; token?: string; body?: unknown; timeout?: number } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeout),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a page, not JSON
  }
  return { status: res.status, body: parsed, ms: performance.now() - started };
}

export async function login(url: string): Promise<string> {
  const res = await call(url, '/api/login', { method: 'POST', body: ADMIN });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/**
 * A general inquiry that passes the spam screen (opened a minute ago, empty honeypot): the marker
 * is its e-mail's local part, so the inbox search finds it.
 */
export function contactBody(marker: string) {
  return {
    name: 'Resilience Check',
    email: `${marker}@resilience.test`,
    subject: 'Resilience run',
    interest_area: 'products',
    message: `Submission ${marker}: please ignore.`,
    website: '',
    form_started_at: Date.now() - 60_000,
  };
}

export const brandBody = (name: string) => ({ name, description: 'Written by the resilience run.' });

export const newsBody = (title: string) => ({
  title,
  author: 'Resilience Run',
  excerpt: 'Written by the resilience run.',
  content: '<p>Written by the resilience run.</p>',
  category: 'Company News',
});

/** Every row of an admin list whose search matches, page by page. */
async function adminList<T>(url: string, token: string, path: string, search: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(
      url,
      `${path}${sep}search=${encodeURIComponent(search)}&per_page=1000&page=${page}`,
      {
        token,
        timeout: 60_000,
      },
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    type Page = { data: T[]; last_page: number };
    // News lists wrap the page in {success, data} (the original client reads it so, docs/product.md §13).
    const raw = res.body as Page | { success: true; data: Page };
    const body = 'success' in raw ? raw.data : raw;
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

/** The `field` values of the audit trail's create entries of `entity` that contain `search`. */
export async function auditedCreates(
  url: string,
  token: string,
  entity: string,
  field: string,
  search: string,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await call(
      url,
      `/api/admin/audit?entity=${entity}&action=create&per_page=1000&page=${page}`,
      {
        token,
        timeout: 60_000,
      },
    );
    if (res.status !== 200) throw new Error(`audit: ${res.status} ${JSON.stringify(res.body)}`);
    const body = res.body as { data: { changes: Record<string, { to?: unknown }> }[]; last_page: number };
    for (const entry of body.data) {
      const value = entry.changes[field]?.to;
      if (typeof value === 'string' && value.includes(search)) found.add(value);
    }
    if (page >= body.last_page) return found;
  }
}

/** The markers of the stored leads whose e-mail contains `search` (spam included). */
export async function storedLeadMarkers(url: string, token: string, search: string): Promise<Set<string>> {
  const rows = await adminList<{ email: string }>(url, token, '/api/admin/leads?status=all', search);
  return new Set(rows.map((r) => r.email.split('@')[0]));
}

export async function storedBrandNames(url: string, token: string, search: string): Promise<Set<string>> {
  const rows = await adminList<{ name: string }>(url, token, '/api/admin/brands', search);
  return new Set(rows.map((r) => r.name));
}

export async function storedNewsTitles(url: string, token: string, search: string): Promise<Set<string>> {
  const rows = await adminList<{ title: string }>(url, token, '/api/admin/news', search);
  return new Set(rows.map((r) => r.title));
}

/** The items of `expected` missing from `actual` (empty when everything is there). */
export const missing = (expected: Iterable<string>, actual: Set<string>) =>
  [...expected].filter((x) => !actual.has(x));
