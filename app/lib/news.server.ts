// Server-only doorway from route loaders to the news service (in-process, no HTTP hop), through
// the read cache (decision 011).
export {
  cachedArticle,
  cachedFeaturedArticle,
  cachedLatestNews,
  cachedNewsPage,
} from '../../server/services/read-cache/public-reads';
