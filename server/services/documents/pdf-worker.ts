import { parentPort, threadId } from 'node:worker_threads';
import { type CompareSheetInput, compareSheet } from './compare-sheet';
import { type QuotationSheetInput, quotationSheet } from './quotation-sheet';
import { type QuoteSummaryInput, quoteSummarySheet } from './quote-summary-sheet';
import { type SpecSheetInput, specSheet } from './spec-sheet';

// A PDF worker's thread (pdf-pool.ts): draws one document at a time from plain data and sends the
// bytes back. Nothing here reads the database or the disk beyond the fonts, so the main thread
// keeps every rule about what may be drawn; this only spends the CPU (decision record: sheets).

export type PdfJob =
  | { kind: 'spec'; input: SpecSheetInput }
  | { kind: 'compare'; input: CompareSheetInput }
  | { kind: 'quote'; input: QuoteSummaryInput }
  | { kind: 'quotation'; input: QuotationSheetInput };

export type PdfReply =
  | { id: number; ok: true; pdf: Uint8Array; threadId: number }
  | { id: number; ok: false; message: string };

function draw(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'spec': {
      // A Buffer arrives as a plain Uint8Array; pdfkit takes an image only as a Buffer.
      const image = job.input.image;
      return specSheet({
        ...job.input,
        image: image && Buffer.from(image.buffer, image.byteOffset, image.byteLength),
      });
    }
    case 'compare':
      return compareSheet(job.input);
    case 'quote':
      return quoteSummarySheet(job.input);
    case 'quotation':
      return quotationSheet(job.input);
  }
}

parentPort?.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const pdf = await draw(job);
    // Its own memory goes back without a copy; a slice of Node's shared pool is copied.
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = whole ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
    const reply: PdfReply = { id, ok: true, pdf: bytes, threadId };
    parentPort?.postMessage(reply, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    const reply: PdfReply = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
    parentPort?.postMessage(reply);
  }
});
