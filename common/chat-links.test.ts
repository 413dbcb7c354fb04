import { describe, expect, it } from 'vitest';
import {
  type ChatMachine,
  chatAccountsOf,
  chatLabel,
  chatLinks,
  chatMessage,
  messengerRef,
  plainChatLinks,
} from './chat-links';

const machine: ChatMachine = {
  id: 12,
  name: 'BPG-100 Silent Generator',
  url: 'https://ironsite.example/products/12',
};
const accounts = { messenger: 'ironsite.ph', viber: '+639171234567', whatsapp: '639171234567' };

/** The query value of `name` in an href, decoded the way the chat app reads it. */
const param = (href: string, name: string) =>
  new URL(href.replace(/^viber:/, 'https:')).searchParams.get(name);

describe('chatLinks', () => {
  it('builds the three apps’ addresses with the machine and its page', () => {
    const links = chatLinks(accounts, [machine]);
    expect(links.map((l) => l.channel)).toEqual(['messenger', 'viber', 'whatsapp']);
    const [messenger, viber, whatsapp] = links;
    expect(messenger.href).toBe('https://m.me/ironsite.ph?ref=variant-12');
    expect(viber.href).toMatch(/^viber:\/\/chat\?number=%2B639171234567&draft=/);
    expect(whatsapp.href).toMatch(/^https:\/\/wa\.me\/639171234567\?text=/);
    const text =
      'Hello, I would like to ask about the BPG-100 Silent Generator: https://ironsite.example/products/12';
    expect(param(viber.href, 'draft')).toBe(text);
    expect(param(whatsapp.href, 'text')).toBe(text);
    expect(links.map((l) => l.name)).toEqual(['Messenger', 'Viber', 'WhatsApp']);
    expect(links.map((l) => l.label)).toEqual([
      'Chat on Messenger about BPG-100 Silent Generator',
      'Chat on Viber about BPG-100 Silent Generator',
      'Chat on WhatsApp about BPG-100 Silent Generator',
    ]);
  });

  it('offers only the channels that are set', () => {
    expect(chatLinks({ viber: '+639171234567' }, [machine]).map((l) => l.channel)).toEqual(['viber']);
    expect(chatLinks({ messenger: '', viber: '  ', whatsapp: '' }, [machine])).toEqual([]);
    expect(chatLinks(accounts, [])).toEqual([]);
  });

  it('gives Viber the + of the international form and wa.me the digits alone', () => {
    const [viber, whatsapp] = chatLinks({ viber: '639171234567', whatsapp: '+639171234567' }, [machine]);
    expect(param(viber.href, 'number')).toBe('+639171234567');
    expect(whatsapp.href).toMatch(/^https:\/\/wa\.me\/639171234567\?/);
  });

  it('offers no link for a value the settings would refuse', () => {
    const hostile = {
      messenger: 'ironsite/../evil?x=1',
      viber: '0917 123 4567',
      whatsapp: '+63917<script>',
    };
    expect(chatLinks(hostile, [machine])).toEqual([]);
    expect(chatLinks({ messenger: 'ironsite ph' }, [machine])).toEqual([]);
    expect(chatLinks({ whatsapp: '+63917123456789012' }, [machine])).toEqual([]);
  });

  it('encodes &, #, quotes and ñ so the message arrives whole', () => {
    const name = `Bomag "Big" & Small #2 'Señor' Roller (50%)`;
    const links = chatLinks(accounts, [{ ...machine, name }]);
    for (const link of links.slice(1)) {
      const query = link.href.split('?')[1];
      // One parameter boundary per href: the name's & and # never split it or end the address.
      expect(query.match(/&/g)?.length ?? 0).toBe(link.channel === 'viber' ? 1 : 0);
      expect(link.href).not.toMatch(/[#"'() ñ]/);
      expect(link.href).toContain('Se%C3%B1or');
      expect(link.href).toContain('%26%20Small%20%232');
      expect(link.href).toContain('%22Big%22');
      expect(link.href).toContain('%27Se%C3%B1or%27');
    }
    expect(param(links[2].href, 'text')).toBe(
      `Hello, I would like to ask about the ${name}: https://ironsite.example/products/12`,
    );
    expect(links[0].label).toBe(`Chat on Messenger about ${name}`);
  });

  it('strips CR, LF and other control characters from names, keeping one line', () => {
    const name = 'Crane\r\nLine two\tand\u0000more\u2028end';
    const [, , whatsapp] = chatLinks(accounts, [{ ...machine, name }]);
    expect(param(whatsapp.href, 'text')).toBe(
      'Hello, I would like to ask about the Crane Line two and more end: https://ironsite.example/products/12',
    );
    expect(whatsapp.href).not.toMatch(/%0D|%0A|%09|%00/);
    expect(chatLabel('viber', [{ ...machine, name }])).toBe(
      'Chat on Viber about Crane Line two and more end',
    );
  });
});

describe('plainChatLinks (no machine named: the contact page)', () => {
  it('opens each configured app on a blank message to us', () => {
    expect(plainChatLinks(accounts)).toEqual([
      {
        channel: 'messenger',
        name: 'Messenger',
        href: 'https://m.me/ironsite.ph',
        label: 'Chat with us on Messenger',
      },
      {
        channel: 'viber',
        name: 'Viber',
        href: 'viber://chat?number=%2B639171234567',
        label: 'Chat with us on Viber',
      },
      {
        channel: 'whatsapp',
        name: 'WhatsApp',
        href: 'https://wa.me/639171234567',
        label: 'Chat with us on WhatsApp',
      },
    ]);
  });

  it('offers only the channels that are set, and none for a value the settings would refuse', () => {
    expect(plainChatLinks({ whatsapp: '+639171234567' }).map((l) => l.channel)).toEqual(['whatsapp']);
    expect(plainChatLinks({ messenger: 'ironsite/../evil', viber: '0917 123 4567', whatsapp: '' })).toEqual(
      [],
    );
  });
});

describe('chatAccountsOf', () => {
  it('reads the accounts from the public settings by their keys, text only', () => {
    expect(
      chatAccountsOf({ messenger_page: 'ironsite.ph', viber_number: '+639171234567', whatsapp_number: 639 }),
    ).toEqual({ messenger: 'ironsite.ph', viber: '+639171234567', whatsapp: '' });
    expect(chatAccountsOf({})).toEqual({ messenger: '', viber: '', whatsapp: '' });
  });
});

describe('several machines (the comparison and the quote list)', () => {
  const machines: ChatMachine[] = [
    machine,
    { id: 40, name: 'Tower Crane\nTC-60', url: 'https://ironsite.example/products/40' },
    { id: 41, name: 'Loader & Co', url: 'https://ironsite.example/products/41' },
  ];

  it('lists each machine on a line of its own, names on one line each', () => {
    expect(chatMessage(machines)).toBe(
      [
        'Hello, I would like to ask about these machines:',
        'BPG-100 Silent Generator: https://ironsite.example/products/12',
        'Tower Crane TC-60: https://ironsite.example/products/40',
        'Loader & Co: https://ironsite.example/products/41',
      ].join('\n'),
    );
    const [, viber] = chatLinks(accounts, machines);
    expect(param(viber.href, 'draft')).toBe(chatMessage(machines));
  });

  it('names every variant id in the Messenger ref and counts the machines in the label', () => {
    expect(messengerRef(machines)).toBe('variants-12-40-41');
    const [messenger] = chatLinks(accounts, machines);
    expect(messenger.href).toBe('https://m.me/ironsite.ph?ref=variants-12-40-41');
    expect(messenger.label).toBe('Chat on Messenger about 3 machines');
  });
});
