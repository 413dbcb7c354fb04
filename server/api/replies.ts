// The bodies of the envelopes in common/schemas/envelopes.ts (docs/product.md §13), built one way
// by every route: the original client reads `success` and `data`, and `message` after a write.

/** `{success, data}`: a read. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** `{success, message, data}`: a save, with the message the admin editors show. */
export const saved = <T>(message: string, data: T) => ({ success: true as const, message, data });

/** `{success, message}`: a delete. */
export const deleted = (message: string) => ({ success: true as const, message });
