// Server-only doorway from route loaders to the news service (in-process, no HTTP hop).
export { featuredArticle, getPublished, latestPublished, listPublished } from '../../server/services/news';
