import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdIdleCallbacks } from '#app/test/idle';
import { renderSite } from '#app/test/render-site';
import type { HeroSlide } from '#common/schemas/hero';
import { FeaturedCarousel } from './featured-carousel';

// The home carousel's hidden slides (docs/product.md §2, decision 073): the page carries each as an
// outline of its texts (the carousel keeps its tallest slide's height), and draws them whole in
// idle time after hydration, or at the first step. The rotation is
// use-carousel.test.tsx's, the journey through the slides home.spec.ts's.

const slide = (id: number, name: string): HeroSlide => ({
  id,
  name,
  image: null,
  background: null,
  brand: 'Norvane Machinery',
  category: 'Wheel Loaders',
  description: `${name}: built for Philippine projects.`,
  price: 1_250_000,
  features: ['Cummins engine', 'Joystick steering'],
});
const SLIDES = [slide(1, 'NL-50 Wheel Loader'), slide(2, 'TGC-50 Truck Crane'), slide(3, 'CBP-120 Plant')];

/** The browser's idle callbacks, run when the test says the page is idle. */
const { idle, runIdle } = holdIdleCallbacks();

/** Each slide's group: whether it is drawn whole (its link to the product) and its texts. */
const slides = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].map((group) => ({
    drawn: group.querySelector('a') !== null,
    hidden: group.getAttribute('aria-hidden') === 'true',
    text: group.textContent ?? '',
  }));

describe('FeaturedCarousel', () => {
  it('draws the first slide and outlines of the others with their texts, then all once the page is idle', async () => {
    const { container } = renderSite(<FeaturedCarousel slides={SLIDES} />);
    await screen.findByRole('heading', { name: SLIDES[0].name });
    const before = slides(container);
    expect(before.map((s) => s.drawn)).toEqual([true, false, false]);
    expect(before.map((s) => s.hidden)).toEqual([false, true, true]);
    // An outline has the texts that set a slide's height: name, description, a line per feature
    // (a dot: the line is clamped to one whatever its text), the price.
    for (const text of [SLIDES[1].name, SLIDES[1].description, '1,250,000'])
      expect(before[1].text).toContain(text);
    expect(before[1].text).not.toContain('Joystick steering');
    const outline = container.querySelectorAll('[aria-roledescription="slide"]')[1];
    expect(outline.querySelectorAll('li')).toHaveLength(SLIDES[1].features.length);
    expect(outline.querySelector('img, svg')).toBeNull();
    expect(container.querySelectorAll('[aria-roledescription="slide"] h2')).toHaveLength(1);

    // The router's stub renders after its loader, and React runs the effect that asks for idle
    // time after that render, which a loaded machine may not have reached when the heading shows.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await act(async () => {
      runIdle();
    });
    expect(slides(container).map((s) => s.drawn)).toEqual([true, true, true]);
    expect(slides(container).map((s) => s.hidden)).toEqual([false, true, true]);
  });

  it('draws every slide at the first step before the page is idle (the one leaving fades out whole)', async () => {
    const { container, user } = renderSite(<FeaturedCarousel slides={SLIDES} />);
    await user.click(await screen.findByRole('button', { name: `Go to slide 3: ${SLIDES[2].name}` }));
    expect(await screen.findByRole('heading', { name: SLIDES[2].name })).toBeVisible();
    expect(slides(container).map((s) => s.drawn)).toEqual([true, true, true]);
    expect(slides(container).map((s) => s.hidden)).toEqual([true, true, false]);
    expect(screen.getByRole('link', { name: new RegExp(SLIDES[2].name) })).toHaveAttribute(
      'href',
      '/products/3',
    );
  });
});
