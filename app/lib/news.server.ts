// Server-only doorway from route loaders to the news service (in-process, no HTTP hop).
export { featuredArticle, latestPublished, listPublished } from '../../server/services/news';
