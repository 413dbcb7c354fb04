import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Settings shared by the resilience run's global setup and its test files.

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The build under test: `npm run test:resilience` uses `build/` unless BUILD_DIR says otherwise. */
export const BUILD_DIR = resolve(PROJECT_ROOT, process.env.BUILD_DIR || 'build');

export const ADMIN = { email: 'resilience@ironsite.test', password: 'Resil-Admin-4827' };

/**
 * The PostgreSQL server the PostgreSQL scenarios create their own databases on (trust auth, a role
 * allowed to create databases); the same server and variable the API tests use.
 */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Seconds of mixed traffic in the load scenario (the 60 s by default). */
export const LOAD_SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 60);

/** Ports of the servers the run starts (4301…4320 by default) and of its private PostgreSQL. */
export const PORT_BASE = Number(process.env.RESILIENCE_PORT_BASE ?? 4301);
export const PRIVATE_PG_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 55433);

/** Values the global setup hands to the test files (vitest `provide`/`inject`). */
export interface Fixtures {
  /** Temporary directory of this run; removed at the end unless RESILIENCE_KEEP is set. */
  root: string;
  /** Unique tag of this run, used in database names and record names. */
  run: string;
  /** A stopped, demo-seeded embedded DATA_DIR to copy. */
  pgliteTemplate: string;
  /** Prefix of every database the run creates on the shared PostgreSQL server (dropped at the end). */
  pgPrefix: string;
  /** A demo-seeded PostgreSQL database to clone (CREATE DATABASE … TEMPLATE) and its uploads. */
  pgTemplateDb: string;
  pgTemplateUploads: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtures: Fixtures;
  }
}
