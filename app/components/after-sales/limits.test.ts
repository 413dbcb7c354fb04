import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS } from '#common/constants';
import * as contract from '#common/schemas/after-sales';
import * as limits from './limits';

// The forms' copies of the limits are the schema's own (limits.ts says why they are copies).
describe('after-sales form limits', () => {
  it('match the shared schema', () => {
    expect({
      lines: limits.PARTS_MAX_LINES,
      quantity: limits.PARTS_MAX_QUANTITY,
      photos: limits.REQUEST_MAX_PHOTOS,
      bytes: limits.REQUEST_PHOTO_MAX_BYTES,
      dates: limits.SERVICE_MAX_PREFERRED_DATES,
    }).toEqual({
      lines: contract.PARTS_MAX_LINES,
      quantity: contract.PARTS_MAX_QUANTITY,
      photos: contract.REQUEST_MAX_PHOTOS,
      bytes: contract.REQUEST_PHOTO_MAX_BYTES,
      dates: contract.SERVICE_MAX_PREFERRED_DATES,
    });
  });

  it('name every image type the upload pipeline takes', () => {
    for (const ext of IMAGE_EXTENSIONS) expect(limits.PHOTO_MESSAGES.format).toContain(ext);
  });
});
