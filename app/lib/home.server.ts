// Server-only doorway from the home loader to the hero service (the function behind
// GET /api/public/hero-settings), through the read cache (decision 011).
export { cachedHeroSettings, cachedPublicSettings } from '../../server/services/read-cache/public-reads';
