// One schema for PGlite and PostgreSQL, one file per area. JSONB columns hold the normalised
// shapes of common/variant-fields.ts; triggers in the migrations keep variants.search_text current.
export * from './accounts';

export * from './after-sales';

export * from './audit';

export * from './availability';

export * from './branches';

export * from './catalog';

export * from './content';

export * from './interest';

export * from './lead-desk';

export * from './leads';

export * from './listing';

export * from './parameters';

export * from './privacy';

export * from './quotations';

export * from './search';

export * from './trash';
