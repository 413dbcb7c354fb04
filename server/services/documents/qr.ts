import QRCode from 'qrcode';

/** Draws `text` as a QR code of `size` points at (x, y): dark squares as one vector path, no image. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // A quiet zone of two modules on each side keeps it readable against the footer.
  const cell = size / (count + 4);
  doc.save();
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
