import { describe, expect, it } from 'vitest';
import { checkImageFile } from './upload-client';

describe('checkImageFile', () => {
  it('accepts the product’s formats up to the limit, by extension in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.webp'])
      expect(checkImageFile({ name, size: 10 }, 100)).toBeNull();
    expect(checkImageFile({ name: 'a.png', size: 100 }, 100)).toBeNull();
  });

  it('refuses other formats and larger files with the product’s words', () => {
    expect(checkImageFile({ name: 'logo.svg', size: 1 }, 100)).toBe(
      'Only jpg, jpeg, png, gif, webp images can be uploaded.',
    );
    expect(checkImageFile({ name: 'noextension', size: 1 }, 100)).not.toBeNull();
    expect(checkImageFile({ name: 'a.png', size: 5 * 1048576 + 1 }, 5 * 1048576)).toBe(
      'The image may not be larger than 5 MB.',
    );
  });
});
