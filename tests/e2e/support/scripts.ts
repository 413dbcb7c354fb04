import type { Page } from '@playwright/test';

/** The address of every script the page receives from now on (a list that grows as they arrive). */
export function scriptsReceived(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  return scripts;
}
