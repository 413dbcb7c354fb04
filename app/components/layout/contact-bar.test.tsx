import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderSite } from '#app/test/render-site';
import { plainChatLinks } from '#common/chat-links';
import { ContactBar } from './contact-bar';

// The phone contact bar (docs/product.md §2, §20): Viber beside Call has a mark of its own, so the
// two buttons do not both show a phone.

it("shows Viber's own mark, not the phone of the Call button beside it", async () => {
  renderSite(<ContactBar links={plainChatLinks({ viber: '+639171234567' })} />);
  const call = await screen.findByRole('link', { name: /^Call / });
  const viber = screen.getByRole('link', { name: 'Chat with us on Viber' });
  // Each icon is a reference into the sprite (decision 065): its symbol's name after the '#'.
  const symbol = (link: HTMLElement) => link.querySelector('svg use')?.getAttribute('href')?.split('#')[1];
  expect(symbol(viber)).toBe('viber');
  expect(symbol(call)).toBe('phone');
});
