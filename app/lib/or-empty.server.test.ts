import { describe, expect, it, vi } from 'vitest';
import { orEmpty } from './or-empty.server';

// One part of a page may fail alone; an unreachable database fails the whole page (503).
const unreachable = () =>
  new Error('Failed query: select 1', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  });

describe('orEmpty', () => {
  it('gives what the read gives', async () => {
    await expect(orEmpty('brands', Promise.resolve(['Cemtora']), [])).resolves.toEqual(['Cemtora']);
  });

  it('logs a failed read and gives the empty value', async () => {
    const logged = vi.fn();
    await expect(orEmpty('brands', Promise.reject(new Error('bad row')), [], logged)).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledWith('failed to load brands', expect.any(Error));
  });

  it('lets an unreachable database fail the page instead of showing it empty', async () => {
    const logged = vi.fn();
    await expect(orEmpty('listing', Promise.reject(unreachable()), [], logged)).rejects.toThrow(
      'Failed query',
    );
    expect(logged).not.toHaveBeenCalled();
  });
});
