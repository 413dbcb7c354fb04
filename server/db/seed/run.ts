import { announceWrite } from '../../caching/open-read-cache';
import { DEMO_IMAGE_CACHE } from '../../lib/paths';
import { seedDemoIfEmpty } from './demo';
import { openConfiguredDatabase } from './open-configured';

// `npm run seed`: loads the demo content into the configured database when its catalogue is empty.
async function main() {
  const { database, uploadsDir } = await openConfiguredDatabase();
  try {
    const { seeded, counts } = await seedDemoIfEmpty(database.db, {
      uploadsDir,
      imageCache: DEMO_IMAGE_CACHE,
      log: (m) => console.log(m),
    });
    if (!seeded) {
      console.log('The catalogue is not empty: nothing seeded.');
      return;
    }
    for (const [name, n] of Object.entries(counts)) console.log(`${name.padEnd(12)} ${n}`);
    await announceWrite(database);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
