import { describe, expect, it } from 'vitest';
import { frameableMapUrl } from './map-embed';

describe('frameableMapUrl', () => {
  it('allows Google Maps and OpenStreetMap embeds over https', () => {
    expect(frameableMapUrl('https://www.google.com/maps/embed?pb=abc')).toBe(
      'https://www.google.com/maps/embed?pb=abc',
    );
    expect(frameableMapUrl('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=1',
    );
  });
  it('refuses other hosts, other paths, plain http and junk', () => {
    for (const url of [
      'https://evil.example/maps/embed',
      'https://www.google.com/search?q=x',
      'http://www.google.com/maps/embed?pb=abc',
      'javascript:alert(1)',
      '',
    ])
      expect(frameableMapUrl(url)).toBeNull();
  });
});
