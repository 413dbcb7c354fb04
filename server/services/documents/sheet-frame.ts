import PDFDocument from 'pdfkit';
import { calendarDay, dayFormat } from '#common/date-format';
import { formatPrice } from '#common/money';
import { type PriceSettings, vatNoteOf } from '#common/price-settings';
import type { SettingValue } from '#common/schemas/settings';
import { FONT_REGULAR, FONT_SEMIBOLD, fontFiles } from './fonts';
import { drawQr } from './qr';

// What every sheet shares (docs/product.md §22): the company's band on top of each page (its mark,
// name and contact details from Settings, in its colours) and a footer with the page's address, a
// QR code to it, the date and "Page n of m". Pages are buffered, so the footer can count them.

export const INK = '#1F2328';
export const MUTED = '#525252';
export const RULE = '#E5E5E5';
export const SHADE = '#F5F5F5';
export const TINT = '#FFF7E0';

/**
 * A price as the site writes it (docs/product.md §25.1): the currency of Settings, and the VAT
 * note on a second line ("Contact for Price" has none), so a sheet says what the page says.
 */
export const priceText = (price: number | null, prices: PriceSettings) =>
  [formatPrice(price, prices.currency), vatNoteOf(price, prices.vatMode)].filter(Boolean).join('\n');

export interface Company {
  name: string;
  phone: string;
  email: string;
  /** The seller's TIN, "123-456-789-000", or empty (Settings → Contact). */
  tin: string;
  /** The street, then the city, postal code and country: a line each in the band. */
  address: string[];
  primary: string;
  secondary: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
const str = (v: SettingValue | undefined) => (typeof v === 'string' ? v.trim() : '');
const colour = (v: SettingValue | undefined, fallback: string) => (HEX.test(str(v)) ? str(v) : fallback);

export function companyOf(settings: Record<string, SettingValue>): Company {
  const town = [settings.company_city, settings.company_postal, settings.company_country]
    .map(str)
    .filter(Boolean);
  return {
    name: str(settings.site_name) || 'Ironsite Equipment',
    phone: str(settings.company_phone),
    email: str(settings.company_email),
    tin: str(settings.company_tin),
    address: [str(settings.company_address), town.join(', ')].filter(Boolean),
    primary: colour(settings.primary_color, '#F2A900'),
    secondary: colour(settings.secondary_color, '#1F2328'),
  };
}

/** Dark or white text, whichever reads on `hex` (an admin may choose a light header colour). */
export function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? INK : '#FFFFFF';
}

export interface SheetOptions {
  layout: 'portrait' | 'landscape';
  title: string;
  company: Company;
  /** The day printed in the footer and as the file's creation date: the same sheet, the same bytes. */
  day: string;
  /** The page the sheet stands for: printed and encoded in the footer's QR code. */
  url: string | null;
}

const HEADER_HEIGHT = 56;
export const MARGIN = 40;
const FOOTER_HEIGHT = 80;

export function newSheet(options: SheetOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    bufferPages: true,
    autoFirstPage: true,
    margins: { top: HEADER_HEIGHT + 28, bottom: FOOTER_HEIGHT + 16, left: MARGIN, right: MARGIN },
    info: {
      Title: options.title,
      Author: options.company.name,
      Creator: options.company.name,
      Producer: options.company.name,
      CreationDate: new Date(`${options.day}T00:00:00Z`),
    },
    lang: 'en',
  });
  for (const [name, font] of Object.entries(fontFiles())) doc.registerFont(name, font);
  doc.font(FONT_REGULAR).fillColor(INK);
  return doc;
}

/** "24 November 2026" from a business day "2026-11-24". */
const LONG_DAY = dayFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
const longDate = (day: string) => LONG_DAY.format(calendarDay(day));

/**
 * The site's logo mark (app/components/layout/logo.tsx): a square in the accent colour with the
 * company name's initial in the ink readable on it, so a forwarded sheet carries the same sign as
 * the page it came from.
 */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number, company: Company) {
  doc.roundedRect(x, y, size, size, 2).fill(company.primary);
  const initial = company.name.trim().charAt(0).toUpperCase();
  if (!initial) return;
  const pt = size * 0.5;
  doc.font(FONT_SEMIBOLD).fontSize(pt).fillColor(textOn(company.primary));
  doc.text(initial, x, y + (size - pt) / 2 - 1, { width: size, align: 'center', lineBreak: false });
}

/** `text` cut at a word, with an ellipsis, to fit `width` on one line in the current font. */
function fitLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const cut = `${words.join(' ').replace(/[,;:·\s]+$/, '')}…`;
    if (doc.widthOfString(cut) <= width) return cut;
  }
  return '';
}

function drawHeader(doc: PDFKit.PDFDocument, company: Company) {
  const width = doc.page.width;
  const on = textOn(company.secondary);
  doc.rect(0, 0, width, HEADER_HEIGHT).fill(company.secondary);
  doc.rect(0, HEADER_HEIGHT, width, 3).fill(company.primary);
  drawMark(doc, MARGIN - 2, (HEADER_HEIGHT - 28) / 2, 28, company);
  // The name on one line: smaller type for a long one, cut only if even that is too long.
  const room = width * 0.42 - MARGIN - 40;
  doc.font(FONT_SEMIBOLD).fillColor(on);
  const size = [15, 13, 11].find((pt) => doc.fontSize(pt).widthOfString(company.name) <= room) ?? 11;
  doc.fontSize(size).text(fitLine(doc, company.name, room), MARGIN + 36, (HEADER_HEIGHT - size) / 2 - 1, {
    lineBreak: false,
  });
  const lines = [[company.phone, company.email].filter(Boolean).join('  ·  '), ...company.address].filter(
    Boolean,
  );
  doc.font(FONT_REGULAR).fontSize(8).fillColor(on);
  const right = width * 0.58 - MARGIN;
  // Each detail on one line (cut short rather than spilling out of the band), centred in it.
  const step = 11;
  const first = (HEADER_HEIGHT - lines.length * step) / 2 + 1;
  lines.forEach((line, i) => {
    doc.text(fitLine(doc, line, right), width * 0.42, first + i * step, {
      width: right,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
  });
}

function drawFooter(doc: PDFKit.PDFDocument, options: SheetOptions, page: number, pages: number) {
  const { width, height } = doc.page;
  const top = height - FOOTER_HEIGHT;
  doc
    .moveTo(MARGIN, top)
    .lineTo(width - MARGIN, top)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  let x = MARGIN;
  if (options.url) {
    drawQr(doc, options.url, MARGIN - 4, top + 8, 52);
    x = MARGIN + 58;
    doc
      .font(FONT_REGULAR)
      .fontSize(8.5)
      .fillColor(INK)
      .text(options.url, x, top + 16, {
        width: width / 2,
        lineBreak: false,
        link: options.url,
      });
  }
  doc
    .font(FONT_REGULAR)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      options.url
        ? `${longDate(options.day)} · Specifications may change without notice.`
        : longDate(options.day),
      x,
      top + (options.url ? 30 : 16),
      {
        width: width / 2,
        lineBreak: false,
      },
    );
  doc
    .font(FONT_REGULAR)
    .fontSize(8.5)
    .fillColor(INK)
    .text(`Page ${page} of ${pages}`, width / 2, top + 16, {
      width: width / 2 - MARGIN,
      align: 'right',
      lineBreak: false,
    });
}

/** Draws every page's band and footer, then the finished file. */
export function finishSheet(doc: PDFKit.PDFDocument, options: SheetOptions): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Drawing in the margins must not start a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    drawHeader(doc, options.company);
    drawFooter(doc, options, i - start + 1, count);
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}
