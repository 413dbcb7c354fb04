import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../errors';
import { guardUnique } from './guard-unique';

const duplicate = { name: ['A thing with this name already exists.'] };

describe('guardUnique', () => {
  it("answers the write's own result", async () => {
    await expect(guardUnique(Promise.resolve([{ id: 7 }]), duplicate)).resolves.toEqual([{ id: 7 }]);
  });

  it('turns a unique violation, however deep the driver wraps it, into the 422 of the check', async () => {
    const violation = Object.assign(new Error('duplicate key'), { code: '23505' });
    const wrapped = new Error('Failed query', { cause: violation });
    const err = await guardUnique(Promise.reject(wrapped), duplicate).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationFailed);
    expect(err).toMatchObject({ statusCode: 422, message: duplicate.name[0], errors: duplicate });
  });

  it('lets any other failure through unchanged', async () => {
    const other = Object.assign(new Error('deadlock'), { code: '40P01' });
    await expect(guardUnique(Promise.reject(other), duplicate)).rejects.toBe(other);
  });
});
