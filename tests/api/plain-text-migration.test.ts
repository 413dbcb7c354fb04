import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, leads, news, variants } from '../../server/db/schema';
import { setupApi } from '../support/api';
import { createBrand, createLead, createNews, createVariant } from '../support/factories';

// Migration 0005 cleans markup that the API accepted before text fields were made plain. The
// rows are written straight to the database (as the old API stored them), then the migration's
// statements run again on them: each one is safe to repeat (its functions are created and dropped).
const ctx = setupApi();
const MIGRATION = readFileSync(
  new URL('../../server/db/migrations/0005_plain_text.sql', import.meta.url),
  'utf8',
);

async function runMigration() {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    if (statement.trim()) await ctx.db.execute(sql.raw(statement));
  }
}

describe('migration 0005: plain text', () => {
  it('strips tags, comments and script blocks from stored plain-text fields and keeps ordinary text', async () => {
    const brand = await createBrand(ctx.db, {
      name: '<b>Acme</b> Heavy',
      description: '<script>alert(1)</script>Cranes & loaders, 5 < 10 t<!-- x -->',
    });
    const variant = await createVariant(ctx.db, {
      name: 'BPG-250 <img src=x onerror=alert(1)>',
      features: ['<i>Quiet</i> cab', 'Output 90 m³/h'],
    });
    const article = await createNews(ctx.db, {
      title: '<a href="http://evil.example">Big</a> news',
      content: '<p>Kept <strong>HTML</strong></p>',
      tags: ['<u>plant</u>', 'ñ'],
    });
    const lead = await createLead(ctx.db, { name: 'Eve\r\nEmail: boss@evil', company: '<b>Co</b>' });

    await runMigration();

    const [b] = await ctx.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(b.name).toBe('Acme Heavy');
    expect(b.description).toBe('Cranes & loaders, 5 < 10 t');
    const [v] = await ctx.db.select().from(variants).where(eq(variants.id, variant.id));
    expect(v.name).toBe('BPG-250');
    expect(v.features).toEqual(['Quiet cab', 'Output 90 m³/h']);
    const [n] = await ctx.db.select().from(news).where(eq(news.id, article.id));
    expect(n.title).toBe('Big news');
    expect(n.content).toBe('<p>Kept <strong>HTML</strong></p>');
    expect(n.tags).toEqual(['plant', 'ñ']);
    const [l] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(l.name).toBe('Eve Email: boss@evil');
    expect(l.company).toBe('Co');
  });

  it('gives a name that would clash or come out empty its id instead of failing', async () => {
    const clean = await createBrand(ctx.db, { name: 'Acme' });
    const tagged = await createBrand(ctx.db, { name: '<b>Acme</b>' });
    const empty = await createBrand(ctx.db, { name: '<img src=x>' });
    await runMigration();
    const names = Object.fromEntries(
      (await ctx.db.select().from(brands)).map((row) => [row.id, row.name] as const),
    );
    expect(names[clean.id]).toBe('Acme');
    expect(names[tagged.id]).toBe(`Acme (${tagged.id})`);
    expect(names[empty.id]).toBe(`Brand ${empty.id}`);
  });
});
