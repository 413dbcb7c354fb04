import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtStylesheets, nonceStylesheets } from './built-stylesheets';

describe('builtStylesheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'css-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-Ab_1.css'), 'body{color:red}');
  writeFileSync(join(dir, 'secret.css'), 'nope');
  const textOf = builtStylesheets(dir);

  it('reads a built stylesheet by its address', () => {
    expect(textOf('/assets/app-Ab_1.css')).toBe('body{color:red}');
  });

  it('reads nothing outside /assets/, and nothing that is not there', () => {
    for (const href of [
      '/secret.css',
      '/assets/../secret.css',
      '/assets/x/../../secret.css',
      '/assets/none.css',
    ]) {
      expect(textOf(href), href).toBeUndefined();
    }
  });
});

describe('nonceStylesheets', () => {
  it('adds the nonce to the stylesheets React wrote, and to nothing else', () => {
    const html =
      '<head><style data-precedence="default" data-href="/assets/app.css">b{}</style><style>i{}</style></head>';
    expect(nonceStylesheets(html, 'n1')).toBe(
      '<head><style nonce="n1" data-precedence="default" data-href="/assets/app.css">b{}</style><style>i{}</style></head>',
    );
    expect(nonceStylesheets(html, '')).toBe(html);
  });
});
