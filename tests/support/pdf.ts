import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading generated PDFs back in tests (docs/product.md §22): each page's text as pdf.js extracts
// it, and a page rendered to pixels so its QR code can be decoded.

async function openPdf(bytes: Buffer | Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
}

/** Each page's text, its items joined by spaces (pdf.js splits runs where the layout does). */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

/** Page `n` rendered at `scale`, as RGBA pixels. */
async function renderPage(bytes: Buffer | Uint8Array, n = 1, scale = 2) {
  const doc = await openPdf(bytes);
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as never,
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await doc.destroy();
  return { width: canvas.width, height: canvas.height, data: image.data, png: () => canvas.encode('png') };
}

/** The text of the QR code in the bottom band of page `n` (the footer), or null. */
export async function footerQr(bytes: Buffer | Uint8Array, n = 1): Promise<string | null> {
  const { width, height, data } = await renderPage(bytes, n, 3);
  const top = Math.floor(height * 0.82);
  const band = new Uint8ClampedArray(
    data.buffer,
    data.byteOffset + top * width * 4,
    (height - top) * width * 4,
  );
  return jsQR(band, width, height - top)?.data ?? null;
}
