/**
 * Whether the spec filters have mounted in the browser, so the sidebar's state holds what their
 * fields show (spec-filters-deferred.tsx). A module of its own: both sides import it, and neither
 * pulls the other into its chunk.
 */
export const specFilters = { ready: false };
