import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  afterSalesResponseSchema,
  partsRequestSchema,
  REQUEST_PHOTO_MAX_BYTES,
  requestPhotoResponseSchema,
  serviceRequestSchema,
} from '#common/schemas/after-sales';
import { errorSchema } from '#common/schemas/envelopes';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { HttpError, ValidationFailed } from '../errors';
import { photoDir, storeRequestPhoto } from '../services/after-sales/photos';
import { createAfterSalesRequest } from '../services/after-sales/requests';
import { leadMailContext } from '../services/leads/notify';
import { clientOf } from './client-info';
import { perMinute, routeOptions } from './route-options';

const route = routeOptions(['contact']);

/**
 * POST /contact/parts, /contact/service: after-sales requests (docs/product.md §30), each stored
 * as a lead before the 201, which says who answers and by when. POST /contact/photos: a request's
 * photo, kept privately until a request names it.
 */
export const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own multipart parser (this scope only): a file above 8 MB stops being read there (413).
  await app.register(multipart, {
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 },
  });
  const mail = leadMailContext(app.config);
  const limited = perMinute(app.config.RATE_LIMIT_CONTACT_PER_MINUTE);
  const dir = photoDir(app.config.DATA_DIR);
  const responses = { 201: afterSalesResponseSchema, 422: errorSchema, 429: errorSchema };

  app.post(
    '/parts',
    route(
      {
        summary: 'Parts request: the machine, part lines, delivery province, machine down, photos',
        body: partsRequestSchema,
        response: responses,
      },
      limited,
    ),
    async (request, reply) => {
      const meta = { ...clientOf(request), receivedAt: new Date() };
      return reply.status(201).send(await createAfterSalesRequest(app.db, 'parts', request.body, meta, mail));
    },
  );

  app.post(
    '/service',
    route(
      {
        summary:
          'Service request: the machine, hour meter, the problem, where it is, preferred dates, photos',
        body: serviceRequestSchema,
        response: responses,
      },
      limited,
    ),
    async (request, reply) => {
      const meta = { ...clientOf(request), receivedAt: new Date() };
      return reply
        .status(201)
        .send(await createAfterSalesRequest(app.db, 'service', request.body, meta, mail));
    },
  );

  app.post(
    '/photos',
    route(
      {
        summary: "A request's photo (multipart `file`: JPEG, PNG, GIF or WebP, 8 MB): its id for image_ids",
        consumes: ['multipart/form-data'],
        response: { 201: requestPhotoResponseSchema, 413: errorSchema, 422: errorSchema, 429: errorSchema },
      },
      limited,
    ),
    async (request, reply) => {
      const bytes = await readPhoto(request);
      return reply.status(201).send({ success: true, data: await storeRequestPhoto(app.db, dir, bytes) });
    },
  );
};

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
        else part.file.resume();
      }
    } catch (err) {
      if (err instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(REQUEST_PHOTO_MAX_BYTES));
      const status = (err as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status < 500) throw err;
      throw new HttpError(400, 'The upload could not be read.');
    }
  }
  if (!bytes?.length) throw new ValidationFailed({ file: [UPLOAD_MESSAGES.fileRequired] });
  return bytes;
}
