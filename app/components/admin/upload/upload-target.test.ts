import { describe, expect, it } from 'vitest';
import type { GroupedSettings } from '#common/schemas/settings';
import { checkImageFile } from './upload-client';
import { uploadTargetFrom } from './upload-target';

const settings = (enabled: boolean, cloudName: string, uploadPreset: string): GroupedSettings => {
  const entry = (value: string | boolean) => ({ value, type: 'text' as const, label: '', description: '' });
  return {
    cloudinary: {
      cloudinary_cloud_name: entry(cloudName),
      cloudinary_upload_preset: entry(uploadPreset),
      cloudinary_enabled: { ...entry(enabled), type: 'boolean' },
    },
  };
};

describe('upload target', () => {
  it('sends to Cloudinary only when it is switched on with a cloud name and a preset', () => {
    expect(uploadTargetFrom(settings(true, ' demo ', 'unsigned_1'))).toEqual({
      kind: 'cloudinary',
      cloudName: 'demo',
      uploadPreset: 'unsigned_1',
    });
    expect(uploadTargetFrom(settings(false, 'demo', 'unsigned_1'))).toEqual({ kind: 'server' });
    expect(uploadTargetFrom(settings(true, '', 'unsigned_1'))).toEqual({ kind: 'server' });
    expect(uploadTargetFrom({})).toEqual({ kind: 'server' });
  });

  it('reports a missing preset when only the cloud name is set', () => {
    expect(uploadTargetFrom(settings(true, 'demo', '  '))).toEqual({ kind: 'missing-preset' });
  });
});

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
