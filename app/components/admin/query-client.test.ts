import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api';
import { createAdminQueryClient } from './query-client';

// The admin's query client (docs/product.md §8, §11): a server failure is tried twice more before
// a list says it failed, a refusal (4xx) is not, and any 401 ends the session. The component tests
// turn the retries off (app/test/render.tsx); this is where they are proven.

const retry = () => {
  const option = createAdminQueryClient(() => {}).getDefaultOptions().queries?.retry;
  if (typeof option !== 'function') throw new Error('retry is not a rule');
  return option;
};

describe('the admin query client', () => {
  it('tries a server failure or a lost connection twice more, never a refusal', () => {
    const again = retry();
    expect([0, 1, 2].map((count) => again(count, new ApiError(503, 'Database unavailable')))).toEqual([
      true,
      true,
      false,
    ]);
    expect(again(0, new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [401, 403, 404, 422]) expect(again(0, new ApiError(status, 'No'))).toBe(false);
  });

  it('ends the session on a 401 from a read or a write, and on nothing else', async () => {
    const onUnauthorized = vi.fn();
    const client = createAdminQueryClient(onUnauthorized);
    client.setDefaultOptions({ queries: { retry: false } });
    await client
      .fetchQuery({ queryKey: ['admin', 'x'], queryFn: () => Promise.reject(new ApiError(404, 'Gone')) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['admin', 'y'], queryFn: () => Promise.reject(new ApiError(401, 'Expired')) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const save = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, 'Expired')),
    });
    await save.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
