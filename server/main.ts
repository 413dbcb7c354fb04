import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { publicContentChanged } from './caching/after-admin-write';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/dir-lock';
import { seedDemoIfEmpty } from './db/seed/demo';
import { startJobs } from './jobs';
import { DATABASE_TEMPLATE_CACHE, DEMO_IMAGE_CACHE } from './lib/paths';
import { webBuildExists } from './plugins/web';
import { scheduledPublishingJob } from './scheduled-publishing';
import { photoDir, purgeUnattachedPhotos } from './services/after-sales/photos';
import { purgeAuditTrail } from './services/audit/trail';
import { prepareAccounts, purgeDeadSessions } from './services/auth';
import { setupCodeBanner } from './services/auth/setup-code-banner';
import { runLeadClockOnce } from './services/leads/clock-run';
import { ensureHolidays } from './services/leads/holidays';
import { leadMailContext } from './services/leads/notify';
import { signalMailQueued } from './services/mail/signal';
import { smtpSender } from './services/mail/transport';
import { type OutboxWorker, startOutboxWorker } from './services/mail/worker';
import { ensureDictionary } from './services/parameters/seed-dictionary';
import { backfillSpecs } from './services/parameters/spec-index';
import { purgeAccessLog } from './services/privacy/access-log';
import { ensureSettings } from './services/settings';
import { purgeExpiredTrash } from './services/trash';
import { configWarnings } from './startup-warnings';

// Entry point: read config, open the database, prepare data, listen, and shut down gracefully.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: config.DATA_DIR, templateCache: DATABASE_TEMPLATE_CACHE },
  );
  // `npm run dev` serves the site from source through Vite; otherwise the build, when there is one.
  const web = config.NODE_ENV === 'development' ? 'vite' : webBuildExists();
  const app = await buildApp({ config, database, web });
  const log = app.log;
  for (const warning of configWarnings(config)) log.warn(warning);

  await ensureSettings(database.db);
  // The parameter dictionary, once per database (docs/product.md §17).
  await ensureDictionary(database.db);
  // ADMIN_EMAIL's account, or the setup code for the first admin (decision 015).
  const setupNotice = await prepareAccounts(database.db, config, log);
  // The periodic work (server/jobs.ts), each job also run at start. Hourly: tokens that can no
  // longer sign in, unfinished two-factor sign-ins and expired invitations' mails; access-log rows past
  // ACCESS_LOG_RETENTION_DAYS (docs/product.md §23); the coming year's Philippine holidays once it
  // is near (docs/product.md §24). Every 30 s: the lead clock's reminders and escalations, whose
  // mails the outbox worker is woken for, and the scheduled publishing of news and variants.
  const db = database.db;
  const leadMail = leadMailContext(config);
  // This year's and next year's holidays before the first lead is timed; the hourly job then seeds
  // each new year as it comes.
  await ensureHolidays(db);
  // The embedded database has one instance (its directory is locked): an import it shows as running
  // was the previous process's, ended by the restart, and is marked failed now (decision 072).
  if (database.kind === 'pglite') await app.catalogImports.reapStale(true);
  const jobs = startJobs(
    [
      {
        name: 'purging dead sessions',
        everyMs: 3600_000,
        run: () => purgeDeadSessions(db, { idleHours: config.TOKEN_IDLE_HOURS }),
      },
      {
        name: 'purging the access log',
        everyMs: 3600_000,
        run: () => purgeAccessLog(db, { retentionDays: config.ACCESS_LOG_RETENTION_DAYS }),
      },
      { name: 'seeding the holidays', everyMs: 3600_000, run: () => ensureHolidays(db) },
      {
        name: 'emptying the trash and the old audit trail',
        everyMs: 3600_000,
        run: async () => {
          await purgeExpiredTrash(db, config.TRASH_DAYS);
          await purgeAuditTrail(db, config.AUDIT_RETENTION_DAYS);
        },
      },
      // Request photos never attached to a parts or service request within a day (§30).
      {
        name: 'removing unattached request photos',
        everyMs: 3600_000,
        run: () => purgeUnattachedPhotos(db, photoDir(config.DATA_DIR)),
      },
      {
        name: 'the lead clock',
        everyMs: 30_000,
        run: async () => {
          const run = await runLeadClockOnce(db, leadMail);
          if (run.mails > 0) signalMailQueued();
          if (run.reminded || run.escalated) log.info({ leadClock: run }, 'lead clock run');
        },
      },
      // Drafts and scheduled publishing (docs/product.md §29): every 30 s unless set otherwise.
      scheduledPublishingJob(app, config.PUBLISHING_EVERY_MS),
      // Catalogue imports queued before a restart or on another instance, and those whose
      // instance died (decision 072): every 10 s. An upload starts its own pass at once.
      { name: 'catalogue imports', everyMs: 10_000, run: () => app.catalogImports.runDue() },
    ],
    log,
  );
  if (config.SEED_DEMO) {
    const result = await seedDemoIfEmpty(database.db, {
      uploadsDir: join(config.DATA_DIR, 'uploads'),
      imageCache: DEMO_IMAGE_CACHE,
      log: (msg: string) => log.info(msg),
    });
    if (result.seeded) log.info({ counts: result.counts }, 'demo content loaded');
    // Other instances already running on this PostgreSQL may hold the empty catalogue (decision 011).
    if (result.seeded) await publicContentChanged(app);
  }

  // The e-mail outbox worker (decision 010) sends queued lead mails; without SMTP_URL nothing is queued.
  let outbox: OutboxWorker | undefined;
  if (config.SMTP_URL) {
    outbox = startOutboxWorker({ db: database.db, sender: smtpSender(config.SMTP_URL), log });
    log.info('e-mail outbox worker started');
  }

  // On SIGTERM/SIGINT: stop accepting, finish in-flight requests and the outbox run in progress,
  // then checkpoint and close the database. A second signal, or 10 s, ends the process anyway.
  closeWithGrace({ delay: 10_000, logger: log }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    // A running import stops first (failed with the reason, nothing written), not awaited to its end.
    await app.catalogImports.stop();
    await jobs.stop();
    await app.close();
    await outbox?.stop();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // Last in the start output (after the build's and the log's lines), framed: the setup code. It
  // goes through the log's own stream, which writes asynchronously, so it cannot overtake a line.
  if (setupNotice) {
    const banner = setupCodeBanner(setupNotice, config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
    const stream = (log as unknown as Record<symbol, { write?: (text: string) => void } | undefined>)[
      pino.symbols.streamSym
    ];
    if (stream?.write) stream.write(banner);
    else process.stdout.write(banner);
  }

  // Variants saved without parsed specifications (before the dictionary existed) are indexed in the
  // background, in batches, so a large catalogue does not hold up the start; the check is cheap.
  backfillSpecs(database.db)
    .then(async (indexed) => {
      if (indexed === 0) return;
      log.info({ variants: indexed }, 'specifications indexed');
      await publicContentChanged(app);
    })
    .catch((err) => log.warn({ err }, 'indexing specifications failed'));
}

main().catch((err) => {
  // Configuration and data-directory problems are the operator's to fix: say so plainly.
  if (
    err instanceof DataDirInUseError ||
    String(err?.message).startsWith('Invalid environment configuration')
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
