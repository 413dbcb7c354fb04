import { describe, expect, it } from 'vitest';
import { EXCERPT_MIN_LENGTH, NEWS_CATEGORIES } from '../../../common/constants';
import { sanitizeNewsHtml } from '../../services/html-sanitizer';
import { checkSettingValue } from '../../services/settings';
import { DEFINITIONS_BY_KEY, SETTING_DEFINITIONS } from '../../services/settings-definitions';
import { DEMO_SETTINGS } from './demo-company';
import { articleHtml, DEMO_NEWS, readTime } from './demo-news';

describe('demo news', () => {
  it('has 15 articles over all fixed categories, 3 drafts and one published featured article', () => {
    expect(DEMO_NEWS).toHaveLength(15);
    expect(new Set(DEMO_NEWS.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(DEMO_NEWS.filter((a) => a.draft)).toHaveLength(3);
    const featured = DEMO_NEWS.filter((a) => a.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0].draft).toBeUndefined();
  });

  it('writes HTML the news sanitizer keeps as it is, and excerpts long enough for the cards', () => {
    for (const a of DEMO_NEWS) {
      const html = articleHtml(a);
      expect(sanitizeNewsHtml(html)).toBe(html);
      expect(html).toContain('<h2>');
      expect(a.excerpt.length).toBeGreaterThanOrEqual(EXCERPT_MIN_LENGTH);
      expect(readTime(a)).toMatch(/^\d+ min read$/);
    }
  });

  it('escapes text that looks like markup', () => {
    const html = articleHtml({ ...DEMO_NEWS[0], lead: 'a <b> & c', sections: [] });
    expect(html.startsWith('<p>a &lt;b&gt; &amp; c</p>')).toBe(true);
  });
});

describe('demo company settings', () => {
  it('sets a valid value for every setting of every tab', () => {
    // The hero background is a rendered picture whose URL the seed adds.
    const keys = [...Object.keys(DEMO_SETTINGS), 'hero_background_image'].sort();
    expect(keys).toEqual(SETTING_DEFINITIONS.map((d) => d.key).sort());
    for (const [key, value] of Object.entries(DEMO_SETTINGS)) {
      expect(checkSettingValue(DEFINITIONS_BY_KEY.get(key)!, value), key).toEqual({ value });
    }
  });

  it('uses an 11-digit Philippine phone number and the brand colour', () => {
    expect(DEMO_SETTINGS.company_phone.replace(/\D/g, '')).toMatch(/^09\d{9}$/);
    expect(DEMO_SETTINGS.primary_color).toBe('#F2A900');
  });
});
