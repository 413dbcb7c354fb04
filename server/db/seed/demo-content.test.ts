import { describe, expect, it } from 'vitest';
import { EXCERPT_MIN_LENGTH, NEWS_CATEGORIES } from '#common/constants';
import { readTimeOf } from '#common/read-time';
import { drawMachine, MACHINE_KINDS, type MachineKind } from '#common/silhouettes';
import { sanitizeNewsHtml } from '../../services/html-sanitizer';
import { checkSettingValue } from '../../services/settings';
import { DEFINITIONS_BY_KEY, SETTING_DEFINITIONS } from '../../services/settings-definitions';
import { DEMO_SETTINGS } from './demo-company';
import { demoNewsSvgs } from './demo-images';
import { articleHtml, DEMO_NEWS } from './demo-news';
import { NEWS_SHADE } from './images';

/** How a story names each machine the demo pictures can draw. */
const NAMED: Record<MachineKind, RegExp> = {
  loader: /\bloaders?\b/i,
  excavator: /\bexcavators?\b/i,
  'mobile-crane': /\b(mobile|truck) cranes?\b/i,
  'crawler-crane': /\bcrawler cranes?\b/i,
  'batching-plant': /\bbatching plants?\b/i,
  'asphalt-plant': /\basphalt plants?\b/i,
  'pump-truck': /\b(pump trucks?|concrete pumps?)\b/i,
  'mixer-truck': /\b(mixer trucks?|transit mixers?)\b/i,
  roller: /\brollers?\b/i,
  forklift: /\bforklifts?\b/i,
  generator: /\bgenerators?\b/i,
};
const named = (text: string) => MACHINE_KINDS.filter((kind) => NAMED[kind].test(text));

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
    }
  });

  it('has published bodies of real article length, so their computed read times differ', () => {
    const published = DEMO_NEWS.filter((a) => !a.draft).map((a) => readTimeOf(articleHtml(a)));
    for (const time of published) expect(Number.parseInt(time, 10), time).toBeGreaterThanOrEqual(2);
    expect(new Set(published).size).toBeGreaterThanOrEqual(4);
  });

  it('pictures each story with the machine it is about', () => {
    const pictures = demoNewsSvgs();
    for (const [i, a] of DEMO_NEWS.entries()) {
      const headline = named(`${a.title} ${a.tags.join(' ')}`);
      // A machine in the title or tags is the picture's; any other the story names.
      if (headline.length > 0) expect(headline, a.title).toContain(a.machine);
      const story = `${a.title} ${a.excerpt} ${a.tags.join(' ')} ${articleHtml(a)}`;
      expect(named(story), a.title).toContain(a.machine);
      expect(pictures[i].includes(drawMachine(a.machine, NEWS_SHADE)), a.title).toBe(true);
    }
    // The batching-plant stories, for one, no longer show an excavator.
    const batching = DEMO_NEWS.filter((a) => a.tags.includes('batching plant'));
    expect(batching.map((a) => a.machine)).toEqual(['batching-plant', 'batching-plant']);
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
