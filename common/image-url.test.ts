import { describe, expect, it } from 'vitest';
import { parseStoredImage, responsiveImage, storedImageUrl } from './image-url';

describe('image addresses', () => {
  it('reads the size back from a stored image address', () => {
    const url = storedImageUrl('products', 'ab12cd', 1200, 900);
    expect(url).toBe('/uploads/products/ab12cd-1200x900.webp');
    expect(parseStoredImage(url)).toEqual({
      stem: '/uploads/products/ab12cd-1200x900',
      width: 1200,
      height: 900,
    });
  });

  it('lists only renditions narrower than the stored image, then the image itself', () => {
    const image = responsiveImage('/uploads/news/ff00-1000x500.webp');
    expect(image.srcSet).toBe(
      '/uploads/news/ff00-1000x500.320w.webp 320w, /uploads/news/ff00-1000x500.640w.webp 640w, ' +
        '/uploads/news/ff00-1000x500.960w.webp 960w, /uploads/news/ff00-1000x500.webp 1000w',
    );
    expect(image).toMatchObject({ width: 1000, height: 500 });
  });

  it('uses Cloudinary transformations for Cloudinary images', () => {
    const image = responsiveImage('https://res.cloudinary.com/demo/image/upload/v1/variants/x.jpg');
    expect(image.src).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_1280,f_auto,q_auto/v1/variants/x.jpg',
    );
    expect(image.srcSet).toContain('c_limit,w_320,f_auto,q_auto/v1/variants/x.jpg 320w');
  });

  it('leaves any other address alone', () => {
    expect(responsiveImage('https://example.com/a.png')).toEqual({ src: 'https://example.com/a.png' });
    expect(responsiveImage('/uploads/../etc-1x1.webp')).toEqual({ src: '/uploads/../etc-1x1.webp' });
  });
});
