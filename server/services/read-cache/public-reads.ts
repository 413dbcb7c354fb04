// Moved to server/caching/cached-reads.ts. Kept only until app/lib/*.server.ts import it from
// there: delete this file with that change.
export * from '../../caching/cached-reads';
