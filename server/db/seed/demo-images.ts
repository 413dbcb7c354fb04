import { MACHINE_KINDS } from '#common/silhouettes';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_NEWS } from './demo-news';
import { createImageWriter, logoSvg, machineSvg, newsSvg } from './images';

// Renders every demo picture (about 160, with their renditions) into the folders an admin's upload
// would use, and returns their public URLs in the order of the demo data lists.
const PRODUCT_IMAGES = 4;

export interface DemoImages {
  brandLogos: string[];
  categoryImages: string[];
  productImages: string[][];
  newsImages: string[];
  heroBackground: string;
  count: number;
}

/** Each demo article's picture shows the machine its story is about (DemoArticle.machine). */
export const demoNewsSvgs = () => DEMO_NEWS.map((a, i) => newsSvg(a.machine, i));

// The hero background is a news-style composition too, its machine at the edge, clear of the text.
const HERO_VARIANT = DEMO_NEWS.length + 1;
const heroSvg = () =>
  newsSvg(MACHINE_KINDS[HERO_VARIANT % MACHINE_KINDS.length], HERO_VARIANT, { edge: true });

/** `cache`: a folder of pictures rendered before, copied instead of rendered again (images.ts). */
export async function renderDemoImages(uploadsDir: string, cache?: string): Promise<DemoImages> {
  const writer = createImageWriter(uploadsDir, { cache });
  const brandLogos = DEMO_BRANDS.map((b, i) => writer.write('brands', logoSvg(b.name, i)));
  const categoryImages = DEMO_CATEGORIES.map((c, i) =>
    writer.write('categories', machineSvg(c.kind, i * 5 + 1, 800, 600)),
  );
  const productImages = DEMO_PRODUCTS.map((p, i) =>
    Array.from({ length: PRODUCT_IMAGES }, (_, j) =>
      writer.write('products', machineSvg(p.kind, i * PRODUCT_IMAGES + j)),
    ),
  );
  const newsImages = demoNewsSvgs().map((svg) => writer.write('news', svg));
  const all = <T>(items: Promise<T>[]) => Promise.all(items);
  const [logos, cats, prods, news, hero] = await Promise.all([
    all(brandLogos),
    all(categoryImages),
    all(productImages.map(all)),
    all(newsImages),
    writer.write('hero', heroSvg()),
  ]);
  return {
    brandLogos: logos,
    categoryImages: cats,
    productImages: prods,
    newsImages: news,
    heroBackground: hero,
    count: logos.length + cats.length + prods.flat().length + news.length + 1,
  };
}
