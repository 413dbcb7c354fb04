import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// Where processed images live. Callers (the upload route, the demo seed) only see this interface,
// so a second backend (S3, R2…) is a new implementation, not a change to them. See decision 009.

export interface ImageStore {
  /** Saves `bytes` under `key` so that no reader ever sees a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public address of `key`. */
  url(key: string): string;
}

// Keys are made by the pipeline from a folder name and a content hash; anything else is a bug.
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+(\.[a-z0-9]+)*\.webp$/;

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Invalid image key: ${key}`);
}

/** Files under `root` (DATA_DIR/uploads), served by the app at /uploads/<key>. */
export function localDiskStore(root: string): ImageStore {
  return {
    async put(key, bytes) {
      checkKey(key);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: the rename is atomic, so an interrupted write never leaves a file that
      // looks finished (and that `exists` would then skip forever).
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async exists(key) {
      checkKey(key);
      return access(join(root, key)).then(
        () => true,
        () => false,
      );
    },
    url(key) {
      checkKey(key);
      return `/uploads/${key}`;
    },
  };
}
