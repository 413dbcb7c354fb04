import { describe, expect, it } from 'vitest';
import { fileLabel } from './file-size';

describe('fileLabel', () => {
  it('says the format and the size in KB or MB, or the format alone when the size is unknown', () => {
    expect(fileLabel('PDF', 180 * 1024)).toBe('PDF · 180 KB');
    expect(fileLabel('PDF', 300)).toBe('PDF · 1 KB');
    expect(fileLabel('PDF', 1.5 * 1024 * 1024)).toBe('PDF · 1.5 MB');
    expect(fileLabel('PDF', null)).toBe('PDF');
    expect(fileLabel('PDF', 0)).toBe('PDF');
  });
});
