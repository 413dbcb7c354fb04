import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';

/** Opens the database the server would open (DATABASE_URL, else the embedded one in DATA_DIR). */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  return { config, database, uploadsDir: join(config.DATA_DIR, 'uploads') };
}
