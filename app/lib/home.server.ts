// Server-only doorway from the home loader to the hero service (the function behind
// GET /api/public/hero-settings).
export { publicHeroSettings } from '../../server/services/hero';
export { publicSettings } from '../../server/services/settings';
