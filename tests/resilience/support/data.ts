import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixtures } from './env';
import { createDatabase } from './postgres';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = ['pglite', 'postgres'];

export interface DataPlace {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * A copy of the demo-seeded data for one scenario: the embedded DATA_DIR, or a clone of the
 * PostgreSQL template database with the uploads beside it (`emptyDatabase`: a new, unmigrated
 * database instead of the clone). `name` must be a plain identifier.
 */
export async function freshData(
  fx: Fixtures,
  backend: Backend,
  name: string,
  { emptyDatabase = false } = {},
): Promise<DataPlace> {
  const dataDir = join(fx.root, `${name}-${backend}`);
  if (backend === 'pglite') {
    cpSync(fx.pgliteTemplate, dataDir, { recursive: true });
    return { dataDir };
  }
  cpSync(fx.pgTemplateUploads, dataDir, { recursive: true });
  const template = emptyDatabase ? undefined : fx.pgTemplateDb;
  return { dataDir, databaseUrl: await createDatabase(`${fx.pgPrefix}${name}`, template) };
}
