/**
 * A download's format and size as its link shows it (docs/product.md §22): "PDF · 180 KB", or the
 * format alone while the size is not known yet.
 */
export function fileLabel(format: string, bytes: number | null | undefined): string {
  if (!bytes || bytes <= 0) return format;
  if (bytes < 1024 * 1024) return `${format} · ${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${format} · ${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
