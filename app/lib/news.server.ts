// Server-only doorway from route loaders to the news service (in-process, no HTTP hop), through
// the read cache (decision 011).
export {
  featuredArticle,
  getPublished,
  latestPublished,
  listPublished,
} from '../../server/services/read-cache/public-reads';
