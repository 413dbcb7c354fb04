import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { privacyHashKey } from './privacy/hash-key';
import type { PublishedEntity } from './publication';

// Signed preview links (docs/product.md §29, decision 066): a draft or scheduled record opens at its
// public address with `?preview=<expiry>.<HMAC>`. The key is derived from the server's one secret
// (PRIVACY_HASH_KEY, or the key kept in DATA_DIR), so every instance that shares it accepts the
// link and nothing is stored. The token is redacted from the request log like every private link
// (server/lib/request-log.ts), and a page it opens is private, no-store and noindex.

const PREVIEW_PARAM = 'preview';
const PREVIEW_TTL_MS = 3600_000;

const keys = new Map<string, Promise<Buffer>>();

/** The preview links' own key: an HMAC of a fixed label under the server's secret. */
export function previewKey(config: Pick<Config, 'PRIVACY_HASH_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  const id = `${config.DATA_DIR}\0${config.PRIVACY_HASH_KEY ?? ''}`;
  let key = keys.get(id);
  if (!key) {
    key = privacyHashKey(config).then((secret) =>
      createHmac('sha256', secret).update('ironsite preview links').digest(),
    );
    keys.set(id, key);
  }
  return key;
}

const mac = (key: Buffer, entity: PublishedEntity, id: number, expires: number) =>
  createHmac('sha256', key).update(`${entity}:${id}:${expires}`).digest('base64url');

/** A token for `entity` `id` valid for an hour from `now`. */
export function signPreview(key: Buffer, entity: PublishedEntity, id: number, now = Date.now()) {
  const expires = Math.floor((now + PREVIEW_TTL_MS) / 1000);
  return { token: `${expires}.${mac(key, entity, id, expires)}`, expiresAt: new Date(expires * 1000) };
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Whether `token` was signed for this record and has not expired. */
export function verifyPreview(
  key: Buffer,
  entity: PublishedEntity,
  id: number,
  token: string | null | undefined,
  now = Date.now(),
): boolean {
  const m = TOKEN.exec(token ?? '');
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(key, entity, id, expires));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The record's public address with the token. */
export function previewPath(entity: PublishedEntity, id: number, token: string): string {
  const preview = `${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
  return entity === 'variant' ? `/products/${id}?${preview}` : `/news?article=${id}&${preview}`;
}
