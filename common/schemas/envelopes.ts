import { z } from 'zod';

// The response envelopes of docs/product.md §13, once: the original client reads `success` and
// `data` (and `message` after a write), so every route answers in one of these shapes.

/** `{success, data}`: a read. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
/** `{success, data: [...]}`: a list without pages, as the public navigation reads. */
export const listEnvelope = <T extends z.ZodType>(item: T) => okEnvelope(z.array(item));
/** `{success, message, data}` as the admin editors read after a save. */
export const savedEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
/** `{success, message}` after a delete. */
export const deletedEnvelope = z.object({ success: z.literal(true), message: z.string() });

/** `{message}`: an answer with nothing else to say. */
export const messageSchema = z.object({ message: z.string() });
/** `{message, errors?}`: every 4xx and 5xx, built by the one error handler (field → messages on 422). */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
