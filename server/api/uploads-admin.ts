import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '#common/constants';
import { errorSchema, okEnvelope } from '#common/schemas/envelopes';
import {
  UPLOAD_MESSAGES,
  uploadedImageSchema,
  uploadFolderSchema,
  uploadTargetSchema,
} from '#common/schemas/upload';
import { type FieldErrors, HttpError, ValidationFailed } from '../errors';
import { localDiskStore } from '../services/media/storage';
import { storeUpload } from '../services/media/upload';
import { uploadTarget } from '../services/media/upload-target';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['admin: uploads']);

/**
 * POST /admin/uploads (multipart: `file`, `folder`): stores an image and answers its address and sizes.
 * GET /admin/uploads/target: where the widget sends a file, readable by whoever may upload.
 */
export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not app-wide: no other route takes multipart bodies. A file above the largest
  // limit stops being read at that size (413) instead of filling memory.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, fields: 5, parts: 8, fieldSize: 1000 },
  });
  const store = localDiskStore(join(app.config.DATA_DIR, 'uploads'));

  // The same permission as the upload itself: an editor uploads without reading Settings
  // (settings.read), and learns only the upload target from them.
  app.get(
    '/uploads/target',
    route.needs('catalog.write', {
      description:
        'Where uploads go: this server, Cloudinary (cloud name, unsigned preset), or a missing preset.',
      response: { 200: okEnvelope(uploadTargetSchema) },
    }),
    async () => ok(await uploadTarget(app.db)),
  );

  app.post(
    '/uploads',
    route.needs('catalog.write', {
      description:
        'multipart/form-data with `file` (JPEG, PNG, GIF or WebP; 10 MB, 5 MB for brands) and `folder` ' +
        '(products, brands, categories, variants, news). Stored as WebP with renditions.',
      consumes: ['multipart/form-data'],
      response: { 201: uploadedImageSchema, 413: errorSchema, 415: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const { folder, bytes } = await readUploadForm(request);
      return reply.status(201).send(await storeUpload(store, folder, bytes));
    },
  );
};

async function readUploadForm(request: FastifyRequest) {
  let folder: unknown;
  let bytes: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
          else part.file.resume(); // any other file is read past, never kept
        } else if (part.fieldname === 'folder') folder = part.value;
      }
    } catch (err) {
      if (err instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(IMAGE_MAX_BYTES));
      const status = (err as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status < 500) throw err; // the plugin's own limits (413)
      // A malformed body (no boundary, cut short) is the sender's fault, never a 500.
      throw new HttpError(400, 'The upload could not be read.');
    }
  }
  const errors: FieldErrors = {};
  const parsed = uploadFolderSchema.safeParse(folder);
  if (!parsed.success) errors.folder = [UPLOAD_MESSAGES.folder];
  if (!bytes?.length) errors.file = [UPLOAD_MESSAGES.fileRequired];
  if (!parsed.success || !bytes?.length) throw new ValidationFailed(errors);
  return { folder: parsed.data, bytes };
}
