import { oneLine } from '#common/schemas/shared';

// Just enough HTML for notification mails: every value from a visitor goes through escapeHtml,
// and every row value is shown on one line, so no value can add a row of its own.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export interface Row {
  label: string;
  value: string;
}

export const htmlRows = (rows: Row[]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      (r) =>
        `<tr><th align="left" valign="top" style="color:#555">${escapeHtml(r.label)}</th><td>${escapeHtml(oneLine(r.value))}</td></tr>`,
    )
    .join('')}</table>`;

export const htmlParagraph = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

export const htmlDocument = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">${body}</body></html>`;

export const textRows = (rows: Row[]) => rows.map((r) => `${r.label}: ${oneLine(r.value)}`).join('\n');
