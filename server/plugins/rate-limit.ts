import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { closeRedis, firstConnection, openRedis } from '../lib/redis';

const STATIC_PATH = /^\/(assets|uploads)\/|^\/(favicon\.(?:svg|png)|site\.webmanifest)$/;

/**
 * The global per-address limit, and the store every route's own limit (config.rateLimit) counts
 * in: this process's memory, or with REDIS_URL one count in Redis for every instance behind the
 * balancer (decision 028). When Redis cannot answer, requests go through uncounted (skipOnError)
 * and openRedis logs the outage once: a cache outage must not turn the site into 500s.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const { config } = app;
  const redis = config.REDIS_URL
    ? openRedis(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rate-limits`, app.log)
    : undefined;
  if (redis) {
    app.addHook('onClose', () => closeRedis(redis));
    await firstConnection(redis);
  }

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
    timeWindow: '1 minute',
    // Static files (hashed assets, images, favicon) are cheap and a page needs dozens of them.
    allowList: (req) => STATIC_PATH.test(req.url),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${ctx.after}.`,
    }),
    ...(redis && {
      redis,
      nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`,
      skipOnError: true,
    }),
  });
}
