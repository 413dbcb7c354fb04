// Server-only doorway from route loaders to the catalogue services (in-process, no HTTP hop).
export { listPublicBrands } from '../../server/services/catalog/brands';
export { listPublicCategories } from '../../server/services/catalog/categories';
export { listPublicProducts } from '../../server/services/catalog/products';
export { listPublicVariants } from '../../server/services/catalog/variant-listing';
export { getPublicVariant, relatedVariants } from '../../server/services/catalog/variants';
