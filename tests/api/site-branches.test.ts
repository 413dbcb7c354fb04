import { describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApp } from '../support/api';
import { insertBranch, MANDAUE } from './support/branches';
import { pageHtml, tags, texts } from './support/site-html';

// "Nearest to you" on /branches without JavaScript (docs/product.md §28, decision 064): the
// province picker is a GET form to /branches, so a browser without scripts sends
// /branches?province=<code>, and the server renders the branches that serve that province. The
// choice made with JavaScript is a component test (app/components/branches/branch-finder.test.tsx).
const ctx = setupApi();

const BOHOL = '0701200000';

/** The "Nearest to you" section of the page: the form and what it found. */
const nearest = (html: string) =>
  /<section aria-labelledby="nearest-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe.skipIf(!webBuildExists())('/branches without JavaScript (server-rendered from the build)', () => {
  const site = siteApp(ctx);

  it('the province form is a GET to /branches, and its answer lists the branches that serve the province', async () => {
    // Cebu, in the province of Cebu, serving Bohol too (as the demo's branch does).
    await insertBranch(ctx.db, {
      name: 'Cebu',
      slug: 'cebu',
      ...MANDAUE,
      servesProvinces: [MANDAUE.provinceCode, BOHOL],
    });

    const form = nearest(await pageHtml(site.app, '/branches'));
    expect(tags(form, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/branches' })]);
    expect(tags(form, 'select')).toEqual([expect.objectContaining({ name: 'province' })]);
    const bohol = /<option value="0701200000"[^>]*>([^<]*)<\/option>/.exec(form);
    expect(bohol?.[1]).toBe('Bohol');
    expect(tags(form, 'button')).toEqual([expect.objectContaining({ type: 'submit' })]);
    expect(texts(form, 'button')).toEqual(['Find a branch']);
    expect(tags(form, 'article')).toEqual([]);
    expect(form).toContain('Pick your province to see the branches that serve it.');

    // What the form sends: the select's name and the option's value.
    const found = nearest(await pageHtml(site.app, `/branches?province=${BOHOL}`));
    expect(texts(found, 'h3')).toEqual(['Cebu']);
    expect(texts(found, 'p')).toContain('This branch serves Bohol:');
    expect(found).toMatch(/<option value="0701200000" selected="">Bohol<\/option>/);

    // A province the picker does not offer, markup included, is no choice: the page as without one.
    const odd = await pageHtml(site.app, '/branches?province=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(odd).not.toContain('<script>alert(1)');
    expect(tags(nearest(odd), 'article')).toEqual([]);
    expect(nearest(odd)).toContain('Pick your province to see the branches that serve it.');
  });
});
